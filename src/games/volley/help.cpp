// Rules summary and per-decision help, in our own words, citing the rule text
// 003_189270ec14865c69.txt. The whole printed text is on its line 1, so references name the
// section of that line ("L1 ATTACK PHASE").
#include <fmt/format.h>

#include "games/volley/volley_game.h"

namespace bivouac::volley {

std::string VolleyGame::rules_summary() const {
  return fmt::format(
      "Volley: two players share a {}-card deck (L1 THE DECK): five Force cards (1-5) in each of\n"
      "Infantry, Cavalry and Artillery Units and Weapons, Leaders, Strategy and Morale, plus "
      "seven\n"
      "Defense cards. Each side has {} troop points; bring the enemy's to zero to win (L1 TROOPS,\n"
      "VICTORY). Both get 7 cards and a coin decides who starts (L1 SETUP).\n"
      "Each turn (L1 TURN SEQUENCE):\n"
      "  1. Maneuver: throw away any cards you do not want, then draw back to 7; an empty deck is\n"
      "     replaced by the shuffled discard pile (L1 MANEUVER PHASE).\n"
      "  2. Attack: pass, or lay a meld: one Unit and one Weapon of the same troop type{}, and at\n"
      "     most one Leader, one Strategy and one Morale card (L1 ATTACK PHASE). The defender may\n"
      "     answer with {} that zeroes a meld card of the suit it names; the attacker may\n"
      "     answer a Defense card with Fog of War, which cancels it (L1 CARD LIST).\n"
      "  3. Casualties: the enemy loses troop points equal to the Force of the meld cards that\n"
      "     were not negated (L1 CASUALTY PHASE). Played cards go to the discard pile.\n"
      "{}Rulings and options: docs/rulings/volley.md.\n",
      cards_.size(), rules_.troops,
      rules_.multi_unit_melds ? " (the option Several units in one meld: several such pairs)" : "",
      rules_.defense_per_card ? "Defense cards, at most one per meld card" : "one Defense card",
      rules_.turn_limit > 0
          ? fmt::format("The game is drawn after {} turns (turn_limit).\n", rules_.turn_limit)
          : std::string());
}

std::string VolleyGame::phase_help(const State& state) const {
  const auto& s = as<VolleyState>(state);
  switch (s.phase) {
    case Phase::kManeuver:
      return "Maneuver phase (L1 MANEUVER PHASE): discard the cards you do not want, one at a "
             "time, then 'done' to draw back up to 7 cards.";
    case Phase::kAttack:
      return "Attack phase (L1 ATTACK PHASE): 'pass', or lay a meld card by card: exactly one "
             "Unit and one Weapon of the same troop type (Infantry, Cavalry or Artillery), plus "
             "at most one Leader, Strategy and Morale card, then 'attack'. Only cards that still "
             "let you finish a valid meld are offered; once laid, a meld must attack.";
    case Phase::kDefend:
      return rules_.defense_per_card
                 ? "Defense (L1 ATTACK PHASE): negate meld cards with Defense cards of the "
                   "matching suit, at most one per meld card, then 'done'. A negated card counts "
                   "Force 0. Units cannot be negated."
                 : "Defense (L1 ATTACK PHASE): you may play one Defense card to negate one meld "
                   "card of the suit it names (its Force becomes 0), or 'no defense'. Units "
                   "cannot be negated.";
    case Phase::kCounter:
      return "Answer (L1 CARD LIST, Fog of War): you may cancel the defender's Defense card "
             "with Fog of War, so the card it negated counts again, or 'no answer'.";
    case Phase::kOver:
      break;
  }
  return "The game is over.";
}

}  // namespace bivouac::volley
