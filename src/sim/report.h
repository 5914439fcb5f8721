#pragma once
// Turns a batch of outcomes into the statistics a designer reads: win rates per side with 95%
// Wilson intervals, draws, first-player advantage, game lengths, end reasons and speed.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sim/batch.h"
#include "sim/stats.h"

namespace bivouac {

struct SimReport {
  std::string game;
  std::vector<std::string> bots;
  int games = 0;
  std::uint64_t seed = 0;
  int threads = 1;
  std::vector<std::string> side_names;
  std::vector<std::string> side_bots;
  std::vector<Interval> side_wins;
  std::vector<std::int64_t> side_win_counts;
  Interval draws;
  std::int64_t draw_count = 0;
  std::int64_t unfinished = 0;
  Interval first_player_wins;  // among all games: the side of the first mover won
  Distribution turns;
  Distribution actions;
  std::map<std::string, std::int64_t> end_reasons;
  double seconds = 0;
  double games_per_second = 0;
  double actions_per_second = 0;
};

[[nodiscard]] SimReport summarize(const SimConfig& config, const Game& game,
                                  const std::vector<GameOutcome>& outcomes, double seconds);
[[nodiscard]] nlohmann::json report_to_json(const SimReport& r);
[[nodiscard]] std::string report_to_text(const SimReport& r);

}  // namespace bivouac
