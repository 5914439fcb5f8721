// MANEUVER PHASE (003 L1): discard, then draw back to 7, reshuffling the discard pile.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "core/match.h"
#include "fixtures.h"
#include "games/volley/bits.h"

namespace bivouac::volley {
namespace {

TEST(VolleyManeuver, L1Maneuver_AnyHandCardMayBeDiscardedOneAtATime) {
  testing::Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley", "Major"});
  EXPECT_EQ(t.legal(s), (std::vector<std::string>{"done", "discard Grenadiers", "discard Volley",
                                                  "discard Major"}));
  t.play(s, "discard Volley");
  t.play(s, "discard Major");
  EXPECT_EQ(s.discard, t.mask({"Volley", "Major"}));
  EXPECT_EQ(s.hand[0], t.mask({"Grenadiers"}));
  EXPECT_EQ(s.phase, Phase::kManeuver);
  EXPECT_EQ(t.legal(s), (std::vector<std::string>{"done", "discard Grenadiers"}));
}

TEST(VolleyManeuver, L1Maneuver_DoneDrawsBackUpToSevenCards) {
  testing::Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley", "Major", "Valor"});
  const int deck_before = s.deck_size;
  t.play(s, "done");
  EXPECT_EQ(s.hand_size[0], 7);
  EXPECT_EQ(count(s.hand[0]), 7);
  EXPECT_EQ(s.deck_size, deck_before - 3);
  EXPECT_EQ(s.phase, Phase::kAttack);
}

TEST(VolleyManeuver, L1Maneuver_AFullHandDrawsNothing) {
  testing::Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley", "Major", "Valor", "Rally", "Pistols", "Lances"});
  const CardMask hand = s.hand[0];
  t.play(s, "done");
  EXPECT_EQ(s.hand[0], hand);
  EXPECT_EQ(s.deck_size, 52 - 7);
}

TEST(VolleyManeuver, L1Maneuver_DrawsAreTheForcedCardsInOrderAndPrivate) {
  testing::Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley", "Major", "Valor", "Rally"});
  t.v.force_draws(s, "", {"General", "Panic"});
  EventLog log;
  t.play(s, "done", &log);
  EXPECT_EQ(s.hand[0] & t.mask({"General", "Panic"}), t.mask({"General", "Panic"}));
  bool private_seen = false;
  bool public_seen = false;
  for (const Event& e : log.events()) {
    if (e.kind != "draw") continue;
    if (e.text.find("General") != std::string::npos) {
      private_seen = true;
      EXPECT_TRUE(e.visible_to(0));
      EXPECT_FALSE(e.visible_to(1)) << "the opponent must not see which cards were drawn";
    } else {
      public_seen = true;
      EXPECT_TRUE(e.visible_to(1));
      EXPECT_NE(e.text.find("2 cards"), std::string::npos) << e.text;
    }
  }
  EXPECT_TRUE(private_seen);
  EXPECT_TRUE(public_seen);
  EXPECT_THROW(t.v.force_draws(s, "", {"Grenadiers"}), std::invalid_argument);  // in a hand
  EXPECT_THROW(t.v.force_draws(s, "", {"No Such Card"}), std::invalid_argument);
}

TEST(VolleyManeuver, L1Maneuver_AnEmptyDeckIsReplacedByTheShuffledDiscardPile) {
  testing::Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley", "Major", "Valor"});
  t.give(s, 1, {"Hussars", "Sabers", "Shrapnel", "Battery", "Colonel", "Rally", "Outflank"});
  // Leave one card in the deck; the rest of the cards are in the discard pile.
  const CardMask rest = s.deck & ~t.mask({"Pistols"});
  s.discard = rest;
  s.deck = t.mask({"Pistols"});
  s.deck_order.clear();
  s.deck_order.push_back(static_cast<CardId>(t.id("Pistols")));
  s.deck_size = 1;
  t.v.check_invariants(s);
  EventLog log;
  t.play(s, "done", &log);
  EXPECT_EQ(s.hand_size[0], 7);
  EXPECT_NE(s.hand[0] & t.mask({"Pistols"}), 0u) << "the last deck card is drawn first";
  EXPECT_EQ(s.discard, 0u) << "the whole discard pile became the new deck";
  EXPECT_EQ(s.deck_size, count(rest) - 2);
  bool shuffled = false;
  for (const Event& e : log.events()) shuffled |= e.kind == "shuffle";
  EXPECT_TRUE(shuffled);
}

TEST(VolleyManeuver, L1Maneuver_DrawingStopsWhenDeckAndDiscardAreBothEmpty) {
  // Only an edited card list can empty both piles: 10 cards, 3 + 7 in hand.
  const std::string path = ::testing::TempDir() + "volley_ten_cards.toml";
  {
    std::ofstream out(path);
    const char* names[] = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J"};
    for (const char* n : names) out << "[[card]]\nname = \"" << n << "\"\nsuit = \"IU\"\nforce = 1\n";
  }
  testing::Table t("volley:cards=" + path);
  VolleyState s = t.empty();
  t.give(s, 0, {"A", "B", "C"});
  t.give(s, 1, {"D", "E", "F", "G", "H", "I", "J"});
  ASSERT_EQ(s.deck, 0u);
  EventLog log;
  t.play(s, "done", &log);
  EXPECT_EQ(s.hand_size[0], 3);
  EXPECT_EQ(s.phase, Phase::kAttack);
  std::remove(path.c_str());
}

}  // namespace
}  // namespace bivouac::volley
