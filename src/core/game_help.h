#pragma once
// What a game says to a player beyond its rules: why a typed action is refused, and what a card
// does. Each game registers its own answers (src/games/<id>/refusals.cpp, card_help.cpp), keyed
// by game id, so the core and the front ends ask without knowing any game.
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/game.h"

namespace bivouac {

// A typed action refused with the game's reason; what() still lists the legal actions.
class RefusedAction : public ActionError {
 public:
  RefusedAction(const std::string& message, std::string reason)
      : ActionError(message), reason_(std::move(reason)) {}
  [[nodiscard]] const std::string& reason() const { return reason_; }

 private:
  std::string reason_;
};

struct GameHelp {
  // Why `text`, typed as an action, cannot be played in `s`: when the game recognises it as one
  // of its actions (a verb and its card or place) that is not legal now, the reason in the game's
  // words with the rule line, e.g. "Bombardment belongs to the Bombardment phase (L62-64), which
  // comes after Battery; this is the Deploy phase (L50-54)". nullopt when the text is not an
  // action of the game. Called only when `text` matched no legal action.
  std::function<std::optional<std::string>(const Game&, const State&, std::string_view)>
      explain_refusal;
  // What the card `name` does, in our own words with its rule lines. Throws FormatError listing
  // the known cards for an unknown name.
  std::function<std::string(const Game&, std::string_view)> card_help;
};

// Registers one part of a game's help (a part left empty keeps what was registered before).
struct GameHelpRegistrar {
  GameHelpRegistrar(std::string_view game_id, GameHelp help);
};

// The game's reason, or nullopt when it has none (or registered no refusals).
[[nodiscard]] std::optional<std::string> explain_refusal(const Game& game, const State& s,
                                                         std::string_view text);
// The game's card text; FormatError when the game has no card texts or no such card.
[[nodiscard]] std::string card_help(const Game& game, std::string_view name);

}  // namespace bivouac
