// Combat (L82-171): the results table, support, bounces, square, cavalry, artillery, flank and
// empty stacks. Every test builds the position by hand and forces the dice.
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr const char* kCentre = "attack from Centre on Centre";

int count_in(const auto& zone, CardId c) {
  int n = 0;
  for (auto x : zone) n += (x == c) ? 1 : 0;
  return n;
}

TEST(Results, L94_PlusFourEliminatesDefenderAndQueuesStackCheck) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine, kKnownOpp | kShaken);  // Shaken: cannot support
  const CardId def = f.put(1, 2, Troop::kLine);
  f.dice({6, 1});
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.eliminated[1], def), 1);
  ASSERT_EQ(f.s.morale_queue.size(), 1u);
  EXPECT_EQ(f.s.morale_queue[0].kind, kStackCheck);
  EXPECT_EQ(f.s.morale_queue[0].player, 1);
  EXPECT_EQ(f.s.attacks_left, 2);
  EXPECT_TRUE(f.log_has("eliminated"));
}

TEST(Results, L95_PlusThreeEliminatesFrenchLine) {
  Fixture f("ready-aim-fire:nation_a=britain,nation_b=france");
  f.put(0, 2, Troop::kLine);
  const CardId def = f.put(1, 2, Troop::kLine);
  f.dice({4, 1});
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.eliminated[1], def), 1);
}

TEST(Results, L95_L210_PlusThreeOnlyRoutsAustrianLine) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=austria");
  f.put(0, 2, Troop::kLine);
  const CardId def = f.put(1, 2, Troop::kLine);
  f.dice({4, 1});
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.discard[1], def), 1);
  EXPECT_EQ(count_in(f.s.eliminated[1], def), 0);
  // +4 still kills it.
  f.put(1, 2, Troop::kLine);
  f.dice({5, 1});
  f.play(kCentre);
  EXPECT_EQ(f.s.eliminated[1].size(), 1u);
}

TEST(Results, L96_L210_PlusThreeOnlyRoutsPrussianSecondRateNotPrussianLine) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=prussia");
  f.put(0, 2, Troop::kLine);
  const CardId second = f.put(1, 2, Troop::kSecond);
  f.dice({3, 1});  // 3 - (1 - 1) = +3
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.discard[1], second), 1);
  f.put(0, 2, Troop::kLine);
  const CardId line = f.put(1, 2, Troop::kLine);
  f.dice({4, 1});
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.eliminated[1], line), 1);
}

TEST(Results, L96_PrussianSecondRateCavIsToughOnlyWithTheOption) {
  for (bool option : {false, true}) {
    Fixture f(
        std::string("ready-aim-fire:nation_a=france,nation_b=prussia,prussian_second_cav_tough=") +
        (option ? "true" : "false"));
    f.put(0, 2, Troop::kArtillery);
    const CardId cav = f.put(1, 2, Troop::kSecondCav);
    f.dice({3, 1});  // 3 - (1 - 1) = +3
    f.play(kCentre);
    EXPECT_EQ(count_in(option ? f.s.discard[1] : f.s.eliminated[1], cav), 1) << option;
  }
}

TEST(Results, L97_PlusTwoRoutsDefenderToDiscard) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const CardId def = f.put(1, 2, Troop::kLine);
  f.dice({3, 1});
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.discard[1], def), 1);
  EXPECT_TRUE(f.s.morale_queue.empty());
}

TEST(Results, L98_PlusOneShakesDefender_L111_ShakenFightsAtMinusOne) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const CardId def = f.put(1, 2, Troop::kLine);
  f.dice({2, 1});
  f.play(kCentre);
  ASSERT_EQ(f.s.stacks[1][2].size(), 1u);
  EXPECT_EQ(f.s.stacks[1][2][0].card, def);
  EXPECT_TRUE(f.s.stacks[1][2][0].flags & kShaken);
  f.dice({3, 3});
  f.play(kCentre);
  EXPECT_TRUE(has_modifier(f, "defence roll", "Shaken"));
  EXPECT_EQ(last_total(f, "defence roll"), 2);
}

TEST(Results, L99_ZeroGivesBothCardsAnImmediateMoraleCheck) {
  Fixture f;
  const CardId att = f.put(0, 2, Troop::kLine);
  const CardId def = f.put(1, 2, Troop::kLine);
  f.dice({3, 3, 4, 4, 6, 6});  // combat 3 v 3; attacker 8 passes, defender 12 fails
  f.play(kCentre);
  EXPECT_EQ(f.s.stacks[0][2][0].card, att);
  EXPECT_FALSE(f.s.stacks[0][2][0].flags & kShaken);
  EXPECT_EQ(f.s.stacks[1][2][0].card, def);
  EXPECT_TRUE(f.s.stacks[1][2][0].flags & kShaken);
}

TEST(Results, L101_L105_NegativeResultsHitTheAttacker) {
  struct Case {
    int att, def;
    int where;
  };  // where: 0 stays shaken, 1 discard, 2 eliminated
  for (const Case c : {Case{3, 4, 0}, Case{2, 4, 1}, Case{1, 4, 2}, Case{1, 6, 2}}) {
    Fixture f;
    const CardId att = f.put(0, 2, Troop::kLine);
    f.put(1, 2, Troop::kLine);
    f.dice({c.att, c.def});
    f.play(kCentre);
    if (c.where == 0) {
      EXPECT_TRUE(f.s.stacks[0][2][0].flags & kShaken);
    } else {
      EXPECT_EQ(count_in(c.where == 1 ? f.s.discard[0] : f.s.eliminated[0], att), 1);
    }
  }
}

TEST(Results, L103_MinusThreeOnlyRoutsAnAustrianLineAttacker) {
  Fixture f("ready-aim-fire:nation_a=austria,nation_b=france");
  const CardId att = f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.dice({1, 4});
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.discard[0], att), 1);
}

TEST(Support, L115_NextCardDownAddsOne) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.dice({3, 3, 4, 4});  // 3+1 v 3: +1
  f.play(kCentre);
  EXPECT_TRUE(has_modifier(f, "attack roll", "support"));
  EXPECT_EQ(last_total(f, "attack roll"), 4);
}

TEST(Support, L116_SupporterRoutsWhenSupportedCardIsEliminated) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const CardId sup = f.put(1, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.dice({6, 1});  // 6 v 2: +4
  f.play(kCentre);
  EXPECT_EQ(count_in(f.s.discard[1], sup), 1);
  EXPECT_TRUE(f.s.stacks[1][2].empty());
}

TEST(Support, L117_SupporterIsShakenWhenSupportedCardRouts_L118_ShakenCannotSupport) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.dice({5, 1});  // 5 v 2: +3 eliminates... use +2: 4 v 2
  f.s.chance.clear_forced();
  f.dice({4, 1});
  f.play(kCentre);
  ASSERT_EQ(f.s.stacks[1][2].size(), 1u);
  EXPECT_TRUE(f.s.stacks[1][2][0].flags & kShaken);
  // Now the Shaken card is alone below a new top card: it gives no support.
  f.put(1, 2, Troop::kLine);
  f.dice({3, 3, 4, 4, 4, 4});
  f.play(kCentre);
  EXPECT_FALSE(has_modifier(f, "defence roll", "support"));
}

TEST(Bounce, L120_InfantryCannotAttackCavalryBothGoToTheBottom) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const CardId att = f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  const CardId cav = f.put(1, 2, Troop::kLightCav);
  f.play(kCentre);
  EXPECT_EQ(f.s.stacks[0][2][0].card, att);
  EXPECT_EQ(f.s.stacks[1][2][0].card, cav);
  EXPECT_EQ(f.s.attacks_left, 2);
  EXPECT_EQ(f.s.chance.forced_pending(), 0u);
  EXPECT_TRUE(f.s.stacks[1][2][0].flags & kKnownOpp) << "the flipped card stays known";
}

TEST(Square, L124_L128_SquareFormedGivesInfantryPlusThree) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.dice({3, 3});  // 6 < 8: square formed
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kRideAround) << f.legal_texts();
  f.dice({6, 6, 4, 1});  // ride-around fails; combat 4 v 1+3
  f.play("try to ride around");
  EXPECT_TRUE(has_modifier(f, "defence roll", "in square"));
  EXPECT_EQ(last_total(f, "defence roll"), 4);
}

TEST(Square, L125_FormingSquareNeedsLessThanMorale) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.dice({4, 4, 3, 3});  // 8 is not below 8: no square; cavalry +3
  f.play(kCentre);
  EXPECT_TRUE(has_modifier(f, "attack roll", "infantry failed to form square"));
  EXPECT_EQ(last_total(f, "attack roll"), 6);
}

TEST(Square, L130_L133_CavalryRideAroundUsesTheAttack) {
  Fixture f;
  const CardId cav = f.put(0, 2, Troop::kLightCav);
  f.put(0, 2, Troop::kLine);
  f.s.stacks[0][2].erase_at(1);
  f.s.stacks[0][2].push_back(Slot{cav, kKnownOpp});
  const CardId inf = f.put(1, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  (void)inf;
  f.dice({2, 2, 2, 2});  // square formed; ride around 4 < 8
  f.play(kCentre);
  f.play("try to ride around");
  EXPECT_EQ(f.s.step, Step::kAttack);
  EXPECT_EQ(f.s.attacks_left, 2);
  EXPECT_EQ(f.s.stacks[0][2][0].card, cav);
  EXPECT_FALSE(f.s.stacks[0][2][0].flags & kBlown) << "no combat was fought";
}

constexpr const char* kSquareRerolls =
    "ready-aim-fire:nation_a=france,nation_b=britain,square_rerolls=on";
constexpr int k21 = 5;  // rating index of a 2/1 commander

TEST(Square, L124_L229_SquareRollsCannotBeReRolledByDefault) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.general(1, 2, k21, 2);
  f.dice({4, 4, 3, 3});  // no square (8 is not below 8), then the combat dice
  f.play(kCentre);
  EXPECT_EQ(f.s.step, Step::kDefendReroll) << "only the combat die is offered";
}

TEST(Square, L124_L229_GeneralReRollsTheFailedSquareRollThenRollsForDeath) {
  Fixture f(kSquareRerolls);
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.general(1, 2, k21, 2);  // defence allowance in the opponent's turn
  f.dice({4, 4});           // 8 is not below 8: square not formed
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kSquareReroll) << f.legal_texts();
  EXPECT_EQ(f.g.current_player(f.s), 1) << "the defender decides";
  EXPECT_TRUE(f.legal("re-roll with general"));
  EXPECT_TRUE(f.legal("keep the roll"));
  f.dice({3, 3, 1});  // re-roll 6 < 8: square formed; death roll 1: he survives
  f.play("re-roll with general");
  EXPECT_EQ(f.s.combat.square, 1);
  EXPECT_EQ(f.s.step, Step::kRideAround);
  EXPECT_EQ(f.s.generals[1][2].left, 1);
  EXPECT_EQ(f.s.generals[1][2].made, 1);
  EXPECT_TRUE(f.log_has("square formed"));
  EXPECT_EQ(last_total(f, "general's re-roll of the form square roll"), 6);
  EXPECT_EQ(last_total(f, "general's death roll"), 1);
}

TEST(Square, L128_KeepingTheFailedSquareRollGivesTheCavalryPlusThree) {
  Fixture f(kSquareRerolls);
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.general(1, 2, k21, 1);
  f.dice({4, 4});
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kSquareReroll);
  f.dice({3, 3});
  f.play("keep the roll");
  EXPECT_EQ(f.s.generals[1][2].left, 1) << "nothing spent";
  EXPECT_EQ(f.s.step, Step::kDefendReroll) << "the combat die may still be re-rolled";
  f.play("keep the roll");
  EXPECT_TRUE(has_modifier(f, "attack roll", "infantry failed to form square"));
}

TEST(Square, L130_L229_GeneralReRollsTheFailedRideAround) {
  Fixture f(kSquareRerolls);
  const CardId cav = f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.general(0, 2, k21, 2);  // attack allowance in his own turn
  f.dice({2, 2});           // square formed
  f.play(kCentre);
  f.dice({6, 6});  // 12 is not below 8: ride-around fails
  f.play("try to ride around");
  ASSERT_EQ(f.s.step, Step::kRideReroll) << f.legal_texts();
  EXPECT_EQ(f.g.current_player(f.s), 0);
  EXPECT_TRUE(f.legal("keep the roll and charge"));
  f.dice({2, 2, 1});  // re-roll 4 < 8: they ride around; death roll 1
  f.play("re-roll with general");
  EXPECT_EQ(f.s.step, Step::kAttack);
  EXPECT_EQ(f.s.attacks_left, 2) << "the ride-around uses the attack (L133-134)";
  EXPECT_EQ(f.s.stacks[0][2][0].card, cav);
  EXPECT_FALSE(f.s.stacks[0][2][0].flags & kBlown);
  EXPECT_EQ(f.s.generals[0][2].made, 1);
  EXPECT_EQ(last_total(f, "general's re-roll of the ride-around roll"), 4);
}

TEST(Square, L130_L241_AGeneralKilledReRollingTheRideAroundTestsHisStack) {
  Fixture f(kSquareRerolls);
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.general(0, 2, k21, 2);
  f.dice({2, 2});
  f.play(kCentre);
  f.dice({6, 6});
  f.play("try to ride around");
  f.dice({6, 6, 6, 3, 3});  // re-roll fails, the death roll kills him, then they charge
  f.play("re-roll with general");
  EXPECT_EQ(f.s.generals[0][2].card, kNoCard);
  bool check = false;
  for (const auto& e : f.s.morale_queue) check = check || (e.player == 0 && e.stack == 2);
  EXPECT_TRUE(check) << "L241";
  EXPECT_TRUE(has_modifier(f, "defence roll", "in square")) << "the charge was fought";
}

TEST(Square, L130_L241_ImmediateChecksAfterADeathAreTakenEvenWhenTheyRideAround) {
  Fixture f(
      "ready-aim-fire:nation_a=france,nation_b=britain,square_rerolls=on,"
      "morale_timing=immediate");
  f.put(0, 2, Troop::kLine);
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.general(0, 2, k21, 2);
  f.dice({2, 2});
  f.play(kCentre);
  f.dice({6, 6});
  f.play("try to ride around");
  f.dice({2, 2, 6, 1, 1, 1, 1});  // ride around, general killed, his stack passes at once
  f.play("re-roll with general");
  EXPECT_EQ(f.s.step, Step::kAttack);
  EXPECT_TRUE(f.s.immediate_queue.empty());
  EXPECT_EQ(f.s.chance.forced_pending(), 0u);
  EXPECT_FALSE(f.s.stacks[0][2][0].flags & kBlown);
}

TEST(Cavalry, L137_CavalryAreBlownAfterAttackingAndCannotAttackAgain) {
  Fixture f;
  const CardId cav = f.put(0, 2, Troop::kDragoon);
  f.put(1, 2, Troop::kArtillery);
  f.dice({3, 3});
  f.play(kCentre);
  EXPECT_EQ(f.s.stacks[0][2].back().card, cav);
  EXPECT_TRUE(f.s.stacks[0][2].back().flags & kBlown);
  EXPECT_FALSE(f.legal(kCentre)) << "Blown cavalry cannot attack (default ruling)";
}

TEST(Cavalry, L138_DefendingCavalryAreBlownOnlyAgainstCavalry) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLightCav);
  f.dice({3, 3, 4, 4, 4, 4});
  f.play(kCentre);
  EXPECT_TRUE(f.s.stacks[1][2].back().flags & kBlown);
  EXPECT_FALSE(f.s.stacks[1][2].back().flags & kFreshBlown);
}

TEST(Cavalry, BlownMinusOneOption) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,blown_effect=minus_one");
  f.put(0, 2, Troop::kLightCav, kKnownOpp | kBlown);
  f.put(1, 2, Troop::kArtillery);
  ASSERT_TRUE(f.legal(kCentre));
  f.dice({3, 3, 4, 4, 4, 4});
  f.play(kCentre);
  EXPECT_TRUE(has_modifier(f, "attack roll", "Blown"));
}

TEST(Artillery, L144_InfantryLosesPositiveModifiersAgainstArtillery) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(0, 2, Troop::kElite);
  f.put(1, 2, Troop::kArtillery);
  f.dice({4, 4, 4, 4, 4, 4});
  f.play(kCentre);
  EXPECT_EQ(last_total(f, "attack roll"), 4) << "Elite +1 and support +1 are lost";
}

TEST(Artillery, L146_FlankBonusStillCountsAgainstArtillery) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 1, Troop::kArtillery);
  f.fill_empty(1);
  f.s.stacks[1][2].clear();
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("flank attack from Centre on Right Centre");
  EXPECT_EQ(last_total(f, "attack roll"), 5);
}

TEST(Artillery, L147_ArtilleryAttackingIgnoresBadResults) {
  Fixture f;
  const CardId gun = f.put(0, 2, Troop::kArtillery);
  f.put(1, 2, Troop::kGuard);
  f.dice({1, 6});
  f.play(kCentre);
  EXPECT_EQ(f.s.stacks[0][2].back().card, gun);
  EXPECT_FALSE(f.s.stacks[0][2].back().flags & kShaken);
}

TEST(Artillery, L151_LightCavalryKeepPositivesAgainstHorseArtilleryOnly) {
  for (Troop target : {Troop::kHorseArtillery, Troop::kArtillery}) {
    Fixture f;
    f.put(0, 2, Troop::kLine);
    f.put(0, 2, Troop::kLightCav);
    f.put(1, 2, target);
    f.dice({3, 3});
    f.play(kCentre);
    EXPECT_EQ(last_total(f, "attack roll"), target == Troop::kHorseArtillery ? 4 : 3);
  }
}

TEST(LightInfantry, L155_LightInfantryIgnoreTheDefendersWoods) {
  for (Troop attacker : {Troop::kLight, Troop::kLine}) {
    Fixture f;
    f.put(0, 2, attacker);
    f.put(1, 2, Troop::kLine);
    f.terrain(1, 2, Tactic::kWoods);
    f.dice({3, 3, 4, 4, 4, 4});
    f.play(kCentre);
    EXPECT_EQ(last_total(f, "defence roll"), attacker == Troop::kLight ? 3 : 4);
  }
}

TEST(Survivors, L159_SurvivorsGoFaceDownToTheBottomAndStayRemembered) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const CardId att = f.put(0, 2, Troop::kElite);
  f.put(1, 2, Troop::kLine, 0);
  const CardId def = f.put(1, 2, Troop::kLine, 0);
  f.dice({3, 3, 3, 3, 3, 3});
  f.play(kCentre);
  EXPECT_EQ(f.s.stacks[0][2][0].card, att);
  EXPECT_EQ(f.s.stacks[1][2][0].card, def);
  EXPECT_TRUE(f.s.stacks[1][2][0].flags & kKnownOpp);
  EXPECT_FALSE(f.s.stacks[1][2][1].flags & kKnownOpp);
}

TEST(Flank, L165_L168_FacingAnEmptyStackFlankAttacksAdjacentAtPlusTwo) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 1, Troop::kLine);
  f.put(1, 0, Troop::kLine);
  EXPECT_TRUE(f.legal("flank attack from Centre on Right Centre"));
  EXPECT_FALSE(f.legal("flank attack from Centre on Right Flank"))
      << "infantry flank adjacent stacks only";
  EXPECT_TRUE(f.legal("attack empty Centre from Centre"));
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("flank attack from Centre on Right Centre");
  EXPECT_TRUE(has_modifier(f, "attack roll", "flank attack"));
  EXPECT_EQ(last_total(f, "attack roll"), 5);
}

TEST(Flank, L169_CavalryFlankAnyStackAtPlusThree_L171_ArtilleryNoBonus) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(0, 3, Troop::kArtillery);
  f.put(1, 0, Troop::kArtillery);
  f.put(1, 1, Troop::kLine);
  f.put(1, 4, Troop::kArtillery);
  EXPECT_TRUE(f.legal("flank attack from Centre on Right Flank")) << f.legal_texts();
  f.dice({3, 3});
  f.play("flank attack from Centre on Right Flank");
  EXPECT_EQ(last_total(f, "attack roll"), 6);
  // The artillery facing the empty enemy Right Centre may flank attack, without the +2.
  f.dice({3, 3});
  f.play("flank attack from Right Centre on Left Flank");
  EXPECT_EQ(last_total(f, "attack roll"), 3);
}

TEST(EmptyStack, L341_AttackerMakesTheOpponentEliminateADiscardedBattalion) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 1, Troop::kLine);
  CardId guard = f.put(1, 3, Troop::kGuard);
  f.s.stacks[1][3].pop_back();
  f.s.discard[1].push_back(guard);
  CardId line = f.put(1, 3, Troop::kLine);
  f.s.stacks[1][3].pop_back();
  f.s.discard[1].push_back(line);
  f.play("attack empty Centre from Centre");
  ASSERT_EQ(f.s.step, Step::kEliminateDiscard);
  EXPECT_EQ(f.g.current_player(f.s), 1) << "opponent's choice";
  f.play("eliminate Line from discard");
  EXPECT_EQ(count_in(f.s.eliminated[1], line), 1);
  EXPECT_EQ(count_in(f.s.discard[1], guard), 1);
}

TEST(EmptyStack, L240_AGeneralAloneInAnAttackedStackIsKilled) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 1, Troop::kLine);
  const CardId gen = f.general(1, 2, 2, 1);
  f.play("attack empty Centre from Centre");
  EXPECT_EQ(f.s.generals[1][2].card, kNoCard);
  EXPECT_EQ(count_in(f.s.eliminated[1], gen), 1);
}

TEST(Attacks, L83_ThreeAttacksPerTurnSameStackMayRepeat) {
  Fixture f;
  for (int i = 0; i < 4; ++i) f.put(0, 2, Troop::kLine);
  for (int i = 0; i < 4; ++i) f.put(1, 2, Troop::kLine);
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(f.legal(kCentre));
    f.dice({3, 3, 3, 3, 3, 3});
    f.play(kCentre);
  }
  EXPECT_FALSE(f.legal(kCentre));
}

TEST(Attacks, L83_PerStackPlusOneMode) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,attack_mode=per_stack_plus_one");
  f.s.step = Step::kReinforce;
  for (int c = 1; c < 4; ++c) {
    f.put(0, c, Troop::kLine);
    f.put(0, c, Troop::kLine);
    f.put(1, c, Troop::kLine);
    f.put(1, c, Troop::kLine);
  }
  f.fill_empty(0);
  f.fill_empty(1);
  f.play("end reinforce phase");
  ASSERT_EQ(f.s.attacks_left, 1);
  f.dice({2, 3});
  f.play(kCentre);
  f.dice({2, 3, 4, 4});
  f.play(kCentre);  // the extra attack
  EXPECT_FALSE(f.legal(kCentre));
  EXPECT_TRUE(f.legal("attack from Left Centre on Right Centre"));
}

TEST(Redoubt, L299_CavalryCannotAttackARedoubt) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.terrain(1, 2, Tactic::kRedoubt);
  EXPECT_FALSE(f.legal(kCentre));
}

TEST(Woods, L291_CavalryCannotAttackInfantryInWoods) {
  Fixture f;
  const CardId cav = f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.terrain(1, 2, Tactic::kWoods);
  f.play(kCentre);
  EXPECT_EQ(f.s.stacks[0][2][0].card, cav);
  EXPECT_EQ(f.s.attacks_left, 2);
  EXPECT_EQ(f.s.chance.forced_pending(), 0u);
}

TEST(Terrain, L290_L295_L298_L304_DefenderBonuses) {
  struct Case {
    Tactic t;
    Troop att;
    Troop def;
    int expected;
  };
  for (const Case c : {Case{Tactic::kWoods, Troop::kLine, Troop::kLine, 4},
                       Case{Tactic::kWoods, Troop::kLine, Troop::kArtillery, 3},
                       Case{Tactic::kHills, Troop::kArtillery, Troop::kLine, 4},
                       Case{Tactic::kRedoubt, Troop::kLine, Troop::kLine, 4},
                       Case{Tactic::kRedoubt, Troop::kArtillery, Troop::kLine, 3},  // L144-146
                       Case{Tactic::kRedoubt, Troop::kLine, Troop::kArtillery, 3},
                       Case{Tactic::kRiver, Troop::kLine, Troop::kArtillery, 4},
                       Case{Tactic::kRiver, Troop::kArtillery, Troop::kLine, 3}}) {
    Fixture f;
    const int col = c.t == Tactic::kRiver ? 4 : 2;
    f.put(0, col, c.att);
    f.put(1, col, c.def);
    f.terrain(1, col, c.t);
    f.dice({3, 3, 3, 3, 3, 3});
    ASSERT_TRUE(f.legal(col == 2 ? kCentre : "attack from Right Flank on Left Flank"))
        << f.legal_texts();
    f.play(col == 2 ? kCentre : "attack from Right Flank on Left Flank");
    EXPECT_EQ(last_total(f, "defence roll"), c.expected) << f.g.tactic_name(c.t);
  }
}

TEST(Terrain, L296_ArtilleryAttackingFromHillsPlusOne) {
  Fixture f;
  f.put(0, 2, Troop::kArtillery);
  f.terrain(0, 2, Tactic::kHills);
  f.put(1, 2, Troop::kArtillery);
  f.dice({3, 3, 3, 3, 3, 3});
  f.play(kCentre);
  EXPECT_EQ(last_total(f, "attack roll"), 4);
}

TEST(Terrain, L305_RiverCoversTheFlankAndTheNextStackIn_L308_BridgeNegatesIt) {
  Fixture f;
  f.put(0, 3, Troop::kLine);
  f.put(0, 3, Troop::kLine);
  f.put(1, 3, Troop::kArtillery);
  f.put(1, 3, Troop::kArtillery);
  f.terrain(1, 4, Tactic::kRiver);
  f.dice({3, 3, 3, 3, 3, 3});
  f.play("attack from Right Centre on Left Centre");
  EXPECT_TRUE(has_modifier(f, "defence roll", "River"));
  f.terrain(1, 3, Tactic::kBridge);
  f.dice({3, 3, 3, 3, 3, 3});
  f.play("attack from Right Centre on Left Centre");
  EXPECT_FALSE(has_modifier(f, "defence roll", "River"));
}

TEST(Terrain, L301_RedoubtOnAHillCombines) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.terrain(1, 2, Tactic::kHills);
  f.terrain(1, 2, Tactic::kRedoubt);
  f.dice({3, 3, 3, 3, 3, 3});
  f.play(kCentre);
  EXPECT_EQ(last_total(f, "defence roll"), 5);
}

TEST(Terrain, L292_L302_WoodsAndRedoubtReduceTheCardLimit) {
  Fixture f;
  EXPECT_EQ(f.g.card_limit(f.s, 1, 2), 6);
  f.terrain(1, 2, Tactic::kWoods);
  EXPECT_EQ(f.g.card_limit(f.s, 1, 2), 5);
  f.terrain(1, 2, Tactic::kRedoubt);
  EXPECT_EQ(f.g.card_limit(f.s, 1, 2), 4);
  EXPECT_EQ(f.g.card_limit(f.s, 1, 0), 5);
}

}  // namespace
}  // namespace bivouac::raf::test
