// `heuristic`: keeps the cards of its strongest meld and its Defense cards, throws away weak
// Force cards it cannot use, always attacks with its strongest meld, and spends Defense cards and
// Fog of War on the highest Force they can cancel.
#include "core/bot.h"
#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {
namespace {

// Cards in `hand` discarded during the maneuver phase if they are not in the planned meld.
constexpr int kDiscardBelowForce = 3;

class HeuristicBot final : public Bot {
 public:
  explicit HeuristicBot(GamePtr game) : game_(std::move(game)), volley_(volley_game(*game_)) {}

  Action choose(const State& observation, int player) override {
    const auto& s = as<VolleyState>(observation);
    game_->legal_actions(s, legal_);
    const Action a = pick(s, player);
    for (Action l : legal_) {
      if (l == a) return a;
    }
    return legal_[0];
  }

 private:
  [[nodiscard]] bool legal(Action a) const {
    for (Action l : legal_) {
      if (l == a) return true;
    }
    return false;
  }

  // The highest-Force meld that the cards in `pool` can form (0 when none).
  [[nodiscard]] CardMask best_meld(CardMask pool) const {
    const CardTable& t = volley_.cards();
    const auto best_of = [&](CardMask m) {
      int best = -1;
      for (int c : cards_of(m)) {
        if (best < 0 || t.force(c) > t.force(best)) best = c;
      }
      return best;
    };
    CardMask core = 0;
    int core_force = 0;
    for (int troop = 0; troop < kNumTroopTypes; ++troop) {
      CardMask units = pool & t.of_suit(unit_suit(troop));
      CardMask weapons = pool & t.of_suit(weapon_suit(troop));
      CardMask pairs = 0;
      while (units != 0 && weapons != 0) {
        const int u = best_of(units);
        const int w = best_of(weapons);
        pairs |= bit(u) | bit(w);
        units &= ~bit(u);
        weapons &= ~bit(w);
        if (!volley_.rules().multi_unit_melds) break;
      }
      if (volley_.rules().multi_unit_melds) {
        core |= pairs;
        core_force += t.total_force(pairs);
      } else if (pairs != 0 && t.total_force(pairs) > core_force) {
        core = pairs;
        core_force = t.total_force(pairs);
      }
    }
    if (core == 0) return 0;
    for (Suit extra : {kLeader, kStrategy, kMorale}) {
      const int c = best_of(pool & t.of_suit(extra));
      if (c >= 0) core |= bit(c);
    }
    return core;
  }

  Action pick(const VolleyState& s, int player) const {
    const CardTable& t = volley_.cards();
    const CardMask hand = s.hand[static_cast<std::size_t>(player)];
    switch (s.phase) {
      case Phase::kManeuver: {
        const CardMask keep = best_meld(hand);
        for (int c : cards_of(hand & ~keep & ~t.defense())) {
          if (t.force(c) < kDiscardBelowForce) return act::discard(c);
        }
        return act::kDone;
      }
      case Phase::kAttack: {
        const CardMask plan = best_meld(hand | s.meld);
        if (plan == 0 || (plan & s.meld) != s.meld) return s.meld == 0 ? act::kPass : act::kAttack;
        const CardMask troops = plan & hand & ~t.of_suit(kLeader) & ~t.of_suit(kStrategy) &
                                ~t.of_suit(kMorale);
        const CardMask next = troops != 0 ? troops : plan & hand;
        if (next == 0) return act::kAttack;
        const Action a = act::meld(lowest(next));
        return legal(a) ? a : act::kAttack;
      }
      case Phase::kDefend:
      case Phase::kCounter: {
        // Cancel the most Force: a meld card's own, or what a Defense card took away.
        Action best = act::kDone;
        int best_value = 0;
        for (Action a : legal_) {
          if (!act::is_react(a)) continue;
          int target = act::target_of(a);
          if (t.suit(target) == kDefense) {
            for (const Reaction& r : s.reactions) {
              if (r.card == target) target = r.target;
            }
          }
          if (t.force(target) > best_value) {
            best_value = t.force(target);
            best = a;
          }
        }
        return best;
      }
      case Phase::kOver:
        break;
    }
    return act::kDone;
  }

  GamePtr game_;
  const VolleyGame& volley_;
  ActionList legal_;
};

const BotRegistrar kHeuristic{BotDefinition{
    "heuristic", "volley",
    "keeps its best meld, discards weak cards, always attacks with its strongest meld and "
    "cancels the most Force it can",
    {},
    [](const BotContext& ctx) { return std::make_unique<HeuristicBot>(ctx.game); }}};

}  // namespace
}  // namespace bivouac::volley
