// Registration: Volley's GameInfo and options.
#include "core/registry.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {
namespace {

GameInfo volley_info() {
  GameInfo info;
  info.id = "volley";
  info.title = "Volley";
  info.summary = "Shared 52-card deck; melds of a Unit and matching Weapon against 100 troops";
  info.credit = "Volley, a simplified version of Fusillade, from the Warpspawn free games site";
  info.rules_file = "003_189270ec14865c69.txt";
  info.options = {
      card_list_option(),
      choice_option("defense_cards", "one", {"one", "per_card"},
                    "Defense cards per attack: one (default, the text is singular) or one per "
                    "meld card; Fog of War answers likewise (rulings 3)")
          .labelled("Defense cards per attack", "Combat"),
      bool_option("multi_unit_melds", false,
                  "allow several Unit+Weapon pairs (each matching in troop type) in one meld "
                  "(rulings 2)")
          .labelled("Several units in one meld", "Combat"),
      int_option(
          "turn_limit", 0, 0, 100000,
          "end the game as a draw after this many turns, 0 for none; passing forever never ends a "
          "game (rulings 7)")
          .labelled("Turn limit", "Length"),
      int_option("troops", 100, 1, 10000, "starting troop points of each player")
          .labelled("Starting troop points", "Armies"),
  };
  info.test_variants = {
      "volley", "volley:defense_cards=per_card", "volley:multi_unit_melds=on",
      "volley:defense_cards=per_card,multi_unit_melds=on,turn_limit=12,troops=40"};
  return info;
}

const GameRegistrar kRegistrar{define_game<VolleyGame>(volley_info())};

}  // namespace
}  // namespace bivouac::volley
