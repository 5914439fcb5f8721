// Turn tracker: steps 1.1-6.3 (lines 17-41) and the tests that fall due (lines 51-67).
#include <gtest/gtest.h>

#include "core/errors.h"
#include "games/reg/turn_tracker.h"

using namespace bivouac::reg;

namespace {
std::vector<std::string> due_keys(const TurnTracker& t) {
  std::vector<std::string> out;
  for (const auto* r : t.tests_due(Tables::get())) out.push_back(r->key);
  return out;
}
}  // namespace

TEST(regTurn, WalksAllStepsAndWrapsLines17To41) {
  const auto& tt = Tables::get().turn;
  TurnTracker t;
  EXPECT_EQ(t.step(tt).id, "1.1");
  int phase_changes = 0;
  for (int i = 0; i < 24; ++i) {
    if (t.next(tt).new_phase) ++phase_changes;
  }
  EXPECT_EQ(t.step(tt).id, "6.3");
  EXPECT_EQ(phase_changes, 5);
  const auto m = t.next(tt);
  EXPECT_TRUE(m.new_turn);
  EXPECT_EQ(t.turn, 2);
  EXPECT_EQ(t.step(tt).id, "1.1");
}

// Line 52: U2 falls due at 2.8, 3.2, 5.3 and 6.3; lines 57-58: U7 and U8 at 6.3.
TEST(regTurn, TestsDueByTimingLines52To58) {
  const auto& tt = Tables::get().turn;
  TurnTracker t;
  (void)t.go_to(tt, "2.8");
  EXPECT_EQ(due_keys(t), std::vector<std::string>{"U2"});
  (void)t.go_to(tt, "6.3");
  EXPECT_EQ(due_keys(t), (std::vector<std::string>{"U2", "U7", "U8"}));
  (void)t.go_to(tt, "2.6");  // its text names U5 (line 25)
  EXPECT_EQ(due_keys(t), std::vector<std::string>{"U5"});
  (void)t.go_to(tt, "4.3");
  EXPECT_TRUE(due_keys(t).empty());
  EXPECT_THROW((void)t.go_to(tt, "7.1"), bivouac::FormatError);
}

TEST(regTurn, DescribeShowsFirstTurnHesitantCheckLine79) {
  const auto& tt = Tables::get().turn;
  TurnTracker t;
  (void)t.go_to(tt, "1.2");
  EXPECT_NE(t.describe(Tables::get()).find("Hesitant"), std::string::npos);
  t.turn = 2;
  EXPECT_EQ(t.describe(Tables::get()).find("Hesitant"), std::string::npos);
}
