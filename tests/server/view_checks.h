#pragma once
// Checks every message a table's clients received against the game replayed from its record:
// each view's board and legal list (with their parts) are those built from that viewer's
// observation at that version, computed here, each event stream is exactly the events the viewer
// may see, numbered from 1 with none missing or repeated, and no raw message names a card or
// value that was hidden from its receiver at that moment.
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/game.h"
#include "server/table.h"

namespace bivouac::server::testing {

// Returns the failures found (empty when all is well). `record` is the bivouac-record.
std::vector<std::string> check_messages(const Table& t, const nlohmann::json& record);

// The public state, computed here independently of the server: what every seat may see.
std::unique_ptr<State> public_state(const Game& game, const State& s);

}  // namespace bivouac::server::testing
