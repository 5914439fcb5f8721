#include "server/routes.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>

#include "server/api_handlers.h"
#include "server/client_message.h"
#include "server/replay.h"

namespace bivouac::server {

namespace {

constexpr std::size_t kMessage = kMaxMessageBytes;
constexpr std::size_t kUpload = kMaxReplayUploadBytes;
using enum RouteKind;
using enum RouteQuota;
using enum RouteThread;

// Matches `path` against `pattern`, taking {id} (one segment) or a final {rest}.
bool matches(std::string_view pattern, std::string_view path, std::string& id) {
  while (!pattern.empty()) {
    const auto brace = pattern.find('{');
    if (brace == std::string_view::npos) return pattern == path;
    if (path.substr(0, brace) != pattern.substr(0, brace)) return false;
    path.remove_prefix(brace);
    const auto close = pattern.find('}', brace);
    const std::string_view name = pattern.substr(brace + 1, close - brace - 1);
    pattern.remove_prefix(close + 1);
    const auto end = name == "rest" ? path.size() : std::min(path.find('/'), path.size());
    if (end == 0 && name != "rest") return false;  // an {id} is never empty
    id = std::string(path.substr(0, end));
    path.remove_prefix(end);
  }
  return path.empty();
}

}  // namespace

const std::vector<Route>& routes() {
  static const std::vector<Route> table = {
      {"GET", "/api/catalog", kApi, kMessage, kNone, kIo, catalog, "catalog.json"},
      {"GET", "/api/games", kApi, kMessage, kNone, kIo, list_games, "http_games.json"},
      {"POST", "/api/games", kApi, kMessage, kNewGame, kIo, create_game, "http_created.json"},
      {"GET", "/api/games/{id}", kApi, kMessage, kNone, kIo, game_summary, "http_summary.json"},
      {"GET", "/api/games/{id}/record", kApi, kMessage, kReplay, kWorker, game_record,
       "http_record.json"},
      {"GET", "/api/games/{id}/replay", kApi, kMessage, kReplay, kWorker, game_replay,
       "replay.json"},
      {"POST", "/api/games/{id}/replay", kApi, kMessage, kReplay, kWorker, game_replay,
       "replay.json"},
      {"POST", "/api/games/{id}/join", kApi, kMessage, kNone, kIo, join_game, "http_joined.json"},
      {"POST", "/api/games/{id}/leave", kApi, kMessage, kNone, kIo, leave_game, "http_left.json"},
      {"POST", "/api/games/{id}/rematch", kApi, kMessage, kRematch, kIo, rematch_game,
       "http_joined.json"},
      {"POST", "/api/replay", kApi, kUpload, kReplay, kWorker, replay_upload, "replay.json"},
      {"POST", "/api/card", kApi, kMessage, kCardLookup, kIo, card_text, "http_card.json"},
      {"GET", "/api/how-to-play/{rest}", kApi, kMessage, kNone, kIo, how_to_play,
       "http_how_to_play.json"},
      {"POST", "/api/reg", kApi, kMessage, kNone, kIo, reg_companion, "http_reg.json"},
      {"GET", "/ws/games/{id}", kWebSocket, kMessage, kNone, kIo, nullptr, ""},
      {"GET", "/{rest}", kFile, 0, kNone, kIo, nullptr, ""},
  };
  return table;
}

RouteMatch match_api_route(std::string_view method, std::string_view path) {
  RouteMatch m;
  std::vector<std::string_view> allowed;
  for (const Route& r : routes()) {
    if (r.kind != kApi) continue;
    std::string id;
    if (!matches(r.pattern, path, id)) continue;
    if (r.method == method) {
      m.route = &r;
      m.id = std::move(id);
      return m;
    }
    allowed.push_back(r.method);
  }
  if (allowed.empty()) {
    m.refusal = error_reply(404, fmt::format("no API at {}; see docs/network.md", path));
  } else {
    m.refusal = error_reply(405, fmt::format("use {} {}", fmt::join(allowed, " or "), path));
  }
  return m;
}

std::size_t body_limit_for(std::string_view path) {
  std::size_t limit = 0;
  for (const Route& r : routes()) {
    std::string id;
    if (r.kind == kApi && matches(r.pattern, path, id)) limit = std::max(limit, r.body_limit);
  }
  return limit == 0 ? kMessage : limit;
}

Reply run_route(Lobby& lobby, const RouteMatch& m, std::string_view method, std::string_view path,
                std::string_view query, std::string_view body, const std::string& address) {
  if (!m.route) return m.refusal;
  try {
    ApiRequest request{method, path, m.id, QueryString::parse(query), body, address};
    return m.route->handler(lobby, request);
  } catch (const std::invalid_argument& e) {
    return error_reply(400, e.what());
  } catch (const std::exception& e) {
    // An internal fault: the operator's log gets its text, the client only that it happened.
    std::cerr << "bivouac serve: " << method << " " << path << ": internal error: " << e.what()
              << std::endl;
    return error_reply(500, "internal error; the request changed nothing");
  }
}

Reply serve_api(Lobby& lobby, std::string_view method, std::string_view target,
                std::string_view body, const std::string& address) {
  const auto q = target.find('?');
  const std::string_view path = target.substr(0, q);
  const std::string_view query =
      q == std::string_view::npos ? std::string_view() : target.substr(q + 1);
  return run_route(lobby, match_api_route(method, path), method, path, query, body, address);
}

}  // namespace bivouac::server
