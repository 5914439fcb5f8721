#pragma once
// Helpers for tests: random play, property-test sizes, and walking every state of a game.
#include <cstdint>
#include <functional>

#include "core/game.h"

namespace bivouac::testing {

// How many random games a property test plays: BIVOUAC_PROPERTY_GAMES if set, otherwise
// `release_default` (a tenth of it under the sanitizers, which run far slower).
int property_games(int release_default);
// The same, with the count for the sanitizer build given outright: the heaviest batteries (whole
// views built and compared at every step) keep a few games there, enough for the sanitizers to
// walk every code path, while the Release build plays the statistics.
int property_games(int release_default, int sanitized_default);

// Plays one uniformly random game from `seed`, calling `visit` before every action with the
// state about to move; stops after `max_actions`. Returns the final state.
std::unique_ptr<State> random_game(const Game& game, std::uint64_t seed,
                                   const std::function<void(const State&)>& visit = {},
                                   long max_actions = 200000);

// Applies a uniformly random legal action drawn from `rng`.
Action random_action(const Game& game, const State& s, Rng& rng);

}  // namespace bivouac::testing
