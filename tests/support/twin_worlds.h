#pragma once
// The flow-leak check every game runs: two worlds that one player cannot tell apart (the second
// is a determinization of his observation of the first, with the same random generator), driven
// by the same public actions, must keep looking the same to him, step by step, until he receives
// private information that really differs (a card he draws, a hidden card shown to him).
#include <string>
#include <vector>

#include "core/game.h"

namespace bivouac::testing {

struct TwinRun {
  int steps = 0;           // actions applied to both worlds
  std::string leak;        // non-empty: the observer saw a difference he must not see (a defect)
  std::string divergence;  // non-empty: why the comparison stopped early (legitimately)
  std::string stop_kind;   // the divergence in a few words, for a summary
};

// Plays up to `max_steps` actions from `world`, whose twin is sampled from `observer`'s view.
// Actions of the other players are drawn from those legal in both worlds, so the public sequence
// is the same; the observer's own actions are drawn from his legal list (equal in both).
TwinRun run_twin_worlds(const Game& game, const State& world, int observer, Rng& rng,
                        int max_steps);

// Event kinds that show the observer hidden cards (his own draws, a scouted or revealed hand, a
// random card drawn from a hidden hand). A first difference in one of these ends the comparison;
// a difference in any other event, or in the observation while the events agree, is a leak.
[[nodiscard]] bool reveals_hidden_cards(const Event& e, int observer);
// Whether the game's events mark the hidden cards they show (`data.revealed`, docs/formats.md).
[[nodiscard]] bool marks_revealed_cards(const Game& game);

}  // namespace bivouac::testing
