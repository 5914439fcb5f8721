// Registers Muskets with the engine: id, credits, options and the variants the shared tests run.
#include "core/registry.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {
namespace {

GameInfo muskets_info() {
  GameInfo info;
  info.id = "muskets";
  info.title = "Muskets";
  info.summary =
      "two players, a shared 40-card deck, ten phases, first to break the enemy's Morale wins";
  info.credit = "Muskets, from the Warpspawn free games site";
  info.rules_file = "001_dfae28d78dcf7ef2.txt";
  info.options = {
      int_option(
          "turn_limit", 0, 0, 100000,
          "end the game as a draw after this many turns (0 = never); for AI testing, since Rally "
          "can cancel Bombardment for ever")
          .labelled("Turn limit", "Length"),
      choice_option("general_substitutes", "one", {"one", "any"},
                    "how many cards of a Fire Order a General may replace (rule L76; see rulings)")
          .labelled("Cards of a Fire Order a General may replace", "Combat"),
      choice_option("first_player", "random", {"random", "1", "2"}, "who takes the first turn")
          .labelled("Who takes the first turn", "Players"),
      choice_option("first_turns", "printed", {"printed", "no_fire_charge", "no_first_reserves"},
                    "house rule against the first player winning before the second moves: no "
                    "Fire Order or Charge in each player's first turn, or no Reserves for the "
                    "first player in his first turn (rulings 17)")
          .labelled("First-turn house rule", "House rules")
          // Played as printed the first mover wins 80% and most games end on turn 1 before the
          // second player decides anything (rulings 18); a table of people starts on the house
          // rule, while sim, arena and Python keep the printed default.
          .at_table("no_fire_charge"),
      card_list_option(),
  };
  info.test_variants = {
      "muskets", "muskets:general_substitutes=any", "muskets:turn_limit=12,first_player=2",
      "muskets:first_turns=no_fire_charge", "muskets:first_turns=no_first_reserves"};
  return info;
}

const GameRegistrar kRegistrar{define_game<MusketsGame>(muskets_info())};

}  // namespace
}  // namespace bivouac::muskets
