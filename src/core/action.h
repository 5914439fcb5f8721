#pragma once
// Inside the engine an action is a compact id whose meaning each game defines; outside it has a
// stable text form (Game::action_to_string) that parse_action() turns back into the id.
#include <cstdint>

#include "core/static_vector.h"

namespace bivouac {

using Action = std::uint32_t;
inline constexpr Action kNoAction = 0xFFFFFFFFu;

// Upper bound on legal actions at any decision in any game; multi-part choices are split into
// atomic steps ending in "done", so real branching stays far below this.
inline constexpr std::size_t kMaxLegalActions = 512;
using ActionList = StaticVector<Action, kMaxLegalActions>;

// current_player() when the game is over.
inline constexpr int kNoPlayer = -1;
inline constexpr int kMaxPlayers = 8;

}  // namespace bivouac
