// `card NAME` for Ready Aim Fire: battalions and commanders from the game's card data
// (army_card_text.h), tactics and terrain from card_texts.toml beside it. The army cards come
// first and by their exact names: the tactics' loose matching once answered "Guard" with
// "Rearguard Action".
#include "core/card_texts.h"
#include "core/game_help.h"
#include "core/resources.h"
#include "games/ready-aim-fire/army_card_text.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

const GameHelpRegistrar kCardHelp{
    kGameId, GameHelp{{}, [](const Game& game, std::string_view name) {
                        static const CardTexts texts =
                            CardTexts::parse(load_text("src/games/ready-aim-fire/card_texts.toml"),
                                             "card_texts.toml");
                        const auto& raf = dynamic_cast<const RafGame&>(game);
                        if (auto army = army_card_text(raf, name)) return *army;
                        return texts.describe(name, game.info().title);
                      }}};

}  // namespace
}  // namespace bivouac::raf
