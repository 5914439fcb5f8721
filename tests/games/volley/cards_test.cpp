// THE DECK and CARD LIST (003 L1): the deck and its validation.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/resources.h"
#include "fixtures.h"
#include "games/volley/bits.h"

namespace bivouac::volley {
namespace {

TEST(VolleyDeck, L1TheDeck_52CardsIn10Suits_45ForceAnd7Defense) {
  testing::Table t;
  const CardTable& c = t.v.cards();
  EXPECT_EQ(c.size(), 52);
  EXPECT_EQ(count(c.defense()), 7);
  EXPECT_EQ(count(c.meld_suits()), 45);
  for (int s = 0; s < kDefense; ++s) {
    EXPECT_EQ(count(c.of_suit(static_cast<Suit>(s))), 5) << suit_code(static_cast<Suit>(s));
    std::vector<int> forces;
    for (int id : cards_of(c.of_suit(static_cast<Suit>(s)))) forces.push_back(c.force(id));
    std::sort(forces.begin(), forces.end());
    EXPECT_EQ(forces, (std::vector<int>{1, 2, 3, 4, 5})) << suit_code(static_cast<Suit>(s));
  }
}

TEST(VolleyDeck, L1CardList_DefenseCardsNegateTheListedSuits) {
  testing::Table t;
  const CardTable& c = t.v.cards();
  const std::pair<const char*, Suit> expected[] = {
      {"Disordered", kIW}, {"Infantry Square", kCW}, {"Reverse Slope", kAW},
      {"Killed in Action", kLeader}, {"Reserve", kStrategy}, {"Panic", kMorale},
      {"Fog of War", kDefense}};
  for (const auto& [name, suit] : expected) {
    const int id = t.id(name);
    EXPECT_EQ(c.suit(id), kDefense) << name;
    EXPECT_EQ(c.card(id).negates, suit) << name;
    EXPECT_EQ(c.targets_of(id), c.of_suit(suit)) << name;
  }
  // No Defense card negates a Unit (research notes §4.3).
  for (int id : cards_of(c.defense())) {
    for (int troop = 0; troop < kNumTroopTypes; ++troop) {
      EXPECT_EQ(c.targets_of(id) & c.of_suit(unit_suit(troop)), 0u) << c.name(id);
    }
  }
  EXPECT_EQ(c.force(t.id("Guard Infantry")), 5);
  EXPECT_EQ(c.suit(t.id("Volley")), kIW);
  EXPECT_EQ(c.force(t.id("Volley")), 4);
}

std::string parse_error(const std::string& text) {
  try {
    (void)CardTable::parse(text, "test.toml");
  } catch (const FormatError& e) {
    return e.what();
  }
  return "";
}

TEST(VolleyDeck, BadCardFilesGiveClearErrors) {
  EXPECT_NE(parse_error("[[card]\n").find("test.toml"), std::string::npos);
  EXPECT_NE(parse_error("x = 1\n").find("[[card]]"), std::string::npos);
  EXPECT_NE(parse_error("[[card]]\nname = \"A\"\nsuit = \"XX\"\nforce = 1\n").find("suit must be one of"),
            std::string::npos);
  EXPECT_NE(parse_error("[[card]]\nname = \"A\"\nsuit = \"IU\"\n").find("needs \"force\""),
            std::string::npos);
  EXPECT_NE(parse_error("[[card]]\nname = \"A\"\nsuit = \"D\"\n").find("needs \"negates\""),
            std::string::npos);
  EXPECT_NE(parse_error("[[card]]\nname = \"A\"\nsuit = \"IU\"\nforce = 1\n[[card]]\nname = \"a\"\n"
                        "suit = \"IU\"\nforce = 2\n")
                .find("appears twice"),
            std::string::npos);
  EXPECT_NE(parse_error("[[card]]\nname = \"A\"\nsuit = \"IU\"\nforce = 1\ncolour = 3\n").find("unknown field"),
            std::string::npos);
  EXPECT_NE(parse_error("[[card]]\nname = \"A\"\nsuit = \"IU\"\nforce = 1\nnegates = \"IW\"\n")
                .find("only Defense cards negate"),
            std::string::npos);
  std::string big;
  for (int i = 0; i < 65; ++i) big += "[[card]]\nname = \"C" + std::to_string(i) + "\"\nsuit = \"L\"\nforce = 1\n";
  EXPECT_NE(parse_error(big).find("at most 64"), std::string::npos);
  // The error names the line.
  EXPECT_NE(parse_error("[[card]]\nname = \"A\"\nsuit = \"IU\"\nforce = 100\n").find("line 4"),
            std::string::npos);
}

TEST(VolleyDeck, TheEmbeddedListParsesAndAnEditedFileCanBeLoaded) {
  const auto text = load_text("src/games/volley/cards.toml");
  EXPECT_EQ(CardTable::parse(text, "cards.toml").size(), 52);
  EXPECT_THROW((void)make_game("volley:cards=/no/such/file.toml"), std::invalid_argument);
}

}  // namespace
}  // namespace bivouac::volley
