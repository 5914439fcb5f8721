// The fixed action space and observation tensor of Volley (docs/python.md lists both field by
// field). Built from the observation of the player, so only what he may know reaches it.
#include "core/tensor.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/action_space.h"
#include "games/volley/actions.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {

enum SpaceKind { kDoneKind, kPassKind, kAttackKind, kDiscardKind, kMeldKind, kReactKind };
inline constexpr float kTurnScale = 100.0F;

class VolleyCodec final : public TensorCodec {
 public:
  explicit VolleyCodec(const VolleyGame& game) : n_(game.cards().size()) {
    space_.add(kDoneKind, "done");
    space_.add(kPassKind, "pass");
    space_.add(kAttackKind, "attack");
    space_.add(kDiscardKind, "discard", {n_, 1, 1}, {"card"});
    space_.add(kMeldKind, "meld", {n_, 1, 1}, {"card"});
    space_.add(kReactKind, "react", {n_, n_, 1}, {"card", "target"});
    troops_ = 1.0F / static_cast<float>(std::max(1, game.rules().troops));
  }

  [[nodiscard]] int num_distinct_actions() const override { return space_.size(); }
  [[nodiscard]] int action_index(Action a) const override {
    if (a == act::kDone) return space_.index(kDoneKind);
    if (a == act::kPass) return space_.index(kPassKind);
    if (a == act::kAttack) return space_.index(kAttackKind);
    if (act::is_discard(a)) return space_.index(kDiscardKind, act::card_of(a));
    if (act::is_meld(a)) return space_.index(kMeldKind, act::card_of(a));
    if (act::is_react(a)) return space_.index(kReactKind, act::card_of(a), act::target_of(a));
    return -1;
  }
  [[nodiscard]] std::string index_meaning(int index) const override {
    return space_.meaning(index);
  }

  [[nodiscard]] std::vector<int> shape() const override { return {7 * n_ + 13}; }

  void encode(const State& observation, int player, float* out) const override {
    const auto& s = as<VolleyState>(observation);
    const auto me = static_cast<std::size_t>(player);
    const auto foe = 1 - me;
    TensorWriter w{out};
    const auto bits = [&](CardMask m) {
      for (int c = 0; c < n_; ++c) w.put(((m >> c) & 1u) != 0);
    };
    CardMask reacting = 0;
    CardMask negated = 0;
    for (const Reaction& r : s.reactions) {
      reacting |= CardMask{1} << r.card;
      negated |= CardMask{1} << r.target;
    }
    bits(s.hand[me]);
    bits(s.unknown);  // the opponent's hand and the draw pile, which he cannot tell apart
    bits(s.discard);
    bits(s.meld);
    bits(reacting);
    bits(negated);
    bits(s.hand[foe]);  // empty in an observation; kept so the layout names every zone
    w.put(std::clamp(static_cast<float>(s.troops[me]) * troops_, 0.0F, 1.0F));
    w.put(std::clamp(static_cast<float>(s.troops[foe]) * troops_, 0.0F, 1.0F));
    w.put(static_cast<float>(s.hand_size[me]) / static_cast<float>(kHandSize));
    w.put(static_cast<float>(s.hand_size[foe]) / static_cast<float>(kHandSize));
    w.put(static_cast<float>(s.deck_size) / static_cast<float>(n_));
    w.one_hot(static_cast<int>(s.phase), kNumPhases);
    w.put(s.active == player);
    w.put(s.first_player == player);
    w.put(std::min(static_cast<float>(s.turn) / kTurnScale, 1.0F));
  }

 private:
  int n_;
  FactoredActionSpace space_;
  float troops_ = 0;
};

const TensorCodecRegistrar kRegistrar{
    "volley", [](const Game& g) -> std::unique_ptr<TensorCodec> {
      return std::make_unique<VolleyCodec>(dynamic_cast<const VolleyGame&>(g));
    }};

}  // namespace

}  // namespace bivouac::volley
