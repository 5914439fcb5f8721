#pragma once
// Checks every message a table's clients received against the game replayed from its record:
// each view's observation is exactly that viewer's observation at that version, its board and
// legal list are what that viewer may see, each event stream is exactly the events the viewer
// may see, numbered from 1 with none missing or repeated, and no raw message names a card or
// value that was hidden from its receiver at that moment.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/game.h"
#include "server/table.h"

namespace bivouac::server::testing {

// Returns the failures found (empty when all is well). `record` is the bivouac-record.
std::vector<std::string> check_messages(const Table& t, const nlohmann::json& record);

// The public state, computed here independently of the server: what every seat may see, as the
// server's view carries it (no random generator, no forced dice, viewer null).
nlohmann::json public_observation(const Game& game, const State& s);

}  // namespace bivouac::server::testing
