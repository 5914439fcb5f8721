#pragma once
// Runs a sequential test: pairs of games (one deal, seats swapped) until the SPRT decides or the
// game limit is reached. Pair k is dealt from derive_seed(seed, k) and pairs are counted in
// index order, so for bots whose budget is iterations the run (and where it stops) is the same
// on any number of threads; pairs a worker finished beyond the stopping point are not counted.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "sim/sprt.h"

namespace bivouac {

// What one pair of games gave: B's points over the two (0, 1/2, ..., 2, as half points 0..4).
struct PairOutcome {
  int b_half_points = 2;
  int b_wins = 0;
  int a_wins = 0;
  int draws = 0;
  int unfinished = 0;
};

// Plays pairs for one worker thread (one per worker, so it may own processes or bots).
class PairPlayer {
 public:
  virtual ~PairPlayer() = default;
  // Plays the deal `seed` with A in the first seats, then with B there.
  virtual PairOutcome play_pair(std::uint64_t seed) = 0;
};

// The pair of games every PairPlayer plays: the deal with A in the first seats, then with B
// there. `play_one(seats, finished)` plays one game, each player's seat labelled "A" or "B", and
// returns +1 when the first seat's side won, -1 when the other did, 0 for a draw (clearing
// `finished` when it stopped the game unfinished).
[[nodiscard]] PairOutcome play_swapped_pair(
    const Game& game,
    const std::function<int(const std::vector<std::string>& seats, bool& finished)>& play_one);

struct SprtRunResult;

struct SprtRunConfig {
  SprtBounds bounds;
  int max_games = 20000;  // stops undecided after this many games (rounded up to pairs)
  int threads = 1;
  std::uint64_t seed = 1;
  // Makes the player of worker t (called on that worker's thread before its first pair).
  std::function<std::unique_ptr<PairPlayer>(int worker)> make_player;
  // Called after each counted pair, with the state so far (under a lock, in pair order).
  std::function<void(const SprtRunResult&)> progress;
};

struct SprtRunResult {
  SprtBounds bounds;
  Pentanomial pairs{};  // by B's half points
  std::int64_t games = 0;
  std::int64_t b_wins = 0;
  std::int64_t a_wins = 0;
  std::int64_t draws = 0;  // unfinished games included
  std::int64_t unfinished = 0;
  SprtState state;
  bool reached_max = false;  // stopped at max_games without a verdict
  double seconds = 0;
};

[[nodiscard]] SprtRunResult run_sprt(const SprtRunConfig& config);

// The seed of the bot at `player` in a game dealt from `deal_seed`: A's and B's bots get
// different ones, so the two games of a pair between two copies of one bot are two games, not
// one game twice.
[[nodiscard]] std::uint64_t sprt_bot_seed(std::uint64_t deal_seed, int player, bool bot_b);

// A player of two bot specs in this process: bot A takes the players of even sides in the first
// game of a pair and the odd ones in the second (as in the arena).
[[nodiscard]] std::unique_ptr<PairPlayer> make_local_pair_player(const std::string& game,
                                                                 const std::string& bot_a,
                                                                 const std::string& bot_b,
                                                                 long max_actions = 1'000'000);

}  // namespace bivouac
