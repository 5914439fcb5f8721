// Card data as a file designers can edit, and options with clear errors.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "core/errors.h"
#include "core/registry.h"
#include "core/resources.h"
#include "games/muskets/position.h"

namespace bivouac::muskets::testing {
namespace {

std::string write_temp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

TEST(MusketsData, AnEditedCardListIsUsedWithoutRecompiling) {
  std::string text(*resource("src/games/muskets/cards.toml"));
  const auto pos = text.find("force = 7");
  ASSERT_NE(pos, std::string::npos);
  text.replace(pos, 9, "force = 9");
  auto game = muskets("cards=" + write_temp("guard9.toml", text));
  EXPECT_EQ(game->cards()[type(*game, "Guard Infantry")].force, 9);
}

TEST(MusketsData, ABadCardListNamesTheLineAndProblem) {
  const std::string bad = "[[card]]\nname = \"General\"\nrole = \"captain\"\ncopies = 4\n";
  try {
    (void)muskets("cards=" + write_temp("bad.toml", bad));
    FAIL();
  } catch (const FormatError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("line 1"), std::string::npos) << msg;
    EXPECT_NE(msg.find("role must be one of"), std::string::npos) << msg;
  }
  EXPECT_THROW((void)muskets("cards=/no/such/file.toml"), FormatError);
}

TEST(MusketsOptions, UnknownOptionsAndValuesAreRejectedWithTheValidOnes) {
  try {
    (void)make_game("muskets:turnlimit=3");
    FAIL();
  } catch (const SpecError& e) {
    EXPECT_NE(std::string(e.what()).find("turn_limit"), std::string::npos) << e.what();
  }
  EXPECT_THROW((void)make_game("muskets:general_substitutes=two"), SpecError);
  EXPECT_THROW((void)make_game("muskets:turn_limit=-1"), SpecError);
  try {
    (void)make_game("muskat");
    FAIL();
  } catch (const SpecError& e) {
    EXPECT_NE(std::string(e.what()).find("muskets"), std::string::npos) << e.what();
  }
}

TEST(MusketsOptions, SpecRoundTripsThroughTheRegistry) {
  auto game = make_game("muskets:general_substitutes=any,turn_limit=40");
  EXPECT_EQ(game->spec(), "muskets:general_substitutes=any,turn_limit=40");
  EXPECT_EQ(make_game(game->spec())->spec(), game->spec());
}

}  // namespace
}  // namespace bivouac::muskets::testing
