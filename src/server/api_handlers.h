#pragma once
// The handlers of the HTTP API's routes (server/routes.cpp lists them with their methods, paths,
// limits and quotas; docs/network.md documents them). Each answers a Reply; a FormatError or
// SpecError it throws becomes a 400 naming what was wrong.
#include "server/api_request.h"
#include "server/lobby.h"
#include "server/reply.h"

namespace bivouac::server {

// Games: /api/games and /api/games/{id}/...
[[nodiscard]] Reply list_games(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply create_game(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply game_summary(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply game_record(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply game_replay(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply join_game(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply leave_game(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply rematch_game(Lobby& lobby, const ApiRequest& r);

// Everything else: the catalog, card texts, how to play, uploaded replays, the REG companion.
[[nodiscard]] Reply catalog(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply card_text(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply how_to_play(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply replay_upload(Lobby& lobby, const ApiRequest& r);
[[nodiscard]] Reply reg_companion(Lobby& lobby, const ApiRequest& r);

}  // namespace bivouac::server
