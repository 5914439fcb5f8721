#include "server/room_summary.h"

namespace bivouac::server {

using nlohmann::json;

PositionFacts position_facts(const Match& match, const std::vector<bool>& bot_seats) {
  const Game& game = match.game();
  PositionFacts f;
  f.terminal = match.is_terminal();
  f.turn = game.turn_number(match.state());
  f.version = match.actions_played();
  if (f.terminal) {
    f.winning_side = game.winning_side(match.state());
    if (f.winning_side >= 0) f.winner = game.side_name(f.winning_side);
    f.end_reason = game.end_reason(match.state());
  } else {
    f.to_move = match.current_player();
    f.bot_to_move = bot_seats[static_cast<std::size_t>(f.to_move)];
  }
  return f;
}

RoomSummary summarize(const std::string& id, const Game& game, const PositionFacts& facts,
                      const StoredGame& setup, const std::vector<bool>& connected) {
  bool waiting = false;
  bool joinable = false;
  json seats = json::array();
  json stored_seats = json::array();
  for (const auto& s : setup.seats) {
    const bool bot = s.kind == "bot";
    const bool taken = bot || !s.token_hash.empty();
    waiting = waiting || !taken;
    joinable = joinable || (s.kind == "human" && s.open && !taken);
    const auto p = static_cast<std::size_t>(s.seat);
    json seat = {{"seat", s.seat},
                 {"kind", s.kind},
                 {"name", s.name},
                 {"taken", taken},
                 {"connected", bot || (p < connected.size() && connected[p])}};
    if (bot) seat["bot"] = s.bot;
    json stored = seat;
    // Stored for other instances and later: who is connected is known only here and now.
    stored["connected"] = bot;
    seats.push_back(std::move(seat));
    stored_seats.push_back(std::move(stored));
  }
  const std::string status = facts.terminal ? "finished" : waiting ? "waiting" : "playing";
  json summary = {{"id", id},
                  {"game", game.spec()},
                  {"status", status},
                  {"seats", json::array()},
                  {"turn", facts.turn},
                  {"version", facts.version},
                  {"to_move", facts.terminal ? json() : json(facts.to_move)},
                  {"created", setup.created}};
  if (!setup.rematch_of.empty()) summary["rematch_of"] = setup.rematch_of;
  if (facts.terminal) {
    summary["result"] = {
        {"winning_side", facts.winning_side >= 0 ? json(facts.winning_side) : json()},
        {"winner", facts.winning_side >= 0 ? json(facts.winner) : json()},
        {"end_reason", facts.end_reason}};
  }
  RoomSummary out;
  out.joinable = joinable && !facts.terminal;
  summary["seats"] = std::move(stored_seats);
  out.listing = GameListing{status, out.joinable, facts.bot_to_move,
                            summary.dump(-1, ' ', false, json::error_handler_t::replace)};
  summary["seats"] = std::move(seats);
  out.summary = std::move(summary);
  return out;
}

}  // namespace bivouac::server
