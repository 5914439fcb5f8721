// Every tactics card (L258-289) and the terrain cards' play rules (L290-309), each from a
// hand-made position with forced dice.
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr const char* kCentre = "attack from Centre on Centre";

int count_in(const auto& zone, CardId c) {
  int n = 0;
  for (auto x : zone) n += (x == c) ? 1 : 0;
  return n;
}

// Attacker plays `card` in the combat window; both roll 3.
int attack_total_with(Troop att, Troop def, Tactic card) {
  Fixture f;
  f.put(0, 2, att);
  f.put(1, 2, def);
  f.give(0, card);
  f.play(kCentre);
  EXPECT_EQ(f.s.step, Step::kAttackTactics);
  f.play("play " + f.g.tactic_name(card));
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("no more tactics");
  if (f.s.step == Step::kRideAround) f.play("charge the square");
  return last_total(f, "attack roll");
}

int defence_total_with(Troop att, Troop def, Tactic card) {
  Fixture f;
  f.put(0, 2, att);
  f.put(1, 2, def);
  f.give(1, card);
  f.play(kCentre);
  EXPECT_EQ(f.s.step, Step::kDefendTactics);
  EXPECT_EQ(f.g.current_player(f.s), 1);
  f.play("play " + f.g.tactic_name(card));
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("no more tactics");
  return last_total(f, "defence roll");
}

TEST(Tactics, L266_InfantryChargePlusTwoForAttackingLine) {
  EXPECT_EQ(attack_total_with(Troop::kLine, Troop::kLine, Tactic::kInfantryCharge), 5);
}
TEST(Tactics, L267_SocketBayonetsPlusOneForLine) {
  EXPECT_EQ(attack_total_with(Troop::kLine, Troop::kLine, Tactic::kSocketBayonets), 4);
}
TEST(Tactics, L273_CannonBallPlusTwoForAttackingArtillery) {
  EXPECT_EQ(attack_total_with(Troop::kArtillery, Troop::kArtillery, Tactic::kCannonBall), 5);
}
TEST(Tactics, L272_CanisterShotPlusOneNotAgainstArtillery) {
  EXPECT_EQ(attack_total_with(Troop::kArtillery, Troop::kLine, Tactic::kCanisterShot), 4);
  Fixture f;
  f.put(0, 2, Troop::kArtillery);
  f.put(1, 2, Troop::kArtillery);
  f.give(0, Tactic::kCanisterShot);
  f.play(kCentre);
  EXPECT_FALSE(f.legal("play Canister Shot"));
}
TEST(Tactics, L281_EnfiladeFirePlusOne) {
  EXPECT_EQ(attack_total_with(Troop::kDragoon, Troop::kDragoon, Tactic::kEnfiladeFire), 5);
}
TEST(Tactics, L286_RiflesPlusOneForLightInfantry) {
  EXPECT_EQ(attack_total_with(Troop::kLight, Troop::kLine, Tactic::kRifles), 4);
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.give(0, Tactic::kRifles);
  f.play(kCentre);
  EXPECT_FALSE(f.legal("play Rifles"));
}
TEST(Tactics, L268_CounterAttackPlusTwoForDefendingCavalry) {
  EXPECT_EQ(defence_total_with(Troop::kLightCav, Troop::kLightCav, Tactic::kCounterAttack), 5);
}
TEST(Tactics, L271_GrapeShotPlusTwoForDefendingArtilleryNotAgainstArtillery) {
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kArtillery, Tactic::kGrapeShot), 5);
  Fixture f;
  f.put(0, 2, Troop::kArtillery);
  f.put(1, 2, Troop::kArtillery);
  f.give(1, Tactic::kGrapeShot);
  f.play(kCentre);
  EXPECT_FALSE(f.legal("play Grape Shot"));
}
TEST(Tactics, L279_FightingWithdrawalPlusOneForTheDefender) {
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kLine, Tactic::kFightingWithdrawal), 4);
}
TEST(Tactics, L261_SecondVolleyRollsTwoDiceKeepsTheBetter) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.give(1, Tactic::kSecondVolley);
  f.play(kCentre);
  f.play("play Second Volley");
  f.dice({4, 1, 5});
  f.play("no more tactics");
  EXPECT_EQ(last_total(f, "defence roll"), 5);
}
TEST(Tactics, L260_SquareFormationFormsSquareForLineInfantry) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLine);
  f.give(1, Tactic::kSquareFormation);
  f.play(kCentre);
  f.play("play Square Formation");
  f.play("no more tactics");
  EXPECT_EQ(f.s.step, Step::kRideAround);
  EXPECT_EQ(f.s.chance.forced_pending(), 0u);
}
TEST(Tactics, L269_BrokenSquareMakesTheInfantryFail) {
  EXPECT_EQ(attack_total_with(Troop::kLightCav, Troop::kLine, Tactic::kBrokenSquare), 6);
}
TEST(Tactics, L262_L284_FireAtWillAndAdvanceGiveAnExtraAttack) {
  for (Tactic t : {Tactic::kFireAtWill, Tactic::kAdvance}) {
    Fixture f;
    f.put(0, 2, Troop::kLine);
    f.put(1, 2, Troop::kLine);
    f.give(0, t);
    f.play("play " + f.g.tactic_name(t));
    EXPECT_EQ(f.s.attacks_left, 4);
  }
}
TEST(Tactics, L263_SabersAndPistolsExtraCavalryAttack) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav);
  f.put(1, 2, Troop::kLightCav);
  f.give(0, Tactic::kSabersPistols);
  f.s.attacks_left = 0;
  EXPECT_FALSE(f.legal(kCentre));
  ASSERT_TRUE(f.legal("sabers & pistols: attack from Centre on Centre"));
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("sabers & pistols: attack from Centre on Centre");
  EXPECT_EQ(f.s.attacks_left, 0);
  EXPECT_EQ(f.s.tactics_discard.size(), 1u);
}
TEST(Tactics, L274_FusilladeExtraInfantryAttack) {
  Fixture f;
  f.put(0, 2, Troop::kArtillery);
  f.put(1, 2, Troop::kLine);
  f.give(0, Tactic::kFusillade);
  EXPECT_FALSE(f.legal("fusillade: attack from Centre on Centre"));
  f.put(0, 2, Troop::kLine);
  EXPECT_TRUE(f.legal("fusillade: attack from Centre on Centre"));
}
TEST(Tactics, L287_ProbeAttacksWithLightInfantryFromAnywhereInTheStack) {
  Fixture f;
  const CardId light = f.put(0, 2, Troop::kLight);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.give(0, Tactic::kProbe);
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("probe: attack from Centre on Centre");
  EXPECT_TRUE(f.log_has("Probe"));
  EXPECT_EQ(f.s.stacks[0][2][0].card, light);
}
TEST(Tactics, L282_IndirectFireHitsTheNextCardDown) {
  Fixture f;
  f.put(0, 2, Troop::kArtillery);
  const CardId second = f.put(1, 2, Troop::kLine, 0);
  const CardId top = f.put(1, 2, Troop::kLine, 0);
  f.give(0, Tactic::kIndirectFire);
  f.dice({4, 1});
  f.play("indirect fire: attack from Centre on Centre second card");
  EXPECT_EQ(count_in(f.s.eliminated[1], second) + count_in(f.s.discard[1], second), 1);
  EXPECT_EQ(f.s.stacks[1][2].back().card, top);
  EXPECT_EQ(f.s.attacks_left, 3);
}
TEST(Tactics, L275_SniperMakesAnEnemyStackTestInThisMoralePhase) {
  Fixture f;
  f.put(1, 2, Troop::kLine);
  f.give(0, Tactic::kSniper);
  f.play("play Sniper on enemy Centre");
  ASSERT_EQ(f.s.morale_queue.size(), 1u);
  EXPECT_EQ(f.s.morale_queue[0].player, 1);
  EXPECT_EQ(f.s.morale_queue[0].stack, 2);
}
TEST(Tactics, L277_OverrunDefenderChecksAtPlusOne) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.give(0, Tactic::kOverrun);
  f.play(kCentre);
  f.play("play Overrun");
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("no more tactics");  // 0 result; defender's 8 + 1 fails
  EXPECT_TRUE(f.s.stacks[1][2].back().flags & kShaken);
  EXPECT_FALSE(f.s.stacks[0][2].back().flags & kShaken);
}
TEST(Tactics, L278_TakePrisonersRoutingDefenderIsEliminated) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const CardId def = f.put(1, 2, Troop::kLine);
  f.give(0, Tactic::kTakePrisoners);
  f.play(kCentre);
  f.play("play Take Prisoners");
  f.dice({3, 1});
  f.play("no more tactics");
  EXPECT_EQ(count_in(f.s.eliminated[1], def), 1);
}
TEST(Tactics, L280_DifficultTerrainOneAttackLess) {
  Fixture f;
  f.fill_empty(0);
  f.fill_empty(1);
  f.give(1, Tactic::kDifficultTerrain);
  f.s.step = Step::kReinforce;
  f.play("end reinforce phase");
  ASSERT_EQ(f.s.step, Step::kDifficult);
  EXPECT_EQ(f.g.current_player(f.s), 1);
  f.play("play Difficult Terrain");
  EXPECT_EQ(f.s.attacks_left, 2);
}
TEST(Tactics, L283_ConfusionOpponentDrawsNothing) {
  Fixture f;
  f.fill_empty(0);
  f.fill_empty(1);
  f.give(0, Tactic::kConfusion);
  f.s.active = 0;
  f.g.end_turn(f.s, nullptr);  // player 1's turn begins
  ASSERT_EQ(f.s.step, Step::kConfusion);
  EXPECT_EQ(f.g.current_player(f.s), 0);
  f.play("play Confusion");
  EXPECT_EQ(f.s.draws_left, 0);
  EXPECT_EQ(f.s.step, Step::kDraw);
  EXPECT_FALSE(f.legal("draw reserve"));
}
TEST(Tactics, L264_L288_DrawCardsAddDraws) {
  for (auto [t, n] : {std::pair{Tactic::kRapidDeployment, 1}, std::pair{Tactic::kRearguardAction, 2},
                      std::pair{Tactic::kForcedMarch, 1}, std::pair{Tactic::kLimber, 1},
                      std::pair{Tactic::kCavalryReform, 1}}) {
    Fixture f;
    f.give(0, t);
    f.g.enter_draw(f.s, nullptr);
    f.play("play " + f.g.tactic_name(t));
    EXPECT_EQ(f.s.draws_left, 2 + n) << f.g.tactic_name(t);
  }
}
TEST(Tactics, L265_L270_L289_RetrieveACardOfTheRightKindFromTheDiscardPile) {
  for (auto [t, troop] : {std::pair{Tactic::kForcedMarch, Troop::kLine}, std::pair{Tactic::kLimber, Troop::kArtillery},
                          std::pair{Tactic::kCavalryReform, Troop::kDragoon}}) {
    Fixture f;
    const CardId c = f.put(0, 2, troop);
    f.s.stacks[0][2].pop_back();
    f.s.discard[0].push_back(c);
    f.give(0, t);
    f.g.enter_draw(f.s, nullptr);
    const std::string text = "play " + f.g.tactic_name(t) + " to retrieve " + f.g.data().troops[static_cast<std::size_t>(troop)].name;
    ASSERT_TRUE(f.legal(text)) << f.legal_texts();
    f.play(text);
    EXPECT_TRUE(f.s.discard[0].empty());
    EXPECT_EQ(f.s.hand_army[0].back().card, c);
  }
}
TEST(Tactics, L285_ScoutsRevealsTheOpponentsHand) {
  Fixture f;
  f.hand(1, Troop::kGuard);
  f.give(1, Tactic::kRifles);
  f.give(0, Tactic::kScouts);
  auto before = f.g.observation(f.s, 0);
  EXPECT_EQ(as<RafState>(*before).hand_army[1][0].card, kUnknownCard);
  f.play("play Scouts");
  auto after = f.g.observation(f.s, 0);
  EXPECT_NE(as<RafState>(*after).hand_army[1][0].card, kUnknownCard);
  EXPECT_NE(as<RafState>(*after).hand_tactics[1][0].card, kUnknownCard);
}
TEST(Tactics, L276_ColumnGivesOneMoreMove) {
  Fixture f;
  f.put(0, 1, Troop::kLine);
  f.put(0, 1, Troop::kLine);
  f.put(0, 1, Troop::kLine);
  f.give(0, Tactic::kColumn);
  f.s.step = Step::kReinforce;
  f.play("move Line (slot 1) from Left Centre to Centre");
  EXPECT_FALSE(f.legal("move Line (slot 1) from Left Centre to Centre"));
  f.play("play Column");
  EXPECT_TRUE(f.legal("move Line (slot 1) from Left Centre to Centre"));
}
TEST(TerrainCards, L72_L305_WhereTerrainMayBePlayed) {
  Fixture f;
  f.fill_empty(0);
  f.fill_empty(1);
  f.give(0, Tactic::kRiver);
  f.give(0, Tactic::kWoods);
  f.give(0, Tactic::kBridge);
  f.s.step = Step::kTerrain;
  EXPECT_TRUE(f.legal("play River on Left Flank"));
  EXPECT_FALSE(f.legal("play River on Centre"));
  EXPECT_TRUE(f.legal("play Woods on Centre"));
  EXPECT_FALSE(f.legal("play Bridge on enemy Left Flank")) << "no river there";
  f.terrain(1, 4, Tactic::kRiver);
  EXPECT_TRUE(f.legal("play Bridge on enemy Left Flank"));
  EXPECT_TRUE(f.legal("play Bridge on enemy Left Centre"));
  f.play("play Woods on Centre");
  EXPECT_EQ(f.s.step, Step::kReinforce) << "one terrain card per phase";
  EXPECT_EQ(f.s.terrain[0][2].size(), 1u);
}

}  // namespace
}  // namespace bivouac::raf::test
