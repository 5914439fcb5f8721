#pragma once
// The narrated log of a game as one viewer sees it, for `replay`.
#include <cstdint>
#include <string>
#include <vector>

#include "core/event.h"

namespace bivouac::cli {

// The texts of events[from, to) visible to `viewer`. A viewer < 0 sees everything: a game tells a
// private event (a draw with its cards) to some players and right after it a redacted twin to
// everyone else, and this view keeps the private one only, so each draw is told once.
[[nodiscard]] std::vector<std::string> narration(const std::vector<Event>& events, int viewer,
                                                 std::size_t from = 0, std::size_t to = SIZE_MAX);

}  // namespace bivouac::cli
