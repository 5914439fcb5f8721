// Fog of war (L45-47, L87-88, L159): who knows which card, observations and determinization.
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

TEST(Fog, L47_FaceDownStackCardsAreHiddenFromTheOpponentOnly) {
  Fixture f;
  const CardId mine = f.put(1, 2, Troop::kGuard, 0);
  auto o0 = f.g.observation(f.s, 0);
  auto o1 = f.g.observation(f.s, 1);
  EXPECT_EQ(as<RafState>(*o0).stacks[1][2][0].card, kUnknownCard);
  EXPECT_EQ(as<RafState>(*o1).stacks[1][2][0].card, mine) << "the owner may look";
}

TEST(Fog, TwoStatesDifferingOnlyInHiddenCardsLookTheSame) {
  Fixture f;
  f.put(1, 2, Troop::kLine, 0);
  f.put(1, 2, Troop::kGuard, kKnownOpp);
  f.hand(1, Troop::kElite);
  f.give(1, Tactic::kRifles);
  RafState other = f.s;
  // Swap the face-down Line for an Elite from the reserve, the hand Elite for a Dragoon, the
  // tactics card for another, and reorder the reserve and the tactics deck.
  auto swap_with_reserve = [&](CardId& slot, Troop t) {
    for (auto& c : other.reserve[1]) {
      if (is_battalion(c) && f.g.troop(other, c) == t) { std::swap(slot, c); return; }
    }
    FAIL();
  };
  swap_with_reserve(other.stacks[1][2][0].card, Troop::kElite);
  swap_with_reserve(other.hand_army[1][0].card, Troop::kDragoon);
  std::swap(other.hand_tactics[1][0].card, other.tactics_deck[0]);
  std::reverse(other.reserve[1].begin(), other.reserve[1].end());
  std::reverse(other.tactics_deck.begin(), other.tactics_deck.end());
  other.chance = Chance(999);
  ASSERT_FALSE(other.equals(f.s));
  EXPECT_TRUE(f.g.observation(f.s, 0)->equals(*f.g.observation(other, 0)));
  EXPECT_FALSE(f.g.observation(f.s, 1)->equals(*f.g.observation(other, 1)));
}

TEST(Fog, L87_FlippedCardsBecomeKnownAndStayKnownAtTheBottom) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine, 0);
  const CardId def = f.put(1, 2, Troop::kElite, 0);
  f.dice({3, 3, 4, 4, 4, 4});
  f.play("attack from Centre on Centre");
  auto o0 = f.g.observation(f.s, 0);
  EXPECT_EQ(as<RafState>(*o0).stacks[1][2][0].card, def) << "remembered at the bottom";
  EXPECT_EQ(as<RafState>(*o0).stacks[1][2][1].card, kUnknownCard);
}

TEST(Fog, ReorganisingHidesWhereKnownCardsAreButNotWhichTheyAre) {
  Fixture f;
  f.s.active = 1;
  f.s.step = Step::kReinforce;
  f.put(1, 2, Troop::kLine, 0);
  const CardId known = f.put(1, 2, Troop::kGuard, kKnownOpp);
  f.put(1, 2, Troop::kLine, 0);
  f.play("reorganise Left Centre" == std::string() ? "" : "reorganise Centre");
  f.play("next Guard (slot 2)");
  f.play("next Line (slot 2)");
  auto o0 = f.g.observation(f.s, 0);
  const auto& obs = as<RafState>(*o0);
  for (const Slot& sl : obs.stacks[1][2]) EXPECT_EQ(sl.card, kUnknownCard);
  EXPECT_EQ(obs.remembered[known], 1u << 2);
  // Every sampled world puts the Guard back somewhere in that stack.
  Rng rng(5);
  for (int i = 0; i < 50; ++i) {
    RafState world;
    f.g.determinize(obs, 0, rng, world);
    bool found = false;
    for (const Slot& sl : world.stacks[1][2]) found = found || sl.card == known;
    EXPECT_TRUE(found);
    EXPECT_TRUE(f.g.observation(world, 0)->equals(obs));
  }
}

TEST(Fog, MovingAnUnknownCardWidensWhereRememberedCardsMayBe) {
  Fixture f;
  f.s.active = 1;
  f.s.step = Step::kReinforce;
  f.put(1, 2, Troop::kLine, 0);
  const CardId guard = f.put(1, 2, Troop::kGuard, 0);
  f.s.remembered[guard] = 1u << 2;
  f.play("move Line (slot 2) from Centre to Right Centre");
  EXPECT_EQ(f.s.remembered[guard], (1u << 2) | (1u << 1));
}

TEST(Fog, SetAsideCommandersAreNeverOnesTheViewerHasSeen) {
  Fixture f;
  const CardId c = f.commander_to_hand(1, 2);
  f.s.hand_army[1].pop_back();
  f.s.discard[1].push_back(c);
  f.s.seen[c] = 3;
  f.s.discard[1].pop_back();
  f.s.reserve[1].push_back(c);  // shuffled back into the reserve: seen, location unknown
  auto o0 = f.g.observation(f.s, 0);
  Rng rng(3);
  for (int i = 0; i < 50; ++i) {
    RafState world;
    f.g.determinize(*o0, 0, rng, world);
    for (CardId x : world.set_aside[1]) EXPECT_NE(x, c);
  }
}

}  // namespace
}  // namespace bivouac::raf::test
