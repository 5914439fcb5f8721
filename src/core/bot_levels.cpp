#include "core/bot_levels.h"

namespace bivouac {

BotLevelNotes& BotLevelNotes::instance() {
  static BotLevelNotes notes;
  return notes;
}

void BotLevelNotes::add(BotLevelNote note) {
  notes_.push_back(std::move(note));
}

std::string BotLevelNotes::find(std::string_view bot, std::string_view game_id,
                                std::string_view level) const {
  std::string generic;
  for (const auto& n : notes_) {
    if (n.bot != bot || n.level != level) continue;
    if (n.game_id == game_id) return n.words;
    if (n.game_id.empty()) generic = n.words;
  }
  return generic;
}

}  // namespace bivouac
