#pragma once
// A few words on how strong each level of a bot plays ("easy": "beats random play; loses to
// the game's heuristic"), for the lobby to show beside the level. A bot registers its words
// with its levels; words for one game override the bot's words for every game. The numbers
// behind the words are in docs/ai.md (the Elo ladder of each game).
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bivouac {

struct BotLevelNote {
  std::string bot;
  std::string game_id;  // "" = every game
  std::string level;
  std::string words;
};

class BotLevelNotes {
 public:
  static BotLevelNotes& instance();
  void add(BotLevelNote note);
  // The words for this bot's level in this game, or "" when it has none.
  [[nodiscard]] std::string find(std::string_view bot, std::string_view game_id,
                                 std::string_view level) const;

 private:
  std::vector<BotLevelNote> notes_;
};

struct BotLevelNoteRegistrar {
  explicit BotLevelNoteRegistrar(std::vector<BotLevelNote> notes) {
    for (auto& n : notes) BotLevelNotes::instance().add(std::move(n));
  }
};

}  // namespace bivouac
