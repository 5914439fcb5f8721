#include "server/api_gate.h"

#include <fmt/format.h>

namespace bivouac::server {

Reply handle_api(Lobby& lobby, AddressQuotas& quotas, const RouteMatch& match,
                 std::string_view method, std::string_view target, std::string_view body,
                 const std::string& address) {
  const auto q = target.find('?');
  const std::string_view path = target.substr(0, q);
  const std::string_view query =
      q == std::string_view::npos ? std::string_view() : target.substr(q + 1);
  const RouteQuota quota = match.route ? match.route->quota : RouteQuota::kNone;
  if (quota == RouteQuota::kCardLookup && !quotas.allow_card_lookup(address)) {
    return error_reply(429, fmt::format("too many card look-ups from your address: at most {} a "
                                        "minute; try again in a minute",
                                        quotas.limits().card_lookups_per_minute));
  }
  if (quota != RouteQuota::kNewGame && quota != RouteQuota::kRematch) {
    return run_route(lobby, match, method, path, query, body, address);
  }
  // A rematch's seats are those of a game that was played: it counts as a creation only.
  auto ticket = quotas.create_game(
      address, quota == RouteQuota::kNewGame ? classify_new_game(body) : NewGameKind{});
  if (!ticket.granted()) return error_reply(429, ticket.refusal());
  Reply reply = run_route(lobby, match, method, path, query, body, address);
  if (reply.status == 200 && reply.body.contains("id") && reply.body["id"].is_string()) {
    ticket.created(reply.body["id"].get<std::string>());
  }
  return reply;
}

// Asked of the database's listing, not of memory: a waiting game may have left memory (idle)
// and still hold its creator's quota until it is joined or expires.
bool game_still_open(const Lobby& lobby, const std::string& id) {
  const auto row = lobby.listing(id);
  return row && row->listing.joinable;
}

bool game_still_playing(const Lobby& lobby, const std::string& id) {
  const auto row = lobby.listing(id);
  return row && row->listing.status != "finished" && row->listing.status != "expired";
}

bool game_still_live(const Lobby& lobby, const std::string& id) {
  return lobby.rooms().playing_here(id);
}

}  // namespace bivouac::server
