// Batch self-play: identical results whatever the thread count, and sound reports.
#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>

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

// Workers claim runs of games and each plays on a Game of its own; the shards of a distributed
// run, each on two threads, must still put together the single-threaded batch exactly.
TEST(Sim, ShardsOnSeveralThreadsTogetherEqualOneThreadedBatch) {
  SimConfig c;
  c.game = "gt";
  c.games = 157;  // not a multiple of the shard count or of a run's length
  c.first_game = 40;
  c.seed = 5;
  const auto whole = run_batch(c);
  std::vector<int> filled(whole.size(), 0);
  c.threads = 2;
  c.shard_count = 3;
  for (c.shard = 0; c.shard < 3; ++c.shard) {
    const auto part = run_batch(c);
    for (std::size_t i = 0; i < part.size(); ++i) {
      if ((static_cast<int>(i) + c.first_game) % 3 != c.shard) {
        EXPECT_EQ(part[i].actions, 0) << "shard " << c.shard << " played game " << i;
        continue;
      }
      ++filled[i];
      EXPECT_EQ(part[i].actions, whole[i].actions) << i;
      EXPECT_EQ(part[i].winning_side, whole[i].winning_side) << i;
      EXPECT_EQ(part[i].turns, whole[i].turns) << i;
    }
  }
  for (std::size_t i = 0; i < filled.size(); ++i) EXPECT_EQ(filled[i], 1) << i;
  // run_shard gives the same games without the others' slots.
  c.shard = 1;
  const auto compact = run_shard(c);
  std::size_t j = 0;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    if ((static_cast<int>(i) + c.first_game) % 3 != 1) continue;
    ASSERT_LT(j, compact.size());
    EXPECT_EQ(compact[j].actions, whole[i].actions) << i;
    EXPECT_EQ(compact[j].turns, whole[i].turns) << i;
    ++j;
  }
  EXPECT_EQ(j, compact.size());
}

TEST(Sim, ProgressCountsEveryGameOnceAndEndsAtTheTotal) {
  SimConfig c;
  c.game = "muskets";
  c.games = 2000;  // long enough for runs of several games
  c.threads = 2;
  std::mutex m;
  std::vector<int> seen;
  c.progress = [&](int done, int total) {
    std::lock_guard lock(m);
    EXPECT_EQ(total, 2000);
    seen.push_back(done);
  };
  (void)run_batch(c);
  ASSERT_FALSE(seen.empty());
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(seen.back(), 2000);
  EXPECT_EQ(std::adjacent_find(seen.begin(), seen.end()), seen.end()) << "a count was repeated";
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
