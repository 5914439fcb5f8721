// Random playouts: every game ends, and how fast (printed, not asserted: machines differ).
#include <gtest/gtest.h>

#include <chrono>

#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

void measure(const std::string& spec, int games) {
  auto g = testing::make(spec);
  Rng rng(7);
  ActionList legal;
  long actions = 0;
  long turns = 0;
  std::array<int, 3> wins{};
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    auto s = g->new_initial_state(static_cast<std::uint64_t>(i));
    while (!g->is_terminal(*s)) {
      g->legal_actions(*s, legal);
      g->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
      ++actions;
      ASSERT_LT(actions, 100000000L);
      if (actions % 7 == 0) {
        ASSERT_NO_THROW(g->check_invariants(*s));
      }
    }
    turns += g->turn_number(*s);
    ++wins[static_cast<std::size_t>(g->winning_side(*s) + 1)];
  }
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "%s: %d games, %.0f actions and %.0f turns a game, %.2f M actions/s; draws %d, side A %d, "
      "side B %d\n",
      spec.c_str(), games, double(actions) / games, double(turns) / games, actions / secs / 1e6,
      wins[0], wins[1], wins[2]);
}

TEST(GtPlayouts, RandomGamesEndAndAreFast) {
  measure("gt", 300);
  measure("gt:players=4", 100);
  measure("gt:players=6", 50);
  measure("gt:players=5,retire_at_two=on", 50);
}

}  // namespace
}  // namespace bivouac::gt
