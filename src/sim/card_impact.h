#pragma once
// Per-card impact over a batch: how often each card was drawn and played, and the win rate of the
// side that played it against the side that held it and never played it. A key
// "<card> @ stack N" compares the sides that put the card in stack N with the sides that held the
// card and did not.
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "sim/batch.h"
#include "sim/compare.h"
#include "sim/stats.h"

namespace bivouac {

struct CardImpact {
  std::string card;
  std::string base_card;  // `card` without " @ stack N"
  std::int64_t drawn = 0;
  std::int64_t played = 0;
  std::int64_t played_sides = 0;  // (game, side) pairs where the side played it
  std::int64_t played_wins = 0;
  std::int64_t held_sides = 0;  // pairs where the side held it and never played it
  std::int64_t held_wins = 0;
  Interval played_rate;
  Interval held_rate;
  Difference impact;        // played_rate - held_rate (b = played, a = held)
  bool comparable = false;  // both groups have games
  // Comparable, and the 95% interval of the impact covers zero and is narrow enough to mean it
  // (at most kNeverMattersWidth wide): the card's impact is indistinguishable from zero.
  bool never_matters = false;
  // Comparable and the interval covers zero, but too wide to say more: play more games.
  bool inconclusive = false;
};

// ±10 points: a wider interval that covers zero says "too few games", not "never matters".
inline constexpr double kNeverMattersWidth = 0.20;

[[nodiscard]] std::vector<CardImpact> card_impact(const std::vector<GameOutcome>& outcomes,
                                                  int sides);

}  // namespace bivouac
