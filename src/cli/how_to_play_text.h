#pragma once
// A game's "How to play" page (core/how_to_play.h) as terminal text: each section's heading, and
// its paragraphs wrapped to the terminal's width, each ending with the rule lines it retells.
#include <string>

#include "core/game.h"
#include "core/how_to_play.h"

namespace bivouac::cli {

// `width` is the longest line wanted (a single word longer than it stands alone on its line).
[[nodiscard]] std::string how_to_play_text(const HowToPlay& page, const GameInfo& info, int width);

// `text` broken into lines of at most `width` characters between words, each line but the first
// starting with `indent` spaces and the first with `first_indent`.
[[nodiscard]] std::string wrap_text(const std::string& text, int width, int first_indent,
                                    int indent);

}  // namespace bivouac::cli
