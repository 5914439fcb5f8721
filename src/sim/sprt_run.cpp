#include "sim/sprt_run.h"

#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

#include "core/bot.h"
#include "core/errors.h"
#include "core/registry.h"
#include "sim/arena.h"
#include "sim/batch.h"

namespace bivouac {

namespace {

void count(SprtRunResult& r, const PairOutcome& o) {
  ++r.pairs[static_cast<std::size_t>(o.b_half_points)];
  r.games += 2;
  r.b_wins += o.b_wins;
  r.a_wins += o.a_wins;
  r.draws += o.draws;
  r.unfinished += o.unfinished;
}

class LocalPairPlayer final : public PairPlayer {
 public:
  LocalPairPlayer(const std::string& game, std::string a, std::string b, long max_actions)
      : game_(GameRegistry::instance().create(game)),
        a_(std::move(a)),
        b_(std::move(b)),
        max_actions_(max_actions) {
    // A wrong spec fails here, on the worker's first pair, with the registry's message.
    (void)BotRegistry::instance().create(a_, game_, 0);
    (void)BotRegistry::instance().create(b_, game_, 0);
  }

  PairOutcome play_pair(std::uint64_t seed) override {
    return play_swapped_pair(*game_, [&](const std::vector<std::string>& seats, bool& finished) {
      return play_one(seats, seed, finished);
    });
  }

 private:
  // +1 when the first seat's bot won, -1 for the other, 0 for a draw or an unfinished game.
  int play_one(const std::vector<std::string>& seats, std::uint64_t seed, bool& finished) {
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < game_->num_players(); ++p) {
      const bool is_b = seats[static_cast<std::size_t>(p)] == "B";
      bots.push_back(
          BotRegistry::instance().create(is_b ? b_ : a_, game_, sprt_bot_seed(seed, p, is_b)));
    }
    auto state = game_->new_initial_state(seed);
    auto view = state->clone();
    for (long actions = 0; !game_->is_terminal(*state); ++actions) {
      if (actions >= max_actions_) {
        finished = false;
        return 0;
      }
      const int p = game_->current_player(*state);
      game_->observe(*state, p, *view);
      game_->apply_action(*state, bots[static_cast<std::size_t>(p)]->choose(*view, p), nullptr);
    }
    GameOutcome outcome;
    outcome.winning_side = game_->winning_side(*state);
    return arena_result_for_first(outcome);
  }

  GamePtr game_;
  std::string a_;
  std::string b_;
  long max_actions_;
};

}  // namespace

PairOutcome play_swapped_pair(
    const Game& game,
    const std::function<int(const std::vector<std::string>& seats, bool& finished)>& play_one) {
  PairOutcome out;
  out.b_half_points = 0;
  for (const bool swapped : {false, true}) {
    const auto seats = swapped ? arena_seating(game, "B", "A") : arena_seating(game, "A", "B");
    bool finished = true;
    const int first = play_one(seats, finished);
    const int for_b = swapped ? first : -first;
    out.b_half_points += for_b + 1;
    if (for_b > 0) ++out.b_wins;
    if (for_b < 0) ++out.a_wins;
    if (for_b == 0) ++out.draws;
    if (!finished) ++out.unfinished;
  }
  return out;
}

std::uint64_t sprt_bot_seed(std::uint64_t deal_seed, int player, bool bot_b) {
  return derive_seed(deal_seed, (bot_b ? 2000 : 1000) + static_cast<std::uint64_t>(player));
}

std::unique_ptr<PairPlayer> make_local_pair_player(const std::string& game,
                                                   const std::string& bot_a,
                                                   const std::string& bot_b, long max_actions) {
  return std::make_unique<LocalPairPlayer>(game, bot_a, bot_b, max_actions);
}

SprtRunResult run_sprt(const SprtRunConfig& config) {
  const auto started = std::chrono::steady_clock::now();
  check_sprt_bounds(config.bounds);
  if (config.max_games < 2) throw SpecError("sprt: the game limit must be at least 2");
  if (!config.make_player) throw SpecError("sprt: no way to play the games was given");
  const int max_pairs = (config.max_games + 1) / 2;

  SprtRunResult result;
  result.bounds = config.bounds;
  result.state = sprt_state(result.pairs, config.bounds);
  std::vector<std::optional<PairOutcome>> outcomes(static_cast<std::size_t>(max_pairs));
  std::size_t counted = 0;
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::exception_ptr failure;

  auto worker = [&](int t) {
    try {
      const auto player = config.make_player(t);
      for (int k = next++; k < max_pairs && !stop; k = next++) {
        const PairOutcome o =
            player->play_pair(derive_seed(config.seed, static_cast<std::uint64_t>(k)));
        std::lock_guard lock(mutex);
        if (stop) break;
        outcomes[static_cast<std::size_t>(k)] = o;
        // Count the finished prefix in order: where the test stops must not depend on which
        // worker was quicker.
        while (counted < outcomes.size() && outcomes[counted]) {
          count(result, *outcomes[counted]);
          ++counted;
          result.state = sprt_state(result.pairs, config.bounds);
          if (config.progress) config.progress(result);
          if (result.state.verdict != SprtVerdict::kUndecided) {
            stop = true;
            break;
          }
        }
      }
    } catch (...) {
      std::lock_guard lock(mutex);
      if (!failure) failure = std::current_exception();
      stop = true;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::max(1, config.threads); ++t) pool.emplace_back(worker, t);
  worker(0);
  for (auto& th : pool) th.join();
  if (failure) std::rethrow_exception(failure);

  result.reached_max = result.state.verdict == SprtVerdict::kUndecided;
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

}  // namespace bivouac
