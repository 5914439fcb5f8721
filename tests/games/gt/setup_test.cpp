// Setup (L47-52, L209-219) and the turn sequence (L54-65, L110-111).
#include <gtest/gtest.h>

#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

using testing::Position;

TEST(GtSetup, L47_EachPlayerGetsFiveUnitsFaceUpAndFiveCards) {
  auto g = testing::make();
  auto s = g->new_initial_state(3);
  const auto& st = as<GtState>(*s);
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(st.units[static_cast<std::size_t>(p)].size(), 5u);
    // The first player has already drawn for his first turn (L64).
    EXPECT_EQ(st.hand[static_cast<std::size_t>(p)].size(), p == st.active ? 6u : 5u);
  }
  EXPECT_EQ(st.army.size(), 46u);
}

TEST(GtSetup, L49_MostLightInfantryGoesFirstAndDragoonsCount) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Jagers");
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Dragoons");
  pos.unit(1, "Voltiguers");
  EXPECT_EQ(g->first_player(pos.s()), 1);
}

TEST(GtSetup, L50_TiedLightInfantryThenMostCavalryGoesFirst) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Jagers");
  pos.unit(0, "Hussars");
  pos.unit(1, "Jagers");
  pos.unit(1, "Grenadiers");
  EXPECT_EQ(g->first_player(pos.s()), 0);
}

TEST(GtSetup, L51_StillTiedFlipsACoin) {
  auto g = testing::make();
  for (int coin : {1, 2}) {
    Position pos(g);
    pos.unit(0, "Jagers");
    pos.unit(1, "Jagers");
    pos.s().chance.force(coin);
    EXPECT_EQ(g->first_player(pos.s()), coin - 1);
  }
}

TEST(GtSetup, L211_BalancedForcesDealOneUnitOfEachClass) {
  auto g = testing::make("gt:balanced_forces=on,players=3");
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    auto s = g->new_initial_state(seed);
    for (const auto& army : as<GtState>(*s).units) {
      if (army.empty()) continue;
      int classes = 0;
      for (const Unit& u : army) classes |= g->unit_type(u.type).troop_class;
      EXPECT_EQ(army.size(), 5u);
      EXPECT_EQ(classes, 31);
    }
  }
}

TEST(GtTurn, L64_TheDrawPhaseDrawsOneBattleCard) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.s().deck.erase_value(testing::battle_id(*g, "Strategy"));
  pos.s().deck.push_back(testing::battle_id(*g, "Strategy"));
  pos.start(0, true);
  ASSERT_EQ(pos.s().hand[0].size(), 1u);
  EXPECT_EQ(g->card(pos.s().hand[0][0]).name, "Strategy");
}

TEST(GtTurn, L65_AnEmptyDeckReshufflesTheDiscard) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Strategy"});  // a decision, so the turn stops in the Reserve phase
  while (!pos.s().deck.empty()) pos.s().discard.push_back(pos.s().deck.pop_back());
  const std::size_t total = pos.s().discard.size();
  pos.start(0, true);
  EXPECT_EQ(pos.s().hand[0].size(), 2u);
  EXPECT_EQ(pos.s().deck.size(), total - 1);
  EXPECT_TRUE(pos.s().discard.empty());
}

TEST(GtTurn, L110_HandLimitIsFiveAtTheEndPhase) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Hussars");
  pos.hand(1, {"Strategy"});  // so the next turn stops at once
  pos.hand(0, {"Infantry Square", "Infantry Square", "Infantry Square", "Open Order", "Open Order",
               "Reverse Slope", "Reverse Slope"});
  pos.start(0);
  EXPECT_EQ(pos.s().step, Step::kEndDiscard);
  EXPECT_EQ(pos.legal_texts(),
            (std::vector<std::string>{"discard Infantry Square", "discard Open Order",
                                      "discard Reverse Slope"}));
  pos.play("discard Open Order");
  EXPECT_EQ(pos.s().step, Step::kEndDiscard);
  pos.play("discard Open Order");
  EXPECT_EQ(pos.s().hand[0].size(), 5u);
  EXPECT_EQ(pos.s().active, 1);
}

TEST(GtTurn, L184_CommandingColonelRaisesTheHandLimitToSix) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers", 0, "Commanding Colonel");
  pos.unit(1, "Hussars");
  pos.hand(1, {"Strategy"});  // so the next turn stops at once
  pos.hand(0, {"Infantry Square", "Infantry Square", "Infantry Square", "Open Order", "Open Order",
               "Reverse Slope", "Reverse Slope"});
  pos.start(0);
  EXPECT_EQ(g->hand_limit(pos.s(), 0), 6);
  pos.play("discard Reverse Slope");
  EXPECT_EQ(pos.s().hand[0].size(), 6u);
  EXPECT_EQ(pos.s().active, 1);
}

TEST(GtTurn, L3_DestroyingEveryOpposingUnitWins) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "12 Pound Cannon");
  pos.unit(1, "Green Troops", 4);
  pos.hand(0, {"Shells"});
  pos.start(0);
  pos.play("attack with Shells by 12 Pound Cannon (P1 #1)");
  pos.play("target Green Troops (P2 #1)");
  EXPECT_TRUE(g->is_terminal(pos.s()));
  EXPECT_EQ(g->winning_side(pos.s()), 0);
  EXPECT_EQ(g->returns(pos.s(), 0), 1.0);
  EXPECT_EQ(g->returns(pos.s(), 1), -1.0);
  EXPECT_EQ(g->end_reason(pos.s()), "destroyed");
}

TEST(GtTurn, TurnLimitOptionEndsInADraw) {
  auto g = testing::make("gt:turn_limit=3");
  auto s = g->new_initial_state(1);
  Rng rng(1);
  ActionList legal;
  while (!g->is_terminal(*s)) {
    g->legal_actions(*s, legal);
    g->apply_action(*s, legal[legal.size() - 1], nullptr);  // always "done": nobody attacks
  }
  EXPECT_EQ(g->turn_number(*s), 3);
  EXPECT_EQ(g->winning_side(*s), -1);
  EXPECT_EQ(g->end_reason(*s), "turn limit");
}

}  // namespace
}  // namespace bivouac::gt
