// The fixed action space and observation tensor of Muskets (docs/python.md lists both field by
// field). Built from the observation of the player, so only what he may know reaches it.
#include "core/tensor.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/action_space.h"
#include "games/muskets/actions.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

inline constexpr int kFireOrderPatterns = 8;  // bit i: the General replaces card i (L76)
inline constexpr float kMoraleScale = 20.0F;  // starting morale (L23)
inline constexpr float kTurnScale = 100.0F;

constexpr int tensor_floats(int types) {
  return 8 * types + 23;
}

class MusketsCodec final : public TensorCodec {
 public:
  explicit MusketsCodec(const MusketsGame& game) : game_(game), types_(game.cards().size()) {
    const int t = types_;
    space_.add(int(Kind::kPass), "pass");
    space_.add(int(Kind::kDone), "done");
    space_.add(int(Kind::kBattlePlan), "play General, draw 2");
    space_.add(int(Kind::kDeploy), "deploy", {t, 1, 1}, {"card"});
    space_.add(int(Kind::kCannonAt), "cannon at", {t, 1, 1}, {"card"});
    space_.add(int(Kind::kAllow), "allow");
    space_.add(int(Kind::kNegate), "negate");
    space_.add(int(Kind::kBombard), "bombard with Cannon");
    space_.add(int(Kind::kFlank), "flank with Cavalry");
    space_.add(int(Kind::kFireOrder), "fire order", {kFireOrderPatterns, 1, 1}, {"generals"});
    space_.add(int(Kind::kLose), "lose", {t, 1, 1}, {"card"});
    space_.add(int(Kind::kCharge), "charge with Fire");
    space_.add(int(Kind::kRally), "rally with General");
    space_.add(int(Kind::kDiscard), "discard", {t, 1, 1}, {"card"});
    for (int i = 0; i < t; ++i) {
      copies_[static_cast<std::size_t>(i)] =
          1.0F / static_cast<float>(std::max(1, game.cards()[i].copies));
    }
    total_ = 1.0F / static_cast<float>(std::max(1, game.cards().total_cards()));
  }

  [[nodiscard]] int num_distinct_actions() const override { return space_.size(); }
  [[nodiscard]] int action_index(Action a) const override { return index_of(a); }
  void action_indices(const Action* actions, std::size_t n, std::int32_t* out) const override {
    for (std::size_t k = 0; k < n; ++k) out[k] = index_of(actions[k]);
  }
  [[nodiscard]] std::string index_meaning(int index) const override {
    std::string m = space_.meaning(index);
    // Name the card instead of its number: "deploy(card=3)" -> "deploy Line Infantry".
    const auto open = m.find("(card=");
    if (open != std::string::npos) {
      const int card = std::stoi(m.substr(open + 6));
      m = fmt::format("{} {}", m.substr(0, open), game_.cards()[card].name);
    }
    return m;
  }

  [[nodiscard]] std::vector<int> shape() const override { return {tensor_floats(types_)}; }

  void encode(const State& observation, int player, float* out) const override {
    const auto& s = as<MusketsState>(observation);
    const auto foe = static_cast<std::size_t>(1 - player);
    write(s, player, s.hand[foe], s.unseen[foe], out);
  }

  // What observe() would leave of the enemy hand is read straight off the true state: the cards
  // he scouted (`known`), and the rest as a count. Every other field the tensor reads is public
  // or the player's own, and observe() leaves it as it is.
  bool encode_true_state(const State& state, int player, float* out) const override {
    const auto& s = as<MusketsState>(state);
    const auto foe = static_cast<std::size_t>(1 - player);
    const int unseen = s.unseen[foe] + count(s.hand[foe]) - count(s.known[foe]);
    write(s, player, s.known[foe], unseen, out);
    return true;
  }

 private:
  [[nodiscard]] int index_of(Action a) const {
    return space_.index(static_cast<int>(kind_of(a)), arg_of(a));
  }

  // A count field is written as all kMaxTypes slots in a fixed-length loop, which vectorises;
  // the slots past the game's types are overwritten by the next field. The last count field is
  // followed by more than kMaxTypes floats, so nothing lands past the row. `at` is restrict:
  // nothing the tensor reads lies in the output, so the loop needs no overlap checks (without it,
  // the tensor was built in a stack buffer and copied out, a memmove a game a step).
  void counts(const Counts& c, float* __restrict at) const {
    for (std::size_t i = 0; i < kMaxTypes; ++i) at[i] = static_cast<float>(c[i]) * copies_[i];
  }

  void write(const MusketsState& s, int player, const Counts& foe_hand, int foe_unseen,
             float* __restrict out) const {
    const auto me = static_cast<std::size_t>(player);
    const auto foe = 1 - me;
    const auto t = static_cast<std::size_t>(types_);
    counts(s.hand[me], out);
    counts(s.known[me], out + t);
    counts(foe_hand, out + 2 * t);  // only the cards he scouted
    float* o = out + 3 * t;
    *o++ = static_cast<float>(foe_unseen) * total_;
    counts(s.line[me], o);
    counts(s.line[foe], o + t);
    counts(s.discard, o + 2 * t);
    counts(s.losing, o + 3 * t);
    TensorWriter w{o + 4 * t};
    w.put(static_cast<float>(s.deck.size()) * total_);
    w.put(std::clamp(static_cast<float>(s.morale[me]) / kMoraleScale, -1.0F, 2.0F));
    w.put(std::clamp(static_cast<float>(s.morale[foe]) / kMoraleScale, -1.0F, 2.0F));
    w.one_hot(static_cast<int>(s.step), kStepCount);
    w.put(s.active == player);
    w.put(s.first_player == player);
    w.one_hot(s.step == Step::kBatteryAnswer ? s.battery_target : -1, types_);
    w.put(s.charge_pending != 0);
    w.put(s.scouted != 0);
    w.put(std::clamp(static_cast<float>(s.casualty_force) / kMoraleScale, 0.0F, 2.0F));
    w.put(std::min(static_cast<float>(s.turn) / kTurnScale, 1.0F));
  }

  const MusketsGame& game_;
  int types_;
  FactoredActionSpace space_;
  std::array<float, kMaxTypes> copies_{};
  float total_ = 0;
};

const TensorCodecRegistrar kRegistrar{
    "muskets", [](const Game& g) -> std::unique_ptr<TensorCodec> {
      return std::make_unique<MusketsCodec>(dynamic_cast<const MusketsGame&>(g));
    }};

}  // namespace

}  // namespace bivouac::muskets
