// The two decks as printed (L117-135, L155-207) and the card file's validation.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

TEST(GtDecks, L117_ArmyDeckHas56UnitsOf18Types) {
  auto g = testing::make();
  EXPECT_EQ(g->cards().units.size(), 18u);
  EXPECT_EQ(g->cards().army_size, 56);
}

TEST(GtDecks, L155_BattleDeckHas142CardsOf52Names) {
  auto g = testing::make();
  EXPECT_EQ(g->cards().battle.size(), 52u);
  EXPECT_EQ(g->cards().battle_size, 142);
  std::array<int, 7> by_kind{};
  for (const auto& c : g->cards().battle) by_kind[static_cast<std::size_t>(c.kind)] += c.copies;
  // S 47, M 21, O 9, F 25, L 6, T 4, E 30 (research notes 3.13).
  EXPECT_EQ(by_kind, (std::array<int, 7>{47, 21, 9, 25, 6, 4, 30}));
}

TEST(GtDecks, L209_QuickStartHasOneCopyOfEachCard) {
  auto g = testing::make("gt:quick_start=on");
  auto s = g->new_initial_state(1);
  const auto& st = as<GtState>(*s);
  std::size_t battle = st.deck.size() + st.discard.size();
  std::size_t units = st.army.size();
  for (int p = 0; p < 2; ++p) {
    battle += st.hand[static_cast<std::size_t>(p)].size();
    units += st.units[static_cast<std::size_t>(p)].size();
  }
  EXPECT_EQ(units, 18u);
  EXPECT_EQ(battle, 52u);
}

TEST(GtDecks, L136_DragoonsCountAsLightCavalryWithGunsAndLightInfantry) {
  auto g = testing::make();
  const auto d = g->groups(testing::unit_id(*g, "Dragoons"));
  EXPECT_TRUE(d & kLightCavalry);
  EXPECT_TRUE(d & kLightInfantry);
  EXPECT_TRUE(d & kCavalryWithGuns);
  EXPECT_FALSE(g->groups(testing::unit_id(*g, "Hussars")) & kCavalryWithGuns);
  EXPECT_TRUE(testing::make("gt:hussars_have_guns=on")->groups(testing::unit_id(*g, "Hussars")) &
              kCavalryWithGuns);
}

TEST(GtCardFile, BadFilesAreRejectedNamingTheLine) {
  const std::string good =
      "[[unit]]\nname = \"A\"\nclass = \"artillery\"\n[[battle]]\nname = \"B\"\ntype = \"shoot\"\n";
  EXPECT_NO_THROW((void)parse_cards(good, "x.toml"));
  try {
    (void)parse_cards(good + "[[battle]]\nname = \"C\"\ntype = \"magic\"\n", "x.toml");
    FAIL();
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("x.toml:7"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("type"), std::string::npos) << e.what();
  }
  EXPECT_THROW((void)parse_cards("[[unit]]\nname = \"A\"\nclass = \"elves\"\n", "x"), FormatError);
  EXPECT_THROW((void)parse_cards("[[unit]\n", "x"), FormatError);
  EXPECT_THROW((void)parse_cards(good + "[[battle]]\nname = \"D\"\ntype = \"event\"\n", "x"),
               FormatError);
  EXPECT_THROW((void)parse_cards(
                   good + "[[battle]]\nname = \"E\"\ntype = \"shoot\"\nby = [\"elves\"]\n", "x"),
               FormatError);
  EXPECT_THROW((void)testing::make("gt:cards=/no/such/file.toml"), std::exception);
}

TEST(GtOptions, ImpossibleDealsAreRejected) {
  EXPECT_THROW((void)testing::make("gt:quick_start=on,players=4"), SpecError);
  EXPECT_THROW((void)testing::make("gt:quick_start=on,balanced_forces=on,players=3"), SpecError);
  EXPECT_NO_THROW((void)testing::make("gt:balanced_forces=on,players=4"));
}

}  // namespace
}  // namespace bivouac::gt
