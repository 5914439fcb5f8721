#include "core/game.h"

#include <algorithm>

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

void Game::describe_board(const State& /*known*/, int /*viewer*/, BoardView& /*out*/) const {}

ActionParts Game::describe_action(const State& known, Action a) const {
  const std::string text = action_to_string(known, a);
  ActionParts parts;
  parts.verb = text.substr(0, text.find(' '));
  return parts;
}

std::unique_ptr<State> Game::new_game(std::uint64_t seed, EventLog* /*log*/,
                                      const std::vector<ForcedDraws>& draws) const {
  if (!draws.empty()) throw FormatError(info_.id + " takes no forced opening draws");
  return new_initial_state(seed);
}

void Game::force_opening_draws(State& s, const std::vector<ForcedDraws>& draws) const {
  std::vector<ForcedDraws> joined;
  for (const auto& d : draws) {
    auto it = std::find_if(joined.begin(), joined.end(),
                           [&](const ForcedDraws& j) { return j.deck == d.deck; });
    if (it == joined.end()) {
      joined.push_back(d);
    } else {
      it->cards.insert(it->cards.end(), d.cards.begin(), d.cards.end());
    }
  }
  for (const auto& d : joined) force_draws(s, d.deck, d.cards);
}

void Game::force_draws(State&, std::string_view, const std::vector<std::string>&) const {
  throw FormatError(info_.id + " has no decks whose draws can be forced");
}

}  // namespace bivouac
