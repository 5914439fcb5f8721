// `bivouac arena --turn-times`: whole games one at a time, every decision timed and summed into
// turns, wins and deals that add up, progress after each game, and bad runs refused.
#include "sim/turn_times.h"

#include <gtest/gtest.h>

#include <limits>

#include "ai/deal_totals.h"
#include "core/errors.h"

namespace bivouac {
namespace {

TEST(TurnTimes, GamesDealsAndTurnsAddUp) {
  TurnTimeConfig config;
  config.game = "muskets";
  config.bot_a = "random";
  config.bot_b = "heuristic";
  config.games = 5;  // made even: 3 deals from both seats
  config.seed = 7;
  std::vector<int> progress;
  config.progress = [&](int done, int total) {
    EXPECT_EQ(total, 6);
    progress.push_back(done);
  };
  const TurnTimeResult r = measure_turn_times(config);
  EXPECT_EQ(progress, (std::vector<int>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(r.a.games, 6);
  EXPECT_EQ(r.b.games, 6);
  EXPECT_EQ(r.a.wins + r.b.wins + r.draws, 6);
  const testing::DealTotals t = testing::deal_totals(r.deals);
  EXPECT_EQ(t.deals, 3);
  EXPECT_EQ(t.b_half_points, 2 * r.b.wins + r.draws);
  for (const BotTurnTimes* t : {&r.a, &r.b}) {
    EXPECT_FALSE(t->turn_seconds.empty()) << t->bot;
    // A turn is one or more decisions of the same player.
    EXPECT_GE(t->decision_seconds.size(), t->turn_seconds.size()) << t->bot;
    for (double s : t->turn_seconds) EXPECT_GE(s, 0.0);
  }
}

TEST(TurnTimes, ChunksFromLaterDealsAddUpToTheWholeRun) {
  TurnTimeConfig whole;
  whole.game = "muskets";
  whole.bot_a = "random";
  whole.bot_b = "heuristic";
  whole.games = 12;
  whole.seed = 9;
  const TurnTimeResult all = measure_turn_times(whole);
  TurnTimeConfig chunk = whole;
  testing::DealChunks chunks;
  int b_wins = 0;
  for (int d = 0; d < 6; ++d) {
    chunk.first_deal = d;
    chunk.games = 2;
    const TurnTimeResult one = measure_turn_times(chunk);
    chunks.add(one.deals);
    b_wins += one.b.wins;
  }
  ASSERT_GT(chunks.kinds.size(), 1u);
  EXPECT_EQ(chunks.sum, all.deals);
  EXPECT_EQ(b_wins, all.b.wins);
  chunk.first_deal = -1;
  EXPECT_THROW((void)measure_turn_times(chunk), SpecError);
  chunk.first_deal = std::numeric_limits<int>::max();  // deals past it would overflow
  EXPECT_THROW((void)measure_turn_times(chunk), SpecError);
}

TEST(TurnTimes, QuantilesByNearestRank) {
  EXPECT_EQ(quantile({}, 0.5), 0.0);
  EXPECT_EQ(quantile({3.0, 1.0, 2.0}, 0.5), 2.0);
  EXPECT_EQ(quantile({3.0, 1.0, 2.0}, 1.0), 3.0);
  std::vector<double> hundred;
  for (int i = 1; i <= 100; ++i) hundred.push_back(i);
  EXPECT_EQ(quantile(hundred, 0.95), 95.0);
}

TEST(TurnTimes, BadRunsAreRefused) {
  TurnTimeConfig config;
  config.bot_a = "random";
  config.bot_b = "heuristic";
  config.games = 0;
  EXPECT_THROW((void)measure_turn_times(config), SpecError);
  config.games = 2;
  config.game = "no-such-game";
  EXPECT_THROW((void)measure_turn_times(config), SpecError);
}

}  // namespace
}  // namespace bivouac
