// Everything Muskets says in words: action texts, the board, phase help and the rules summary.
#include <fmt/format.h>

#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

std::string list_cards(const CardTable& cards, const Counts& c, bool with_force = false) {
  std::string out;
  for (int t = 0; t < cards.size(); ++t) {
    const int n = c[static_cast<std::size_t>(t)];
    if (n == 0) continue;
    if (!out.empty()) out += ", ";
    out += n > 1 ? fmt::format("{} x{}", cards[t].name, n) : cards[t].name;
    if (with_force) out += fmt::format(" ({})", cards[t].force);
  }
  return out.empty() ? "-" : out;
}

}  // namespace

std::string MusketsGame::action_to_string(const State& state, Action a) const {
  const auto& s = as<MusketsState>(state);
  const int arg = arg_of(a);
  switch (kind_of(a)) {
    case Kind::kPass:
      return "pass";
    case Kind::kDone:
      return "done";
    case Kind::kBattlePlan:
      return fmt::format("play {}, draw {}", cards_[general_].name, kBattlePlanDraw);
    case Kind::kDeploy:
      return "deploy " + cards_[arg].name;
    case Kind::kCannonAt:
      return "cannon at " + cards_[arg].name;
    case Kind::kAllow:
      return "allow";
    case Kind::kNegate:
      return "negate with " + cards_[s.step == Step::kBatteryAnswer ? aim_ : ready_].name;
    case Kind::kBombard:
      return "bombard with " + cards_[cannon_].name;
    case Kind::kFlank:
      return "flank with " + cards_[cavalry_].name;
    case Kind::kFireOrder: {
      const int order[3] = {ready_, aim_, fire_};
      std::string text = "fire order";
      for (int i = 0; i < 3; ++i) text += " " + cards_[(arg & (1 << i)) ? general_ : order[i]].name;
      return text;
    }
    case Kind::kLose:
      return "lose " + cards_[arg].name;
    case Kind::kCharge:
      return "charge with " + cards_[fire_].name;
    case Kind::kRally:
      return "rally with " + cards_[general_].name;
    case Kind::kDiscard:
      return "discard " + cards_[arg].name;
  }
  return fmt::format("action {}", a);
}

std::string MusketsGame::phase_name(const State& state) const {
  const auto& s = as<MusketsState>(state);
  switch (s.step) {
    case Step::kBattlePlan:
      return "Battle Plan: play a General to draw 2?";
    case Step::kDeploy:
      return "Deploy: put infantry into play";
    case Step::kBattery:
      return "Battery: fire a Cannon at enemy infantry?";
    case Step::kBatteryAnswer:
      return fmt::format("Battery: answer the Cannon at your {} with Aim?",
                         cards_[s.battery_target].name);
    case Step::kBombardment:
      return "Bombardment: a Cannon for 3 Morale?";
    case Step::kFlanking:
      return "Flanking: send Cavalry round the flank?";
    case Step::kFlankingAnswer:
      return "Flanking: form square with Ready?";
    case Step::kFire:
      return "Fire: give a Fire Order?";
    case Step::kCasualties:
      return fmt::format("Casualties: choose infantry to absorb Force {} (chosen so far {})",
                         s.casualty_force, force_of(s.losing));
    case Step::kCharge:
      return "Charge: a Fire card for a Bayonet Charge?";
    case Step::kRally:
      return "Rally: a General for 3 Morale?";
    case Step::kHandLimit:
      return fmt::format("Hand limit: discard down to {}", kHandLimit);
    case Step::kGameOver:
      return "Game over";
  }
  return {};
}

std::string MusketsGame::render(const State& state, int viewer) const {
  const auto& s = as<MusketsState>(state);
  std::string out = fmt::format("Muskets, turn {} ({} to play) - {}\n", s.turn,
                                player_name(s.active), phase_name(s));
  auto side = [&](int p) {
    const auto i = static_cast<std::size_t>(p);
    const int size = count(s.hand[i]) + s.unseen[i];
    std::string hand;
    if (viewer < 0 || viewer == p) {
      hand = list_cards(cards_, s.hand[i]);
    } else {
      hand = fmt::format("{} cards", size);
      if (count(s.known[i]) > 0) hand += ", scouted: " + list_cards(cards_, s.known[i]);
    }
    out += fmt::format("  {:<9} Morale {:>3} | hand ({}) {}\n", player_name(p), s.morale[i], size,
                       hand);
    out += fmt::format("  {:<9}           | line: {}  [Force {}]\n", "",
                       list_cards(cards_, s.line[i], true), force_of(s.line[i]));
  };
  side(1 - (viewer < 0 ? 0 : viewer));
  side(viewer < 0 ? 0 : viewer);
  // The discard pile is face up (L45: it is what the deck is rebuilt from), so everyone sees it.
  out += fmt::format("  deck {} | discard ({}) {}\n", s.deck.size(), count(s.discard),
                     list_cards(cards_, s.discard));
  if (s.step == Step::kGameOver) {
    out += s.winner >= 0 ? fmt::format("  {} has won.\n", player_name(s.winner))
                         : "  The game is drawn.\n";
  }
  return out;
}

std::string MusketsGame::phase_help(const State& state) const {
  const auto& s = as<MusketsState>(state);
  switch (s.step) {
    case Step::kBattlePlan:
      return "Battle Plan (rules L47-48): you may discard a General to draw 2 cards. The Reserves "
             "draw of 2 "
             "(L43-45) has already happened.";
    case Step::kDeploy:
      return "Deploy (L50-54): put any number of infantry from your hand into play, face up, one "
             "card at a "
             "time, then 'done'. Deploying Light Infantry scouts: you see the opponent's hand as "
             "it is now, "
             "and keep knowing those cards until they leave his hand.";
    case Step::kBattery:
      return "Battery (L56-60): discard a Cannon to make the opponent discard one infantry of your "
             "choice "
             "from his line. He may cancel it by discarding an Aim (Open Formation).";
    case Step::kBatteryAnswer:
      return "Battery (L59-60): your opponent fired a Cannon at your infantry. Discard an Aim to "
             "negate it, "
             "or allow it and lose that card.";
    case Step::kBombardment:
      return "Bombardment (L62-64): discard a Cannon to take 3 Morale from the opponent. It cannot "
             "be "
             "negated.";
    case Step::kFlanking:
      return "Flanking (L66-70): discard a Cavalry to make the opponent discard 2 random cards "
             "from his hand. "
             "He may cancel it by discarding a Ready (Infantry Square).";
    case Step::kFlankingAnswer:
      return "Flanking (L69-70): enemy cavalry is on your flank. Discard a Ready to form square "
             "and negate "
             "it, or allow it and discard 2 random cards.";
    case Step::kFire:
      return "Fire (L72-76): discard Ready + Aim + Fire to give a Fire Order; a General may stand "
             "in for "
             "one of them (the option Cards of a Fire Order a General may replace). All your "
             "infantry then fire (Casualty "
             "phase, "
             "L78-84).";
    case Step::kCasualties:
      return fmt::format(
          "Casualties (L78-84): you must discard infantry whose Force adds up to at least {}, "
          "choosing a "
          "set from which no card could be left out. Pick them one at a time; only picks that can "
          "still "
          "complete such a set are offered.",
          s.casualty_force);
    case Step::kCharge:
      return "Charge (L86-90): discard a Fire card: all your infantry charge, inflicting "
             "casualties as in "
             "the Casualty phase, and are then discarded themselves.";
    case Step::kRally:
      return "Rally (L92-93): discard a General to gain 3 Morale.";
    case Step::kHandLimit:
      return "Hand limit (L94): the maximum hand is 7 cards; discard the excess, one card at a "
             "time.";
    case Step::kGameOver:
      return "The game is over (L14-15: reduce your opponent to zero Morale).";
  }
  return {};
}

// What each first-turn rule does to a game, measured between heuristic bots (rulings 18), so the
// lobby can say why it starts on the house rule.
std::string MusketsGame::describe_choice(std::string_view option, std::string_view value) const {
  if (option != "first_turns") return {};
  if (value == "printed") {
    return "as printed: the first player wins 80% of games between heuristic bots, most of them "
           "on turn 1 before the second player decides anything (rulings 18)";
  }
  if (value == "no_fire_charge") {
    return "no Fire Order or Charge in each player's first turn: both players play, a game "
           "lasts 19 turns at the median (rulings 18)";
  }
  if (value == "no_first_reserves") {
    return "the first player draws no Reserves in his first turn: the second player wins more "
           "often (rulings 17)";
  }
  return {};
}

std::string MusketsGame::rules_summary() const {
  return std::string(
             R"(Muskets in brief (our summary; line numbers refer to the printed rules, 001_dfae28d78dcf7ef2.txt)
  Goal (L14-15): bring the opponent to zero Morale. Both start at 20 (L22-23).
  Deck (L17-20, L96-107): one shared deck, 10 card types x 4. Infantry Force: Light 4, Line 5,
    Grenadier 6, Guard 7. Each player starts with 7 cards (L26-27).
  A turn has ten phases (L29-41):
   1 Reserves (L43-45): draw 2; an empty deck is replaced by the shuffled discard pile.
   2 Battle Plan (L47-48): a General may be discarded to draw 2.
   3 Deploy (L50-54): put infantry into play face up; Light Infantry lets you see the enemy hand.
   4 Battery (L56-60): a Cannon removes one enemy infantry in play; an Aim cancels it.
   5 Bombardment (L62-64): a Cannon costs the enemy 3 Morale.
   6 Flanking (L66-70): Cavalry makes the enemy discard 2 random cards; a Ready cancels it.
   7 Fire (L72-76): Ready + Aim + Fire (a General may replace one) gives a Fire Order.
   8 Casualties (L78-84): after a Fire Order your infantry's total Force must be absorbed by enemy
     infantry of at least that Force; any excess comes off his Morale.
   9 Charge (L86-90): a Fire card makes all your infantry charge as in phase 8; they are then lost.
  10 Rally (L92-94): a General gives +3 Morale; then discard down to 7 cards.
  A phase is offered whenever you might hold its card: say "pass" when you cannot or will not
    play, as at the table (the opponent cannot tell which).
  Our rulings on the gaps in the text: docs/rulings/muskets.md.
  This game: )") +
         opening_notice() + "\n";
}

}  // namespace bivouac::muskets
