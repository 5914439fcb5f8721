// CASUALTY PHASE (003 L1) and the turn limit option (rulings §6).
#include <gtest/gtest.h>

#include "fixtures.h"
#include "games/volley/bits.h"

namespace bivouac::volley {
namespace {

TEST(VolleyCasualty, L1Casualty_TheMeldsTotalForceIsSubtractedFromTheDefender) {
  testing::Table t;
  VolleyState s = t.empty();
  s.phase = Phase::kAttack;
  t.give(s, 0, {"Cuirassiers", "Charge", "Colonel", "Breakthrough", "Flush with Victory"});
  for (const char* c : {"Cuirassiers", "Charge", "Colonel", "Breakthrough", "Flush with Victory"}) {
    t.play(s, std::string("play ") + c);
  }
  EventLog log;
  t.play(s, "attack", &log);
  t.play(s, "no defense", &log);
  EXPECT_EQ(s.troops[1], 100 - (5 + 4 + 4 + 3 + 5));
  EXPECT_EQ(s.troops[0], 100);
  bool loss = false;
  for (const Event& e : log.events()) {
    if (e.kind == "loss") {
      loss = true;
      EXPECT_NE(e.text.find("loses 21 troop points (100 -> 79)"), std::string::npos) << e.text;
    }
  }
  EXPECT_TRUE(loss);
}

TEST(VolleyCasualty, L1Casualty_PlayedCardsGoToTheDiscardPile) {
  testing::Table t;
  VolleyState s = t.empty();
  s.phase = Phase::kAttack;
  t.give(s, 0, {"Battery", "Enfilade", "Lieutenant"});
  t.give(s, 1, {"Reverse Slope"});
  t.play(s, "play Battery");
  t.play(s, "play Enfilade");
  t.play(s, "attack");
  t.play(s, "negate Enfilade with Reverse Slope");
  t.play(s, "no answer");
  EXPECT_EQ(s.troops[1], 95);
  EXPECT_EQ(s.meld, 0u);
  EXPECT_TRUE(s.reactions.empty());
  EXPECT_EQ(s.discard, t.mask({"Battery", "Enfilade", "Reverse Slope"}));
  EXPECT_EQ(s.hand[0], t.mask({"Lieutenant"}));
}

TEST(VolleyCasualty, Option_TurnLimitEndsTheGameAsADraw) {
  testing::Table t("volley:turn_limit=3");
  VolleyState s = t.empty();
  for (int turn = 0; turn < 3; ++turn) {
    ASSERT_FALSE(t.v.is_terminal(s));
    t.play(s, "done");
    t.play(s, "pass");
  }
  EXPECT_TRUE(t.v.is_terminal(s));
  EXPECT_EQ(t.v.winning_side(s), -1);
  EXPECT_EQ(t.v.returns(s, 0), 0.0);
  EXPECT_EQ(t.v.end_reason(s), "turn limit");
  EXPECT_EQ(t.v.turn_number(s), 3);
}

TEST(VolleyCasualty, Rulings7_WithoutATurnLimitPassingForeverNeverEnds) {
  testing::Table t;
  auto state = t.v.new_initial_state(4);
  auto& s = as<VolleyState>(*state);
  for (int turn = 0; turn < 5000; ++turn) {
    t.play(s, "done");
    t.play(s, "pass");
  }
  EXPECT_FALSE(t.v.is_terminal(s));
  EXPECT_EQ(s.turn, 5001);  // turns begun
}

}  // namespace
}  // namespace bivouac::volley
