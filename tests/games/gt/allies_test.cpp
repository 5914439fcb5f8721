// More than two players (L42-45): two sides, one hand and army per player, turns alternating
// between the sides; the retire option (L219).
#include <gtest/gtest.h>

#include "games/gt/internal.h"
#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

using testing::Position;

std::vector<int> turn_order(const std::string& spec, int turns) {
  auto g = testing::make(spec);
  auto s = g->new_initial_state(5);
  auto& st = as<GtState>(*s);
  std::vector<int> order;
  ActionList legal;
  while (static_cast<int>(order.size()) < turns && !g->is_terminal(*s)) {
    if (order.empty() || st.turn != order.size()) order.push_back(st.active);
    if (static_cast<int>(order.size()) >= turns) break;
    g->legal_actions(*s, legal);
    // Never attack: "done" when possible, else the first discard.
    Action a = legal[0];
    for (Action x : legal) {
      if (act_kind(x) == Act::kDone) a = x;
    }
    const auto before = st.turn;
    g->apply_action(*s, a, nullptr);
    if (st.turn != before && static_cast<int>(order.size()) < turns) order.push_back(st.active);
  }
  order.resize(static_cast<std::size_t>(std::min<int>(turns, static_cast<int>(order.size()))));
  return order;
}

TEST(GtAllies, L44_TurnsAlternateBetweenTheSides) {
  auto g = testing::make("gt:players=4");
  EXPECT_EQ(g->num_sides(), 2);
  EXPECT_EQ(g->side_of(0), 0);
  EXPECT_EQ(g->side_of(1), 1);
  EXPECT_EQ(g->side_of(2), 0);
  EXPECT_EQ(g->side_of(3), 1);
  const auto order = turn_order("gt:players=4", 8);
  ASSERT_EQ(order.size(), 8u);
  for (std::size_t i = 1; i < order.size(); ++i) {
    EXPECT_NE(order[i] % 2, order[i - 1] % 2) << "turn " << i;
  }
  // Each player of a side gets his turn in rotation.
  EXPECT_EQ(order[0], order[4]);
  EXPECT_NE(order[0], order[2]);
}

TEST(GtAllies, L45_ThreePlayersAlternateSidesWithTheLoneHandEveryOtherTurn) {
  const auto order = turn_order("gt:players=3", 8);
  ASSERT_EQ(order.size(), 8u);
  for (std::size_t i = 1; i < order.size(); ++i) EXPECT_NE(order[i] % 2, order[i - 1] % 2);
}

TEST(GtAllies, L44_EachPlayerHasHisOwnHandAndAnAllyDoesNotSeeIt) {
  auto g = testing::make("gt:players=4");
  auto s = g->new_initial_state(9);
  const auto& st = as<GtState>(*s);
  for (int p = 0; p < 4; ++p) {
    EXPECT_EQ(st.units[static_cast<std::size_t>(p)].size(), 5u);
    auto obs = g->observation(*s, p);
    for (int q = 0; q < 4; ++q) {
      for (CardId c : as<GtState>(*obs).hand[static_cast<std::size_t>(q)]) {
        EXPECT_EQ(c == kUnknownCard, p != q);
      }
    }
  }
}

TEST(GtAllies, L3_TheSideWinsWhenEveryOpposingPlayerIsDestroyedAndReturnsCountPerSide) {
  auto g = testing::make("gt:players=4");
  Position pos(g);
  pos.unit(0, "12 Pound Cannon");
  pos.unit(2, "Grenadiers");
  pos.unit(1, "Green Troops", 4);
  pos.unit(3, "Green Troops", 4);
  pos.hand(0, {"Shells"});
  pos.start(0);
  pos.play("attack with Shells by 12 Pound Cannon (P1 #1)");
  pos.play("target Green Troops (P2 #1)");
  EXPECT_FALSE(g->is_terminal(pos.s()));
  EXPECT_EQ(pos.s().seat[1], Seat::kDestroyed);
  // Player 2 is out, so his turns are skipped: next is Player 4 (side B), then Player 3.
  EXPECT_EQ(pos.s().active == 3 || pos.s().active == 2, true);
  pos.s().units[3][0].dm = 5;                                      // hand-made: over its Defense...
  detail::check_defeat(*g, pos.s(), 3, 0, 0, -1, kNone, nullptr);  // ...so it falls
  EXPECT_TRUE(g->is_terminal(pos.s()));
  EXPECT_EQ(g->winning_side(pos.s()), 0);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(g->returns(pos.s(), p), p % 2 == 0 ? 1.0 : -1.0);
}

TEST(GtAllies, L219_RetireAtTwoOptionRemovesAPlayerReducedToTwoUnits) {
  for (const bool retire : {false, true}) {
    auto g = testing::make(retire ? "gt:retire_at_two=on" : "gt");
    Position pos(g);
    pos.unit(0, "12 Pound Cannon");
    pos.unit(1, "Green Troops", 4);
    pos.unit(1, "Fusiliers");
    pos.unit(1, "Troopers");
    pos.hand(0, {"Shells"});
    pos.hand(1, {"Strategy"});
    pos.start(0);
    pos.play("attack with Shells by 12 Pound Cannon (P1 #1)");
    pos.play("target Green Troops (P2 #1)");
    EXPECT_EQ(g->is_terminal(pos.s()), retire);
    if (retire) {
      EXPECT_EQ(pos.s().seat[1], Seat::kRetired);
    }
  }
}

}  // namespace
}  // namespace bivouac::gt
