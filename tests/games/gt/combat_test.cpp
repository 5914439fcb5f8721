// The Attack phase, Shoot Resolution, Opportunity and Melee Resolution (L76-108).
#include <gtest/gtest.h>

#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

using testing::Position;

TEST(GtAttack, L79_TheAttackCardMustMatchTheAttackingUnitsType) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(0, "Hussars");
  pos.unit(0, "6 Pound Cannon");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Volley Fire", "Sabers", "Cannon Balls", "Enfilade"});
  pos.start(0);
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{
                                   "attack with Volley Fire by Grenadiers (P1 #1)",
                                   "attack with Sabers by Hussars (P1 #2)",
                                   "attack with Cannon Balls by 6 Pound Cannon (P1 #3)",
                                   "attack with Enfilade by Grenadiers (P1 #1)",
                                   "attack with Enfilade by 6 Pound Cannon (P1 #3)", "no attack"}));
}

TEST(GtAttack, L81_LineInfantryMeleeOnlyInfantryAndArtillery) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Hussars");
  pos.unit(1, "Jagers");
  pos.unit(1, "Horse Artillery");
  pos.hand(0, {"Bayonet Charge"});
  pos.start(0);
  pos.play("attack with Bayonet Charge by Grenadiers (P1 #1)");
  EXPECT_EQ(pos.legal_texts(),
            (std::vector<std::string>{"target Jagers (P2 #2)", "target Horse Artillery (P2 #3)"}));
}

TEST(GtAttack, L83_AMeleeAttackerFirstDiscardsItsTerrain) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers", 0, "", "Low Wall");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Bayonet Charge"});
  pos.start(0);
  pos.play("attack with Bayonet Charge by Grenadiers (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  EXPECT_EQ(pos.s().units[0][0].terrain, kNone);
  EXPECT_TRUE(pos.s().discard.contains(testing::battle_id(*g, "Low Wall")));
  EXPECT_EQ(pos.s().units[1][0].dm, 5);  // 4 + Grenadiers' +1
}

TEST(GtShoot, L87_DamageIsCardPlusUnitModifierPlusLeaderAndTerrainBonuses) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers", 0, "Brave Corporal", "High Ground");
  pos.unit(1, "Imperial Guard");
  pos.hand(0, {"Volley Fire"});
  pos.start(0);
  pos.play("attack with Volley Fire by Grenadiers (P1 #1)");
  pos.play("target Imperial Guard (P2 #1)");
  EXPECT_EQ(pos.s().units[1][0].dm, 3 + 1 + 1 + 1);
}

TEST(GtShoot, L193_BlockingTerrainTakesOneOffEveryAttack) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Green Troops");
  pos.unit(1, "Imperial Guard", 0, "", "Blocking Terrain");
  pos.unit(1, "Fusiliers", 0, "", "Low Wall");
  pos.hand(0, {"Fusillade", "Line of Muskets"});
  pos.start(0);
  pos.play("attack with Line of Muskets by Green Troops (P1 #1)");
  pos.play("target Imperial Guard (P2 #1)");
  EXPECT_EQ(pos.s().units[1][0].dm, 0);  // 2 - 1 (Green Troops) - 1 (Blocking Terrain)
  const Unit& guard = pos.s().units[1][0];
  const Unit& green = pos.s().units[0][0];
  EXPECT_EQ(g->damage(testing::battle_id(*g, "Fusillade"), green, guard), 0);  // never below 0
}

TEST(GtShoot, L89_AUnitIsDefeatedOnlyWhenItsDMExceedItsDefense) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "6 Pound Cannon");
  pos.unit(1, "Fusiliers", 3);
  pos.unit(1, "Jagers", 4);
  pos.hand(0, {"Cannon Balls", "Cannon Balls"});
  pos.hand(1, {"Strategy"});
  pos.start(0);
  pos.play("attack with Cannon Balls by 6 Pound Cannon (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  EXPECT_EQ(pos.s().units[1].size(), 2u);  // 5 DM against Defense 5: still standing
  EXPECT_EQ(pos.s().units[1][0].dm, 5);
}

TEST(GtShoot, L91_TheDefeatedUnitAndItsLeaderGoToTheVictorsVictoryPile) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Cuirassiers");
  pos.unit(1, "Fusiliers", 3, "Brave Corporal", "Low Wall");
  pos.unit(1, "Jagers");
  pos.hand(0, {"Overrun"});
  pos.start(0);
  pos.play("attack with Overrun by Cuirassiers (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  ASSERT_EQ(pos.s().units[1].size(), 1u);
  EXPECT_EQ(pos.s().victory_units[0].size(), 1u);
  EXPECT_EQ(pos.s().victory_leaders[0].size(), 1u);
  // Cavalry cannot hold the Low Wall, so it is discarded (L93).
  EXPECT_TRUE(pos.s().discard.contains(testing::battle_id(*g, "Low Wall")));
}

TEST(GtShoot, L98_TheVictorMayTakeTheDefeatedUnitsTerrain) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "12 Pound Cannon", 0, "", "High Ground");
  pos.unit(1, "Fusiliers", 6, "", "Redoubt");
  pos.unit(1, "Jagers");
  pos.hand(0, {"Shells"});
  pos.start(0);
  pos.play("attack with Shells by 12 Pound Cannon (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  ASSERT_EQ(pos.s().step, Step::kSpoils);
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"take Redoubt", "leave the terrain"}));
  pos.play("take Redoubt");
  EXPECT_EQ(pos.s().units[0][0].terrain, testing::battle_id(*g, "Redoubt"));
  EXPECT_TRUE(pos.s().discard.contains(testing::battle_id(*g, "High Ground")));
}

TEST(GtShoot, L94_RoutDefeatsAUnitWithTwoOrMoreDM) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Imperial Guard", 2);
  pos.unit(1, "Grognards", 1);
  pos.hand(0, {"Rout"});
  pos.start(0);
  ASSERT_EQ(pos.s().step, Step::kShootWindow);  // Rout belongs to Shoot Resolution, not Reserve
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"play Rout on Imperial Guard (P2 #1)",
                                                         "end shoot resolution"}));
  pos.play("play Rout on Imperial Guard (P2 #1)");
  EXPECT_EQ(pos.s().units[1].size(), 1u);
  EXPECT_EQ(pos.s().victory_units[0].size(), 1u);
}

TEST(GtShoot, L96_ADefenseCardNegatesThePrimaryAttack) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "6 Pound Cannon");
  pos.unit(1, "Jagers");
  pos.hand(0, {"Cannon Balls"});
  pos.hand(1, {"Find Cover", "Withdraw"});
  pos.start(0);
  pos.play("attack with Cannon Balls by 6 Pound Cannon (P1 #1)");
  pos.play("target Jagers (P2 #1)");
  ASSERT_EQ(g->current_player(pos.s()), 1);
  // Withdraw answers only melee attacks.
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"defend with Find Cover", "no defense"}));
  pos.play("defend with Find Cover");
  EXPECT_EQ(pos.s().units[1][0].dm, 0);
}

TEST(GtShoot, L96_WithoutADefenseTheAttackLands) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "6 Pound Cannon");
  pos.unit(1, "Jagers");
  pos.hand(0, {"Cannon Balls"});
  pos.hand(1, {"Find Cover"});
  pos.start(0);
  pos.play("attack with Cannon Balls by 6 Pound Cannon (P1 #1)");
  pos.play("target Jagers (P2 #1)");
  pos.play("no defense");
  EXPECT_EQ(pos.s().units[1][0].dm, 2);
}

TEST(GtOpportunity, L104_AnOpportunityAttackThatDestroysTheAttackerNegatesTheMelee) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Lancers", 3);
  pos.unit(0, "Jagers");
  pos.unit(1, "6 Pound Cannon");
  pos.hand(0, {"Cavalry Charge"});
  pos.hand(1, {"Canister"});
  pos.start(0);
  pos.play("attack with Cavalry Charge by Lancers (P1 #1)");
  pos.play("target 6 Pound Cannon (P2 #1)");
  ASSERT_EQ(pos.s().step, Step::kOpportunity);
  pos.play("opportunity attack with Canister");
  EXPECT_EQ(pos.s().units[0].size(), 1u);  // the Lancers (3 + 4 DM > 6) are gone
  EXPECT_EQ(pos.s().units[1][0].dm, 0);    // and the charge never lands
  EXPECT_EQ(pos.s().victory_units[1].size(), 1u);
}

TEST(GtOpportunity, L104_AnOpportunityAttackThatDoesNotDestroyLetsTheMeleeLand) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Cuirassiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Sabers"});
  pos.hand(1, {"Disciplined Fire", "Counter Charge"});
  pos.start(0);
  pos.play("attack with Sabers by Cuirassiers (P1 #1)");
  pos.play("target Grenadiers (P2 #1)");
  // Counter Charge is for cavalry defending against cavalry (L177).
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"opportunity attack with Disciplined Fire",
                                                         "no opportunity attack"}));
  pos.play("opportunity attack with Disciplined Fire");
  EXPECT_EQ(pos.s().units[0][0].dm, 4);  // 3 + Grenadiers' +1
  EXPECT_EQ(pos.s().units[1][0].dm, 4);  // 2 + Cuirassiers' +2
}

TEST(GtOpportunity, L101_OnlyMeleeAttacksDrawOpportunityFire) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "6 Pound Cannon");
  pos.hand(0, {"Fusillade"});
  pos.hand(1, {"Canister", "Strategy"});
  pos.start(0);
  pos.play("attack with Fusillade by Grenadiers (P1 #1)");
  pos.play("target 6 Pound Cannon (P2 #1)");
  EXPECT_EQ(pos.s().units[1][0].dm, 2);
  EXPECT_EQ(pos.s().active, 1);  // no opportunity step was offered
}

TEST(GtMelee, L107_MeleeResolvesAfterTheOpportunityPhaseAndMayBeDefended) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Hussars");
  pos.unit(1, "Jagers");
  pos.hand(0, {"Sabers"});
  pos.hand(1, {"Withdraw"});
  pos.start(0);
  pos.play("attack with Sabers by Hussars (P1 #1)");
  pos.play("target Jagers (P2 #1)");
  ASSERT_EQ(pos.s().step, Step::kMeleeDefend);
  pos.play("defend with Withdraw");
  EXPECT_EQ(pos.s().units[1][0].dm, 0);
}

TEST(GtMelee, L185_MagnificentMajorAddsTwoToMeleeOnly) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Troopers", 0, "Magnificent Major");
  pos.unit(1, "Imperial Guard");
  const Unit attacker = pos.s().units[0][0];
  const Unit target = pos.s().units[1][0];
  EXPECT_EQ(g->damage(testing::battle_id(*g, "Bayonet Charge"), attacker, target), 6);
  EXPECT_EQ(g->damage(testing::battle_id(*g, "Volley Fire"), attacker, target), 3);
  EXPECT_EQ(g->defense(attacker), 6 + 2);
}

}  // namespace
}  // namespace bivouac::gt
