// `heuristic`: keeps the cards of its strongest meld and its Defense cards, throws away weak
// Force cards it cannot use, always attacks with its strongest meld, and spends Defense cards and
// Fog of War on the highest Force they can cancel.
#include <fmt/format.h>

#include "core/bot.h"
#include "core/errors.h"
#include "games/volley/bits.h"
#include "games/volley/keep_planner.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {
namespace {

// Beyond a few thousand sampled draws the plan no longer changes, only its cost grows.
constexpr int kMaxLookahead = 4096;
constexpr double kMaxDefenseWorth = 25;  // the Force of the strongest possible meld
constexpr double kMaxCarry = 2;

struct Params {
  // Spare Leader/Strategy/Morale cards at least this strong are kept for a later meld.
  int keep_extra_force = 4;
  // Defense cards held back through the discard step. Zero measured best: a Defense card in
  // hand is still played, but keeping one crowds out meld cards (keeping none wins 60% of games
  // against keeping one).
  int keep_defense = 0;
  // Without a meld, keep at most this many cards so that enough new ones are drawn.
  int keep_without_meld = 4;
  // Without a meld, a lone Unit or Weapon at least this strong is kept to wait for its partner.
  int keep_half_force = 3;
  // With lookahead > 0 the Maneuver phase keeps the cards KeepPlanner picks over that many
  // sampled draws instead of the rules of thumb above (KeepWeights: carry, defense_worth).
  int lookahead = 0;
  KeepWeights weights;
};

class HeuristicBot final : public Bot {
 public:
  HeuristicBot(GamePtr game, Params params, std::uint64_t seed)
      : game_(std::move(game)),
        volley_(volley_game(*game_)),
        params_(params),
        planner_(volley_.cards(), volley_.rules().multi_unit_melds),
        seed_(seed) {}

  // It reads the mover's own cards and the public board only (tests/ai/view_alone_test.cpp).
  [[nodiscard]] bool decides_from_view_alone() const override { return true; }

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
        if (params_.lookahead > 0) return planned_discard(s, player);
        const CardMask meld = best_meld(hand);
        CardMask spare = 0;
        for (int c : cards_of(hand & t.defense())) {
          if (count(spare) < params_.keep_defense) spare |= bit(c);
        }
        for (Suit extra : {kLeader, kStrategy, kMorale}) {
          const CardMask mine = hand & t.of_suit(extra) & ~meld;
          for (int c : cards_of(mine)) {
            if (t.force(c) >= params_.keep_extra_force && (meld & t.of_suit(extra)) == 0) {
              spare |= bit(c);
            }
          }
        }
        if (meld == 0) {
          for (int c : cards_of(hand & (t.units() | t.weapons()))) {
            if (t.force(c) >= params_.keep_half_force) spare |= bit(c);
          }
        }
        // Drop the weakest spare cards (Defense cards count 0) until the hand has room.
        while (spare != 0 && meld == 0 && count(spare) > params_.keep_without_meld) {
          int worst = lowest(spare);
          for (int c : cards_of(spare)) {
            if (t.force(c) < t.force(worst)) worst = c;
          }
          spare &= ~bit(worst);
        }
        const CardMask discard = hand & ~meld & ~spare;
        return discard != 0 ? act::discard(lowest(discard)) : act::kDone;
      }
      case Phase::kAttack: {
        const CardMask plan = best_meld(hand | s.meld);
        if (plan == 0 || (plan & s.meld) != s.meld) return s.meld == 0 ? act::kPass : act::kAttack;
        const CardMask troops =
            plan & hand & ~t.of_suit(kLeader) & ~t.of_suit(kStrategy) & ~t.of_suit(kMorale);
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

  // The sampled draws come from a generator seeded by what the player sees (his hand, the
  // discard pile, the turn), so the bot decides alike on a state and on its observation.
  [[nodiscard]] Action planned_discard(const VolleyState& s, int player) const {
    const CardMask hand = s.hand[static_cast<std::size_t>(player)];
    const CardMask seen = hand | s.discard | s.meld;
    Rng rng(derive_seed(derive_seed(seed_, hand ^ (s.discard << 1)),
                        static_cast<std::uint64_t>(s.turn)));
    KeepWeights w = params_.weights;
    w.samples = params_.lookahead;
    const CardMask keep = planner_.plan(hand, volley_.cards().all() & ~seen, kHandSize, w, rng);
    const CardMask discard = hand & ~keep;
    return discard != 0 ? act::discard(lowest(discard)) : act::kDone;
  }

  GamePtr game_;
  const VolleyGame& volley_;
  Params params_;
  KeepPlanner planner_;
  std::uint64_t seed_;
  ActionList legal_;
};

const BotRegistrar kHeuristic{BotDefinition{
    "heuristic",
    "volley",
    "keeps its best meld, discards weak cards, always attacks with its strongest meld and "
    "cancels the most Force it can; with a lookahead it keeps instead the cards whose meld is "
    "strongest on average after that many sampled refills (its weights: docs/ai.md)",
    {"keep_extra_force", "keep_defense", "keep_without_meld", "keep_half_force", "lookahead",
     "defense_worth", "carry"},
    [](const BotContext& ctx) {
      Params p;
      p.keep_extra_force = ctx.params.get_int("keep_extra_force", p.keep_extra_force);
      p.keep_defense = ctx.params.get_int("keep_defense", p.keep_defense);
      p.keep_without_meld = ctx.params.get_int("keep_without_meld", p.keep_without_meld);
      p.keep_half_force = ctx.params.get_int("keep_half_force", p.keep_half_force);
      p.lookahead = ctx.params.get_int("lookahead", p.lookahead);
      if (p.lookahead < 0 || p.lookahead > kMaxLookahead) {
        throw SpecError(
            fmt::format("bot heuristic: lookahead={} is outside 0 to {} (sampled draws)",
                        p.lookahead, kMaxLookahead));
      }
      const auto bounded = [&](const char* key, double def, double most, const char* unit) {
        const double v = ctx.params.get_double(key, def);
        if (v < 0 || v > most) {
          throw SpecError(
              fmt::format("bot heuristic: {}={} is outside 0 to {} ({})", key, v, most, unit));
        }
        return v;
      };
      p.weights.defense_worth =
          bounded("defense_worth", p.weights.defense_worth, kMaxDefenseWorth, "Force points");
      p.weights.carry = bounded("carry", p.weights.carry, kMaxCarry, "a share of Force");
      return std::make_unique<HeuristicBot>(ctx.game, p, ctx.seed);
    }}};

}  // namespace
}  // namespace bivouac::volley
