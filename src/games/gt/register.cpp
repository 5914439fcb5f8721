// Registers GT with its options; each two-reading ruling of docs/rulings/gt.md is an option here.
#include "core/registry.h"
#include "games/gt/gt_game.h"

namespace bivouac::gt {
namespace {

GameInfo info() {
  GameInfo i;
  i.id = "gt";
  i.title = "Card Game of Napoleonic Warfare (GT)";
  i.summary =
      "Army deck of 56 units, Battle deck of 142 cards: damage markers, leaders, terrain, "
      "opportunity fire; two sides, allies for 3+ players";
  i.credit =
      "an untitled Card Game of Napoleonic Warfare, from the Warpspawn free games site (page GT)";
  i.rules_file = "002_b1d6b897ebeb83ff.txt";
  i.min_players = 2;
  i.max_players = kMaxSeats;
  i.options = {
      int_option("players", 2, 2, kMaxSeats,
                 "number of hands; seats alternate between the two sides (P1, P3, P5 against P2, "
                 "P4, P6). One person may play two hands (L45): give him both seats")
          .labelled("Number of hands", "Players"),
      bool_option("quick_start", false, "one copy of each card in both decks (L209)")
          .labelled("Quick start", "Optional rules"),
      bool_option("balanced_forces", false,
                  "each player starts with one random unit of each of the 5 classes (L211-217)")
          .labelled("Balanced forces", "Optional rules"),
      bool_option("retire_at_two", false,
                  "a player reduced to 2 units retires from the field (L219; scope unclear, off)")
          .labelled("Retire at two units", "Optional rules"),
      choice_option("event_timing", "reserve", {"reserve", "own_turn"},
                    "when Events other than Reserve, Rally and Rout may be played: your Reserve "
                    "phase (reserve) or also your Shoot and Melee Resolution phases (own turn)")
          .labelled("When Events may be played", "Turn"),
      bool_option("rout_in_melee", true,
                  "Rout may also be played in the Melee Resolution phase, not only in Shoot "
                  "Resolution (L94)")
          .labelled("Rout in Melee Resolution too", "Combat"),
      bool_option(
          "hussars_have_guns", false,
          "Hussars (Pistols) count as Cavalry with Guns and may play Wheel About (L135, L161)")
          .labelled("Hussars count as Cavalry with Guns", "Combat"),
      bool_option("dragoons_take_terrain", false,
                  "Dragoons, being also Light Infantry, may hold Terrain (L72, L136)")
          .labelled("Dragoons may hold Terrain", "Combat"),
      choice_option("barrage_defense", "unit", {"unit", "army"},
                    "a Defense card against a Barrage shields the unit that played it (unit) or "
                    "the whole army (army)")
          .labelled("What a Defense card against a Barrage shields", "Combat"),
      int_option("turn_limit", 0, 0, 100000,
                 "end the game as a draw after this many turns; 0 = no limit (for AI testing)")
          .labelled("Turn limit", "Length"),
      card_list_option(),
  };
  // Two, three and four hands, the quick start, and every other option away from its default.
  // (Six hands are exercised by tests/games/gt/playout_test.cpp; the battery is JSON-heavy.)
  i.test_variants = {
      "gt",
      "gt:players=3",
      "gt:players=4",
      "gt:quick_start=on",
      "gt:balanced_forces=on,retire_at_two=on,barrage_defense=army,event_timing=own_turn,"
      "hussars_have_guns=on,dragoons_take_terrain=on,rout_in_melee=off",
  };
  return i;
}

const GameRegistrar kRegistrar{define_game<GtGame>(info())};

}  // namespace
}  // namespace bivouac::gt
