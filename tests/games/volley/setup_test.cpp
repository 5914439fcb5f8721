// SETUP, TROOPS, VICTORY and TURN SEQUENCE (003 L1).
#include <gtest/gtest.h>

#include "fixtures.h"
#include "games/volley/bits.h"

namespace bivouac::volley {
namespace {

TEST(VolleySetup, L1Setup_EachPlayerIsDealt7CardsAndHas100Troops) {
  testing::Table t;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    auto state = t.v.new_initial_state(seed);
    const auto& s = as<VolleyState>(*state);
    for (std::size_t p = 0; p < 2; ++p) {
      EXPECT_EQ(count(s.hand[p]), 7);
      EXPECT_EQ(s.hand_size[p], 7);
      EXPECT_EQ(s.troops[p], 100);
    }
    EXPECT_EQ(s.deck_size, 52 - 14);
    EXPECT_EQ(s.discard, 0u);
    EXPECT_EQ(s.phase, Phase::kManeuver);
    EXPECT_EQ(s.active, s.first_player);
    EXPECT_EQ(t.v.current_player(s), s.first_player);
    EXPECT_NO_THROW(t.v.check_invariants(s));
  }
}

TEST(VolleySetup, L1Setup_ACoinFlipDecidesWhoGoesFirst) {
  testing::Table t;
  int first[2] = {0, 0};
  for (std::uint64_t seed = 0; seed < 1000; ++seed) {
    ++first[as<VolleyState>(*t.v.new_initial_state(seed)).first_player];
  }
  // A fair coin: 1000 flips land within 4.5 standard deviations of 500.
  EXPECT_GT(first[0], 430);
  EXPECT_GT(first[1], 430);
}

TEST(VolleySetup, L1Troops_TheTroopsOptionSetsTheStartingPoints) {
  testing::Table t("volley:troops=30");
  const auto state = t.v.new_initial_state(1);
  const auto& s = as<VolleyState>(*state);
  EXPECT_EQ(s.troops[0], 30);
  EXPECT_EQ(s.troops[1], 30);
}

TEST(VolleySetup, L1TurnSequence_ManeuverThenAttackThenCasualtiesThenTheOpponent) {
  testing::Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley", "Irregulars", "Pistols", "Major", "Valor", "Maneuver"});
  t.give(s, 1, {"Hussars", "Sabers", "Shrapnel", "Battery", "Colonel", "Rally", "Outflank"});
  EXPECT_EQ(t.v.phase_name(s), "Maneuver: discard cards, then done");
  t.play(s, "done");
  EXPECT_EQ(s.phase, Phase::kAttack);
  EXPECT_EQ(t.v.current_player(s), 0);
  t.play(s, "pass");
  EXPECT_EQ(s.phase, Phase::kManeuver);
  EXPECT_EQ(s.active, 1);
  // docs/formats.md: `turn` counts turns begun, so Player 2's first turn is turn 2.
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(t.v.current_player(s), 1);
  EXPECT_EQ(t.v.turn_number(s), 2);
}

TEST(VolleySetup, L1Victory_ReducingTheOpponentToZeroWins) {
  testing::Table t;
  VolleyState s = t.empty();
  s.phase = Phase::kAttack;
  s.troops[1] = 5;
  t.give(s, 0, {"Guard Infantry", "Bayonets"});
  t.give(s, 1, {"Hussars"});
  t.play(s, "play Guard Infantry");
  t.play(s, "play Bayonets");
  t.play(s, "attack");
  t.play(s, "no defense");
  EXPECT_TRUE(t.v.is_terminal(s));
  EXPECT_EQ(s.troops[1], 0);  // 10 casualties against 5 troops: no negative totals
  EXPECT_EQ(t.v.winning_side(s), 0);
  EXPECT_EQ(t.v.returns(s, 0), 1.0);
  EXPECT_EQ(t.v.returns(s, 1), -1.0);
  EXPECT_EQ(t.v.end_reason(s), "troops");
  EXPECT_EQ(t.v.current_player(s), kNoPlayer);
  EXPECT_TRUE(t.legal(s).empty());
}

TEST(VolleySetup, L1Victory_TroopsAboveZeroDoNotEndTheGame) {
  testing::Table t;
  VolleyState s = t.empty();
  s.phase = Phase::kAttack;
  s.troops[1] = 11;
  t.give(s, 0, {"Guard Infantry", "Bayonets"});
  t.play(s, "play Guard Infantry");
  t.play(s, "play Bayonets");
  t.play(s, "attack");
  t.play(s, "no defense");
  EXPECT_FALSE(t.v.is_terminal(s));
  EXPECT_EQ(s.troops[1], 1);
}

}  // namespace
}  // namespace bivouac::volley
