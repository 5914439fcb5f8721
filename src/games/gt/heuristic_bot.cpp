// `heuristic`: a rule-of-thumb GT player. It scores each legal action from its observation and
// plays the best: reinforce, attach leaders and terrain, attack where the damage tells (a kill
// first), always defend and fire back, and discard what its units cannot use.
#include <stdexcept>

#include "core/best_action.h"
#include "core/bot.h"
#include "games/gt/internal.h"

namespace bivouac::gt {
namespace {

using detail::idx;

class HeuristicBot : public Bot {
 public:
  HeuristicBot(GamePtr game, std::uint64_t seed) : game_(std::move(game)), rng_(seed) {
    gt_ = dynamic_cast<const GtGame*>(game_.get());
    if (gt_ == nullptr) throw std::invalid_argument("the gt heuristic bot only plays gt");
  }

  // It reads the mover's own cards and the public board only (tests/ai/view_alone_test.cpp).
  [[nodiscard]] bool decides_from_view_alone() const override { return true; }

  Action choose(const State& observation, int player) override {
    const auto& s = as<GtState>(observation);
    game_->legal_actions(s, legal_);
    return best_scored_action(
        legal_, [&](Action a) { return evaluate(s, player, a); }, rng_);
  }

 private:
  // How much a unit is worth keeping or killing.
  double value(const Unit& u) const {
    return gt_->unit_type(u.type).defense + 2.0 * gt_->unit_type(u.type).attack + 3.0 +
           (u.leader != kNone ? 4.0 : 0.0);
  }

  // Whether one of the player's units could ever use this card.
  double usefulness(const GtState& s, int p, std::uint8_t card) const {
    const BattleType& c = gt_->card(card);
    switch (c.kind) {
      case CardKind::kLeader:
      case CardKind::kTerrain:
        return 6;
      case CardKind::kEvent:
        return c.effect == Effect::kRout || c.effect == Effect::kReserve ? 7 : 4;
      default:
        break;
    }
    for (const Unit& u : s.units[idx(p)]) {
      if (gt_->groups(u.type) & c.by) return 3.0 + c.damage;
    }
    return 0;
  }

  double attack_score(const GtState& s, int p, std::uint8_t card, const Unit& attacker, int q,
                      const Unit& target) const {
    (void)p;
    (void)q;
    const BattleType& c = gt_->card(card);
    if (c.kill_leader)
      return target.leader != kNone
                 ? 12.0 + gt_->defense(target) - gt_->unit_type(target.type).defense
                 : 0;
    const int dm = gt_->damage(card, attacker, target);
    const int left = gt_->defense(target) - target.dm;
    if (dm > left) return 40.0 + value(target);
    (void)s;
    return 4.0 * dm + 10.0 * (target.dm + dm) / (gt_->defense(target) + 1.0);
  }

  double best_target(const GtState& s, int p, std::uint8_t card, const Unit& attacker) const {
    const BattleType& c = gt_->card(card);
    double best = 0;
    for (int q = 0; q < gt_->num_players(); ++q) {
      if (!gt_->enemies(p, q) || !gt_->in_play(s, q)) continue;
      if (c.barrage) {
        double total = 0;
        for (const Unit& t : s.units[idx(q)]) {
          total += (t.dm + c.damage > gt_->defense(t)) ? 40.0 + value(t) : 4.0 * c.damage;
        }
        best = std::max(best, total);
        continue;
      }
      for (const Unit& t : s.units[idx(q)]) {
        if (gt_->attack_allowed(card, attacker, t))
          best = std::max(best, attack_score(s, p, card, attacker, q, t));
      }
    }
    return best;
  }

  double evaluate(const GtState& s, int p, Action a) const {
    const std::uint8_t card = act_card(a);
    const std::uint8_t x = act_a(a);
    const std::uint8_t y = act_b(a);
    const auto& mine = s.units[idx(p)];
    switch (act_kind(a)) {
      case Act::kDone:
        return 0;
      case Act::kEvent: {
        const BattleType& c = gt_->card(card);
        switch (c.effect) {
          case Effect::kReserve:
            return 50;
          case Effect::kRout:
            return 60 + value(s.units[idx(x)][y]);
          case Effect::kRally:
            return mine[y].dm >= 2 ? 10.0 * mine[y].dm / (gt_->defense(mine[y]) + 1) + mine[y].dm
                                   : -1;
          case Effect::kKilledInAction:
            return 25;
          case Effect::kBreakthrough:
            return 30;
          case Effect::kFogOfWar:
            return 8.0 + static_cast<double>(s.hand[idx(x)].size());
          default:
            return 15;
        }
      }
      case Act::kLeader:
        return 30 + value(mine[y]) + (gt_->card(card).hand_size > 0 ? 5 : 0);
      case Act::kTerrain:
        return 20 + value(mine[y]) + (gt_->card(card).shoot_attack > 0 ? 3 : 0);
      case Act::kMoveLeader:
        return -5;
      case Act::kAttack: {
        const double t = best_target(s, p, card, mine[y]);
        const bool melee = gt_->card(card).kind == CardKind::kMelee;
        // Charging gives up terrain and invites opportunity fire.
        return t - (melee ? 3.0 + (mine[y].terrain != kNone ? 8.0 : 0.0) : 0.0);
      }
      case Act::kTarget: {
        const Unit& attacker = mine[s.attack.unit];
        if (y == kNone) {
          double total = 0;
          for (const Unit& t : s.units[idx(x)])
            total += t.dm + 1 > gt_->defense(t) ? 40 + value(t) : 4;
          return total;
        }
        return attack_score(s, p, s.attack.card, attacker, x, s.units[idx(x)][y]);
      }
      case Act::kDefend: {
        if (y != kNone && gt_->card(s.attack.card).barrage) {
          const Unit& u = mine[y];
          return 50 +
                 (u.dm + gt_->card(s.attack.card).damage > gt_->defense(u) ? 40 + value(u) : 0);
        }
        return gt_->card(card).screen_dm > 0 ? 80 : 100;
      }
      case Act::kScreen:
        return gt_->defense(mine[y]) - mine[y].dm;
      case Act::kOpportunity:
        return 100;
      case Act::kTakeTerrain:
        return 50 + gt_->card(card).defense;
      case Act::kDiscard:
        return -usefulness(s, p, card);
    }
    return 0;
  }

  GamePtr game_;
  const GtGame* gt_ = nullptr;
  Rng rng_;
  ActionList legal_;
};

const BotRegistrar kHeuristic{BotDefinition{
    "heuristic",
    "gt",
    "rule of thumb: reinforce, attach leaders and terrain, attack for kills, always defend",
    {},
    [](const BotContext& ctx) { return std::make_unique<HeuristicBot>(ctx.game, ctx.seed); }}};

}  // namespace
}  // namespace bivouac::gt
