#pragma once
// How long bots keep a player waiting: whole games between two bots (each deal from both
// seats), timing every decision, and summing a player's decisions within one turn (one
// turn_number) into that player's turn time. `bivouac arena --turn-times` prints it.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "sim/sprt.h"

namespace bivouac {

struct TurnTimeConfig {
  std::string game = "muskets";
  std::string bot_a;  // seated like the arena: even sides in the first game of a deal
  std::string bot_b;
  int games = 10;  // made even
  std::uint64_t seed = 1;
  int first_deal = 0;  // as the arena's (arena.h): deals first_deal, first_deal + 1, ...
  long max_actions = 1'000'000;
  std::function<void(int done, int total)> progress;  // after each game
};

struct BotTurnTimes {
  std::string bot;
  std::vector<double> turn_seconds;      // one per turn in which it decided at least once
  std::vector<double> decision_seconds;  // one per decision (forced ones included)
  int wins = 0;
  int games = 0;
};

struct TurnTimeResult {
  std::string game;
  BotTurnTimes a;
  BotTurnTimes b;
  int draws = 0;
  Pentanomial deals{};  // by b's half points over each deal's two games (arena.h, PairResult)
};

// Plays the games one after another (a timed bot should have the machine to itself).
[[nodiscard]] TurnTimeResult measure_turn_times(const TurnTimeConfig& config);

// The q-quantile (0..1) of `values`, by the nearest-rank method (0 for none).
[[nodiscard]] double quantile(std::vector<double> values, double q);

}  // namespace bivouac
