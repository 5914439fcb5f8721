#include "core/game.h"

#include "core/errors.h"

namespace bivouac {

std::string Game::spec() const {
  const std::string opts = options_.non_default_string();
  return opts.empty() ? info_.id : info_.id + ":" + opts;
}

std::string Game::player_name(int player) const {
  return "Player " + std::to_string(player + 1);
}

std::string Game::side_name(int side) const {
  return num_sides() == num_players() ? player_name(side)
                                      : "Side " + std::string(1, char('A' + side));
}

std::unique_ptr<State> Game::observation(const State& s, int player) const {
  auto out = s.clone();
  observe(s, player, *out);
  return out;
}

nlohmann::json Game::observation_to_json(const State& s, int player) const {
  nlohmann::json j = state_to_json(*observation(s, player));
  j.erase("rng");
  j.erase("forced_dice");
  j["viewer"] = player;
  return j;
}

void Game::force_draws(State&, std::string_view, const std::vector<std::string>&) const {
  throw FormatError(info_.id + " has no decks whose draws can be forced");
}

}  // namespace bivouac
