#pragma once
// Batch self-play. Game i always gets the seed derive_seed(seed, i) and results are stored by
// index, so the same seed gives identical results whatever the thread count.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/game.h"
#include "sim/card_tally.h"

namespace bivouac {

struct SimConfig {
  std::string game = "muskets";
  std::vector<std::string> bots = {"random"};  // one per seat, cycled when fewer
  int games = 1000;
  int threads = 1;
  std::uint64_t seed = 1;
  // Safety valve: a game still running after this many actions is counted as unfinished.
  long max_actions = 1'000'000;
  std::function<void(int done, int total)> progress;  // called from worker threads
  // Plays games [first_game, first_game + games); of those only the indices i with
  // i % shard_count == shard (a distributed run's rank), leaving the others default.
  int first_game = 0;
  int shard = 0;
  int shard_count = 1;
  // Per-card tallies from the opening hands and the draw/play events (slower: events are built).
  bool collect_cards = false;
};

struct GameOutcome {
  int winning_side = -1;  // -1 draw or unfinished
  int first_player = 0;
  int turns = 0;
  long actions = 0;
  bool finished = true;
  std::string end_reason;
  std::vector<CardTally> cards;  // only when SimConfig::collect_cards
};

// Plays one game between the given bot specs (one per seat) from `seed`.
GameOutcome play_game(const GamePtr& game, const std::vector<std::string>& bots, std::uint64_t seed,
                      long max_actions, bool collect_cards = false);

std::vector<GameOutcome> run_batch(const SimConfig& config);
// Only this shard's games (local indices i with i % shard_count == shard, in order), without
// slots for the other shards': what a rank of a distributed run sends to the others.
std::vector<GameOutcome> run_shard(const SimConfig& config);

}  // namespace bivouac
