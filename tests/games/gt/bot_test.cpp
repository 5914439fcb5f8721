// The heuristic bot must clearly beat random play.
#include "core/bot.h"

#include <gtest/gtest.h>

#include "games/gt/position.h"
#include "sim/batch.h"

namespace bivouac::gt {
namespace {

TEST(GtBot, HeuristicBeatsRandomFromBothSeats) {
  auto g = std::static_pointer_cast<const Game>(testing::make());
  int wins = 0;
  const int games = 200;
  for (int i = 0; i < games; ++i) {
    const bool first = i % 2 == 0;
    const std::vector<std::string> bots = first ? std::vector<std::string>{"heuristic", "random"}
                                                : std::vector<std::string>{"random", "heuristic"};
    const auto out = play_game(g, bots, derive_seed(11, static_cast<std::uint64_t>(i)), 100000);
    if (out.winning_side == (first ? 0 : 1)) ++wins;
  }
  EXPECT_GT(wins, games * 7 / 10) << wins << " wins of " << games;
}

TEST(GtBot, HeuristicPlaysFourPlayerGames) {
  auto g = std::static_pointer_cast<const Game>(testing::make("gt:players=4"));
  int wins = 0;
  for (int i = 0; i < 60; ++i) {
    const auto out = play_game(g, {"heuristic", "random"},
                               derive_seed(12, static_cast<std::uint64_t>(i)), 100000);
    if (out.winning_side == 0) ++wins;
  }
  EXPECT_GT(wins, 40);
}

}  // namespace
}  // namespace bivouac::gt
