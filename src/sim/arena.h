#pragma once
// A round robin among bots: every pair plays the same deals twice with seats swapped (paired
// runs), so the luck of the deal and of moving first cancels out within each pair. Deal d of
// every pairing starts from derive_seed(seed, d) and results are stored by index, so a run is
// identical for a given seed whatever the thread count (for bots whose budget is iterations,
// not time). A run may start at a later deal (first_deal), so that one long run can be played
// in chunks, on several machines or sessions, whose counts add up to the run's.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/game.h"
#include "sim/batch.h"
#include "sim/sprt.h"
#include "sim/stats.h"

namespace bivouac {

struct ArenaConfig {
  std::string game = "muskets";
  std::vector<std::string> bots;  // specs, at least two, all different
  int games_per_pair = 100;       // rounded up to even: each deal is played from both seats
  int threads = 1;
  std::uint64_t seed = 1;
  int first_deal = 0;            // plays deals first_deal, first_deal + 1, ... of the seed
  long max_actions = 1'000'000;  // a game still running after this is a draw ("unfinished")
  // Virtual draws added to every pairing before the Elo fit, so a bot that won every game gets a
  // large but finite rating. 0 gives the plain maximum-likelihood fit.
  double elo_prior_draws = 1.0;
  std::function<void(int done, int total)> progress;  // called from worker threads
};

// One pairing from the first bot's point of view.
struct PairResult {
  int a = 0;  // indices into ArenaConfig::bots
  int b = 0;
  int games = 0;
  int a_wins = 0;
  int b_wins = 0;
  int draws = 0;  // unfinished games included
  int unfinished = 0;
  // The deals by B's half points over their two games (Pentanomial, sprt.h): deals[4] B won from
  // both seats, deals[0] A did, deals[2] the seat won whoever played it (or both were drawn).
  // Many split deals mean the deal decides more games than the players do.
  Pentanomial deals{};
  [[nodiscard]] double a_score() const { return games > 0 ? (a_wins + 0.5 * draws) / games : 0.5; }
};

// B's half points (0-2) in one game: 2 for a win, 1 for a draw. `for_a` as arena_result_for_first
// gives it from A's side.
[[nodiscard]] inline int half_points_for_b(int for_a) {
  return for_a < 0 ? 2 : (for_a == 0 ? 1 : 0);
}

struct EloRating {
  double elo = 0;      // mean of all bots is 0
  double error95 = 0;  // half-width of the 95% interval (Fisher information)
  double score = 0;    // mean score over all its games, draws half
  int games = 0;
};

struct ArenaResult {
  ArenaConfig config;  // as run (games_per_pair made even; progress dropped)
  std::string game_spec;
  std::vector<PairResult> pairs;  // (0,1), (0,2), ..., (1,2), ...
  std::vector<EloRating> elo;     // by bot index
  double seconds = 0;

  // Row bot's win rate against the column bot with its 95% Wilson interval.
  [[nodiscard]] Interval win_rate(int row, int column) const;
  [[nodiscard]] const PairResult& pair(int x, int y) const;
};

// Bot `first` takes the players of even sides and `second` those of odd sides (with two sides:
// side 0 and side 1); the swapped game of the same deal exchanges them.
[[nodiscard]] std::vector<std::string> arena_seating(const Game& game, const std::string& first,
                                                     const std::string& second);
// +1 when a side played by `first` won, -1 when one of `second`'s did, 0 for a draw.
[[nodiscard]] int arena_result_for_first(const GameOutcome& o);

// Throws SpecError on a bad game or bot spec before any game is played.
[[nodiscard]] ArenaResult run_arena(const ArenaConfig& config);

}  // namespace bivouac
