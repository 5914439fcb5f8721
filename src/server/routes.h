#pragma once
// Every HTTP route of `bivouac serve`, in one table (routes.cpp): its method and path pattern,
// the largest body it reads, the quota it counts against, the thread it runs on, and its
// handler. The server finds a request's route here and nowhere else; docs/network.md documents
// each, and docs/schema/http/ has the shape of each reply.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "server/api_request.h"
#include "server/reply.h"

namespace bivouac::server {

class Lobby;

enum class RouteQuota {
  kNone,
  kNewGame,     // counts as a game its address creates (AddressQuotas::create_game)
  kRematch,     // a rematch: a creation, of seats that were already played
  kReplay,      // a replay an address builds (AddressQuotas::start_replay)
  kCardLookup,  // a card's text, which may parse an inline card list (a bucket per address)
};

enum class RouteThread {
  kIo,      // quick and bounded: answered on the connection's I/O thread
  kWorker,  // as long as a game (a replay): on the worker pool, never delaying a game's play
};

enum class RouteKind {
  kApi,        // a JSON API request with its handler
  kWebSocket,  // the upgrade to a game's play socket (ws_session)
  kFile,       // the web client's files (static_site)
};

using RouteHandler = Reply (*)(Lobby&, const ApiRequest&);

struct Route {
  std::string_view method;   // "GET", "POST"
  std::string_view pattern;  // "/api/games/{id}/join"; a final "{rest}" takes the path's rest
  RouteKind kind = RouteKind::kApi;
  std::size_t body_limit = 0;
  RouteQuota quota = RouteQuota::kNone;
  RouteThread thread = RouteThread::kIo;
  RouteHandler handler = nullptr;  // API routes only
  std::string_view schema;         // its 200 reply's schema in docs/schema/ (API routes only)
};

[[nodiscard]] const std::vector<Route>& routes();

// The API route of a request, with the id its path names; or the refusal (404 naming no such
// path, 405 naming the methods the path takes).
struct RouteMatch {
  const Route* route = nullptr;
  std::string id;
  Reply refusal;
};
[[nodiscard]] RouteMatch match_api_route(std::string_view method, std::string_view path);
// The body limit of whatever `path` is (the largest of its routes'; a message's otherwise).
[[nodiscard]] std::size_t body_limit_for(std::string_view path);

// Runs a matched route's handler: a FormatError or SpecError becomes a 400 with its text, any
// other failure a 500 that says only that it changed nothing (its text goes to the log).
[[nodiscard]] Reply run_route(Lobby& lobby, const RouteMatch& m, std::string_view method,
                              std::string_view path, std::string_view query, std::string_view body,
                              const std::string& address);
// Matches and runs an API request, quotas aside (tests and fuzzing drive the lobby this way).
[[nodiscard]] Reply serve_api(Lobby& lobby, std::string_view method, std::string_view target,
                              std::string_view body, const std::string& address = {});

}  // namespace bivouac::server
