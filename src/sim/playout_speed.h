#pragma once
// Raw engine speed: uniformly random playouts on one thread, reusing one state (no allocation).
#include <cstdint>

#include "core/game.h"

namespace bivouac {

struct PlayoutSpeed {
  std::int64_t playouts = 0;
  std::int64_t actions = 0;
  double seconds = 0;
  [[nodiscard]] double playouts_per_second() const {
    return seconds > 0 ? static_cast<double>(playouts) / seconds : 0;
  }
  [[nodiscard]] double actions_per_second() const {
    return seconds > 0 ? static_cast<double>(actions) / seconds : 0;
  }
};

// Plays random games from successive seeds until `seconds` of this thread's CPU time have passed.
PlayoutSpeed measure_playouts(const Game& game, double seconds, std::uint64_t seed);

// One random playout from `start` (overwritten); returns the number of actions.
std::int64_t random_playout(const Game& game, State& state, Rng& rng, ActionList& scratch);

}  // namespace bivouac
