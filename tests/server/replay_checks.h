#pragma once
// Checks a replay reply (GET /api/games/<id>/replay, POST /api/replay) against the game replayed
// here, independently of the server, from its record: one frame per action, each frame's view
// exactly what that viewer knew at that step (its observation, the public one, or the true
// state for all-seeing), its events exactly the viewer's own stream, the decided action shown
// only for the viewer's own moves, and no name hidden from the viewer anywhere in the raw bytes.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace bivouac::server::testing {

// `viewer` is a seat, -1 (spectator) or -2 (all-seeing); `raw` is the reply's body as bytes.
// Returns the failures found (empty when all is well).
std::vector<std::string> check_replay(const std::string& raw, const nlohmann::json& record,
                                      int viewer);

}  // namespace bivouac::server::testing
