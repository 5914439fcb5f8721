// The fixed action space and observation tensor of Ready Aim Fire (docs/python.md lists both
// field by field). Sides are numbered from the viewer (0 = himself, 1 = his opponent). Built from
// the observation of the player, so only what he may know reaches it.
#include "core/tensor.h"

#include <algorithm>

#include "core/action_space.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

namespace {

inline constexpr int kKinds = kCommanderKind + kNumRatings;  // hand kinds: troops, commanders
inline constexpr int kSlots = 8;                             // StackZone capacity
inline constexpr int kTerrainTypes = kNumTactics - static_cast<int>(Tactic::kWoods);
inline constexpr int kSteps = static_cast<int>(kLastStep) + 1;
inline constexpr int kAttackKinds = 6;
inline constexpr int kMoraleKinds = 5;
inline constexpr float kTurnScale = 300.0F;
inline constexpr float kDie = 6.0F;

// Per side: nation, stacks, terrain, generals, Army Commander, hands and piles.
inline constexpr int kSlotWidth = kKinds + 1 + 4;
inline constexpr int kGeneralWidth = 1 + kNumRatings + 2;
inline constexpr int kSideSize =
    kNumNations + kStacks * kSlots * kSlotWidth + kStacks * kTerrainTypes +
    kStacks * kGeneralWidth + kGeneralWidth + 2 + (kStacks + 1) + 2 * kStacks + (kNumRatings + 2) +
    (kKinds + 1) + (kNumTactics + 1) + 1 + 2 * kKinds + 1 + (kKinds + 1);
inline constexpr int kCombatSize = 2 * (kStacks + kSlots) + kAttackKinds + 1 + 2 * kNumTactics + 3 +
                                   3 + 2 * (kKinds + 1) + 2 * (kSlots + 1);
inline constexpr int kTestSize = 1 + 2 + kStacks + kSlots + kMoraleKinds + 4;
inline constexpr int kCommonSize = 1 + kNumTactics + kSteps + 3 * 2 + 1 + 9 + kStacks + 1 +
                                   kStacks + 4 + kKinds + 1 + kCombatSize + kTestSize + 6;

class RafCodec final : public TensorCodec {
 public:
  explicit RafCodec(const RafGame& game) : game_(game) {
    space_.add(kActPlace, "place", {kKinds, kStacks, 1}, {"kind", "stack"});
    space_.add(kActSwap, "swap", {kNumTactics, 1, 1}, {"tactic"});
    space_.add(kActDone, "done");
    space_.add(kActDrawReserve, "draw reserve");
    space_.add(kActDrawTactics, "draw tactics");
    space_.add(kActPlay, "play", {kNumTactics, kStacks, kKinds}, {"tactic", "stack", "kind"});
    space_.add(kActReorganise, "reorganise", {1, kStacks, 1}, {"", "stack"});
    space_.add(kActReorderPick, "reorder pick", {1, kSlots, 1}, {"", "slot"});
    space_.add(kActMove, "move", {kStacks, kSlots, kStacks}, {"stack", "slot", "to"});
    space_.add(kActReinforce, "reinforce", {kKinds, kStacks, 1}, {"kind", "stack"});
    space_.add(kActGeneral, "general", {kNumRatings, kStacks, 1}, {"rating", "stack"});
    space_.add(kActArmyCommander, "army commander", {kNumRatings, 1, 1}, {"rating"});
    space_.add(kActTakeOver, "take over", {1, kStacks, 1}, {"", "stack"});
    space_.add(kActAttack, "attack", {kAttackKinds, kStacks, kStacks}, {"kind", "from", "to"});
    space_.add(kActRideAround, "ride around");
    space_.add(kActReroll, "reroll", {2, 1, 1}, {"army_commander"});
    space_.add(kActEliminate, "eliminate", {kKinds, 1, 1}, {"kind"});
    space_.add(kActDiscard, "discard", {3, std::max(kKinds, kNumTactics), 1}, {"what", "which"});
    space_.add(kActDesignate, "designate", {kNumRatings, 1, 1}, {"rating"});
    space_.add(kActSupport, "support", {kSlots, 1, 1}, {"slot"});
    space_.add(kActDeploy, "deploy");
  }

  [[nodiscard]] int num_distinct_actions() const override { return space_.size(); }
  [[nodiscard]] int action_index(Action a) const override {
    return space_.index(act_type(a), act_a(a), act_b(a), act_c(a));
  }
  [[nodiscard]] std::string index_meaning(int index) const override {
    return space_.meaning(index);
  }
  [[nodiscard]] std::vector<int> shape() const override { return {2 * kSideSize + kCommonSize}; }

  void encode(const State& observation, int player, float* out) const override {
    const auto& s = as<RafState>(observation);
    TensorWriter w{out};
    const auto kind = [&](CardId c) { return c < kFirstTactic ? game_.hand_kind(s, c) : -1; };
    const auto kind_or_unknown = [&](CardId c) {  // kKinds for a card he cannot identify
      return c == kUnknownCard ? kKinds : c == kNoCard ? -1 : kind(c);
    };
    const auto kind_counts = [&](const auto& zone) {
      std::array<float, kKinds + 1> n{};
      for (const auto& item : zone) {
        const int k = kind_or_unknown(card_of(item));
        if (k >= 0) n[static_cast<std::size_t>(k)] += 1.0F / kArmyCards;
      }
      return n;
    };
    const auto general = [&](const General& g) {
      w.put(g.card != kNoCard);
      w.one_hot(g.card == kNoCard || g.card == kUnknownCard ? -1 : game_.rating(s, g.card),
                kNumRatings);
      w.put(static_cast<float>(g.left) / 3.0F);
      w.put(std::min(static_cast<float>(g.made) / 3.0F, 1.0F));
    };
    for (int r = 0; r < 2; ++r) {
      const auto q = static_cast<std::size_t>((player + r) % 2);
      w.one_hot(s.nation[q], kNumNations);
      for (int k = 0; k < kStacks; ++k) {
        const auto& stack = s.stacks[q][static_cast<std::size_t>(k)];
        for (int i = 0; i < kSlots; ++i) {
          if (i >= static_cast<int>(stack.size())) {
            w.zeros(kSlotWidth);
            continue;
          }
          const Slot& sl = stack[static_cast<std::size_t>(i)];
          w.one_hot(kind_or_unknown(sl.card), kKinds + 1);
          w.put((sl.flags & kShaken) != 0);
          w.put((sl.flags & kBlown) != 0);
          w.put((sl.flags & kFreshBlown) != 0);
          w.put((sl.flags & kKnownOpp) != 0);
        }
      }
      for (int k = 0; k < kStacks; ++k) {
        std::array<float, kTerrainTypes> t{};
        for (CardId c : s.terrain[q][static_cast<std::size_t>(k)]) {
          const int i = static_cast<int>(game_.tactic(c)) - static_cast<int>(Tactic::kWoods);
          if (i >= 0 && i < kTerrainTypes) t[static_cast<std::size_t>(i)] = 1.0F;
        }
        for (float v : t) w.put(v);
      }
      for (int k = 0; k < kStacks; ++k) general(s.generals[q][static_cast<std::size_t>(k)]);
      general(s.army_commander[q]);
      w.put(s.ac_dead[q] != 0);
      w.put(s.ac_assigned[q] != 0);
      w.one_hot(s.ac_stack[q], kStacks + 1);
      for (int k = 0; k < kStacks; ++k) w.put(((s.general_died_mask[q] >> k) & 1u) != 0);
      for (int k = 0; k < kStacks; ++k) w.put(((s.emptied_mask[q] >> k) & 1u) != 0);
      const CardId ac = s.ac_designated[q];
      w.one_hot(ac == kNoCard        ? kNumRatings
                : ac == kUnknownCard ? kNumRatings + 1
                                     : game_.rating(s, ac),
                kNumRatings + 2);
      for (float v : kind_counts(s.hand_army[q])) w.put(v);
      std::array<float, kNumTactics + 1> tactics{};
      for (const Slot& sl : s.hand_tactics[q]) {
        const int t =
            sl.card == kUnknownCard ? kNumTactics : static_cast<int>(game_.tactic(sl.card));
        // Known tactics by type (at most 4 copies); the unknown ones against the hand's capacity.
        tactics[static_cast<std::size_t>(t)] += t == kNumTactics ? 1.0F / 24.0F : 1.0F / 4.0F;
      }
      for (float v : tactics) w.put(v);
      w.put(static_cast<float>(s.reserve[q].size()) / 40.0F);
      const auto discard = kind_counts(s.discard[q]);
      const auto eliminated = kind_counts(s.eliminated[q]);
      for (int k = 0; k < kKinds; ++k) w.put(discard[static_cast<std::size_t>(k)]);
      for (int k = 0; k < kKinds; ++k) w.put(eliminated[static_cast<std::size_t>(k)]);
      w.put(static_cast<float>(s.set_aside[q].size()) / 12.0F);
      for (float v : kind_counts(s.setup_pool[q])) w.put(v);
    }
    const auto rel = [&](int q) { return (q - player + 2) % 2; };
    w.put(static_cast<float>(s.tactics_deck.size()) / 40.0F);
    std::array<float, kNumTactics> gone{};
    for (CardId c : s.tactics_discard) gone[static_cast<std::size_t>(game_.tactic(c))] += 0.25F;
    for (float v : gone) w.put(v);
    w.one_hot(static_cast<int>(s.step), kSteps);
    w.one_hot(rel(s.active), 2);
    w.one_hot(rel(s.first_player), 2);
    w.one_hot(rel(s.setup_player), 2);
    w.put(std::min(static_cast<float>(s.turn) / kTurnScale, 1.0F));
    for (int v : {s.draws_left, s.confused, s.terrain_played, s.reorganised, s.moves_left,
                  s.placed_from_hand, s.extra_used, s.free_discard_done, s.difficult_offered}) {
      w.put(std::min(static_cast<float>(v) / 4.0F, 1.0F));
    }
    w.one_hot(s.step == Step::kReorder ? s.reorder_stack : -1, kStacks);
    w.put(static_cast<float>(s.reorder_done) / static_cast<float>(kSlots));
    for (int k = 0; k < kStacks; ++k) w.put(((s.stacks_attacked >> k) & 1u) != 0);
    w.put(std::clamp(static_cast<float>(s.attacks_left) / 4.0F, -1.0F, 1.0F));
    w.put(s.in_combat != 0);
    w.put(s.opening_told != 0);
    w.put(s.checks_in_combat != 0);
    w.one_hot(s.step == Step::kSetupStack && s.setup_player == player ? s.setup_kind : -1,
              kKinds + 1);
    encode_combat(s, w);
    encode_test(s, player, w);
    w.put(static_cast<float>(s.morale_queue.size()) / 32.0F);
    w.put(static_cast<float>(s.immediate_queue.size()) / 16.0F);
    w.put(s.morale_running != 0);
    w.put(std::min(static_cast<float>(s.morale_cursor) / 32.0F, 1.0F));
    w.put(std::min(static_cast<float>(s.morale_routs) / static_cast<float>(kSlots), 1.0F));
    w.put(s.test_active != 0);
  }

 private:
  static CardId card_of(CardId c) { return c; }
  static CardId card_of(const Slot& sl) { return sl.card; }

  void encode_combat(const RafState& s, TensorWriter& w) const {
    const Combat& c = s.combat;
    const bool on = s.in_combat != 0;
    const auto kind = [&](CardId card) {
      if (!on || card == kNoCard) return -1;
      return card == kUnknownCard || card >= kFirstTactic ? kKinds : game_.hand_kind(s, card);
    };
    w.one_hot(on ? c.att_stack : -1, kStacks);
    w.one_hot(on ? c.att_pos : -1, kSlots);
    w.one_hot(on ? c.def_stack : -1, kStacks);
    w.one_hot(on ? c.def_pos : -1, kSlots);
    w.one_hot(on ? c.kind : -1, kAttackKinds);
    w.put(on && c.flank != 0);
    // A combat's masks hold one bit per combat tactic (all numbered below 32); the later tactics
    // (terrain and the like) are never recorded there, and their slots stay zero.
    const auto played = [&](std::uint32_t mask, int t) {
      return on && t < 32 && ((mask >> t) & 1u) != 0;
    };
    for (int t = 0; t < kNumTactics; ++t) w.put(played(c.att_tactics, t));
    for (int t = 0; t < kNumTactics; ++t) w.put(played(c.def_tactics, t));
    w.one_hot(on ? c.square : -1, 3);
    w.put(on ? static_cast<float>(c.att_die) / kDie : 0.0F);
    w.put(on ? static_cast<float>(c.def_die) / kDie : 0.0F);
    w.put(on ? static_cast<float>(c.def_die2) / kDie : 0.0F);
    w.one_hot(kind(c.att_card), kKinds + 1);
    w.one_hot(kind(c.def_card), kKinds + 1);
    w.one_hot(on ? c.att_support : -1, kSlots + 1);
    w.one_hot(on ? c.def_support : -1, kSlots + 1);
  }

  static void encode_test(const RafState& s, int player, TensorWriter& w) {
    const PendingTest& t = s.test;
    const bool on = s.test_active != 0;
    w.put(on);
    w.one_hot(on ? (t.player - player + 2) % 2 : -1, 2);
    w.one_hot(on ? t.stack : -1, kStacks);
    w.one_hot(on ? t.pos : -1, kSlots);
    w.one_hot(on ? t.kind : -1, kMoraleKinds);
    w.put(on ? static_cast<float>(t.roll) / 12.0F : 0.0F);
    w.put(on ? static_cast<float>(t.target) / 12.0F : 0.0F);
    w.put(on ? std::clamp(static_cast<float>(t.bonus) / kDie, -1.0F, 1.0F) : 0.0F);
    w.put(on && t.ac_used != 0);
  }

  const RafGame& game_;
  FactoredActionSpace space_;
};

const TensorCodecRegistrar kRegistrar{
    kGameId, [](const Game& g) -> std::unique_ptr<TensorCodec> {
      return std::make_unique<RafCodec>(dynamic_cast<const RafGame&>(g));
    }};

}  // namespace

}  // namespace bivouac::raf
