// Measurements, not checks: run with --gtest_also_run_disabled_tests --gtest_filter='*Measure*'.
// Random-playout speed, game length and end reasons, and heuristic against random with a 95%
// interval (both seatings).
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <map>

#include "core/bot.h"
#include "core/registry.h"
#include "support/random_play.h"

namespace bivouac::raf::test {
namespace {

TEST(Measure, DISABLED_RandomPlayoutSpeed) {
  auto game = make_game("ready-aim-fire");
  long actions = 0;
  long turns = 0;
  std::map<std::string, int> reasons;
  const int games = 2000;
  const auto t0 = std::chrono::steady_clock::now();
  ActionList legal;
  for (int g = 0; g < games; ++g) {
    auto s = game->new_initial_state(static_cast<std::uint64_t>(g));
    Rng rng(static_cast<std::uint64_t>(g) * 7 + 1);
    while (!game->is_terminal(*s)) {
      game->legal_actions(*s, legal);
      game->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
      ++actions;
    }
    turns += game->turn_number(*s);
    ++reasons[game->end_reason(*s)];
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%d games, %ld actions, %.0f actions/s, %.1f actions/game, %.1f turns/game\n", games,
              actions, static_cast<double>(actions) / secs, static_cast<double>(actions) / games,
              static_cast<double>(turns) / games);
  for (const auto& [r, n] : reasons) std::printf("  %s: %d\n", r.c_str(), n);
}

double play(const GamePtr& game, const std::string& a, const std::string& b, int games, int seat_of_a) {
  double wins = 0;
  long turns = 0;
  for (int g = 0; g < games; ++g) {
    auto s = game->new_initial_state(static_cast<std::uint64_t>(1000 + g));
    std::unique_ptr<Bot> bots[2];
    bots[seat_of_a] = BotRegistry::instance().create(a, game, static_cast<std::uint64_t>(g));
    bots[1 - seat_of_a] = BotRegistry::instance().create(b, game, static_cast<std::uint64_t>(g) + 99);
    while (!game->is_terminal(*s)) {
      const int p = game->current_player(*s);
      auto obs = game->observation(*s, p);
      game->apply_action(*s, bots[p]->choose(*obs, p), nullptr);
    }
    const double r = game->returns(*s, seat_of_a);
    wins += r > 0 ? 1 : (r == 0 ? 0.5 : 0);
    turns += game->turn_number(*s);
  }
  std::printf("  mean length %.1f turns\n", static_cast<double>(turns) / games);
  return wins / games;
}

TEST(Measure, DISABLED_HeuristicBeatsRandom) {
  auto game = make_game("ready-aim-fire");
  const int n = 500;
  for (int seat = 0; seat < 2; ++seat) {
    const double p = play(game, "heuristic", "random", n, seat);
    const double half = 1.96 * std::sqrt(p * (1 - p) / n);
    std::printf("heuristic as player %d vs random: %.3f +- %.3f (%d games)\n", seat + 1, p, half, n);
  }
}

}  // namespace
}  // namespace bivouac::raf::test
