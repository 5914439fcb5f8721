#include "core/seat_view.h"

#include "core/board_view.h"

namespace bivouac {

using nlohmann::json;

std::unique_ptr<State> known_state(const Game& game, const State& truth, int viewer) {
  if (viewer >= 0) return game.observation(truth, viewer);
  if (viewer == kAllSeeingViewer) return truth.clone();
  auto known = truth.clone();
  auto next = truth.clone();
  for (int p = 0; p < game.num_players(); ++p) {
    game.observe(*known, p, *next);
    known.swap(next);
  }
  return known;
}

bool viewer_sees(const Event& e, int viewer) {
  if (viewer == kAllSeeingViewer) return !is_public_version(e.audience);
  return viewer >= 0 ? e.visible_to(viewer) : (e.audience & kOnlookers) != 0;
}

json viewer_json(int viewer) {
  if (viewer == kAllSeeingViewer) return "all";
  if (viewer < 0) return "spectator";
  return viewer;
}

namespace {

json seats_json(const Game& game) {
  json seats = json::array();
  for (int p = 0; p < game.num_players(); ++p) {
    seats.push_back({{"seat", p}, {"name", game.player_name(p)}, {"side", game.side_of(p)}});
  }
  return seats;
}

json sides_json(const Game& game) {
  json sides = json::array();
  for (int side = 0; side < game.num_sides(); ++side) {
    sides.push_back({{"side", side}, {"name", game.side_name(side)}});
  }
  return sides;
}

}  // namespace

json legal_json(const Game& game, const State& known) {
  json legal = json::array();
  ActionList actions;
  game.legal_actions(known, actions);
  int index = 1;
  for (Action a : actions) {
    legal.push_back({{"index", index++},
                     {"text", game.action_to_string(known, a)},
                     {"parts", action_parts_json(game.describe_action(known, a))}});
  }
  return legal;
}

json build_seat_view(const Game& game, const State& truth, int viewer, const SeatViewContext& ctx) {
  return build_seat_view_from_known(game, *known_state(game, truth, viewer), viewer, ctx);
}

json build_seat_view_from_known(const Game& game, const State& known, int viewer,
                                const SeatViewContext& ctx) {
  const bool terminal = game.is_terminal(known);
  const int to_move = terminal ? -1 : game.current_player(known);
  const bool decides = ctx.playable && !terminal && viewer >= 0 && to_move == viewer;
  json legal = decides ? legal_json(game, known) : json::array();
  BoardView board;
  game.describe_board(known, viewer, board);
  json board_json = board_view_json(board);
  board_json["seats"] = seats_json(game);
  board_json["sides"] = sides_json(game);
  const int winner = terminal ? game.winning_side(known) : -1;
  return {{"type", "view"},
          {"version", ctx.version},
          {"game", game.spec()},
          {"viewer", viewer_json(viewer)},
          {"turn", game.turn_number(known)},
          {"phase", game.phase_name(known)},
          {"phase_help", terminal ? std::string() : game.phase_help(known)},
          {"setup", !terminal && game.in_setup(known)},
          {"to_move", to_move >= 0 ? json(to_move) : json()},
          {"terminal", terminal},
          {"winner", winner >= 0 ? json(winner) : json()},
          {"end_reason", terminal ? game.end_reason(known) : std::string()},
          {"board", std::move(board_json)},
          // The terminal's drawing of the same board, for text clients.
          {"render", game.render(known, viewer >= 0 ? viewer : -1)},
          {"legal", std::move(legal)},
          {"can_undo", ctx.can_undo}};
}

json seat_event_json(const Event& e, std::uint64_t n, int viewer) {
  json j = json::object();
  if (n > 0) j["n"] = n;
  j["kind"] = e.kind;
  j["text"] = e.text;
  j["data"] = e.data;
  j["player"] = e.player >= 0 ? json(e.player) : json();
  if (viewer == kAllSeeingViewer && e.audience != kEveryone) {
    json to = json::array();
    for (int p = 0; p < 32; ++p) {
      if ((e.audience >> p) & 1u) to.push_back(p);
    }
    j["visible_to"] = std::move(to);
  }
  return j;
}

}  // namespace bivouac
