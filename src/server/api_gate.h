#pragma once
// The HTTP API behind the per-address quotas: a request whose route counts as a creation is
// counted against its client's address before its handler runs, and refused with 429 and the
// quota's own explanation when the address is at its limit (nothing is created then).
#include <string>
#include <string_view>

#include "server/address_quotas.h"
#include "server/lobby.h"
#include "server/routes.h"

namespace bivouac::server {

[[nodiscard]] Reply handle_api(Lobby& lobby, AddressQuotas& quotas, const RouteMatch& match,
                               std::string_view method, std::string_view target,
                               std::string_view body, const std::string& address);

// Whether the game `id` still waits for a player / is still being played (for AddressQuotas).
[[nodiscard]] bool game_still_open(const Lobby& lobby, const std::string& id);
[[nodiscard]] bool game_still_playing(const Lobby& lobby, const std::string& id);
// Whether the game `id` is still played in this instance's memory (left idle, it is not).
[[nodiscard]] bool game_still_live(const Lobby& lobby, const std::string& id);
// Whether the game `id` is still played in this instance's memory (left idle, it is not).
[[nodiscard]] bool game_still_live(const Lobby& lobby, const std::string& id);

}  // namespace bivouac::server
