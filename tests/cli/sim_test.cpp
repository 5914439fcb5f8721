// Batch self-play: identical results whatever the thread count, and sound reports.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "sim/batch.h"
#include "sim/report.h"

namespace bivouac {
namespace {

TEST(Sim, TheSameSeedGivesIdenticalResultsOnAnyNumberOfThreads) {
  SimConfig c;
  c.game = "muskets";
  c.bots = {"heuristic", "random"};
  c.games = 300;
  c.seed = 77;
  c.threads = 1;
  const auto one = run_batch(c);
  c.threads = 3;
  const auto three = run_batch(c);
  ASSERT_EQ(one.size(), three.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(one[i].winning_side, three[i].winning_side) << i;
    EXPECT_EQ(one[i].actions, three[i].actions) << i;
  }
  c.seed = 78;
  const auto other = run_batch(c);
  int differ = 0;
  for (std::size_t i = 0; i < one.size(); ++i) differ += one[i].actions != other[i].actions;
  EXPECT_GT(differ, 100);
}

TEST(Sim, ReportCountsWinsDrawsAndFirstMoverAdvantage) {
  SimConfig c;
  c.game = "muskets";
  c.bots = {"random"};
  c.games = 200;
  const auto outcomes = run_batch(c);
  const auto game = make_game("muskets");
  const SimReport r = summarize(c, *game, outcomes, 1.0);
  EXPECT_EQ(r.side_win_counts[0] + r.side_win_counts[1] + r.draw_count, 200);
  EXPECT_LE(r.side_wins[0].low, r.side_wins[0].estimate);
  EXPECT_GE(r.side_wins[0].high, r.side_wins[0].estimate);
  EXPECT_GT(r.turns.mean, 0);
  const auto j = report_to_json(r);
  EXPECT_EQ(j["games"], 200);
  EXPECT_NE(report_to_text(r).find("Wilson"), std::string::npos);
}

}  // namespace
}  // namespace bivouac
