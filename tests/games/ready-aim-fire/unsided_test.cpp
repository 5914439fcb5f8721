// Tactics that name no side (L267, L272, L281, L286 with L89) and the Bridge (L308): the rulings'
// defaults and their named options.
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr const char* kSpec = "ready-aim-fire:nation_a=france,nation_b=britain";

// The defender plays `card` in his window; both dice roll 3.
int defence_total_with(Troop att, Troop def, Tactic card, const std::string& spec = kSpec) {
  Fixture f(spec);
  f.put(0, 2, att);
  f.put(1, 2, def);
  f.give(1, card);
  f.play("attack from Centre on Centre");
  EXPECT_EQ(f.s.step, Step::kDefendTactics);
  const std::string text = "play " + f.g.tactic_name(card);
  if (!f.legal(text)) return -1;
  f.play(text);
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("no more tactics");
  return last_total(f, "defence roll");
}

TEST(Unsided, L267_L89_SocketBayonetsAlsoForTheDefendingLine) {
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kLine, Tactic::kSocketBayonets), 4);
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kElite, Tactic::kSocketBayonets), -1)
      << "Line only";
}
TEST(Unsided, L272_L89_CanisterShotAlsoForDefendingGunsButNotAgainstGuns) {
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kArtillery, Tactic::kCanisterShot), 4);
  EXPECT_EQ(defence_total_with(Troop::kArtillery, Troop::kArtillery, Tactic::kCanisterShot), -1);
}
TEST(Unsided, L281_L89_EnfiladeFireForEitherSide) {
  EXPECT_EQ(defence_total_with(Troop::kDragoon, Troop::kDragoon, Tactic::kEnfiladeFire), 5);
}
TEST(Unsided, L286_L89_RiflesAlsoForDefendingLightInfantry) {
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kLight, Tactic::kRifles), 4);
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kLine, Tactic::kRifles), -1);
}
TEST(Unsided, R24_OptionAttackerKeepsThemForTheAttacker) {
  const std::string spec = std::string(kSpec) + ",unsided_tactics=attacker";
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kLine, Tactic::kSocketBayonets, spec), -1);
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kArtillery, Tactic::kCanisterShot, spec), -1);
  EXPECT_EQ(defence_total_with(Troop::kDragoon, Troop::kDragoon, Tactic::kEnfiladeFire, spec), -1);
  EXPECT_EQ(defence_total_with(Troop::kLine, Troop::kLight, Tactic::kRifles, spec), -1);
}

// Two infantry attacks across a bridged river (L304-308) on the enemy Left Centre.
Fixture bridged(const std::string& spec) {
  Fixture f(spec);
  for (int i = 0; i < 3; ++i) f.put(0, 3, Troop::kLine);
  f.put(1, 3, Troop::kLine);
  for (int i = 0; i < 2; ++i) f.put(1, 3, Troop::kArtillery);
  f.terrain(1, 4, Tactic::kRiver);
  f.terrain(1, 3, Tactic::kBridge);
  return f;
}

TEST(Bridge, L308_ByDefaultItNegatesTheRiverForEveryInfantryOrCavalryAttack) {
  Fixture f = bridged(kSpec);
  for (int k = 0; k < 2; ++k) {
    f.dice({3, 3});
    f.play("attack from Right Centre on Left Centre");
    EXPECT_FALSE(has_modifier(f, "defence roll", "River")) << "attack " << k;
  }
  EXPECT_TRUE(f.g.has_terrain(f.s, 1, 3, Tactic::kBridge)) << "remains in play (L309)";
}

TEST(Bridge, L308_SingleUseOptionIsSpentByTheFirstCrossing) {
  Fixture f = bridged(std::string(kSpec) + ",bridge=single_use");
  f.dice({3, 3});
  f.play("attack from Right Centre on Left Centre");
  EXPECT_FALSE(has_modifier(f, "defence roll", "River"));
  EXPECT_FALSE(f.g.has_terrain(f.s, 1, 3, Tactic::kBridge));
  EXPECT_FALSE(f.s.tactics_discard.empty()) << "the spent Bridge is discarded";
  EXPECT_TRUE(f.log_has("is spent"));
  f.dice({3, 3});
  f.play("attack from Right Centre on Left Centre");
  EXPECT_TRUE(has_modifier(f, "defence roll", "River")) << "the river counts again";
}

TEST(Bridge, L308_GunsDoNotUseUpASingleUseBridge) {
  Fixture f(std::string(kSpec) + ",bridge=single_use");
  f.put(0, 3, Troop::kArtillery);
  f.put(1, 3, Troop::kLine);
  f.terrain(1, 4, Tactic::kRiver);
  f.terrain(1, 3, Tactic::kBridge);
  f.dice({3, 3});
  f.play("attack from Right Centre on Left Centre");
  EXPECT_TRUE(f.g.has_terrain(f.s, 1, 3, Tactic::kBridge)) << "the river never applies to guns";
}

}  // namespace
}  // namespace bivouac::raf::test
