// `card NAME` for GT: the texts live in card_texts.toml beside the card list.
#include "core/card_texts.h"
#include "core/game_help.h"
#include "core/resources.h"

namespace bivouac::gt {
namespace {

const GameHelpRegistrar kCardHelp{"gt", GameHelp{{}, [](const Game& game, std::string_view name) {
                                                   static const CardTexts texts = CardTexts::parse(
                                                       load_text("src/games/gt/card_texts.toml"),
                                                       "card_texts.toml");
                                                   return texts.describe(name, game.info().title);
                                                 }}};

}  // namespace
}  // namespace bivouac::gt
