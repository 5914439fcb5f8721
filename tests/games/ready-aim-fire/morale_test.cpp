// Morale (L173-189) and commanders (L228-256), with forced dice.
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr const char* kCentre = "attack from Centre on Centre";

int count_in(const auto& zone, CardId c) {
  int n = 0;
  for (auto x : zone) n += (x == c) ? 1 : 0;
  return n;
}

// Both lines filled so nobody loses when the phase ends; player 0 has a card in hand so the
// Discard phase waits for him.
void ready_for_morale(Fixture& f) {
  f.fill_empty(0);
  f.fill_empty(1);
  f.hand(0, Troop::kLine);
}

TEST(Morale, L175_L183_StackCheckTopFirstWithCumulativePlusOne) {
  Fixture f;
  const CardId bottom = f.put(1, 2, Troop::kLine);
  const CardId middle = f.put(1, 2, Troop::kLine);
  const CardId top = f.put(1, 2, Troop::kLine);
  ready_for_morale(f);
  f.s.morale_queue.push_back(MoraleEntry{1, 2, kStackCheck, 0, kNoCard});
  f.dice({5, 4,    // top: 9 > 8 routs
          4, 4,    // middle: 8 + 1 = 9 routs
          3, 3});  // bottom: 6 + 2 = 8 passes
  f.play("end attacks");
  EXPECT_EQ(count_in(f.s.discard[1], top), 1);
  EXPECT_EQ(count_in(f.s.discard[1], middle), 1);
  ASSERT_EQ(f.s.stacks[1][2].size(), 1u);
  EXPECT_EQ(f.s.stacks[1][2][0].card, bottom);
  EXPECT_TRUE(f.log_has("earlier routs in this stack"));
}

TEST(Morale, L177_GuardTestAgainstTen) {
  Fixture f;
  const CardId guard = f.put(1, 2, Troop::kGuard);
  ready_for_morale(f);
  f.s.morale_queue.push_back(MoraleEntry{1, 2, kStackCheck, 0, kNoCard});
  f.dice({5, 5});
  f.play("end attacks");
  EXPECT_EQ(f.s.stacks[1][2].back().card, guard);
}

TEST(Morale, L184_GuardEliminatedTestsTheAdjacentStacks) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kGuard);
  f.fill_empty(1);
  f.dice({6, 1});  // 6 v 3: +3 eliminates the Guard
  f.play(kCentre);
  int adjacent = 0;
  for (const auto& e : f.s.morale_queue) adjacent += (e.stack == 1 || e.stack == 3) ? 1 : 0;
  EXPECT_EQ(adjacent, 2);
}

TEST(Morale, L185_GuardRoutedTestsItsOwnStack) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine, kKnownOpp | kShaken);
  f.put(1, 2, Troop::kGuard);
  f.dice({6, 2});  // 6 v 4: +2 routs the Guard
  f.play(kCentre);
  ASSERT_EQ(f.s.morale_queue.size(), 1u);
  EXPECT_EQ(f.s.morale_queue[0].stack, 2);
}

TEST(Morale, L187_ShakenCardsReviveOnASuccessfulCheck) {
  Fixture f;
  f.put(0, 2, Troop::kLine, kKnownOpp | kShaken);
  f.put(0, 3, Troop::kLine, kKnownOpp | kShaken);
  ready_for_morale(f);
  f.dice({4, 4, 6, 6});
  f.play("end attacks");
  EXPECT_FALSE(f.s.stacks[0][2][0].flags & kShaken);
  EXPECT_TRUE(f.s.stacks[0][3].back().flags & kShaken) << "a failed revival has no penalty";
  EXPECT_EQ(f.s.stacks[0][3].size(), 1u);
}

TEST(Morale, L189_OptionalReviveOnlyBesideACommander) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,revive_needs_commander=true");
  f.put(0, 2, Troop::kLine, kKnownOpp | kShaken);
  f.put(0, 3, Troop::kLine, kKnownOpp | kShaken);
  f.general(0, 3, 2, 0);
  ready_for_morale(f);
  f.dice({4, 4});
  f.play("end attacks");
  EXPECT_TRUE(f.s.stacks[0][2][0].flags & kShaken);
  EXPECT_FALSE(f.s.stacks[0][3].back().flags & kShaken);
}

TEST(Morale, L139_BlownRecoversFromTheNextOwnMoralePhaseOnly) {
  Fixture f;
  f.put(0, 2, Troop::kLightCav, kKnownOpp | kBlown | kFreshBlown);
  f.put(0, 3, Troop::kLightCav, kKnownOpp | kBlown);
  ready_for_morale(f);
  f.dice({2, 2});
  f.play("end attacks");
  EXPECT_TRUE(f.s.stacks[0][2][0].flags & kBlown) << "blown this turn: no test";
  EXPECT_FALSE(f.s.stacks[0][3].back().flags & kBlown);
}

TEST(Morale, L109_L173_EliminationChecksWaitForTheMoralePhaseUnlessImmediate) {
  for (bool immediate : {false, true}) {
    Fixture f(std::string("ready-aim-fire:nation_a=france,nation_b=britain,morale_timing=") +
              (immediate ? "immediate" : "queued"));
    f.put(0, 2, Troop::kLine);
    const CardId other = f.put(1, 2, Troop::kLine, kKnownOpp | kShaken);
    f.put(1, 2, Troop::kLine);
    f.dice({6, 1, 6, 6});
    f.play(kCentre);
    if (immediate) {
      EXPECT_EQ(count_in(f.s.discard[1], other), 1);
    } else {
      EXPECT_EQ(f.s.morale_queue.size(), 1u);
      EXPECT_EQ(f.s.stacks[1][2].size(), 1u);
    }
  }
}

TEST(Generals, L229_L237_AttackerReRollsThenRollsForDeath) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  const CardId gen = f.general(0, 2, 5, 2);  // a 2/1 general
  f.dice({1, 4});
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kAttackReroll);
  EXPECT_EQ(f.g.current_player(f.s), 0);
  f.dice({6, 6});  // the new die is a 6; the death roll 6 kills him after one re-roll
  f.play("re-roll with general");
  EXPECT_EQ(f.s.generals[0][2].card, kNoCard);
  EXPECT_EQ(count_in(f.s.eliminated[0], gen), 1);
  EXPECT_TRUE(f.s.general_died_mask[0] & (1u << 2));
  // L241: his stack takes a morale check.
  bool check = false;
  for (const auto& e : f.s.morale_queue) check = check || (e.player == 0 && e.stack == 2);
  EXPECT_TRUE(check);
}

// The general's re-roll, his death roll and his death name him (and the re-rolling battalion) by
// card id and name, so a client can point at the cards on the table (docs/network.md, Events).
TEST(Generals, L229_L237_L241_TheReRollTheDeathRollAndTheDeathNameTheGeneralsCard) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const CardId line = f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  const CardId gen = f.general(0, 2, 5, 2);
  f.dice({1, 4});
  f.play(kCentre);
  f.log.clear();
  f.dice({6, 6});  // the new die is a 6; the death roll 6 kills him
  f.play("re-roll with general");
  const auto named = [&](const std::string& fragment) -> nlohmann::json {
    for (const Event& e : f.log.events()) {
      if (e.text.find(fragment) != std::string::npos) return e.data;
    }
    ADD_FAILURE() << "no event says " << fragment;
    return {};
  };
  const std::string general_name = f.g.card_name(f.s, gen);
  const auto reroll = named("re-rolls the");
  EXPECT_EQ(reroll["ids"], nlohmann::json::array({line, gen}));
  EXPECT_EQ(reroll["cards"], nlohmann::json::array({f.g.card_name(f.s, line), general_name}));
  const auto death = named("general's death roll");
  EXPECT_EQ(death["ids"], nlohmann::json::array({gen}));
  EXPECT_EQ(death["cards"], nlohmann::json::array({general_name}));
  const auto killed = named("is killed by");
  EXPECT_EQ(killed["ids"], nlohmann::json::array({gen}));
  EXPECT_EQ(killed["card"], general_name);
}

TEST(Generals, L238_TheDeathRollGrowsWithEachReRoll) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.general(0, 2, 6, 2);  // 2/2
  f.dice({1, 4});
  f.play(kCentre);
  f.dice({1, 5});  // re-roll 1, death roll 5 < 6: survives
  f.play("re-roll with general");
  ASSERT_NE(f.s.generals[0][2].card, kNoCard);
  ASSERT_EQ(f.s.step, Step::kAttackReroll);
  f.dice({3, 5});  // second re-roll, death roll 5 >= 5: killed
  f.play("re-roll with general");
  EXPECT_EQ(f.s.generals[0][2].card, kNoCard);
}

TEST(Generals, L233_DefenderReRollsInTheOpponentsTurn) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.general(1, 2, 3, 2);  // 1/2 in the opponent's turn: 2 re-rolls
  f.dice({4, 1});
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kDefendReroll);
  EXPECT_EQ(f.g.current_player(f.s), 1);
  f.dice({4, 1});
  f.play("re-roll with general");
  f.play("keep the roll");
  EXPECT_EQ(f.s.stacks[1][2].back().flags & kShaken, 0);
}

TEST(Generals, L234_MoraleReRollForACardInTheGeneralsStack) {
  Fixture f;
  const CardId line = f.put(1, 2, Troop::kLine);
  f.general(1, 2, 3, 2);
  ready_for_morale(f);
  f.s.morale_queue.push_back(MoraleEntry{1, 2, kStackCheck, 0, kNoCard});
  f.dice({6, 6});
  f.play("end attacks");
  ASSERT_EQ(f.s.step, Step::kMoraleReroll);
  EXPECT_EQ(f.g.current_player(f.s), 1);
  f.dice({2, 2, 1});  // passes; death roll 1
  f.play("re-roll with general");
  EXPECT_EQ(f.s.stacks[1][2].back().card, line);
}

TEST(ArmyCommander, L245_ReRollsMoraleAfterTheGeneralsWithoutDeathRoll) {
  Fixture f;
  const CardId line = f.put(0, 2, Troop::kLine);
  const CardId ac = f.commander_to_hand(0, 5);
  f.s.hand_army[0].pop_back();
  f.s.army_commander[0] = General{ac, 1, 0};
  f.s.ac_assigned[0] = 1;
  ready_for_morale(f);
  f.s.morale_queue.push_back(MoraleEntry{0, 2, kStackCheck, 0, kNoCard});
  f.dice({6, 6});
  f.play("end attacks");
  ASSERT_TRUE(f.legal("re-roll with army commander")) << f.legal_texts();
  f.dice({2, 2});
  f.play("re-roll with army commander");
  EXPECT_EQ(f.s.stacks[0][2].back().card, line);
  EXPECT_EQ(f.s.army_commander[0].card, ac);
  EXPECT_FALSE(f.log_has("death roll"));
}

TEST(ArmyCommander, L248_TakesOverAStackWhoseGeneralDied) {
  Fixture f;
  f.fill_empty(0);
  f.fill_empty(1);
  const CardId ac = f.commander_to_hand(0, 2);
  f.s.hand_army[0].pop_back();
  f.s.army_commander[0] = General{ac, 1, 0};
  f.s.ac_assigned[0] = 1;
  f.s.step = Step::kReinforce;
  EXPECT_FALSE(f.legal("army commander takes over Centre"));
  f.s.general_died_mask[0] = 1u << 2;
  ASSERT_TRUE(f.legal("army commander takes over Centre"));
  f.play("army commander takes over Centre");
  EXPECT_EQ(f.s.generals[0][2].card, ac);
  EXPECT_EQ(f.s.ac_stack[0], 3);
}

TEST(ArmyCommander, L252_HisDeathTestsTheArmyAtMinusOneAndEliminatesFailures) {
  Fixture f;
  f.put(0, 1, Troop::kLine);
  const CardId a = f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.fill_empty(0);
  f.fill_empty(1);
  f.hand(0, Troop::kLine);
  const CardId ac = f.commander_to_hand(0, 2);
  f.s.hand_army[0].pop_back();
  f.s.generals[0][2] = General{ac, 1, 0};
  f.s.ac_stack[0] = 3;
  f.s.ac_assigned[0] = 1;
  f.dice({1, 4, 3, 6});  // combat 1 v 4; re-roll 3; death roll 6 kills him
  f.play(kCentre);
  f.play("re-roll with general");
  EXPECT_TRUE(f.s.ac_dead[0]);
  EXPECT_EQ(f.g.morale_target(f.s, a), 7) << "L255-256: -1 for the rest of the game";
  bool army = false;
  for (const auto& e : f.s.morale_queue) army = army || e.kind == kArmyCheck;
  EXPECT_TRUE(army);
}

}  // namespace
}  // namespace bivouac::raf::test
