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
      if (is_battalion(c) && f.g.troop(other, c) == t) {
        std::swap(slot, c);
        return;
      }
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

// Scouts (L285) then a face-down placement from the hand: player 1's Line and Guard were seen in
// his hand; he puts one of them at the bottom of his Centre, where an unknown card already lies.
struct ScoutedHand {
  explicit ScoutedHand(Troop placed) {
    f.fill_empty(0);
    f.fill_empty(1);
    f.put(1, 2, Troop::kElite, 0);
    line = f.hand(1, Troop::kLine);
    guard = f.hand(1, Troop::kGuard);
    commander = f.commander_to_hand(1, 2);
    f.give(0, Tactic::kScouts);
    f.play("play Scouts");
    f.s.active = 1;
    f.s.turn = 6;
    f.s.step = Step::kReinforce;
    f.play(placed == Troop::kLine ? "reinforce Centre with Line" : "reinforce Centre with Guard");
  }
  Fixture f;
  CardId line = kNoCard, guard = kNoCard, commander = kNoCard;
};

TEST(Fog, L285_AfterScoutsAFaceDownPlacementNarrowsTheHandToHandOrThatStack) {
  ScoutedHand t(Troop::kGuard);
  auto& s = t.f.s;
  const auto hand_or_centre = static_cast<std::uint8_t>(kRememberHand | (1u << 2));
  EXPECT_EQ(s.remembered[t.line], hand_or_centre);
  EXPECT_EQ(s.remembered[t.guard], hand_or_centre);
  EXPECT_EQ(s.remembered[t.commander], 0) << "a commander cannot go face down into a stack";
  const auto obs = t.f.g.observation(s, 0);
  const auto& o = as<RafState>(*obs);
  for (const Slot& sl : o.stacks[1][2]) {
    if (!(sl.flags & kKnownOpp)) {
      EXPECT_EQ(sl.card, kUnknownCard);
    }
  }
  int known = 0, unknown = 0;
  for (const Slot& sl : o.hand_army[1]) (sl.card == kUnknownCard ? unknown : known) += 1;
  EXPECT_EQ(known, 1) << "the commander is still known";
  EXPECT_EQ(unknown, 1);
  // Every sampled world puts the Line and the Guard in the hand or the Centre, nowhere else, and
  // both ways round happen.
  Rng rng(17);
  int guard_in_hand = 0, guard_in_centre = 0;
  for (int i = 0; i < 200; ++i) {
    RafState world;
    t.f.g.determinize(*obs, 0, rng, world);
    for (CardId c : {t.line, t.guard}) {
      int where = 0;
      for (const Slot& sl : world.hand_army[1]) where += sl.card == c ? 1 : 0;
      for (const Slot& sl : world.stacks[1][2]) where += sl.card == c ? 1 : 0;
      EXPECT_EQ(where, 1);
    }
    for (const Slot& sl : world.hand_army[1]) guard_in_hand += sl.card == t.guard ? 1 : 0;
    for (const Slot& sl : world.stacks[1][2]) guard_in_centre += sl.card == t.guard ? 1 : 0;
    EXPECT_TRUE(t.f.g.observation(world, 0)->equals(*obs));
    EXPECT_NO_THROW(t.f.g.check_invariants(world));
  }
  EXPECT_GT(guard_in_hand, 0);
  EXPECT_GT(guard_in_centre, 0);
}

TEST(Fog, L285_WhichScoutedCardWasPlacedFaceDownLooksTheSameToTheOpponent) {
  ScoutedHand a(Troop::kGuard);
  ScoutedHand b(Troop::kLine);
  ASSERT_FALSE(a.f.s.equals(b.f.s));
  EXPECT_TRUE(a.f.g.observation(a.f.s, 0)->equals(*b.f.g.observation(b.f.s, 0)));
  EXPECT_FALSE(a.f.g.observation(a.f.s, 1)->equals(*b.f.g.observation(b.f.s, 1)));
}

TEST(Fog, L285_CardsDrawnAfterScoutsAreUnknownAndScoutsAgainSettlesTheMemory) {
  ScoutedHand t(Troop::kGuard);
  auto& s = t.f.s;
  ASSERT_TRUE(t.f.g.draw_card(s, 1, false, nullptr));
  const CardId drawn = s.hand_army[1].back().card;
  EXPECT_FALSE(s.hand_army[1].back().flags & kKnownOpp);
  EXPECT_EQ(s.remembered[drawn], 0);
  // A second placement: the remembered cards may now also be in that stack.
  t.f.play("reinforce Right Centre with Line");
  EXPECT_EQ(s.remembered[t.line], kRememberHand | (1u << 2) | (1u << 1));
  // Scouts again: the Guard is not in the hand, so it is in one of the two stacks.
  s.active = 0;
  s.step = Step::kAttack;
  s.tactics_deck.push_back(s.tactics_discard.pop_back());  // the one Scouts card
  t.f.give(0, Tactic::kScouts);
  t.f.play("play Scouts");
  EXPECT_EQ(s.remembered[t.guard], (1u << 2) | (1u << 1));
  for (const Slot& sl : s.hand_army[1]) {
    EXPECT_TRUE(sl.flags & kKnownOpp);
    EXPECT_EQ(s.remembered[sl.card], 0);
  }
}

}  // namespace
}  // namespace bivouac::raf::test
