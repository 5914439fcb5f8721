#include "server/api_gate.h"

namespace bivouac::server {

namespace {

// POST /api/games/<id>/rematch
bool is_rematch(std::string_view path) {
  constexpr std::string_view kGames = "/api/games/";
  constexpr std::string_view kRematch = "/rematch";
  return path.size() > kGames.size() + kRematch.size() && path.starts_with(kGames) &&
         path.ends_with(kRematch);
}

}  // namespace

Reply handle_api(Lobby& lobby, AddressQuotas& quotas, std::string_view method,
                 std::string_view target, std::string_view body, const std::string& address) {
  const std::string_view path = target.substr(0, target.find('?'));
  const bool create = method == "POST" && path == "/api/games";
  if (!create && !(method == "POST" && is_rematch(path))) return lobby.handle(method, target, body);
  // A rematch's seats are those of a game that was played: it counts as a creation only.
  auto ticket = quotas.create_game(address, create ? classify_new_game(body) : NewGameKind{});
  if (!ticket.granted()) return error_reply(429, ticket.refusal());
  Reply reply = lobby.handle(method, target, body);
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

}  // namespace bivouac::server
