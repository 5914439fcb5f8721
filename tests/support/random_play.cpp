#include "support/random_play.h"

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace bivouac::testing {

int property_games(int release_default) {
  if (const char* env = std::getenv("BIVOUAC_PROPERTY_GAMES")) return std::max(1, std::atoi(env));
#ifdef BIVOUAC_SANITIZED
  return std::max(1, release_default / 10);
#else
  return release_default;
#endif
}

int property_games(int release_default, int sanitized_default) {
#ifdef BIVOUAC_SANITIZED
  if (std::getenv("BIVOUAC_PROPERTY_GAMES") == nullptr) return std::max(1, sanitized_default);
#else
  (void)sanitized_default;
#endif
  return property_games(release_default);
}

Action random_action(const Game& game, const State& s, Rng& rng) {
  ActionList legal;
  game.legal_actions(s, legal);
  if (legal.empty()) throw std::logic_error("no legal action in a non-terminal state");
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

std::unique_ptr<State> random_game(const Game& game, std::uint64_t seed,
                                   const std::function<void(const State&)>& visit,
                                   long max_actions) {
  auto s = game.new_initial_state(seed);
  Rng rng(seed ^ 0xABCDEFull);
  for (long n = 0; !game.is_terminal(*s); ++n) {
    if (n >= max_actions) {
      throw std::logic_error(game.spec() + ": random game from seed " + std::to_string(seed) +
                             " did not end within " + std::to_string(max_actions) + " actions");
    }
    if (visit) visit(*s);
    game.apply_action(*s, random_action(game, *s, rng), nullptr);
  }
  return s;
}

}  // namespace bivouac::testing
