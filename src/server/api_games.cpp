// The routes of /api/games: the lobby's list, one game's summary, record and replay, and the
// requests that change its seats (join, leave) or make its rematch.
#include <fmt/format.h>

#include <charconv>

#include "core/errors.h"
#include "core/registry.h"
#include "core/seat_view.h"
#include "server/api_handlers.h"
#include "server/replay.h"
#include "server/request_body.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

json listed_summary(const ListedGame& row) {
  json s = json::parse(row.listing.summary, nullptr, false);
  if (s.is_discarded() || !s.is_object()) {
    // Stored before listings were kept: the server lists it fully once it has loaded it.
    s = {{"id", row.id}, {"created", row.created}};
  }
  s["status"] = row.listing.status;
  return s;
}

// The list's filters, each checked with a message saying what is accepted.
ListQuery list_query(const QueryString& query) {
  ListQuery q;
  q.status = query.get("status");
  if (!q.status.empty() && q.status != "open" && q.status != "waiting" && q.status != "playing" &&
      q.status != "finished" && q.status != "expired") {
    throw FormatError(
        fmt::format("status \"{}\" is unknown; expected open, waiting, playing, "
                    "finished or expired",
                    q.status));
  }
  constexpr std::size_t kMaxListed = 500;
  if (const std::string limit = query.get("limit"); !limit.empty()) {
    std::size_t n = 0;
    const auto [end, ec] = std::from_chars(limit.data(), limit.data() + limit.size(), n);
    if (ec != std::errc() || end != limit.data() + limit.size() || n < 1 || n > kMaxListed) {
      throw FormatError(
          fmt::format("limit \"{}\" must be a whole number from 1 to {}", limit, kMaxListed));
    }
    q.limit = n;
  }
  // The cursor of the next page is "<created>.<id>" of the last game of this one.
  if (const std::string after = query.get("after"); !after.empty()) {
    const auto dot = after.find('.');
    const auto [end, ec] =
        std::from_chars(after.data(), after.data() + std::min(dot, after.size()), q.after_created);
    if (dot == std::string::npos || ec != std::errc() || end != after.data() + dot ||
        dot + 1 >= after.size() || after.size() > 64) {
      throw FormatError(
          fmt::format("after \"{}\" is not a cursor; pass the \"next\" of the "
                      "previous page",
                      after.substr(0, 64)));
    }
    q.after_id = after.substr(dot + 1);
  }
  return q;
}

// The live room of a game that a request changes, or the reply that says why there is none.
struct Target {
  std::shared_ptr<Room> room;
  std::optional<Reply> refusal;
};

Target open_to_change(Lobby& lobby, const ApiRequest& r) {
  if (auto listed = lobby.listing(r.id); listed && listed->listing.status == "expired") {
    return {nullptr, error_reply(410, fmt::format("game {} expired: it waited for players longer "
                                                  "than this server keeps a game waiting",
                                                  r.id))};
  }
  auto [room, elsewhere] = lobby.open(r.id);
  if (elsewhere) return {nullptr, lobby.elsewhere_reply(r.id, *elsewhere, r.path)};
  if (!room) return {nullptr, error_reply(404, fmt::format("no game \"{}\"", r.id))};
  return {room, std::nullopt};
}

}  // namespace

Reply list_games(Lobby& lobby, const ApiRequest& r) {
  const ListQuery q = list_query(r.query);
  json games = json::array();
  const auto rows = lobby.storage().list_games(q);
  for (const auto& row : rows) {
    // A game played here is shown as it is now (who is connected); others as last stored.
    if (auto room = lobby.rooms().peek_live(row.id)) {
      games.push_back(room->published()->summary);
    } else {
      games.push_back(listed_summary(row));
    }
  }
  json out = {{"ok", true}, {"games", std::move(games)}};
  if (rows.size() == q.limit) {
    out["next"] = fmt::format("{}.{}", rows.back().created, rows.back().id);
  }
  return Reply{200, std::move(out)};
}

Reply create_game(Lobby& lobby, const ApiRequest& r) {
  return lobby.factory().create(body_object(r.body), r.address);
}

Reply game_summary(Lobby& lobby, const ApiRequest& r) {
  if (auto room = lobby.rooms().peek_live(r.id)) return Reply{200, room->published()->summary};
  auto listed = lobby.listing(r.id);
  if (!listed) return error_reply(404, fmt::format("no game \"{}\"", r.id));
  return Reply{200, listed_summary(*listed)};
}

Reply game_record(Lobby& lobby, const ApiRequest& r) {
  auto room = lobby.rooms().peek(r.id);
  if (!room) return error_reply(404, fmt::format("no game \"{}\"", r.id));
  const Room::RecordSnapshot snap = room->record_snapshot();
  if (!snap.finished) return error_reply(409, "the record is available once the game is finished");
  return Reply{200, snap.record.to_json()};
}

// A stored game's replay. Once it is finished anyone may see it as any seat or all-seeing (its
// record is public then too); while it goes on, a stranger sees only the public view and a seat
// its own view, proven by its token (in a POST body, never in a URL that logs could keep).
Reply game_replay(Lobby& lobby, const ApiRequest& r) {
  auto room = lobby.rooms().peek(r.id);
  if (!room) return error_reply(404, fmt::format("no game \"{}\"", r.id));
  std::string viewer_text;
  std::string token;
  if (r.method == "GET") {
    viewer_text = r.query.get("viewer");
  } else {
    const json req = body_object(r.body);
    if (auto v = req.find("viewer"); v != req.end() && !v->is_null()) {
      if (v->is_number_integer()) {
        viewer_text = std::to_string(v->get<std::int64_t>());
      } else if (v->is_string() && v->get_ref<const std::string&>().size() <= 16) {
        viewer_text = v->get<std::string>();
      } else {
        return error_reply(400, "\"viewer\" must be a seat number, \"spectator\" or \"all\"");
      }
    }
    token = text_field(req, "token", 128);
  }
  const Room::RecordSnapshot snap = room->record_snapshot();
  const GamePtr game = GameRegistry::instance().create(snap.record.game);
  const int viewer = parse_replay_viewer(viewer_text, game->num_players());
  if (!snap.finished) {
    if (viewer == kAllSeeingViewer) {
      return error_reply(409, "the all-seeing replay is available once the game is finished");
    }
    if (viewer >= 0 && (token.empty() || room->seats().seat_of_token(token) != viewer)) {
      return error_reply(403, fmt::format("while the game goes on, only seat {} may replay its "
                                          "own view: POST {{\"viewer\":{},\"token\":...}} with "
                                          "its token",
                                          viewer, viewer));
    }
  }
  json out = replay_frames(snap.record, viewer, parse_replay_page(r.query.raw()));
  out["ok"] = true;
  out["id"] = room->id();
  return Reply{200, std::move(out)};
}

Reply join_game(Lobby& lobby, const ApiRequest& r) {
  const json req = body_object(r.body);
  auto [room, refusal] = open_to_change(lobby, r);
  if (refusal) return *refusal;
  auto seat = req.find("seat");
  if (seat == req.end() || !seat->is_number_integer()) {
    return error_reply(400, "\"seat\" must be a seat number");
  }
  return room->join(seat->get<int>(), text_field(req, "name", 256));
}

Reply leave_game(Lobby& lobby, const ApiRequest& r) {
  const json req = body_object(r.body);
  auto [room, refusal] = open_to_change(lobby, r);
  if (refusal) return *refusal;
  return room->leave(text_field(req, "token", 128));
}

Reply rematch_game(Lobby& lobby, const ApiRequest& r) {
  const json req = body_object(r.body);
  auto [room, refusal] = open_to_change(lobby, r);
  if (refusal) return *refusal;
  return lobby.factory().rematch(room, req, r.address);
}

}  // namespace bivouac::server
