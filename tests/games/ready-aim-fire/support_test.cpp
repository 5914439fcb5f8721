// Support is a choice (L114-118, ruling R13): the owner of each battling card picks which
// unshaken battalion of its stack supports it, or none; `support=below` keeps the earlier reading.
#include "core/bot.h"
#include "core/game_help.h"
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr const char* kCentre = "attack from Centre on Centre";

int count_in(const auto& zone, CardId c) {
  int n = 0;
  for (auto x : zone) n += (x == c) ? 1 : 0;
  return n;
}

TEST(Support, L115_TheAttackerChoosesAnyUnshakenBattalionOfTheStack) {
  Fixture f;
  f.manual_support = true;
  f.put(0, 2, Troop::kLight);
  f.put(0, 2, Troop::kElite);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kAttackSupport);
  EXPECT_EQ(f.g.current_player(f.s), 0);
  EXPECT_TRUE(f.legal("support with Elite (slot 2)")) << f.legal_texts();
  EXPECT_TRUE(f.legal("support with Light (slot 3)")) << f.legal_texts();
  EXPECT_TRUE(f.legal("no support"));
  f.dice({3, 3});
  f.play("support with Light (slot 3)");
  EXPECT_TRUE(has_modifier(f, "attack roll", "support"));
  EXPECT_EQ(last_total(f, "attack roll"), 4);
  EXPECT_TRUE(f.log_has("Light (slot 3 of Centre) supports the attack"));
}

TEST(Support, L116_TheChosenSupporterRoutsWhenTheSupportedCardIsEliminated) {
  Fixture f;
  f.manual_support = true;
  f.put(0, 2, Troop::kLine);
  const CardId light = f.put(1, 2, Troop::kLight);
  const CardId elite = f.put(1, 2, Troop::kElite);
  f.put(1, 2, Troop::kLine);
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kDefendSupport);
  EXPECT_EQ(f.g.current_player(f.s), 1);
  f.dice({6, 1});  // 6 v 1+1: +4
  f.play("support with Light (slot 3)");
  EXPECT_EQ(count_in(f.s.discard[1], light), 1) << "the supporter routs (L116-117)";
  ASSERT_EQ(f.s.stacks[1][2].size(), 1u);
  EXPECT_EQ(f.s.stacks[1][2][0].card, elite) << "the battalion that did not support stays";
}

TEST(Support, L115_NoSupportMeansNoBonusAndNoPrice) {
  Fixture f;
  f.manual_support = true;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.play(kCentre);
  f.dice({5, 1});  // 5 v 1: +4
  f.play("no support");
  EXPECT_FALSE(has_modifier(f, "defence roll", "support"));
  EXPECT_EQ(f.s.stacks[1][2].size(), 1u) << "nobody supported, nobody pays";
  EXPECT_TRUE(f.log_has("fights the defence without support"));
}

TEST(Support, L118_ShakenBattalionsAreNotOfferedAndWithNoneThereIsNoChoice) {
  Fixture f;
  f.manual_support = true;
  f.put(0, 2, Troop::kLine, kKnownOpp | kShaken);
  f.put(0, 2, Troop::kElite);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine, kKnownOpp | kShaken);
  f.put(1, 2, Troop::kLine);
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kAttackSupport);
  EXPECT_EQ(f.legal_texts(), "support with Elite (slot 2); no support; ");
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("no support");
  EXPECT_NE(f.s.step, Step::kDefendSupport) << "the defender's only other card is Shaken";
  EXPECT_EQ(last_total(f, "defence roll"), 3) << "the dice were rolled at once, unsupported";
}

TEST(Support, L117_ASupporterAboveTheBattlingCardIsShakenWhenItRouts) {
  // Indirect fire (L282) attacks the second card: the top card may support it from above.
  Fixture f;
  f.manual_support = true;
  f.put(0, 2, Troop::kArtillery);
  const CardId bottom = f.put(1, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  const CardId top = f.put(1, 2, Troop::kElite);
  f.give(0, Tactic::kIndirectFire);
  f.play("indirect fire: attack from Centre on Centre second card");
  ASSERT_EQ(f.s.step, Step::kDefendSupport) << "the gun's stack has nobody to support it";
  f.dice({3, 1});  // 3 v 1 (support is lost against guns, L143-146): +2, the defender routs
  f.play("support with Elite (slot 1)");
  ASSERT_EQ(f.s.stacks[1][2].size(), 2u);
  EXPECT_EQ(f.s.stacks[1][2][1].card, top);
  EXPECT_TRUE(f.s.stacks[1][2][1].flags & kShaken) << "the supporter is Shaken (L117-118)";
  EXPECT_EQ(f.s.stacks[1][2][0].card, bottom);
  EXPECT_FALSE(f.s.stacks[1][2][0].flags & kShaken);
}

TEST(Support, L115_OptionBelowMakesTheBattalionBelowSupportWithoutAChoice) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,support=below");
  f.manual_support = true;
  f.put(0, 2, Troop::kLine);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.dice({3, 3});
  f.play(kCentre);
  EXPECT_NE(f.s.step, Step::kAttackSupport);
  EXPECT_TRUE(has_modifier(f, "attack roll", "support"));
}

// The heuristic bot answers the new decision: support from the cheapest battalion, none when
// artillery would cancel the +1 anyway (L143-146).
Action heuristic_choice(Fixture& f, int player) {
  auto bot = BotRegistry::instance().create("heuristic", f.game_ptr, 1);
  auto obs = f.g.observation(f.s, player);
  return bot->choose(*obs, player);
}

TEST(Support, L115_L143_HeuristicSupportsWithTheCheapestAndNotAgainstGuns) {
  Fixture f;
  f.manual_support = true;
  f.put(0, 2, Troop::kSecond);
  f.put(0, 2, Troop::kGuard);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kAttackSupport);
  EXPECT_EQ(f.g.action_to_string(f.s, heuristic_choice(f, 0)), "support with Second Rate (slot 3)");

  Fixture g;
  g.manual_support = true;
  g.put(0, 2, Troop::kSecond);
  g.put(0, 2, Troop::kLine);
  g.put(1, 2, Troop::kArtillery);
  g.play(kCentre);
  ASSERT_EQ(g.s.step, Step::kAttackSupport);
  EXPECT_EQ(g.g.action_to_string(g.s, heuristic_choice(g, 0)), "no support");
}

}  // namespace
}  // namespace bivouac::raf::test

namespace bivouac::raf::test {
namespace {

TEST(Support, L118_AShakenBattalionNamedAsSupporterIsRefusedWithTheRuleLine) {
  Fixture f;
  f.manual_support = true;
  f.put(0, 2, Troop::kLight, kKnownOpp | kShaken);
  f.put(0, 2, Troop::kElite);
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.play("attack from Centre on Centre");
  ASSERT_EQ(f.s.step, Step::kAttackSupport);
  ASSERT_TRUE(f.legal("support with Elite (slot 2)")) << f.legal_texts();
  try {
    (void)parse_action(f.g, f.s, "support with Light (slot 3)");
    FAIL() << "a Shaken battalion was accepted as supporter";
  } catch (const RefusedAction& e) {
    EXPECT_EQ(e.reason(),
              "the battalion in slot 3 of the Centre is Shaken: \"A Shaken card cannot offer "
              "support.\" (L118)");
  }
}

}  // namespace
}  // namespace bivouac::raf::test
