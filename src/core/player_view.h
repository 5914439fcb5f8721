#pragma once
// What one player may see of a game as a JSON document: the fields of the server's `view`
// message (src/server/views.cpp) built from that player's observation alone, without the
// session's version and undo flags. The Python module's state.view(player) returns it.
// TODO(issue 24): the structured seat view replaces this once it lands in src/core.
#include <nlohmann/json.hpp>

#include "core/game.h"

namespace bivouac {

// Throws std::invalid_argument when `player` is not a player of the game.
[[nodiscard]] nlohmann::json player_view(const Game& game, const State& s, int player);

}  // namespace bivouac
