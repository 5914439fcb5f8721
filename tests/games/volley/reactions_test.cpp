// Reactions to an attack: Defense cards (003 L1, ATTACK PHASE; CARD LIST "D - Negate ...") and
// Fog of War; their order and limits are rulings §3.
#include <gtest/gtest.h>

#include "fixtures.h"
#include "games/volley/bits.h"

namespace bivouac::volley {
namespace {

// Player 0 attacks with Grenadiers + Volley + General + Valor (Force 4+4+5+2 = 15).
VolleyState attacked(const testing::Table& t, testing::Names defender, testing::Names attacker_extra = {}) {
  VolleyState s = t.empty();
  s.phase = Phase::kAttack;
  t.give(s, 0, {"Grenadiers", "Volley", "General", "Valor"});
  t.give(s, 0, attacker_extra);
  t.give(s, 1, defender);
  t.play(s, "play Grenadiers");
  t.play(s, "play Volley");
  t.play(s, "play General");
  t.play(s, "play Valor");
  t.play(s, "attack");
  return s;
}

TEST(VolleyReactions, L1Attack_TheDefenderMayNegateAMeldCardOfTheSuitHisCardNames) {
  testing::Table t;
  VolleyState s = attacked(t, {"Disordered", "Killed in Action", "Reserve", "Infantry Square"});
  EXPECT_EQ(t.v.current_player(s), 1);
  EXPECT_EQ(t.legal(s), (std::vector<std::string>{"no defense", "negate Volley with Disordered",
                                                  "negate General with Killed in Action"}));
}

TEST(VolleyReactions, L1Attack_UnitsCannotBeNegated) {
  testing::Table t;
  VolleyState s = attacked(t, {"Disordered", "Infantry Square", "Reverse Slope", "Killed in Action",
                               "Reserve", "Panic", "Fog of War"});
  for (const auto& a : t.legal(s)) EXPECT_EQ(a.find("negate Grenadiers"), std::string::npos) << a;
}

TEST(VolleyReactions, L1Attack_ANegatedCardCountsZeroAndTheRestOfTheMeldStillCounts) {
  testing::Table t;
  VolleyState s = attacked(t, {"Killed in Action"});
  t.play(s, "negate General with Killed in Action");
  EXPECT_EQ(t.v.meld_force(s), 15 - 5);
  EXPECT_EQ(t.v.current_player(s), 0) << "the attacker may answer";
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"no answer"}) << "asked even without Fog of War";
  t.play(s, "no answer");
  EXPECT_EQ(s.troops[1], 90);
}

TEST(VolleyReactions, L1Attack_TheDefenderIsAskedEvenWithoutADefenseCard) {
  // Skipping the question would tell the attacker that the defender holds no usable card.
  testing::Table t;
  VolleyState s = attacked(t, {"Hussars", "Reserve"});
  EXPECT_EQ(t.v.current_player(s), 1);
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"no defense"});
  t.play(s, "no defense");
  EXPECT_EQ(s.troops[1], 85);
  EXPECT_EQ(s.phase, Phase::kManeuver) << "no Defense card, so no answer window";
}

TEST(VolleyReactions, Option_OneDefenseCardPerAttackByDefault) {
  testing::Table t;
  VolleyState s = attacked(t, {"Disordered", "Killed in Action", "Panic"});
  t.play(s, "negate Volley with Disordered");
  EXPECT_EQ(s.phase, Phase::kCounter);
  EXPECT_EQ(t.v.current_player(s), 0);
}

TEST(VolleyReactions, Option_PerCardDefenseNegatesEachMeldCardAtMostOnce) {
  testing::Table t("volley:defense_cards=per_card");
  VolleyState s = attacked(t, {"Disordered", "Killed in Action", "Panic"});
  t.play(s, "negate Volley with Disordered");
  EXPECT_EQ(t.v.current_player(s), 1);
  t.play(s, "negate General with Killed in Action");
  t.play(s, "negate Valor with Panic");
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"done"});
  t.play(s, "done");
  EXPECT_EQ(t.v.meld_force(s), 4);
  t.play(s, "no answer");
  EXPECT_EQ(s.troops[1], 96);
}

TEST(VolleyReactions, L1CardList_FogOfWarNegatesTheDefenseCardSoTheMeldCardCountsAgain) {
  testing::Table t;
  VolleyState s = attacked(t, {"Disordered"}, {"Fog of War"});
  t.play(s, "negate Volley with Disordered");
  EXPECT_EQ(t.v.meld_force(s), 11);
  EXPECT_EQ(t.legal(s), (std::vector<std::string>{"no answer", "negate Disordered with Fog of War"}));
  EventLog log;
  t.play(s, "negate Disordered with Fog of War", &log);
  EXPECT_EQ(s.troops[1], 85) << "Volley counts again";
  EXPECT_EQ(s.discard, t.mask({"Grenadiers", "Volley", "General", "Valor", "Disordered", "Fog of War"}));
}

TEST(VolleyReactions, L1CardList_FogOfWarHasNoTargetWithoutADefenseCard) {
  testing::Table t;
  // The defender's Fog of War cannot touch the meld; the attacker's cannot go into it.
  VolleyState s = attacked(t, {"Fog of War"}, {"Fog of War"});
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"no defense"});
}

TEST(VolleyReactions, Option_PerCardAnswersOneFogOfWarPerDefenseCard) {
  testing::Table t("volley:defense_cards=per_card");
  VolleyState s = attacked(t, {"Disordered", "Killed in Action"}, {"Fog of War"});
  t.play(s, "negate Volley with Disordered");
  t.play(s, "negate General with Killed in Action");
  t.play(s, "done");
  EXPECT_EQ(t.legal(s), (std::vector<std::string>{"no answer", "negate Disordered with Fog of War",
                                                  "negate Killed in Action with Fog of War"}));
  t.play(s, "negate Killed in Action with Fog of War");
  EXPECT_EQ(t.legal(s), std::vector<std::string>{"done"});
  EXPECT_EQ(t.v.meld_force(s), 15 - 4);
  t.play(s, "done");
  EXPECT_EQ(s.troops[1], 89);
}

TEST(VolleyReactions, NegationsResolveFromTheLastCardBack) {
  // An edited deck with two Fog of War cards: a negated Fog of War restores the Defense card.
  testing::Table t;
  VolleyPosition p;
  p.meld = t.mask({"Grenadiers", "Volley"});
  p.reactions.push_back({static_cast<CardId>(t.id("Disordered")), static_cast<CardId>(t.id("Volley"))});
  EXPECT_EQ(t.v.negated_cards(p), t.mask({"Volley"}));
  p.reactions.push_back({static_cast<CardId>(t.id("Fog of War")), static_cast<CardId>(t.id("Disordered"))});
  EXPECT_EQ(t.v.negated_cards(p), t.mask({"Disordered"}));
  p.reactions.push_back({static_cast<CardId>(t.id("Panic")), static_cast<CardId>(t.id("Fog of War"))});
  EXPECT_EQ(t.v.negated_cards(p), t.mask({"Fog of War", "Volley"}));
}

}  // namespace
}  // namespace bivouac::volley
