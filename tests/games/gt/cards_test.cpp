// The text of every special card (L152-153, L167-207).
#include <gtest/gtest.h>

#include "games/gt/internal.h"
#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

using testing::Position;

TEST(GtCards, L152_BarrageHitsEveryUnitOfTheTargetPlayerUnmodified) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "12 Pound Cannon", 0, "Brave Corporal");
  pos.unit(1, "Fusiliers", 0, "", "Blocking Terrain");
  pos.unit(1, "Hussars", 5);
  pos.unit(1, "Jagers", 1);
  pos.hand(0, {"Cannonade"});
  pos.start(0);
  pos.play("attack with Cannonade by 12 Pound Cannon (P1 #1)");
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"target every unit of Player 2"}));
  pos.play("target every unit of Player 2");
  ASSERT_EQ(pos.s().units[1].size(), 2u);  // the Hussars (6 DM > 5) are defeated
  EXPECT_EQ(pos.s().units[1][0].dm, 1);  // neither the +2, the Corporal nor Blocking Terrain count
  EXPECT_EQ(pos.s().units[1][1].dm, 2);
}

TEST(GtCards, L152_ADefenseCardShieldsOnlyItsOwnUnitFromABarrageByDefault) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "6 Pound Cannon");
  pos.unit(1, "Fusiliers");
  pos.unit(1, "Jagers");
  pos.hand(0, {"Bombardment"});
  pos.hand(1, {"Reverse Slope"});
  pos.start(0);
  pos.play("attack with Bombardment by 6 Pound Cannon (P1 #1)");
  pos.play("target every unit of Player 2");
  pos.play("defend Jagers (P2 #2) with Reverse Slope");
  EXPECT_EQ(pos.s().units[1][0].dm, 1);
  EXPECT_EQ(pos.s().units[1][1].dm, 0);
}

TEST(GtCards, L152_BarrageDefenseArmyOptionShieldsTheWholeArmy) {
  auto g = testing::make("gt:barrage_defense=army");
  Position pos(g);
  pos.unit(0, "6 Pound Cannon");
  pos.unit(1, "Fusiliers");
  pos.unit(1, "Jagers");
  pos.hand(0, {"Bombardment"});
  pos.hand(1, {"Reverse Slope"});
  pos.start(0);
  pos.play("attack with Bombardment by 6 Pound Cannon (P1 #1)");
  pos.play("target every unit of Player 2");
  pos.play("defend the whole army with Reverse Slope");
  EXPECT_EQ(pos.s().units[1][0].dm, 0);
  EXPECT_EQ(pos.s().units[1][1].dm, 0);
}

TEST(GtCards, L167_SharpshooterKillsTheTargetsLeader) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Rifle Men");
  pos.unit(1, "Grenadiers", 8, "Stalwart Sergeant");
  pos.unit(1, "Fusiliers", 0, "Brave Corporal");
  pos.unit(1, "Troopers");
  pos.hand(0, {"Sharpshooter"});
  pos.start(0);
  pos.play("attack with Sharpshooter by Rifle Men (P1 #1)");
  // Only units with a Leader can be targeted.
  EXPECT_EQ(pos.legal_texts(),
            (std::vector<std::string>{"target Grenadiers (P2 #1)", "target Fusiliers (P2 #2)"}));
  pos.play("target Grenadiers (P2 #1)");
  // The Sergeant is gone, Defense drops to 7 and 8 DM now defeat the Grenadiers.
  EXPECT_EQ(pos.s().units[1].size(), 2u);
  EXPECT_EQ(pos.s().victory_leaders[0].size(), 1u);
  EXPECT_EQ(pos.s().victory_units[0].size(), 1u);
}

TEST(GtCards, L168_ProbeDamagesAndRevealsTheHandUntilTheCardsMove) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Hussars");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Probe"});
  pos.hand(1, {"Rally", "Volley Fire", "Infantry Square"});
  pos.start(0);
  pos.play("attack with Probe by Hussars (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  EXPECT_EQ(pos.s().units[1][0].dm, 1);
  // It is now Player 2's turn; Player 1 still sees the three spied cards, not the new draw.
  auto obs = g->observation(pos.s(), 0);
  const auto& hand = as<GtState>(*obs).hand[1];
  ASSERT_EQ(hand.size(), 4u);
  EXPECT_EQ(g->card(hand[0]).name, "Rally");
  EXPECT_EQ(g->card(hand[1]).name, "Volley Fire");
  EXPECT_EQ(g->card(hand[2]).name, "Infantry Square");
  EXPECT_EQ(hand[3], kUnknownCard);
}

TEST(GtCards, L200_ScoutsSpiesThenDrawsAndKnowledgeLeavesWithTheCard) {
  auto g = testing::make("gt:players=4");
  Position pos(g);
  for (int p = 0; p < 4; ++p) pos.unit(p, p % 2 ? "Fusiliers" : "Grenadiers");
  pos.hand(0, {"Scouts", "Strategy"});
  pos.hand(1, {"Rally", "Volley Fire"});
  pos.start(0);
  EXPECT_TRUE(pos.legal("play Scouts on Player 4"));
  EXPECT_FALSE(pos.legal("play Scouts on Player 3"));  // an ally
  pos.play("play Scouts on Player 2");
  EXPECT_EQ(pos.s().hand[0].size(), 2u);  // Strategy and the card drawn
  auto seen = g->observation(pos.s(), 0);
  EXPECT_EQ(g->card(as<GtState>(*seen).hand[1][0]).name, "Rally");
  // The ally of the spy learns nothing (observations are per player).
  auto ally = g->observation(pos.s(), 2);
  EXPECT_EQ(as<GtState>(*ally).hand[1][0], kUnknownCard);
  // Once the Rally leaves the hand, what remains stays known; a new card would not be.
  detail::remove_from_hand(pos.s(), 1, testing::battle_id(*g, "Rally"));
  auto later = g->observation(pos.s(), 0);
  EXPECT_EQ(g->card(as<GtState>(*later).hand[1][0]).name, "Volley Fire");
  // Determinization keeps the spied card where it is.
  Rng rng(3);
  auto world = pos.s().clone();
  g->determinize(*later, 0, rng, *world);
  EXPECT_EQ(g->card(as<GtState>(*world).hand[1][0]).name, "Volley Fire");
}

TEST(GtCards, L196_BreakthroughGivesAnExtraTurn) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Breakthrough"});
  g->force_draws(pos.s(), "battle", {"Strategy"});
  pos.start(0);
  pos.play("play Breakthrough");
  // Nothing else to do this turn; the next turn is Player 1's again.
  EXPECT_EQ(pos.s().active, 0);
  EXPECT_EQ(pos.s().turn, 2);  // turns begun (docs/formats.md)
  EXPECT_TRUE(pos.legal("play Strategy"));
}

TEST(GtCards, L197_DispatchDrawsFiveThenDiscardsFour) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Dispatch", "Open Order", "Strategy"});  // Strategy keeps the phase open
  g->force_draws(pos.s(), "battle", {"Rally", "Rally", "Rally", "Skirmish", "Skirmish"});
  pos.start(0);
  pos.play("play Dispatch");
  ASSERT_EQ(pos.s().step, Step::kDispatch);
  EXPECT_EQ(pos.s().hand[0].size(), 7u);
  for (int k = 0; k < 3; ++k) pos.play("discard Rally");
  pos.play("discard Open Order");
  EXPECT_EQ(pos.s().hand[0].size(), 3u);
  EXPECT_EQ(pos.s().step, Step::kReserve);
}

TEST(GtCards, L198_FogOfWarMakesTheOpponentDiscardTwoRandomCards) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Fog of War", "Strategy"});
  pos.hand(1, {"Rally", "Volley Fire", "Rout"});
  pos.s().chance.force(2);  // Volley Fire
  pos.s().chance.force(2);  // then Rout
  pos.start(0);
  pos.play("play Fog of War on Player 2");
  ASSERT_EQ(pos.s().hand[1].size(), 1u);
  EXPECT_EQ(g->card(pos.s().hand[1][0]).name, "Rally");
}

TEST(GtCards, L195_OutflankDrawsThreeOnlyWithMoreUnits) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Outflank", "Strategy"});
  pos.start(0);
  EXPECT_FALSE(pos.legal("play Outflank"));
  pos.unit(0, "Jagers");
  pos.start(0);
  pos.play("play Outflank");
  EXPECT_EQ(pos.s().hand[0].size(), 4u);
}

TEST(GtCards, L203_StrategyDrawsTwo) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Strategy", "Strategy"});
  pos.start(0);
  pos.play("play Strategy");
  EXPECT_EQ(pos.s().hand[0].size(), 3u);
  EXPECT_EQ(pos.s().step, Step::kReserve);
}

TEST(GtCards, L201_KilledInActionDiscardsTheLeaderOfADamagedUnit) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers", 1, "Courageous Captain");
  pos.unit(1, "Fusiliers", 0, "Brave Corporal");
  pos.hand(0, {"Killed in Action", "Strategy"});
  pos.start(0);
  EXPECT_FALSE(pos.legal("play Killed in Action on Fusiliers (P2 #2)"));
  pos.play("play Killed in Action on Grenadiers (P2 #1)");
  EXPECT_EQ(pos.s().units[1][0].leader, kNone);
  EXPECT_TRUE(pos.s().discard.contains(testing::battle_id(*g, "Courageous Captain")));
}

TEST(GtCards, L202_ScreenNegatesTheAttackAndPutsOneDMOnYourLightTroops) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Fusiliers");
  pos.unit(1, "Voltiguers");
  pos.hand(0, {"Volley Fire"});
  pos.hand(1, {"Screen"});
  pos.start(0);
  pos.play("attack with Volley Fire by Grenadiers (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  pos.play("defend with Screen");
  ASSERT_EQ(pos.s().step, Step::kScreen);
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"screen with Voltiguers (P2 #2)"}));
  pos.play("screen with Voltiguers (P2 #2)");
  EXPECT_EQ(pos.s().units[1][0].dm, 0);
  EXPECT_EQ(pos.s().units[1][1].dm, 1);
}

TEST(GtCards, L202_ScreenNeedsLightTroops) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Volley Fire"});
  pos.hand(1, {"Screen", "Open Order"});
  pos.start(0);
  pos.play("attack with Volley Fire by Grenadiers (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"defend with Open Order", "no defense"}));
}

TEST(GtCards, L205_CaughtInTheOpenOnlyHitsLightInfantry) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Lancers");
  pos.unit(1, "Fusiliers");
  pos.unit(1, "Jagers");
  pos.unit(1, "Dragoons");
  pos.hand(0, {"Caught in the Open"});
  pos.start(0);
  pos.play("attack with Caught in the Open by Lancers (P1 #1)");
  EXPECT_EQ(pos.legal_texts(),
            (std::vector<std::string>{"target Jagers (P2 #2)", "target Dragoons (P2 #3)"}));
}

TEST(GtCards, L206_MaintainDistanceIsCavalryAgainstNonCavalry) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(0, "Lancers");
  pos.unit(1, "Hussars");
  pos.hand(0, {"Fusillade", "Sabers"});
  pos.hand(1, {"Maintain Distance", "Maintain Distance"});
  pos.start(0);
  pos.play("attack with Fusillade by Grenadiers (P1 #1)");
  pos.play("target Hussars (P2 #1)");
  EXPECT_TRUE(pos.legal("defend with Maintain Distance"));
  pos.play("no defense");
  // Against a cavalry attack it is no answer.
  pos.start(0);
  pos.play("attack with Sabers by Lancers (P1 #2)");
  pos.play("target Hussars (P2 #1)");
  EXPECT_EQ(pos.s().units[1][0].dm, 2 + 2 + 1);  // no defense step was offered
}

TEST(GtCards, L178_InfantrySquareIsLineInfantryAgainstCavalryMelee) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Hussars");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Sabers"});
  pos.hand(1, {"Infantry Square"});
  pos.start(0);
  pos.play("attack with Sabers by Hussars (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  pos.play("defend with Infantry Square");
  EXPECT_EQ(pos.s().units[1][0].dm, 0);
}

TEST(GtCards, L183_ReverseSlopeOnlyAgainstArtillery) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Fusillade"});
  pos.hand(1, {"Reverse Slope", "Strategy"});
  pos.start(0);
  pos.play("attack with Fusillade by Grenadiers (P1 #1)");
  pos.play("target Fusiliers (P2 #1)");
  EXPECT_EQ(pos.s().units[1][0].dm, 2);  // no defense was possible
}

TEST(GtCards, L207_PursuitNeedsATargetWithThreeDM) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Hussars");
  pos.unit(1, "Fusiliers", 2);
  pos.unit(1, "Troopers", 3);
  pos.hand(0, {"Pursuit"});
  pos.start(0);
  pos.play("attack with Pursuit by Hussars (P1 #1)");
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{"target Troopers (P2 #2)"}));
}

TEST(GtCards, L161_WheelAboutIsForCavalryWithGuns) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Hussars");
  pos.unit(0, "Carabiniers");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Wheel About"});
  pos.start(0);
  EXPECT_EQ(pos.legal_texts(), (std::vector<std::string>{
                                   "attack with Wheel About by Carabiniers (P1 #2)", "no attack"}));
}

TEST(GtCards, EventTimingOptionAllowsEventsInTheResolutionPhases) {
  for (const bool own_turn : {false, true}) {
    auto g = testing::make(own_turn ? "gt:event_timing=own_turn" : "gt");
    Position pos(g);
    pos.unit(0, "Grenadiers");
    pos.unit(1, "Fusiliers");
    pos.hand(0, {"Fusillade", "Strategy"});
    pos.hand(1, {"Rally"});
    pos.start(0);
    pos.play("end reserve phase");
    pos.play("attack with Fusillade by Grenadiers (P1 #1)");
    pos.play("target Fusiliers (P2 #1)");
    EXPECT_EQ(pos.legal("play Strategy"), own_turn);
  }
}

}  // namespace
}  // namespace bivouac::gt
