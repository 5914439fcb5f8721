// The Reserve phase (L67-74): Reserve card, Leaders, Terrain, Rally.
#include <gtest/gtest.h>

#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

using testing::Position;

TEST(GtReserve, L67_ReserveCardPutsARandomUnitFromTheArmyDeckIntoPlay) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Reserve", "Strategy"});
  g->force_draws(pos.s(), "army", {"Cuirassiers"});
  pos.start(0);
  pos.play("play Reserve");
  ASSERT_EQ(pos.s().units[0].size(), 2u);
  EXPECT_EQ(g->unit_type(pos.s().units[0][1].type).name, "Cuirassiers");
  EXPECT_EQ(pos.s().discard.back(), testing::battle_id(*g, "Reserve"));
}

TEST(GtReserve, L67_ReserveIsNotPlayableWithAnEmptyArmyDeck) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  while (!pos.s().army.empty()) pos.s().victory_units[1].push_back(pos.s().army.pop_back());
  pos.hand(0, {"Reserve", "Strategy"});
  pos.start(0);
  EXPECT_FALSE(pos.legal("play Reserve"));
  EXPECT_TRUE(pos.legal("play Strategy"));
}

TEST(GtReserve, L70_AUnitHoldsAtMostOneLeader) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers", 0, "Brave Corporal");
  pos.unit(0, "Jagers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Heroic Lieutenant"});
  pos.start(0);
  EXPECT_FALSE(pos.legal("attach Heroic Lieutenant to Grenadiers (P1 #1)"));
  pos.play("attach Heroic Lieutenant to Jagers (P1 #2)");
  EXPECT_EQ(pos.s().units[0][1].leader, testing::battle_id(*g, "Heroic Lieutenant"));
}

TEST(GtReserve, L71_LeadersMoveToAnotherUnitOncePerPhase) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers", 0, "Brave Corporal");
  pos.unit(0, "Jagers");
  pos.unit(0, "Troopers", 0, "Heroic Lieutenant");
  pos.unit(0, "Fusiliers");
  pos.unit(1, "Grenadiers");
  pos.start(0);
  pos.play("move Brave Corporal from Grenadiers (P1 #1) to Jagers (P1 #2)");
  ASSERT_EQ(pos.s().step, Step::kReserve);
  EXPECT_TRUE(pos.legal("move Heroic Lieutenant from Troopers (P1 #3) to Fusiliers (P1 #4)"));
  EXPECT_EQ(pos.s().units[0][1].leader, testing::battle_id(*g, "Brave Corporal"));
  EXPECT_EQ(pos.s().units[0][0].leader, kNone);
  // No leader may shuttle back and forth for ever in one phase.
  EXPECT_FALSE(pos.legal("move Brave Corporal from Jagers (P1 #2) to Fusiliers (P1 #4)"));
}

TEST(GtReserve, L72_TerrainOnlyOnNonCavalryUnits) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Cuirassiers");
  pos.unit(0, "Dragoons");
  pos.unit(0, "6 Pound Cannon");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Low Wall"});
  pos.start(0);
  EXPECT_EQ(
      pos.legal_texts(),
      (std::vector<std::string>{"attach Low Wall to 6 Pound Cannon (P1 #3)", "end reserve phase"}));
}

TEST(GtReserve, L72_DragoonsTakeTerrainOnlyUnderTheirOption) {
  auto g = testing::make("gt:dragoons_take_terrain=on");
  Position pos(g);
  pos.unit(0, "Dragoons");
  pos.unit(0, "Hussars");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Low Wall"});
  pos.start(0);
  EXPECT_TRUE(pos.legal("attach Low Wall to Dragoons (P1 #1)"));
  EXPECT_FALSE(pos.legal("attach Low Wall to Hussars (P1 #2)"));
}

TEST(GtReserve, L73_AUnitHoldsAtMostOneTerrain) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers", 0, "", "Redoubt");
  pos.unit(0, "Jagers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Low Wall"});
  pos.start(0);
  EXPECT_FALSE(pos.legal("attach Low Wall to Grenadiers (P1 #1)"));
  pos.play("attach Low Wall to Jagers (P1 #2)");
  EXPECT_EQ(g->defense(pos.s().units[0][1]), 6 + 2);
  EXPECT_EQ(g->defense(pos.s().units[0][0]), 7 + 4);
}

TEST(GtReserve, L74_RallyRemovesFourDamageMarkersFromOneOwnUnit) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grognards", 6);
  pos.unit(0, "Jagers", 2);
  pos.unit(1, "Grenadiers", 3);
  pos.hand(0, {"Rally", "Rally"});
  pos.start(0);
  EXPECT_FALSE(pos.legal("play Rally on Grenadiers (P2 #1)"));
  pos.play("play Rally on Grognards (P1 #1)");
  EXPECT_EQ(pos.s().units[0][0].dm, 2);
  pos.play("play Rally on Jagers (P1 #2)");
  EXPECT_EQ(pos.s().units[0][1].dm, 0);
}

}  // namespace
}  // namespace bivouac::gt
