#include "sim/batch.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

#include "core/bot.h"
#include "core/registry.h"

namespace bivouac {

GameOutcome play_game(const GamePtr& game, const std::vector<std::string>& bot_specs,
                      std::uint64_t seed, long max_actions, bool collect_cards) {
  const int n = game->num_players();
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < n; ++p) {
    const std::string& spec = bot_specs[static_cast<std::size_t>(p) % bot_specs.size()];
    bots.push_back(BotRegistry::instance().create(spec, game, derive_seed(seed, 1000 + p)));
  }
  auto state = game->new_initial_state(seed);
  auto view = state->clone();
  GameOutcome out;
  out.first_player = game->current_player(*state);
  // Plain runs pass no event log: building the narrated events costs time only card tallies need.
  EventLog log;
  CardTracker tracker;
  if (collect_cards) tracker.start(*game, *state);
  while (!game->is_terminal(*state)) {
    if (out.actions >= max_actions) {
      out.finished = false;
      break;
    }
    const int p = game->current_player(*state);
    game->observe(*state, p, *view);
    const Action a = bots[static_cast<std::size_t>(p)]->choose(*view, p);
    if (collect_cards) {
      game->apply_action(*state, a, &log);
      tracker.read(*game, log);
      log.clear();
    } else {
      game->apply_action(*state, a, nullptr);
    }
    ++out.actions;
  }
  out.winning_side = out.finished ? game->winning_side(*state) : -1;
  out.turns = game->turn_number(*state);
  out.end_reason = out.finished ? game->end_reason(*state) : "unfinished";
  if (collect_cards) out.cards = tracker.tallies();
  return out;
}

namespace {

// Plays this shard's games. With `compact` the j-th of them is stored at j, otherwise at its local
// index among all the games, the others' slots left default.
std::vector<GameOutcome> play_shard(const SimConfig& config, bool compact) {
  const GamePtr game = GameRegistry::instance().create(config.game);
  // Fail early, on the calling thread, if a bot spec is wrong.
  for (const auto& spec : config.bots) (void)BotRegistry::instance().create(spec, game, 0);
  const int count = std::max(1, config.shard_count);
  // This shard's games are the local indices start, start + count, ...: `total` of them.
  const int start = ((config.shard - config.first_game) % count + count) % count;
  const int total = config.games > start ? (config.games - start + count - 1) / count : 0;
  std::vector<GameOutcome> outcomes(static_cast<std::size_t>(compact ? total : config.games));
  const int threads = std::max(1, config.threads);
  // Workers claim runs of consecutive games: one shared counter touched per run rather than per
  // game, and neighbouring results written by one thread. Runs stay short so the last one ends
  // soon after the others.
  const int run_length = std::clamp(total / (threads * 64), 1, 16);
  std::atomic<int> next{0};
  std::atomic<int> done{0};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto worker = [&]() {
    try {
      // The bots hold the Game by a pointer that shares no count (it outlives them all), so
      // creating and destroying them does not bounce one reference count between the cores;
      // the bot list is this thread's own copy for the same reason.
      const GamePtr own(GamePtr{}, game.get());
      const std::vector<std::string> bots = config.bots;
      for (int k = next.fetch_add(run_length); k < total; k = next.fetch_add(run_length)) {
        const int end = std::min(k + run_length, total);
        for (int j = k; j < end; ++j) {
          const int i = start + j * count;
          const auto index =
              static_cast<std::uint64_t>(config.first_game) + static_cast<std::uint64_t>(i);
          outcomes[static_cast<std::size_t>(compact ? j : i)] = play_game(
              own, bots, derive_seed(config.seed, index), config.max_actions, config.collect_cards);
        }
        if (config.progress) {
          const int d = done += end - k;
          config.progress(std::min(d * count, config.games), config.games);
        }
      }
    } catch (...) {
      std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next = total;
    }
  };
  if (threads == 1) {
    worker();
  } else {
    // The calling thread only waits. Played on it, each game's allocations would come from the
    // main heap, beside the registries and settings that the other workers read for every game,
    // and the cache lines they share would bounce between the cores (3-4% of Muskets' speed).
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
  }
  if (failure) std::rethrow_exception(failure);
  return outcomes;
}

}  // namespace

std::vector<GameOutcome> run_batch(const SimConfig& config) {
  return play_shard(config, false);
}

std::vector<GameOutcome> run_shard(const SimConfig& config) {
  return play_shard(config, true);
}

}  // namespace bivouac
