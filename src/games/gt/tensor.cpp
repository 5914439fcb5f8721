// The fixed action space and observation tensor of GT (docs/python.md lists both field by field).
// Seats are numbered from the viewer: relative seat r is player (viewer + r) mod players. Built
// from the observation of the player, so only what he may know reaches it.
#include "core/tensor.h"

#include <algorithm>

#include "core/action_space.h"
#include "games/gt/gt_game.h"

namespace bivouac::gt {

namespace {

inline constexpr float kDmScale = 10.0F;
inline constexpr float kTurnScale = 100.0F;
inline constexpr float kQuietScale = 200.0F;
inline constexpr int kSeatStates = 3;

class GtCodec final : public TensorCodec {
 public:
  explicit GtCodec(const GtGame& game)
      : players_(game.num_players()),
        types_(static_cast<int>(game.cards().battle.size())),
        unit_types_(static_cast<int>(game.cards().units.size())),
        units_(std::min(static_cast<int>(kMaxUnitsInDeck), std::max(1, game.cards().army_size))),
        battle_size_(std::max(1, game.cards().battle_size)) {
    const int t = types_;
    const int p = players_;
    const int u = units_;
    // Operands that may be "none" (kNone) take the last value of their range.
    space_.add(int(Act::kDone), "done");
    space_.add(int(Act::kEvent), "event", {t, p + 1, u + 1}, {"card", "player", "unit"});
    space_.add(int(Act::kLeader), "leader", {t, 1, u}, {"card", "", "unit"});
    space_.add(int(Act::kMoveLeader), "move leader", {1, u, u}, {"", "from", "to"});
    space_.add(int(Act::kTerrain), "terrain", {t, 1, u}, {"card", "", "unit"});
    space_.add(int(Act::kAttack), "attack", {t, 1, u}, {"card", "", "unit"});
    space_.add(int(Act::kTarget), "target", {1, p, u + 1}, {"", "player", "unit"});
    space_.add(int(Act::kDefend), "defend", {t, 1, u + 1}, {"card", "", "unit"});
    space_.add(int(Act::kScreen), "screen", {1, 1, u}, {"", "", "unit"});
    space_.add(int(Act::kOpportunity), "opportunity", {t, 1, 1}, {"card"});
    space_.add(int(Act::kTakeTerrain), "take terrain", {t, 1, 1}, {"card"});
    space_.add(int(Act::kDiscard), "discard", {t, 1, 1}, {"card"});
    for (int i = 0; i < t; ++i) {
      copies_[static_cast<std::size_t>(i)] =
          1.0F / static_cast<float>(std::max(1, game.card(static_cast<std::uint8_t>(i)).copies));
    }
  }

  [[nodiscard]] int num_distinct_actions() const override { return space_.size(); }
  [[nodiscard]] int action_index(Action a) const override {
    const auto none_to = [](std::uint8_t v, int last) { return v == kNone ? last : int(v); };
    const Act k = act_kind(a);
    const int card = act_card(a);
    int x = act_a(a);
    int y = act_b(a);
    switch (k) {
      case Act::kEvent:
        x = none_to(act_a(a), players_);
        y = none_to(act_b(a), units_);
        break;
      case Act::kTarget:
      case Act::kDefend:
        y = none_to(act_b(a), units_);
        break;
      default:
        break;
    }
    return space_.index(static_cast<int>(k), card, x, y);
  }
  [[nodiscard]] std::string index_meaning(int index) const override {
    return space_.meaning(index);
  }

  [[nodiscard]] int seat_size() const {
    return kSeatStates + types_ + 1 + units_ * (unit_types_ + 3) + 2;
  }
  [[nodiscard]] std::vector<int> shape() const override {
    const int common = 2 + 2 * types_ + 2 * kNumSteps + 3 * players_ + 1 + units_ + 1 + units_ +
                       (types_ + 1) + (units_ + 1) + (players_ + 1) + 2 * (units_ + 1) + 1 + 2;
    return {players_ * seat_size() + common};
  }

  void encode(const State& observation, int player, float* out) const override {
    const auto& s = as<GtState>(observation);
    TensorWriter w{out};
    const auto rel = [&](int q) { return q == kNone ? -1 : (q - player + players_) % players_; };
    const auto unit_slot = [&](std::uint8_t j) { return j == kNone ? -1 : int(j); };
    for (int r = 0; r < players_; ++r) {
      const auto q = static_cast<std::size_t>((player + r) % players_);
      w.one_hot(static_cast<int>(s.seat[q]), kSeatStates);
      std::array<float, kMaxBattleTypes> hand{};
      int unknown = 0;
      for (CardId c : s.hand[q]) {
        if (c == kUnknownCard || c >= types_) {
          ++unknown;
        } else {
          hand[c] += copies_[c];
        }
      }
      for (int i = 0; i < types_; ++i) w.put(hand[static_cast<std::size_t>(i)]);
      w.put(static_cast<float>(unknown) / static_cast<float>(battle_size_));
      const auto& army = s.units[q];
      for (int j = 0; j < units_; ++j) {
        if (j >= static_cast<int>(army.size())) {
          w.zeros(unit_types_ + 3);
          continue;
        }
        const Unit& unit = army[static_cast<std::size_t>(j)];
        w.one_hot(unit.type, unit_types_);
        w.put(std::min(static_cast<float>(unit.dm) / kDmScale, 1.0F));
        w.put(unit.leader != kNone);
        w.put(unit.terrain != kNone);
      }
      w.put(static_cast<float>(s.victory_units[q].size()) / static_cast<float>(units_));
      w.put(static_cast<float>(s.victory_leaders[q].size()) / static_cast<float>(battle_size_));
    }
    w.put(static_cast<float>(s.army.size()) / static_cast<float>(units_));
    w.put(static_cast<float>(s.deck.size()) / static_cast<float>(battle_size_));
    const auto counts = [&](const auto& zone) {
      std::array<float, kMaxBattleTypes> n{};
      for (CardId c : zone) {
        if (c < types_) n[c] += copies_[c];
      }
      for (int i = 0; i < types_; ++i) w.put(n[static_cast<std::size_t>(i)]);
    };
    counts(s.discard);
    counts(s.spoils);
    w.one_hot(static_cast<int>(s.step), kNumSteps);
    w.one_hot(static_cast<int>(s.resume), kNumSteps);
    w.one_hot(rel(s.active), players_);
    w.one_hot(rel(s.decider), players_);
    w.one_hot(rel(s.spoils_player), players_);
    w.put(std::min(static_cast<float>(s.pending) / 4.0F, 1.0F));
    w.one_hot(unit_slot(s.spoils_unit), units_);
    w.put(s.extra_turn);
    for (int j = 0; j < units_; ++j) w.put(((s.moved_leaders >> j) & 1u) != 0);
    w.one_hot(s.attack.card == kNone ? types_ : int(s.attack.card), types_ + 1);
    w.one_hot(s.attack.unit == kNone ? units_ : int(s.attack.unit), units_ + 1);
    w.one_hot(s.attack.target_player == kNone ? players_ : rel(s.attack.target_player),
              players_ + 1);
    w.one_hot(s.attack.target_unit == kNone ? units_ : int(s.attack.target_unit), units_ + 1);
    w.one_hot(s.attack.protected_unit == kNone ? units_ : int(s.attack.protected_unit), units_ + 1);
    w.put(s.attack.negated);
    w.put(std::min(static_cast<float>(s.turn) / kTurnScale, 1.0F));
    w.put(std::min(static_cast<float>(s.quiet_turns) / kQuietScale, 1.0F));
  }

 private:
  int players_;
  int types_;
  int unit_types_;
  int units_;
  int battle_size_;
  FactoredActionSpace space_;
  std::array<float, kMaxBattleTypes> copies_{};
};

const TensorCodecRegistrar kRegistrar{
    "gt", [](const Game& g) -> std::unique_ptr<TensorCodec> {
      return std::make_unique<GtCodec>(dynamic_cast<const GtGame&>(g));
    }};

}  // namespace

}  // namespace bivouac::gt
