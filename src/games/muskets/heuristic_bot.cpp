// `heuristic` for Muskets: rules of thumb a club player would use. It sees only its observation.
#include <algorithm>

#include "core/bot.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {
namespace {

class MusketsHeuristic final : public Bot {
 public:
  explicit MusketsHeuristic(GamePtr game)
      : owner_(std::move(game)),
        game_(dynamic_cast<const MusketsGame&>(*owner_)),
        cards_(game_.cards()) {}

  // It reads the mover's own cards and the public board only (tests/ai/view_alone_test.cpp).
  [[nodiscard]] bool decides_from_view_alone() const override { return true; }

  Action choose(const State& observation, int player) override {
    const auto& s = as<MusketsState>(observation);
    game_.legal_actions(s, legal_);
    const auto me = static_cast<std::size_t>(player);
    const auto foe = 1 - me;
    const auto& hand = s.hand[me];
    auto n = [&](Role r) { return static_cast<int>(hand[static_cast<std::size_t>(cards_.of(r))]); };
    auto offered = [&](Kind k) {
      return std::find_if(legal_.begin(), legal_.end(), [&](Action a) { return kind_of(a) == k; });
    };
    auto take_if = [&](Kind k, bool want) -> Action {
      auto it = offered(k);
      return (want && it != legal_.end()) ? *it : legal_[0];
    };
    const int my_force = game_.force_of(s.line[me]);
    const int foe_force = game_.force_of(s.line[foe]);
    switch (s.step) {
      case Step::kBattlePlan:
        return take_if(Kind::kBattlePlan, n(Role::kGeneral) >= 2);
      case Step::kDeploy:
        // Infantry only fights in play: deploy everything, scouts first.
        return best_by(
            Kind::kDeploy, [&](int t) { return cards_[t].scouts ? 100 : cards_[t].force; },
            legal_[0]);
      case Step::kBattery:
        return best_by(
            Kind::kCannonAt, [&](int t) { return cards_[t].force; }, legal_[0]);
      case Step::kBatteryAnswer:
        return take_if(Kind::kNegate, cards_[s.battery_target].force >= 6 || n(Role::kAim) >= 2);
      case Step::kBombardment:
        return take_if(Kind::kBombard, true);
      case Step::kFlanking:
        return take_if(Kind::kFlank, true);
      case Step::kFlankingAnswer:
        return take_if(Kind::kNegate, n(Role::kReady) >= 2 || game_.count_hand(s, player) >= 4);
      case Step::kFire: {
        // The order that spends the fewest Generals.
        Action best = legal_[0];
        int fewest = 99;
        for (Action a : legal_) {
          if (kind_of(a) != Kind::kFireOrder) continue;
          const int generals = std::popcount(static_cast<unsigned>(arg_of(a)));
          if (generals < fewest) {
            fewest = generals;
            best = a;
          }
        }
        return my_force > 0 ? best : legal_[0];
      }
      case Step::kCasualties:
        return best_by(
            Kind::kLose, [&](int t) { return -cards_[t].force; }, legal_[0]);
      case Step::kCharge:
        return take_if(Kind::kCharge,
                       my_force > foe_force || s.morale[foe] <= my_force - foe_force + 3);
      case Step::kRally:
        return take_if(Kind::kRally, s.morale[me] <= 17 || n(Role::kGeneral) >= 2);
      case Step::kHandLimit:
        // Shed the most plentiful card, keeping Generals and Cannons longest.
        return best_by(
            Kind::kDiscard,
            [&](int t) {
              const auto role = cards_[t].role;
              const int keep = (role == Role::kGeneral || role == Role::kCannon) ? 3 : 0;
              return static_cast<int>(hand[static_cast<std::size_t>(t)]) * 2 - keep;
            },
            legal_[0]);
      case Step::kGameOver:
        break;
    }
    return legal_[0];
  }

 private:
  template <class Score>
  Action best_by(Kind k, Score score, Action fallback) const {
    Action best = fallback;
    int best_score = -1 << 30;
    for (Action a : legal_) {
      if (kind_of(a) != k) continue;
      const int v = score(arg_of(a));
      if (v > best_score) {
        best_score = v;
        best = a;
      }
    }
    return best;
  }

  GamePtr owner_;
  const MusketsGame& game_;
  const CardTable& cards_;
  ActionList legal_;
};

const BotRegistrar kHeuristic{BotDefinition{
    "heuristic",
    "muskets",
    "rules of thumb: deploy everything, fire whenever possible, guard key infantry",
    {},
    [](const BotContext& ctx) { return std::make_unique<MusketsHeuristic>(ctx.game); }}};

}  // namespace
}  // namespace bivouac::muskets
