#pragma once
// A tiny four-player partnership card game, registered only inside the AI tests as
// "test-tricks": it gives the bots a game with more players than sides, hidden hands and a dealt
// deck, and it never allocates, so the search's own allocations can be counted exactly.
//
// Twelve cards ranked 0..11; each player is dealt three. Three tricks: from the leader, everyone
// plays one card; the highest card takes the trick and leads the next. Partners sit opposite
// (players 0 and 2 are side 0, players 1 and 3 side 1); the side with two tricks wins.
#include "core/game.h"

namespace bivouac::testing {

inline constexpr const char* kTrickGameId = "test-tricks";

}  // namespace bivouac::testing
