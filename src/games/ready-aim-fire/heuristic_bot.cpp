// `heuristic` for Ready Aim Fire: scores each legal action with rules of thumb (fill the line,
// keep stacks from emptying, attack where the odds are good, play every helpful tactic, re-roll
// bad dice) and plays the best, ties broken at random. It sees only its observation.
#include "core/best_action.h"
#include "core/bot.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

class HeuristicBot final : public Bot {
 public:
  HeuristicBot(GamePtr game, std::uint64_t seed)
      : game_(std::move(game)), g_(dynamic_cast<const RafGame&>(*game_)), rng_(seed) {}

  // The one thing it reads of the enemy's cards, an enemy slot, it reads as the mover knows it
  // (enemy_slot_as_seen), so it moves alike on a state and on the mover's view of it
  // (tests/ai/view_alone_test.cpp).
  [[nodiscard]] bool decides_from_view_alone() const override { return true; }

  Action choose(const State& obs, int player) override {
    const auto& s = as<RafState>(obs);
    game_->legal_actions(obs, legal_);
    return best_scored_action(
        legal_, [&](Action a) { return score(s, player, a); }, rng_);
  }

 private:
  // Rough fighting value of a card the bot can see (unknown enemy cards count as average Line).
  double strength(const RafState& s, const Slot& sl) const {
    if (sl.card == kUnknownCard) return (sl.flags & kShaken) ? -1.0 : 0.2;
    const TroopInfo& t = g_.troop_info(s, sl.card);
    double v = t.modifier;
    if (sl.flags & kShaken) v -= 1;
    return v;
  }

  // An enemy slot as its opponent knows it: the card only once he has seen it (L45-47), as
  // observe() leaves it.
  static Slot enemy_slot_as_seen(Slot sl) {
    if ((sl.flags & kKnownOpp) == 0) sl.card = kUnknownCard;
    return sl;
  }

  // Support (L114-118): +1 unless it is lost against artillery (L143-146), from the battalion
  // whose rout or Shaken marker would cost least.
  double support_score(const RafState& s, int me, int slot) const {
    const Combat& cb = s.combat;
    const bool att = s.step == Step::kAttackSupport;
    const CardId mine = att ? cb.att_card : cb.def_card;
    const CardId foe = att ? cb.def_card : cb.att_card;
    if (mine != kUnknownCard && foe != kUnknownCard && g_.cls(s, foe) == TroopClass::kArtillery &&
        g_.cls(s, mine) != TroopClass::kArtillery)
      return -1;
    const auto& st = s.stacks[me][att ? cb.att_stack : cb.def_stack];
    const CardId c = st[static_cast<std::size_t>(slot)].card;
    return 3 - 0.5 * g_.troop_info(s, c).breakpoint - 0.25 * g_.troop_info(s, c).modifier;
  }

  double score(const RafState& s, int me, Action a) const {
    const int opp = 1 - me;
    const int A = act_a(a), B = act_b(a), C = act_c(a);
    switch (act_type(a)) {
      case kActPlace:  // setup goes through "deploy for me": its formation is this bot's
        return 1;
      case kActDeploy:
        return 20;
      case kActSwap:
        return -5;
      case kActSupport:
        return support_score(s, me, A);
      case kActDone:
        switch (s.step) {
          case Step::kAttack:
            return 0;
          case Step::kReinforce:
            return 0.5;
          case Step::kAttackReroll:
            return s.combat.att_die >= 3 ? 5 : -5;
          case Step::kDefendReroll:
            return std::max(s.combat.def_die, s.combat.def_die2) >= 3 ? 5 : -5;
          case Step::kMoraleReroll:
          case Step::kSquareReroll:  // +3 for the other side is worth a re-roll
            return -5;
          case Step::kRideReroll:  // charging a formed square is poor: re-roll while it is safe
            return s.generals[me][s.combat.att_stack].made >= 2 ? 3 : -1;
          case Step::kRideAround:
            return 0;
          case Step::kAttackSupport:
          case Step::kDefendSupport:
            return 0;
          default:
            return 0;
        }
      case kActDrawReserve: {
        int bats = 0;
        for (const Slot& sl : s.hand_army[me])
          bats += (sl.card != kUnknownCard && is_battalion(sl.card)) ? 1 : 0;
        return bats < 3 ? 3 : 1;
      }
      case kActDrawTactics:
        return s.hand_tactics[me].size() < 3 ? 2 : 0.5;
      case kActPlay: {
        const auto t = static_cast<Tactic>(A);
        if (is_terrain(t))
          return 4 + static_cast<double>(s.stacks[C == 1 ? opp : me][B].size()) * 0.3;
        if (t == Tactic::kSniper) return 3 + static_cast<double>(s.stacks[opp][B].size()) * 0.2;
        if (t == Tactic::kFireAtWill || t == Tactic::kAdvance) return 4;
        if (t == Tactic::kColumn) return -1;
        if (B == 1) return 5;
        return 6;
      }
      case kActReorganise:
        return -2;
      case kActReorderPick:
        return strength(s, s.stacks[me][s.reorder_stack][static_cast<std::size_t>(B)]);
      case kActMove: {
        const auto& from = s.stacks[me][A];
        const auto& to = s.stacks[me][C];
        if (to.empty() && from.size() >= 2) return 3;
        return -3;
      }
      case kActReinforce: {
        const auto n = static_cast<double>(s.stacks[me][B].size());
        return 6 - n + (n == 0 ? 5 : 0);
      }
      case kActGeneral:
        return 3 + static_cast<double>(s.stacks[me][B].size()) * 0.3 +
               kRatings[static_cast<std::size_t>(A)][0];
      case kActArmyCommander:
        return 4 + kRatings[static_cast<std::size_t>(A)][0] +
               kRatings[static_cast<std::size_t>(A)][1];
      case kActTakeOver:
        return 5;
      case kActDesignate:
        // The Army Commander only re-rolls morale (L245): pick the most re-rolls over both
        // players' turns, keeping good attackers for the Divisional Generals on a tie.
        return kRatings[static_cast<std::size_t>(A)][0] + kRatings[static_cast<std::size_t>(A)][1] -
               0.1 * kRatings[static_cast<std::size_t>(A)][0];
      case kActAttack: {
        if (A == kDiscardAttack) return 2.5;
        const auto& mine = s.stacks[me][B];
        const auto& theirs = s.stacks[opp][C];
        if (mine.empty() || theirs.empty()) return -5;
        const Slot& att = A == kProbeAttack ? mine.back() : mine.back();
        const Slot def =
            enemy_slot_as_seen(A == kIndirectAttack ? theirs[theirs.size() - 2] : theirs.back());
        double v = strength(s, att) - strength(s, def);
        if (att.card != kUnknownCard) {
          const TroopClass ac = g_.cls(s, att.card);
          if (ac == TroopClass::kArtillery) v += 2;  // guns ignore bad results when attacking
          if (def.card != kUnknownCard) {
            const TroopClass dc = g_.cls(s, def.card);
            if (ac == TroopClass::kInfantry && dc == TroopClass::kCavalry) v -= 3;
            if (dc == TroopClass::kArtillery && ac != TroopClass::kArtillery) v -= 1;
          }
          if (B != C) v += ac == TroopClass::kCavalry ? 3 : (ac == TroopClass::kArtillery ? 0 : 2);
        }
        if (theirs.size() == 1) v += 1.5;  // could empty a position
        if (A != kNormalAttack) v += 1;
        return v + 0.3;
      }
      case kActRideAround:
        return 1;
      case kActReroll:
        return 2;
      case kActEliminate:
        return -g_.data().troops[static_cast<std::size_t>(A)].breakpoint;
      case kActDiscard: {
        if (A == 1) return -1;
        if (A == 2) return -4;  // the designated Army Commander
        if (B >= kCommanderKind) return -2;
        return -g_.data().troops[static_cast<std::size_t>(B)].modifier - 1;
      }
      default:
        return 0;
    }
  }

  GamePtr game_;
  const RafGame& g_;
  Rng rng_;
  ActionList legal_;
};

const BotRegistrar kHeuristic{BotDefinition{
    "heuristic",
    kGameId,
    "Ready Aim Fire rules of thumb: fill the line, attack at good odds, use every tactic",
    {},
    [](const BotContext& ctx) { return std::make_unique<HeuristicBot>(ctx.game, ctx.seed); }}};

}  // namespace
}  // namespace bivouac::raf
