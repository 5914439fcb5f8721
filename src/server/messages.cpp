#include "server/messages.h"

namespace bivouac::server {

using nlohmann::json;

std::shared_ptr<const std::string> encode_message(const json& message) {
  return std::make_shared<const std::string>(
      message.dump(-1, ' ', false, json::error_handler_t::replace));
}

json welcome_message(int viewer, const json& summary, const json& id) {
  return {{"type", "welcome"},
          {"id", id},
          {"seat", viewer >= 0 ? json(viewer) : json()},
          {"game", summary}};
}

json view_message(const Game& game, const State& truth, int viewer, const SeatViewContext& ctx) {
  return build_seat_view(game, truth, viewer, ctx);
}

json events_message(const std::vector<const Event*>& events, std::uint64_t first_n, int viewer) {
  json list = json::array();
  std::uint64_t n = first_n;
  for (const Event* e : events) list.push_back(seat_event_json(*e, n++, viewer));
  return {{"type", "events"}, {"events", std::move(list)}};
}

json ack_message(const json& id, std::uint64_t version) {
  return {{"type", "ack"}, {"id", id}, {"version", version}};
}

json error_message(const json& id, const std::string& error) {
  return {{"type", "error"}, {"id", id}, {"error", error}};
}

json refusal_message(const json& id, const std::string& error, const std::string& reason) {
  json j = error_message(id, error);
  if (!reason.empty()) j["reason"] = reason;
  return j;
}

json hint_message(const json& id, json hint) {
  return {{"type", "hint"}, {"id", id}, {"hint", std::move(hint)}};
}

json pong_message(const json& id) {
  return {{"type", "pong"}, {"id", id}};
}

json presence_message(const std::vector<bool>& connected) {
  json seats = json::array();
  for (std::size_t p = 0; p < connected.size(); ++p) {
    seats.push_back({{"seat", p}, {"connected", static_cast<bool>(connected[p])}});
  }
  return {{"type", "presence"}, {"seats", std::move(seats)}};
}

json rematch_message(const std::string& game_id, int seat, const std::string& token) {
  return {
      {"type", "rematch"}, {"game_id", game_id}, {"id", game_id}, {"seat", seat}, {"token", token}};
}

}  // namespace bivouac::server
