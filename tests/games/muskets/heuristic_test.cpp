// The heuristic bot must clearly beat random play, from either seat.
#include <gtest/gtest.h>

#include "sim/batch.h"
#include "sim/stats.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

TEST(MusketsHeuristic, BeatsRandomFromBothSeats) {
  const int games = bivouac::testing::property_games(1000);
  for (int seat = 0; seat < 2; ++seat) {
    SimConfig config;
    config.game = "muskets";
    config.bots = seat == 0 ? std::vector<std::string>{"heuristic", "random"}
                            : std::vector<std::string>{"random", "heuristic"};
    config.games = games;
    config.seed = 11;
    int wins = 0;
    for (const auto& o : run_batch(config)) wins += o.winning_side == seat;
    const auto interval = wilson_interval(wins, games);
    EXPECT_GT(interval.low, 0.6) << "heuristic in seat " << seat + 1 << " won " << wins << "/"
                                 << games;
  }
}

}  // namespace
}  // namespace bivouac
