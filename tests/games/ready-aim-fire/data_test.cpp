// Card data (L196-223, L258-309, L311-336) and the checks on an edited card file.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/resources.h"
#include "fixture.h"
#include "games/ready-aim-fire/cards.h"

namespace bivouac::raf::test {
namespace {

const CardData& data() {
  static const CardData d = load_card_data(load_text("src/games/ready-aim-fire/cards.toml"), "cards.toml");
  return d;
}

int count(const NationInfo& n, Troop t) { return n.battalions[static_cast<std::size_t>(t)]; }

TEST(CardData, L197_209_EveryNationHas28Battalions) {
  for (const auto& n : data().nations) {
    int total = 0;
    for (int c : n.battalions) total += c;
    EXPECT_EQ(total, 28) << n.key;
  }
}

TEST(CardData, L198_209_FranceBritainAustriaPrussiaRussiaCounts) {
  const auto& d = data();
  const auto& fr = d.nations[static_cast<std::size_t>(nation_index(d, "france"))];
  const auto& gb = d.nations[static_cast<std::size_t>(nation_index(d, "britain"))];
  const auto& au = d.nations[static_cast<std::size_t>(nation_index(d, "austria"))];
  const auto& pr = d.nations[static_cast<std::size_t>(nation_index(d, "prussia"))];
  const auto& ru = d.nations[static_cast<std::size_t>(nation_index(d, "russia"))];
  EXPECT_EQ(count(fr, Troop::kLine), 9);
  EXPECT_EQ(count(fr, Troop::kArtillery), 4);
  EXPECT_EQ(count(gb, Troop::kGuard), 2);
  EXPECT_EQ(count(gb, Troop::kLancer), 0);
  EXPECT_EQ(count(au, Troop::kGuard), 0);
  EXPECT_EQ(count(au, Troop::kElite), 4);
  EXPECT_EQ(count(pr, Troop::kSecond), 6);
  EXPECT_EQ(count(pr, Troop::kLine), 6);
  EXPECT_EQ(count(ru, Troop::kArtillery), 5);
  EXPECT_EQ(count(ru, Troop::kLightCav), 1);
}

TEST(CardData, L216_223_ElevenCommandersEach) {
  const std::array<std::array<int, 7>, 5> expected = {{{1, 1, 4, 1, 0, 3, 1},
                                                       {0, 1, 4, 4, 1, 1, 0},
                                                       {2, 2, 3, 3, 0, 1, 0},
                                                       {1, 1, 5, 3, 0, 1, 0},
                                                       {1, 2, 3, 2, 0, 3, 0}}};
  for (std::size_t n = 0; n < 5; ++n) {
    for (std::size_t r = 0; r < 7; ++r) EXPECT_EQ(data().nations[n].commanders[r], expected[n][r]) << n << " " << r;
  }
}

TEST(CardData, L330_336_BreakpointsAreHalfTheArmyWithHorseArtilleryAt2) {
  for (const auto& n : data().nations) {
    int total = 0;
    for (int t = 0; t < kNumTroops; ++t) total += n.battalions[static_cast<std::size_t>(t)] * data().troops[static_cast<std::size_t>(t)].breakpoint;
    EXPECT_EQ((total + 1) / 2, n.breakpoint) << n.key;
  }
}

TEST(CardData, L19_TacticsDeckHas40CardsTwoOfEachTerrain) {
  std::array<int, kNumTactics> n{};
  for (Tactic t : data().tactics_deck) ++n[static_cast<std::size_t>(t)];
  for (int t = 0; t < kNumTactics; ++t) EXPECT_EQ(n[static_cast<std::size_t>(t)], is_terrain(static_cast<Tactic>(t)) ? 2 : 1);
}

TEST(CardData, L177_178_MoraleIsEightPlusModifier) {
  for (const auto& t : data().troops) EXPECT_EQ(t.morale, 8 + t.modifier) << t.key;
}

TEST(CardData, L94_104_L210_AustrianLineAndSecondRatePrussianSecondRateAreTough) {
  const auto& d = data();
  EXPECT_TRUE(d.nations[2].tough[static_cast<std::size_t>(Troop::kLine)]);
  EXPECT_TRUE(d.nations[2].tough[static_cast<std::size_t>(Troop::kSecond)]);
  EXPECT_TRUE(d.nations[3].tough[static_cast<std::size_t>(Troop::kSecond)]);
  EXPECT_FALSE(d.nations[3].tough[static_cast<std::size_t>(Troop::kLine)]);
  EXPECT_FALSE(d.nations[0].tough[static_cast<std::size_t>(Troop::kSecond)]);
}

TEST(CardData, BadCardFilesNameTheProblem) {
  std::string text = load_text("src/games/ready-aim-fire/cards.toml");
  std::string bad = text;
  bad.replace(bad.find("line = 9"), 8, "line = 8");
  try {
    (void)load_card_data(bad, "edited.toml");
    FAIL();
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("expected 28"), std::string::npos) << e.what();
  }
  EXPECT_THROW((void)load_card_data("troop = 3", "x.toml"), FormatError);
  EXPECT_THROW((void)load_card_data("[[[", "x.toml"), FormatError);
}

TEST(CardData, EveryNationCanBeChosen) {
  for (const char* n : {"france", "britain", "austria", "prussia", "russia"}) {
    auto game = make_game(std::string("ready-aim-fire:nation_a=") + n + ",nation_b=" + n);
    auto s = game->new_initial_state(3);
    EXPECT_EQ(game->state_to_json(*s)["nation"][0], n);
    game->check_invariants(*s);
  }
}

}  // namespace
}  // namespace bivouac::raf::test
