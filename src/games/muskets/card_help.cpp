// `card NAME` for Muskets: the texts live in card_texts.toml beside the card list.
#include "core/card_texts.h"
#include "core/game_help.h"
#include "core/resources.h"

namespace bivouac::muskets {
namespace {

const GameHelpRegistrar kCardHelp{
    "muskets", GameHelp{{}, [](const Game& game, std::string_view name) {
                          static const CardTexts texts = CardTexts::parse(
                              load_text("src/games/muskets/card_texts.toml"), "card_texts.toml");
                          return texts.describe(name, game.info().title);
                        }}};

}  // namespace
}  // namespace bivouac::muskets
