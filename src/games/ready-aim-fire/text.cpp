// Action texts, phase names and help. Texts are stable and unique among the legal actions.
#include <fmt/format.h>
#include <strings.h>

#include "core/errors.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

std::string RafGame::action_to_string(const State& st, Action a) const {
  const auto& s = as<RafState>(st);
  const int q =
      (s.step == Step::kSetup || s.step == Step::kSetupStack || s.step == Step::kDesignate)
          ? s.setup_player
          : s.active;
  const int opp = 1 - q;
  const int A = act_a(a), B = act_b(a), C = act_c(a);
  switch (act_type(a)) {
    case kActPlace:
      if (s.step == Step::kSetupStack) return fmt::format("to {}", stack_name(q, B));
      return fmt::format("place {}", kind_name(A));
    case kActDeploy:
      return "deploy for me";
    case kActSwap:
      return fmt::format("swap {}", kind_name(A));
    case kActDone:
      switch (s.step) {
        case Step::kSetup:
          return "done";
        case Step::kConfusion:
        case Step::kDifficult:
        case Step::kDefendTactics:
        case Step::kAttackTactics:
          return "no more tactics";
        case Step::kDraw:
          return "end draw phase";
        case Step::kTerrain:
          return "no terrain";
        case Step::kReinforce:
          return "end reinforce phase";
        case Step::kAttack:
          return "end attacks";
        case Step::kRideAround:
          return "charge the square";
        case Step::kAttackReroll:
        case Step::kDefendReroll:
        case Step::kMoraleReroll:
        case Step::kSquareReroll:
          return "keep the roll";
        case Step::kRideReroll:
          return "keep the roll and charge";
        case Step::kDiscardOne:
          return "keep hand";
        case Step::kAttackSupport:
        case Step::kDefendSupport:
          return "no support";
        default:
          return "done";
      }
    case kActDrawReserve:
      return "draw reserve";
    case kActDrawTactics:
      return "draw tactics";
    case kActPlay: {
      const auto t = static_cast<Tactic>(A);
      const std::string name = tactic_name(t);
      if (is_terrain(t)) {
        const int side = C == 1 ? opp : q;
        return fmt::format("play {} on {}{}", name, side == q ? "" : "enemy ", stack_name(side, B));
      }
      if (t == Tactic::kSniper) return fmt::format("play {} on enemy {}", name, stack_name(opp, B));
      if (B == 1) return fmt::format("play {} to retrieve {}", name, kind_name(C));
      return "play " + name;
    }
    case kActReorganise:
      return fmt::format("reorganise {}", stack_name(q, B));
    case kActReorderPick: {
      const auto& stk = s.stacks[q][s.reorder_stack];
      return fmt::format("next {} (slot {})", card_name(s, stk[static_cast<std::size_t>(B)].card),
                         static_cast<int>(stk.size()) - B);
    }
    case kActMove: {
      const auto& stk = s.stacks[q][A];
      return fmt::format("move {} (slot {}) from {} to {}",
                         card_name(s, stk[static_cast<std::size_t>(B)].card),
                         static_cast<int>(stk.size()) - B, stack_name(q, A), stack_name(q, C));
    }
    case kActReinforce:
      return fmt::format("reinforce {} with {}", stack_name(q, B), kind_name(A));
    case kActGeneral:
      return fmt::format("general {}/{} to {}", kRatings[static_cast<std::size_t>(A)][0],
                         kRatings[static_cast<std::size_t>(A)][1], stack_name(q, B));
    case kActArmyCommander:
      return fmt::format("army commander {}/{}", kRatings[static_cast<std::size_t>(A)][0],
                         kRatings[static_cast<std::size_t>(A)][1]);
    case kActTakeOver:
      return fmt::format("army commander takes over {}", stack_name(q, B));
    case kActAttack: {
      if (A == kDiscardAttack)
        return fmt::format("attack empty {} from {}", stack_name(opp, C), stack_name(q, B));
      const char* prefix = A == kSabersAttack      ? "sabers & pistols: "
                           : A == kFusilladeAttack ? "fusillade: "
                           : A == kProbeAttack     ? "probe: "
                           : A == kIndirectAttack  ? "indirect fire: "
                                                   : "";
      return fmt::format("{}{} from {} on {}{}", prefix, B == C ? "attack" : "flank attack",
                         stack_name(q, B), stack_name(opp, C),
                         A == kIndirectAttack ? " second card" : "");
    }
    case kActRideAround:
      return "try to ride around";
    case kActReroll:
      return A == 1 ? "re-roll with army commander" : "re-roll with general";
    case kActEliminate:
      return fmt::format("eliminate {} from discard", kind_name(A));
    case kActDiscard:
      if (A == 2)
        return fmt::format("discard army commander {}/{}",
                           kRatings[static_cast<std::size_t>(B - kCommanderKind)][0],
                           kRatings[static_cast<std::size_t>(B - kCommanderKind)][1]);
      return fmt::format("discard {}", A == 1 ? tactic_name(static_cast<Tactic>(B)) : kind_name(B));
    case kActDesignate:
      return fmt::format("designate army commander {}/{}", kRatings[static_cast<std::size_t>(A)][0],
                         kRatings[static_cast<std::size_t>(A)][1]);
    case kActSupport: {
      const bool att = s.step == Step::kAttackSupport;
      const auto& stk =
          s.stacks[att ? s.active : 1 - s.active][att ? s.combat.att_stack : s.combat.def_stack];
      return fmt::format("support with {} (slot {})",
                         card_name(s, stk[static_cast<std::size_t>(A)].card),
                         static_cast<int>(stk.size()) - A);
    }
    default:
      return fmt::format("action {}", a);
  }
}

std::string RafGame::describe_choice(std::string_view option, std::string_view value) const {
  if (option != "nation_a" && option != "nation_b") return {};
  if (value == "random") return "drawn at random when the game begins";
  for (const auto& n : data_.nations) {
    if (n.key != value) continue;
    int battalions = 0;
    for (int k : n.battalions) battalions += k;
    std::string tough;
    for (std::size_t k = 0; k < n.tough.size(); ++k) {
      if (n.tough[k]) tough += (tough.empty() ? "" : ", ") + data_.troops[k].name;
    }
    return fmt::format("{}: breakpoint {} (L330-336); {} battalions (L197-209){}", n.name,
                       n.breakpoint, battalions,
                       tough.empty()
                           ? std::string()
                           : fmt::format("; {} need +4 to be eliminated (L210-211)", tough));
  }
  return {};
}

bool RafGame::in_setup(const State& st) const {
  // The formation (L29-41), up to its "done"; the Army Commander is chosen afterwards among
  // commanders drawn at random (L224-226), so it is not part of a formation to repeat.
  const Step step = as<RafState>(st).step;
  return step == Step::kSetup || step == Step::kSetupStack;
}

std::string RafGame::phase_name(const State& st) const {
  const auto& s = as<RafState>(st);
  switch (s.step) {
    case Step::kSetup:
      return "Setup: form your line";
    case Step::kConfusion:
      return "Start of turn: play Confusion?";
    case Step::kDraw:
      return "Draw phase";
    case Step::kTerrain:
      return "Terrain phase";
    case Step::kReinforce:
      return "Reinforce phase";
    case Step::kReorder:
      return "Reinforce: reorganising a stack";
    case Step::kDifficult:
      return "Attack phase: play Difficult Terrain?";
    case Step::kAttack:
      return "Attack phase";
    case Step::kAttackTactics:
      return "Combat: attacker's tactics";
    case Step::kDefendTactics:
      return "Combat: defender's tactics";
    case Step::kRideAround:
      return "Combat: square formed - ride around?";
    case Step::kAttackReroll:
      return "Combat: attacker's re-roll?";
    case Step::kDefendReroll:
      return "Combat: defender's re-roll?";
    case Step::kMoraleReroll:
      return "Morale: re-roll the failed check?";
    case Step::kEliminateDiscard:
      return "Empty stack attacked: eliminate a discarded battalion";
    case Step::kDiscardOne:
      return "Discard and Redraw: free discard";
    case Step::kTrim:
      return "Discard and Redraw: discard down to 7";
    case Step::kRedraw:
      return "Discard and Redraw: draw up to 7";
    case Step::kOver:
      return "Game over";
    case Step::kDesignate:
      return "Setup: designate your Army Commander";
    case Step::kSquareReroll:
      return "Combat: square not formed - re-roll?";
    case Step::kRideReroll:
      return "Combat: ride-around failed - re-roll?";
    case Step::kAttackSupport:
      return "Combat: attacker's support?";
    case Step::kDefendSupport:
      return "Combat: defender's support?";
    case Step::kSetupStack:
      return "Setup: choose the stack";
  }
  return "?";
}

std::string RafGame::phase_help(const State& st) const {
  const auto& s = as<RafState>(st);
  switch (s.step) {
    case Step::kSetup:
    case Step::kSetupStack:
      return setup_help(s);
    case Step::kConfusion:
      return "Your opponent's turn begins. Confusion makes him draw no cards this turn (L283).";
    case Step::kDraw:
      return "Draw 2 cards, from the Reserve deck or (Thoth rule, default) the Tactics deck "
             "(L63-69). Draw cards "
             "(Rapid Deployment, Forced March, Limber, Cavalry Reform, Rearguard Action) and "
             "Scouts are played here.";
    case Step::kTerrain:
      return "You may play one Terrain card (L71-73, L290-309).";
    case Step::kReinforce:
      return "First you may reorganise one stack and move one card to the bottom of an adjacent "
             "stack (Column: +1); "
             "then put battalions from hand at the bottom of stacks within the Card Limit, and "
             "commanders beside "
             "stacks or behind the line (L75-80, L228-251).";
    case Step::kReorder:
      return "Choose the cards of the stack from the top down.";
    case Step::kDifficult:
      return "Difficult Terrain gives your opponent one attack less this turn (L280).";
    case Step::kAttack:
      return "Up to 3 attacks (L82-91): the top card of a stack fights the opposite top card, 1d6 "
             "+ modifiers each. "
             "Facing an empty enemy stack you may flank attack its neighbours (+2, cavalry +3 "
             "against any stack) "
             "or make the enemy eliminate a discarded battalion (L163-171, L340-343).";
    case Step::kAttackTactics:
      return "Play tactics that modify your attack roll before the dice (L160).";
    case Step::kDefendTactics:
      return "Reactive tactics for the defender: Second Volley, Counter Attack, Grape Shot, "
             "Fighting Withdrawal, Square Formation.";
    case Step::kRideAround:
      return "The infantry formed square: roll 2d6 below your morale to ride around it, or charge "
             "at a disadvantage (L130-134).";
    case Step::kAttackReroll:
    case Step::kDefendReroll:
      return "Your Divisional General may re-roll this die; each re-roll risks his life (6, then "
             "5-6, ...) (L229-239).";
    case Step::kMoraleReroll:
      return "The morale check failed. A general of that stack (or in the Morale phase the Army "
             "Commander, after "
             "the generals) may re-roll it (L229-247).";
    case Step::kEliminateDiscard:
      return "Your empty stack was attacked: choose a battalion of your discard pile to eliminate "
             "(L340-343).";
    case Step::kDiscardOne:
      return "You may discard one card, then the hand is refilled or cut to 7 (L191-194).";
    case Step::kTrim:
      return "Discard down to 7 cards (L193-194).";
    case Step::kRedraw:
      return "Draw back up to 7, choosing the deck for each card (L193).";
    case Step::kOver:
      return "The game is over.";
    case Step::kDesignate:
      return "Six of your eleven commanders were drawn for this battle (L224). Designate one of "
             "them as your Army Commander (L225): your opponent is not told which. When you "
             "draw it, it can only be played behind the line; the others only as Divisional "
             "Generals.";
    case Step::kSquareReroll:
      return "Your infantry failed to form square. The Divisional General of the stack may "
             "re-roll it (the option Generals re-roll squares and ride-arounds); each re-roll "
             "risks his life (L229-239).";
    case Step::kAttackSupport:
    case Step::kDefendSupport:
      return "One battalion of the battling card's stack can support it: +1 to its roll. If the "
             "supported card is eliminated the supporter routs; if it routs the supporter is "
             "Shaken. A Shaken card cannot support (L114-118). Choose a supporter or none.";
    case Step::kRideReroll:
      return "Your cavalry failed to ride around the square. The Divisional General of the stack "
             "may re-roll it (the option Generals re-roll squares and ride-arounds); each re-roll "
             "risks his life (L229-239). "
             "Keeping the roll means charging the square.";
  }
  return {};
}

std::string RafGame::rules_summary() const {
  return "Ready Aim Fire (Ian Milnes), as implemented here:\n"
         "- Each side has a 28-card battalion deck of its nation, six of eleven commanders, and "
         "shares a 40-card "
         "tactics/terrain deck (L14-19, L196-223, L258-309).\n"
         "- Five stacks a side; start maximum 2/3/3/3/2, card limit 5/6/6/6/5 less 1 per Woods or "
         "Redoubt (L29-41).\n"
         "- Stacks are face up for the first turn, then face down: the enemy only knows cards "
         "flipped in combat, "
         "until a reorganise hides where they are (L45-47).\n"
         "- Turn: Draw 2, Terrain, Reinforce, Attack (3 attacks), Morale, Discard and Redraw to 7 "
         "(L53-69, L191-194).\n"
         "- Combat: 1d6 + modifiers each side; the difference reads the table at L93-105 (Austrian "
         "Line and 2nd Rate "
         "and Prussian 2nd Rate rout at +3 instead of dying). Support +1, Shaken -1, square +3, "
         "flank +2/+3, "
         "terrain and tactics; nothing positive for infantry or cavalry against guns (L108-171).\n"
         "- Morale: 2d6 against 8 + modifier, top card first, +1 per rout (L173-189).\n"
         "- Generals re-roll combat and morale dice at the risk of their lives; the Army Commander "
         "re-rolls morale "
         "(L228-256).\n"
         "- You lose when 3 of your 5 stacks are empty, or (optional) when your army breakpoint is "
         "reached (L49-51, L311-338).";
}

void RafGame::force_draws(State& st, std::string_view deck,
                          const std::vector<std::string>& names) const {
  auto& s = as<RafState>(st);
  Zone<40>* zone = nullptr;
  if (deck == "tactics" || deck.empty())
    zone = &s.tactics_deck;
  else if (deck == "reserve0" || deck == "reserve_a")
    zone = &s.reserve[0];
  else if (deck == "reserve1" || deck == "reserve_b")
    zone = &s.reserve[1];
  else
    throw FormatError(fmt::format(
        "ready-aim-fire: unknown deck \"{}\", expected tactics, reserve_a or reserve_b", deck));
  for (auto it = names.rbegin(); it != names.rend(); ++it) {
    bool found = false;
    for (std::size_t i = 0; i < zone->size() && !found; ++i) {
      std::string n = card_name(s, (*zone)[i]);
      if (strcasecmp(n.c_str(), it->c_str()) == 0) {
        const CardId c = (*zone)[i];
        zone->erase_at(i);
        zone->push_back(c);
        found = true;
      }
    }
    if (!found) throw FormatError(fmt::format("ready-aim-fire: no \"{}\" in deck {}", *it, deck));
  }
}

}  // namespace bivouac::raf
