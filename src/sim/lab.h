#pragma once
// The balance lab: batches played until a cap or until every reported rate interval is narrower
// than a width (sequential stopping), A/B comparisons of two variants on common random numbers,
// and per-card impact. Games are always played in fixed chunks of game indices, so the stopping
// point, and so every number, depends on the seed alone: not on threads or on MPI ranks.
#include <functional>
#include <string>
#include <vector>

#include "sim/batch.h"
#include "sim/card_impact.h"
#include "sim/compare.h"
#include "sim/report.h"

namespace bivouac {

// Plays the games a SimConfig names and returns all of them (run_batch, or a distributed run).
using BatchRunner = std::function<std::vector<GameOutcome>(const SimConfig&)>;

struct LabSettings {
  SimConfig config;     // config.games is the cap when until_ci > 0
  double until_ci = 0;  // stop once every reported rate interval is narrower than this
  int chunk = 100;      // games per step of a sequential run
  BatchRunner runner;   // run_batch when empty
};

struct LabRun {
  std::string label;
  SimConfig config;
  GamePtr game;
  std::vector<GameOutcome> outcomes;
  SimReport report;
  std::vector<CardImpact> cards;  // when config.collect_cards
  bool converged = false;         // until_ci reached before the cap
};

struct AbResult {
  LabRun a;
  LabRun b;
  bool paired = true;
  std::vector<Difference> side_wins;  // per side, B - A
  Difference turns;
  Difference actions;
  Difference first_player;
  bool converged = false;
};

// The widest of the rate intervals a single run reports (each side's wins, first mover's side).
[[nodiscard]] double widest_rate_interval(const SimReport& r);

[[nodiscard]] LabRun run_lab(const LabSettings& settings, const std::string& label);
// Paired: B plays the same seeds as A (common random numbers). Unpaired: B has its own seeds.
[[nodiscard]] AbResult run_ab(const LabSettings& settings, const std::string& spec_a,
                              const std::string& spec_b, bool paired);

struct Histogram {
  double bin_width = 1;
  double first = 0;  // lower edge of the first bin
  std::vector<std::int64_t> counts;
};
[[nodiscard]] Histogram turn_histogram(const std::vector<GameOutcome>& outcomes, int max_bins = 30);

}  // namespace bivouac
