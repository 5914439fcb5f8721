// `card NAME` for Ready Aim Fire tactics and terrain: the texts live in card_texts.toml beside
// the card data.
#include "core/card_texts.h"
#include "core/game_help.h"
#include "core/resources.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

const GameHelpRegistrar kCardHelp{
    kGameId, GameHelp{{}, [](const Game& game, std::string_view name) {
                        static const CardTexts texts =
                            CardTexts::parse(load_text("src/games/ready-aim-fire/card_texts.toml"),
                                             "card_texts.toml");
                        return texts.describe(name, game.info().title);
                      }}};

}  // namespace
}  // namespace bivouac::raf
