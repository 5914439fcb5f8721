// The phases of a turn, rule text 001_dfae28d78dcf7ef2.txt lines 43-94.
#include <gtest/gtest.h>

#include "games/muskets/position.h"

namespace bivouac::muskets::testing {
namespace {

TEST(MusketsPhases, L48_BattlePlanGeneralDrawsTwo) {
  auto game = muskets();
  Position p;
  p.hands[0] = {"General", "Cannon"};
  p.deck_top = {"Aim", "Fire"};
  auto s = make(*game, p);
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"pass", "play General, draw 2"}));
  play(*game, s, "play General, draw 2");
  EXPECT_EQ(s.hand[0], counts(*game, {"Cannon", "Aim", "Fire"}));
  EXPECT_EQ(s.discard[static_cast<std::size_t>(type(*game, "General"))], 1);
}

TEST(MusketsPhases, L51_DeployPutsInfantryIntoPlayOneCardAtATimeUntilDone) {
  auto game = muskets();
  Position p;
  p.step = Step::kDeploy;
  p.hands[0] = {"Line Infantry", "Guard Infantry", "Cannon"};
  p.lines[1] = {"Line Infantry"};
  auto s = make(*game, p);
  EXPECT_EQ(legal(*game, s),
            (std::vector<std::string>{"done", "deploy Line Infantry", "deploy Guard Infantry"}));
  play(*game, s, "deploy Guard Infantry");
  play(*game, s, "deploy Line Infantry");
  EXPECT_EQ(s.line[0], counts(*game, {"Line Infantry", "Guard Infantry"}));
  // Cards are left in hand, so the opponent cannot know there is no more infantry: the player
  // ends Deploy himself (rulings 15).
  EXPECT_EQ(s.step, Step::kDeploy);
  play(*game, s, "done");
  EXPECT_EQ(s.step, Step::kBattery);
}

TEST(MusketsPhases, L57_CannonMakesTheOpponentDiscardTheChosenInfantry) {
  auto game = muskets();
  Position p;
  p.step = Step::kBattery;
  p.hands[0] = {"Cannon", "General"};
  p.lines[1] = {"Line Infantry", "Guard Infantry"};
  auto s = make(*game, p);
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"pass", "cannon at Line Infantry",
                                                       "cannon at Guard Infantry"}));
  play(*game, s, "cannon at Guard Infantry");
  EXPECT_EQ(game->current_player(s), 1);  // the opponent answers inside my turn
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"allow"}));
  play(*game, s, "allow");
  EXPECT_EQ(s.line[1], counts(*game, {"Line Infantry"}));
  EXPECT_EQ(s.discard[static_cast<std::size_t>(type(*game, "Guard Infantry"))], 1);
}

TEST(MusketsPhases, L59_AimFormsOpenFormationAndNegatesTheCannon) {
  auto game = muskets();
  Position p;
  p.step = Step::kBattery;
  p.hands[0] = {"Cannon", "General"};
  p.hands[1] = {"Aim"};
  p.lines[1] = {"Guard Infantry"};
  auto s = make(*game, p);
  play(*game, s, "cannon at Guard Infantry");
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"allow", "negate with Aim"}));
  play(*game, s, "negate with Aim");
  EXPECT_EQ(s.line[1], counts(*game, {"Guard Infantry"}));
  EXPECT_EQ(count(s.hand[1]), 0);
  EXPECT_EQ(s.discard[static_cast<std::size_t>(type(*game, "Aim"))], 1);
  EXPECT_EQ(s.discard[static_cast<std::size_t>(type(*game, "Cannon"))], 1);
}

TEST(MusketsPhases, L63_BombardmentCostsThreeMoraleAndCannotBeNegated) {
  auto game = muskets();
  Position p;
  p.step = Step::kBombardment;
  p.hands[0] = {"Cannon", "General"};
  p.hands[1] = {"Aim", "Ready"};
  auto s = make(*game, p);
  play(*game, s, "bombard with Cannon");
  EXPECT_EQ(s.morale[1], 17);
  EXPECT_EQ(game->current_player(s), 0);  // no answer is offered
}

TEST(MusketsPhases, L68_CavalryMakesTheOpponentDiscardTwoRandomCards) {
  auto game = muskets();
  Position p;
  p.step = Step::kFlanking;
  p.hands[0] = {"Cavalry", "General"};
  p.hands[1] = {"Cannon", "Aim", "Fire"};
  auto s = make(*game, p);
  play(*game, s, "flank with Cavalry");
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"allow"}));
  // The hand is ordered by card type (Cannon, Aim, Fire): force picks of the 3rd, then the 1st.
  s.chance.force(3);
  s.chance.force(1);
  play(*game, s, "allow");
  EXPECT_EQ(s.hand[1], counts(*game, {"Aim"}));
}

TEST(MusketsPhases, L68_AHandOfOneLosesOnlyThatCard) {
  auto game = muskets();
  Position p;
  p.step = Step::kFlanking;
  p.hands[0] = {"Cavalry", "General"};
  p.hands[1] = {"Cannon"};
  auto s = make(*game, p);
  play(*game, s, "flank with Cavalry");
  play(*game, s, "allow");
  EXPECT_EQ(count(s.hand[1]), 0);
}

TEST(MusketsPhases, L69_ReadyFormsSquareAndNegatesTheCavalry) {
  auto game = muskets();
  Position p;
  p.step = Step::kFlanking;
  p.hands[0] = {"Cavalry", "General"};
  p.hands[1] = {"Ready", "Cannon", "Aim"};
  auto s = make(*game, p);
  play(*game, s, "flank with Cavalry");
  play(*game, s, "negate with Ready");
  EXPECT_EQ(s.hand[1], counts(*game, {"Cannon", "Aim"}));
}

TEST(MusketsPhases, L74_FireOrderNeedsReadyAimAndFire) {
  auto game = muskets();
  Position p;
  p.step = Step::kFire;
  p.hands[0] = {"Ready", "Aim", "Cannon", "Cannon"};
  p.lines[0] = {"Line Infantry"};
  auto s = make(*game, p);
  // Without Fire or a General there is no order: only "pass" (in play the phase is skipped).
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"pass"}));
  Position q = p;
  q.hands[0].push_back("Fire");
  auto t = make(*game, q);
  EXPECT_EQ(legal(*game, t), (std::vector<std::string>{"pass", "fire order Ready Aim Fire"}));
}

TEST(MusketsPhases, L76_AGeneralStandsInForAnyOneCardOfTheOrder) {
  auto game = muskets();
  Position p;
  p.step = Step::kFire;
  p.hands[0] = {"General", "General", "Aim", "Fire"};
  p.lines[0] = {"Line Infantry"};
  auto s = make(*game, p);
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"pass", "fire order General Aim Fire"}));
  // Option general_substitutes=any lets each General replace a card.
  auto any = muskets("general_substitutes=any");
  auto t = make(*any, p);
  EXPECT_EQ(legal(*any, t), (std::vector<std::string>{"pass", "fire order General Aim Fire",
                                                      "fire order General General Fire",
                                                      "fire order General Aim General"}));
}

TEST(MusketsPhases, L79_to_L84_FireOrderWithNoEnemyInfantryTakesTheWholeForceFromMorale) {
  auto game = muskets();
  Position p;
  p.step = Step::kFire;
  p.hands[0] = {"Ready", "Aim", "Fire"};
  p.lines[0] = {"Line Infantry", "Guard Infantry"};
  auto s = make(*game, p);
  play(*game, s, "fire order Ready Aim Fire");
  EXPECT_EQ(s.morale[1], 20 - 12);
  EXPECT_EQ(count(s.line[0]), 2);  // firing infantry stays in play
}

TEST(MusketsPhases, L87_to_L90_ChargeInflictsCasualtiesThenTheChargersAreDiscarded) {
  auto game = muskets();
  Position p;
  p.step = Step::kCharge;
  p.hands[0] = {"Fire", "General"};
  p.lines[0] = {"Guard Infantry", "Line Infantry"};
  p.lines[1] = {"Light Infantry"};
  auto s = make(*game, p);
  play(*game, s, "charge with Fire");
  EXPECT_EQ(count(s.line[1]), 0);
  EXPECT_EQ(s.morale[1], 20 - (12 - 4));
  EXPECT_EQ(count(s.line[0]), 0);
  EXPECT_EQ(s.step, Step::kRally);
}

TEST(MusketsPhases, L93_RallyGainsThreeMorale) {
  auto game = muskets();
  Position p;
  p.step = Step::kRally;
  p.hands[0] = {"General"};
  p.morale[0] = 5;
  auto s = make(*game, p);
  play(*game, s, "rally with General");
  EXPECT_EQ(s.morale[0], 8);
}

TEST(MusketsPhases, L94_HandLimitSevenIsEnforcedOnlyAtTheEndOfTheTurn) {
  auto game = muskets();
  Position p;
  p.step = Step::kRally;
  p.hands[0] = {"General", "Cannon", "Cannon", "Aim", "Aim", "Fire", "Fire", "Ready", "Ready"};
  p.hands[1] = {"General"};  // so that player 2's turn stops at his Battle Plan
  auto s = make(*game, p);
  play(*game, s, "pass");
  EXPECT_EQ(s.step, Step::kHandLimit);
  EXPECT_EQ(game->current_player(s), 0);
  play(*game, s, "discard Cannon");
  EXPECT_EQ(s.step, Step::kHandLimit);
  play(*game, s, "discard Ready");
  EXPECT_EQ(s.active, 1);  // at 7 cards the turn ends
  EXPECT_EQ(count(s.hand[0]), 7);
}

TEST(MusketsPhases, L15_ZeroMoraleEndsTheGameAtOnce) {
  auto game = muskets();
  Position p;
  p.step = Step::kBombardment;
  p.hands[0] = {"Cannon", "General"};
  p.morale[1] = 3;
  auto s = make(*game, p);
  play(*game, s, "bombard with Cannon");
  EXPECT_TRUE(game->is_terminal(s));
  EXPECT_EQ(game->winning_side(s), 0);
  EXPECT_EQ(game->returns(s, 0), 1.0);
  EXPECT_EQ(game->returns(s, 1), -1.0);
  EXPECT_EQ(game->current_player(s), kNoPlayer);
  EXPECT_EQ(game->end_reason(s), "morale");
}

TEST(MusketsPhases, TurnLimitOptionEndsTheGameAsADraw) {
  auto game = muskets("turn_limit=1");
  Position p;
  p.step = Step::kRally;
  p.hands[0] = {"General"};
  auto s = make(*game, p);
  play(*game, s, "pass");
  EXPECT_TRUE(game->is_terminal(s));
  EXPECT_EQ(game->winning_side(s), -1);
  EXPECT_EQ(game->end_reason(s), "turn limit");
}

}  // namespace
}  // namespace bivouac::muskets::testing
