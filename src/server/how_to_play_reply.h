#pragma once
// GET /api/how-to-play/<game-id>: a game's "How to play" page (core/how_to_play.h) as JSON for
// the web client. The id only selects a page registered in memory; it never names a file.
#include <string_view>

#include "server/reply.h"

namespace bivouac::server {

// The reply for `method` on the id that follows /api/how-to-play/ in the path: 200 with the
// page, 404 naming the games that have one when the id is not one of them, 405 unless GET.
[[nodiscard]] Reply how_to_play_reply(std::string_view method, std::string_view game_id);

}  // namespace bivouac::server
