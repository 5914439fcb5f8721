#pragma once
// Every message the server sends over a game's WebSocket, built in one place. Each has a JSON
// Schema in docs/schema/<type>.json, and tests/server validates what the server really sends
// against it. An `ack` or `error` answering a request that had an `id` echoes it; an `error`
// for a message that could not be read far enough to find its id has `id` null.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/event.h"
#include "core/game.h"
#include "core/seat_view.h"

namespace bivouac::server {

// A message as sent: its JSON text, shared by every connection it goes to. Text that is not
// UTF-8 (a client's own typing, echoed back) is replaced rather than refused.
[[nodiscard]] std::shared_ptr<const std::string> encode_message(const nlohmann::json& message);

// The seat this connection acts for (or kSpectatorViewer) and the lobby summary of the game.
[[nodiscard]] nlohmann::json welcome_message(int viewer, const nlohmann::json& summary,
                                             const nlohmann::json& id);
// The viewer's `view` (core/seat_view.h builds it; this only names the type).
[[nodiscard]] nlohmann::json view_message(const Game& game, const State& truth, int viewer,
                                          const SeatViewContext& ctx);
// The events numbered `first_n`, `first_n`+1, ... of the viewer's own stream.
[[nodiscard]] nlohmann::json events_message(const std::vector<const Event*>& events,
                                            std::uint64_t first_n, int viewer);
[[nodiscard]] nlohmann::json ack_message(const nlohmann::json& id, std::uint64_t version);
[[nodiscard]] nlohmann::json error_message(const nlohmann::json& id, const std::string& error);
// A refused action that names a real action of the game: `reason` says why, with the rule line.
[[nodiscard]] nlohmann::json refusal_message(const nlohmann::json& id, const std::string& error,
                                             const std::string& reason);
[[nodiscard]] nlohmann::json hint_message(const nlohmann::json& id, nlohmann::json hint);
[[nodiscard]] nlohmann::json pong_message(const nlohmann::json& id);
// `connected[p]`: seat p has a client or is a bot.
[[nodiscard]] nlohmann::json presence_message(const std::vector<bool>& connected);
// The new game of a rematch (`game_id`, also sent as `id` for older clients), this seat there and
// its token.
[[nodiscard]] nlohmann::json rematch_message(const std::string& game_id, int seat,
                                             const std::string& token);

}  // namespace bivouac::server
