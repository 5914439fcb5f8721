#include "server/views.h"

namespace bivouac::server {

std::unique_ptr<State> viewer_state(const Game& game, const State& s, int viewer) {
  if (viewer >= 0) return game.observation(s, viewer);
  // Observing what each seat knows, one after another, hides everything any one seat may not
  // see: each observe() only blanks more, so the result is what every seat knows.
  auto known = s.clone();
  auto next = s.clone();
  for (int p = 0; p < game.num_players(); ++p) {
    game.observe(*known, p, *next);
    known.swap(next);
  }
  return known;
}

bool event_visible(const Event& e, int viewer) {
  return viewer >= 0 ? e.visible_to(viewer) : e.audience == kEveryone;
}

nlohmann::json build_view(const Game& game, const State& known, int viewer,
                          const ViewContext& ctx) {
  nlohmann::json obs = game.state_to_json(known);
  obs.erase("rng");
  obs.erase("forced_dice");
  obs["viewer"] = viewer >= 0 ? nlohmann::json(viewer) : nlohmann::json();

  const bool terminal = game.is_terminal(known);
  const int to_move = terminal ? -1 : game.current_player(known);
  nlohmann::json legal = nlohmann::json::array();
  if (!terminal && viewer >= 0 && to_move == viewer) {
    ActionList actions;
    game.legal_actions(known, actions);
    int index = 1;
    for (Action a : actions) {
      legal.push_back({{"index", index++}, {"text", game.action_to_string(known, a)}});
    }
  }
  const int winner = terminal ? game.winning_side(known) : -1;
  return {{"type", "view"},
          {"version", ctx.version},
          {"game", game.spec()},
          {"turn", game.turn_number(known)},
          {"phase", game.phase_name(known)},
          {"phase_help", terminal ? std::string() : game.phase_help(known)},
          {"setup", !terminal && game.in_setup(known)},
          {"to_move", to_move >= 0 ? nlohmann::json(to_move) : nlohmann::json()},
          {"terminal", terminal},
          {"winner", winner >= 0 ? nlohmann::json(winner) : nlohmann::json()},
          {"end_reason", terminal ? game.end_reason(known) : std::string()},
          {"observation", std::move(obs)},
          // A spectator's board is drawn from the public state with no seat's eyes.
          {"render", game.render(known, viewer >= 0 ? viewer : -1)},
          {"legal", std::move(legal)},
          {"can_undo", ctx.can_undo}};
}

nlohmann::json event_message_entry(const Event& e, std::uint64_t n) {
  return {{"n", n},
          {"kind", e.kind},
          {"text", e.text},
          {"data", e.data},
          {"player", e.player >= 0 ? nlohmann::json(e.player) : nlohmann::json()}};
}

}  // namespace bivouac::server
