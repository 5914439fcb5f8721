// Every Ready Aim Fire card a board can show has its own `card NAME` text (issue 42): the
// battalions of every troop type, the commanders of every rating, the tactics and terrain. Before,
// ten of the battalion kinds and the commanders had none (the web page's POST /api/card answered
// 400) and "Guard" found the tactic "Rearguard Action".
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "core/game_help.h"
#include "core/registry.h"
#include "core/resources.h"
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

// The names a board gives its cards (RafGame::card_name): troop types, commanders, tactics.
std::vector<std::string> every_card_name(const RafGame& g) {
  std::vector<std::string> names;
  for (int k = 0; k < kCommanderKind + kNumRatings; ++k) names.push_back(g.kind_name(k));
  for (const auto& t : g.data().tactics) names.push_back(t.name);
  return names;
}

TEST(RafCardText, EveryCardKindHasItsOwnText) {
  Fixture f;
  std::set<std::string> texts;
  for (const std::string& name : every_card_name(f.g)) {
    const std::string text = card_help(f.g, name);
    EXPECT_EQ(text.rfind(name + " (", 0), 0u) << name << " got: " << text;
    EXPECT_TRUE(texts.insert(text).second) << name << " shares its text with another card";
  }
  EXPECT_EQ(texts.size(), static_cast<std::size_t>(kNumTroops + kNumRatings + kNumTactics));
}

TEST(RafCardText, ABattalionSaysItsClassAndNumbersFromTheCardData) {
  Fixture f;
  const std::string guard = card_help(f.g, "guard");
  EXPECT_EQ(guard.rfind("Guard (battalion, infantry, ", 0), 0u) << guard;
  EXPECT_NE(guard.find("adds +2 to its attack rolls"), std::string::npos) << guard;
  EXPECT_NE(guard.find("morale 10"), std::string::npos) << guard;
  EXPECT_NE(guard.find("L184-186"), std::string::npos) << guard;
  const std::string lancer = card_help(f.g, "Lancer");
  EXPECT_NE(lancer.find("+1 more against infantry"), std::string::npos) << lancer;
  EXPECT_NE(lancer.find("(battalion, cavalry, "), std::string::npos) << lancer;
  const std::string line = card_help(f.g, "Line");
  EXPECT_NE(line.find("Austria"), std::string::npos) << line;  // +4 to eliminate (L210-211)
  EXPECT_NE(card_help(f.g, "Horse Artillery").find("L151-152"), std::string::npos);
}

TEST(RafCardText, ACommanderSaysHisReRolls) {
  Fixture f;
  const std::string c = card_help(f.g, "Commander 2/1");
  EXPECT_EQ(c.rfind("Commander 2/1 (commander, ", 0), 0u) << c;
  EXPECT_NE(c.find("2 re-rolls in your turn and 1 in your opponent's"), std::string::npos) << c;
}

TEST(RafCardText, ARenamedTroopTypeHasItsTextUnderItsNewName) {
  const std::string list = load_text("src/games/ready-aim-fire/cards.toml");
  std::string renamed = list;
  const std::string from = "name = \"Guard\"";
  renamed.replace(renamed.find(from), from.size(), "name = \"Old Guard\"");
  const std::string path = ::testing::TempDir() + "raf-old-guard.toml";
  std::ofstream(path) << renamed;
  const auto game = make_game("ready-aim-fire:cards=" + path);
  const std::string text = card_help(*game, "Old Guard");
  EXPECT_EQ(text.rfind("Old Guard (battalion, infantry, ", 0), 0u) << text;
}

}  // namespace
}  // namespace bivouac::raf::test
