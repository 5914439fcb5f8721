#include "sim/arena.h"

#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <exception>
#include <limits>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "core/bot.h"
#include "core/errors.h"
#include "core/registry.h"
#include "sim/arena_elo.h"
#include "sim/batch.h"

namespace bivouac {

namespace {

struct Job {
  int pair = 0;
  int deal = 0;
  bool swapped = false;
};

}  // namespace

std::vector<std::string> arena_seating(const Game& game, const std::string& first,
                                       const std::string& second) {
  std::vector<std::string> seats;
  for (int p = 0; p < game.num_players(); ++p) {
    seats.push_back(game.side_of(p) % 2 == 0 ? first : second);
  }
  return seats;
}

int arena_result_for_first(const GameOutcome& o) {
  if (o.winning_side < 0) return 0;
  return o.winning_side % 2 == 0 ? 1 : -1;
}

Interval ArenaResult::win_rate(int row, int column) const {
  const PairResult& p = pair(row, column);
  const int wins = p.a == row ? p.a_wins : p.b_wins;
  return wilson_interval(wins, p.games);
}

const PairResult& ArenaResult::pair(int x, int y) const {
  for (const PairResult& p : pairs) {
    if ((p.a == x && p.b == y) || (p.a == y && p.b == x)) return p;
  }
  throw std::out_of_range(fmt::format("no pairing of bots {} and {}", x, y));
}

ArenaResult run_arena(const ArenaConfig& config) {
  const auto started = std::chrono::steady_clock::now();
  const GamePtr game = GameRegistry::instance().create(config.game);
  if (config.bots.size() < 2) throw SpecError("an arena needs at least two bots");
  if (std::set<std::string>(config.bots.begin(), config.bots.end()).size() != config.bots.size()) {
    throw SpecError("each bot may appear only once in an arena");
  }
  if (config.games_per_pair < 1) throw SpecError("an arena needs at least one game per pairing");
  if (config.first_deal < 0) throw SpecError("the first deal is counted from 0, not negative");
  if (config.first_deal > std::numeric_limits<int>::max() - (config.games_per_pair + 1) / 2)
    throw SpecError("the first deal plus the deals played must fit in an int");
  // Fail early, on the calling thread, if a bot spec is wrong.
  for (const auto& spec : config.bots) (void)BotRegistry::instance().create(spec, game, 0);

  ArenaResult result;
  result.config = config;
  result.config.progress = nullptr;
  result.config.games_per_pair += config.games_per_pair % 2;
  result.game_spec = game->spec();
  const int deals = result.config.games_per_pair / 2;
  const int n = static_cast<int>(config.bots.size());
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) result.pairs.push_back(PairResult{a, b});
  }
  std::vector<Job> jobs;
  for (int p = 0; p < static_cast<int>(result.pairs.size()); ++p) {
    for (int d = config.first_deal; d < config.first_deal + deals; ++d) {
      jobs.push_back(Job{p, d, false});
      jobs.push_back(Job{p, d, true});
    }
  }

  std::vector<GameOutcome> outcomes(jobs.size());
  std::atomic<std::size_t> next{0};
  std::atomic<int> done{0};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  const int total = static_cast<int>(jobs.size());
  auto worker = [&]() {
    try {
      for (std::size_t i = next++; i < jobs.size(); i = next++) {
        const Job& job = jobs[i];
        const PairResult& pr = result.pairs[static_cast<std::size_t>(job.pair)];
        const std::string& a = config.bots[static_cast<std::size_t>(pr.a)];
        const std::string& b = config.bots[static_cast<std::size_t>(pr.b)];
        const auto seats = job.swapped ? arena_seating(*game, b, a) : arena_seating(*game, a, b);
        outcomes[i] =
            play_game(game, seats, derive_seed(config.seed, static_cast<std::uint64_t>(job.deal)),
                      config.max_actions);
        const int d = ++done;
        if (config.progress) config.progress(d, total);
      }
    } catch (...) {
      std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next = jobs.size();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::max(1, config.threads); ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);

  for (std::size_t i = 0; i < jobs.size(); ++i) {
    PairResult& pr = result.pairs[static_cast<std::size_t>(jobs[i].pair)];
    const int first = arena_result_for_first(outcomes[i]);
    const int for_a = jobs[i].swapped ? -first : first;
    ++pr.games;
    if (for_a > 0) ++pr.a_wins;
    if (for_a < 0) ++pr.b_wins;
    if (for_a == 0) ++pr.draws;
    if (!outcomes[i].finished) ++pr.unfinished;
    // Jobs come in deals: the unswapped game, then the swapped one.
    if (jobs[i].swapped) {
      const int b_half_points =
          half_points_for_b(arena_result_for_first(outcomes[i - 1])) + half_points_for_b(for_a);
      ++pr.deals[static_cast<std::size_t>(b_half_points)];
    }
  }

  std::vector<PairScore> scores;
  result.elo.assign(static_cast<std::size_t>(n), EloRating{});
  for (const PairResult& pr : result.pairs) {
    scores.push_back(
        PairScore{pr.a, pr.b, static_cast<double>(pr.games), pr.a_wins + 0.5 * pr.draws});
    auto& ea = result.elo[static_cast<std::size_t>(pr.a)];
    auto& eb = result.elo[static_cast<std::size_t>(pr.b)];
    ea.games += pr.games;
    eb.games += pr.games;
    ea.score += pr.a_wins + 0.5 * pr.draws;
    eb.score += pr.b_wins + 0.5 * pr.draws;
  }
  const EloFit fit = fit_elo(n, scores, config.elo_prior_draws);
  for (int i = 0; i < n; ++i) {
    auto& e = result.elo[static_cast<std::size_t>(i)];
    e.elo = fit.elo[static_cast<std::size_t>(i)];
    e.error95 = 1.959963984540054 * fit.std_error[static_cast<std::size_t>(i)];
    if (e.games > 0) e.score /= e.games;
  }
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

}  // namespace bivouac
