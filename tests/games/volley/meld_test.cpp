// ATTACK PHASE (003 L1): pass, or a meld of one Unit and a Weapon of the same troop type plus at
// most one Leader, Strategy and Morale card.
#include <gtest/gtest.h>

#include "fixtures.h"
#include "games/volley/bits.h"

namespace bivouac::volley {
namespace {

VolleyState attack_with(const testing::Table& t, testing::Names hand) {
  VolleyState s = t.empty();
  s.phase = Phase::kAttack;
  t.give(s, 0, hand);
  return s;
}

TEST(VolleyMeld, L1Attack_APlayerMayChooseNotToAttack) {
  testing::Table t;
  VolleyState s = attack_with(t, {"Grenadiers", "Volley"});
  EXPECT_TRUE(t.is_legal(s, "pass"));
  t.play(s, "pass");
  EXPECT_EQ(s.troops[1], 100);
  EXPECT_EQ(s.active, 1);
}

TEST(VolleyMeld, L1Attack_AMeldNeedsAUnitAndAWeaponOfTheSameTroopType) {
  testing::Table t;
  // Infantry Unit, Cavalry Weapon, Artillery Unit: no pair, so nothing can be laid.
  VolleyState s = attack_with(t, {"Grenadiers", "Sabers", "Battery", "General", "Valor"});
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"pass"});
  // With a matching Weapon the Infantry pair and the extras become playable.
  t.give(s, 0, {"Volley"});
  EXPECT_EQ(t.legal(s), (std::vector<std::string>{"pass", "play Grenadiers", "play Volley",
                                                  "play General", "play Valor"}));
}

TEST(VolleyMeld, L1Attack_TheWeaponMustMatchTheUnitAlreadyLaid) {
  testing::Table t;
  VolleyState s = attack_with(t, {"Grenadiers", "Volley", "Hussars", "Sabers", "Shrapnel"});
  t.play(s, "play Grenadiers");
  EXPECT_FALSE(t.is_legal(s, "pass")) << "a meld once laid must attack";
  EXPECT_FALSE(t.is_legal(s, "attack")) << "a Unit alone is not a meld";
  EXPECT_TRUE(t.is_legal(s, "play Volley"));
  EXPECT_FALSE(t.is_legal(s, "play Sabers"));
  EXPECT_FALSE(t.is_legal(s, "play Shrapnel"));
  EXPECT_FALSE(t.is_legal(s, "play Hussars"));
  t.play(s, "play Volley");
  EXPECT_TRUE(t.is_legal(s, "attack"));
}

TEST(VolleyMeld, L1Attack_ExactlyOneUnitAndOneWeaponByDefault) {
  testing::Table t;
  VolleyState s = attack_with(t, {"Grenadiers", "Volley", "Guard Infantry", "Bayonets", "Hussars", "Sabers"});
  t.play(s, "play Grenadiers");
  EXPECT_FALSE(t.is_legal(s, "play Guard Infantry"));
  t.play(s, "play Volley");
  EXPECT_FALSE(t.is_legal(s, "play Bayonets"));
  EXPECT_FALSE(t.is_legal(s, "play Hussars"));
  EXPECT_FALSE(t.is_legal(s, "play Sabers"));
  EXPECT_FALSE(t.v.meld_complete(t.mask({"Grenadiers", "Volley", "Hussars", "Sabers"})));
}

TEST(VolleyMeld, L1Attack_AtMostOneLeaderOneStrategyAndOneMorale) {
  testing::Table t;
  VolleyState s = attack_with(t, {"Grenadiers", "Volley", "Major", "General", "Maneuver", "Outflank",
                                  "Valor"});
  t.play(s, "play Grenadiers");
  t.play(s, "play Volley");
  t.play(s, "play General");
  EXPECT_FALSE(t.is_legal(s, "play Major"));
  t.play(s, "play Outflank");
  EXPECT_FALSE(t.is_legal(s, "play Maneuver"));
  t.play(s, "play Valor");
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"attack"});
  t.play(s, "attack");
  EXPECT_EQ(t.v.meld_force(s), 4 + 4 + 5 + 4 + 2);
  EXPECT_FALSE(t.v.meld_complete(t.mask({"Grenadiers", "Volley", "Major", "General"})));
}

TEST(VolleyMeld, L1Attack_ExtrasMayComeFirstOnlyWhenAPairCanFollow) {
  testing::Table t;
  VolleyState s = attack_with(t, {"Grenadiers", "General", "Valor", "Sabers"});
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"pass"});
  t.give(s, 0, {"Volley"});
  t.play(s, "play General");
  EXPECT_FALSE(t.is_legal(s, "attack"));
  EXPECT_TRUE(t.is_legal(s, "play Grenadiers"));
  EXPECT_FALSE(t.is_legal(s, "play Sabers"));
}

TEST(VolleyMeld, L1Attack_DefenseCardsAreNotMeldCards) {
  testing::Table t;
  VolleyState s = attack_with(t, {"Grenadiers", "Volley", "Fog of War", "Disordered"});
  for (const auto& a : t.legal(s)) {
    EXPECT_EQ(a.find("Fog"), std::string::npos) << a;
    EXPECT_EQ(a.find("Disordered"), std::string::npos) << a;
  }
}

TEST(VolleyMeld, Option_MultiUnitMeldsPairEveryUnitWithAWeaponOfItsType) {
  testing::Table t("volley:multi_unit_melds=on");
  VolleyState s = attack_with(t, {"Grenadiers", "Volley", "Hussars", "Sabers", "Battery", "General"});
  t.play(s, "play Grenadiers");
  t.play(s, "play Volley");
  EXPECT_TRUE(t.is_legal(s, "attack"));
  EXPECT_TRUE(t.is_legal(s, "play Hussars"));
  EXPECT_FALSE(t.is_legal(s, "play Battery")) << "no Artillery Weapon to pair it with";
  t.play(s, "play Hussars");
  EXPECT_FALSE(t.is_legal(s, "attack")) << "the Cavalry Unit still lacks its Weapon";
  t.play(s, "play Sabers");
  t.play(s, "play General");
  t.play(s, "attack");
  EXPECT_EQ(t.v.meld_force(s), 4 + 4 + 2 + 2 + 5);
  // Without the option the same meld is not valid.
  testing::Table plain;
  EXPECT_FALSE(plain.v.meld_complete(plain.mask({"Grenadiers", "Volley", "Hussars", "Sabers"})));
}

// The default rule has a fast path; it must agree with the general completability test.
TEST(VolleyMeld, TheFastMeldTestAgreesWithTheGeneralOne) {
  testing::Table t;
  Rng rng(7);
  for (int i = 0; i < 20000; ++i) {
    VolleyState s = t.empty();
    s.phase = Phase::kAttack;
    CardMask pool = t.v.cards().all();
    CardMask hand = 0;
    const int n = 1 + static_cast<int>(rng.below(7));
    for (int k = 0; k < n; ++k) {
      const int c = random_card(pool, rng);
      pool &= ~bit(c);
      hand |= bit(c);
    }
    // A random partial meld that is still completable, laid from the hand.
    CardMask meld = 0;
    for (int c : cards_of(hand)) {
      if (rng.below(3) == 0 && t.v.meld_completable(meld | bit(c), hand & ~bit(c) & ~meld)) meld |= bit(c);
    }
    s.hand[0] = hand & ~meld;
    s.meld = meld;
    CardMask expected = 0;
    for (int c : cards_of(s.hand[0] & t.v.cards().meld_suits())) {
      if (t.v.meld_completable(meld | bit(c), s.hand[0] & ~bit(c))) expected |= bit(c);
    }
    ASSERT_EQ(t.v.playable_meld_cards(s), expected) << "hand " << hand << " meld " << meld;
  }
}

}  // namespace
}  // namespace bivouac::volley
