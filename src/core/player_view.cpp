#include "core/player_view.h"

#include <fmt/format.h>

#include <stdexcept>

namespace bivouac {

nlohmann::json player_view(const Game& game, const State& s, int player) {
  if (player < 0 || player >= game.num_players()) {
    throw std::invalid_argument(fmt::format("player {} is not a player of {} (expected 0 to {})",
                                            player, game.info().title, game.num_players() - 1));
  }
  const auto known = game.observation(s, player);
  nlohmann::json obs = game.state_to_json(*known);
  obs.erase("rng");
  obs.erase("forced_dice");
  obs["viewer"] = player;
  const bool terminal = game.is_terminal(*known);
  const int to_move = terminal ? -1 : game.current_player(*known);
  nlohmann::json legal = nlohmann::json::array();
  if (!terminal && to_move == player) {
    ActionList actions;
    game.legal_actions(*known, actions);
    int index = 1;
    for (Action a : actions) {
      legal.push_back({{"index", index++}, {"text", game.action_to_string(*known, a)}});
    }
  }
  const int winner = terminal ? game.winning_side(*known) : -1;
  return {{"game", game.spec()},
          {"turn", game.turn_number(*known)},
          {"phase", game.phase_name(*known)},
          {"phase_help", terminal ? std::string() : game.phase_help(*known)},
          {"setup", !terminal && game.in_setup(*known)},
          {"to_move", to_move >= 0 ? nlohmann::json(to_move) : nlohmann::json()},
          {"terminal", terminal},
          {"winner", winner >= 0 ? nlohmann::json(winner) : nlohmann::json()},
          {"end_reason", terminal ? game.end_reason(*known) : std::string()},
          {"observation", std::move(obs)},
          {"render", game.render(*known, player)},
          {"legal", std::move(legal)}};
}

}  // namespace bivouac
