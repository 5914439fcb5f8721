#include "sim/batch.h"

#include <atomic>
#include <mutex>
#include <thread>

#include "core/bot.h"
#include "core/registry.h"

namespace bivouac {

GameOutcome play_game(const GamePtr& game, const std::vector<std::string>& bot_specs,
                      std::uint64_t seed, long max_actions) {
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
  while (!game->is_terminal(*state)) {
    if (out.actions >= max_actions) {
      out.finished = false;
      break;
    }
    const int p = game->current_player(*state);
    game->observe(*state, p, *view);
    game->apply_action(*state, bots[static_cast<std::size_t>(p)]->choose(*view, p), nullptr);
    ++out.actions;
  }
  out.winning_side = out.finished ? game->winning_side(*state) : -1;
  out.turns = game->turn_number(*state);
  out.end_reason = out.finished ? game->end_reason(*state) : "unfinished";
  return out;
}

std::vector<GameOutcome> run_batch(const SimConfig& config) {
  const GamePtr game = GameRegistry::instance().create(config.game);
  // Fail early, on the calling thread, if a bot spec is wrong.
  for (const auto& spec : config.bots) (void)BotRegistry::instance().create(spec, game, 0);
  std::vector<GameOutcome> outcomes(static_cast<std::size_t>(config.games));
  std::atomic<int> next{0};
  std::atomic<int> done{0};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto worker = [&]() {
    try {
      for (int i = next++; i < config.games; i = next++) {
        outcomes[static_cast<std::size_t>(i)] =
            play_game(game, config.bots, derive_seed(config.seed, static_cast<std::uint64_t>(i)),
                      config.max_actions);
        const int d = ++done;
        if (config.progress) config.progress(d, config.games);
      }
    } catch (...) {
      std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next = config.games;
    }
  };
  const int threads = std::max(1, config.threads);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  return outcomes;
}

}  // namespace bivouac
