// `bivouac list`: each game's options under the lobby's headings, each with the name a user
// types, its default, and its label in words.
#include <gtest/gtest.h>

#include <iostream>
#include <sstream>
#include <string>

#include "cli/commands.h"
#include "core/options.h"
#include "core/registry.h"

namespace bivouac::cli {
namespace {

// Runs `bivouac list` through the real subcommand and returns what it printed.
std::string run_list() {
  CLI::App app;
  add_list_command(app);
  std::ostringstream out;
  auto* old = std::cout.rdbuf(out.rdbuf());
  try {
    app.parse("list", false);
  } catch (...) {
    std::cout.rdbuf(old);
    throw;
  }
  std::cout.rdbuf(old);
  return out.str();
}

// The part of the listing about one game: from its id to the next blank line.
std::string section_of(const std::string& text, const std::string& id) {
  const auto start = text.find(id + "  (");
  if (start == std::string::npos) return "";
  return text.substr(start, text.find("\n\n", start) - start);
}

TEST(ListCommand, EveryOptionShowsItsNameDefaultAndLabelUnderItsGroup) {
  const std::string text = run_list();
  int games = 0;
  for (const auto* def : GameRegistry::instance().list()) {
    ++games;
    const std::string game = section_of(text, def->info.id);
    ASSERT_FALSE(game.empty()) << def->info.id << " is listed\n" << text;
    for (const auto& o : def->info.options) {
      const std::string value = o.default_value.empty() ? "\"\"" : o.default_value;
      const auto line = game.find("\n      " + o.name + "=" + value + " ");
      ASSERT_NE(line, std::string::npos) << def->info.id << ": " << o.name << "\n" << game;
      const std::string rest = game.substr(line + 1, game.find('\n', line + 1) - line - 1);
      EXPECT_NE(rest.find(" " + o.label + ": " + o.description), std::string::npos) << rest;
      // Its heading is the last one above it.
      const auto heading = game.rfind("\n    " + o.group + "\n", line);
      ASSERT_NE(heading, std::string::npos) << o.name << " under " << o.group << "\n" << game;
      for (const auto& other : option_groups()) {
        if (other == o.group) continue;
        const auto between = game.find("\n    " + other + "\n", heading + 1);
        EXPECT_TRUE(between == std::string::npos || between > line)
            << o.name << " sits under " << other << ", not " << o.group << "\n"
            << game;
      }
    }
  }
  EXPECT_GE(games, 4);
}

TEST(ListCommand, GroupsComeInTheLobbysOrder) {
  const std::string game = section_of(run_list(), "ready-aim-fire");
  const auto armies = game.find("\n    Armies\n");
  const auto turn = game.find("\n    Turn\n");
  const auto advanced = game.find("\n    Advanced\n");
  ASSERT_NE(armies, std::string::npos) << game;
  ASSERT_NE(turn, std::string::npos) << game;
  ASSERT_NE(advanced, std::string::npos) << game;
  EXPECT_LT(armies, turn);
  EXPECT_LT(turn, advanced);
  EXPECT_NE(game.find("nation_a=random"), std::string::npos) << "the name a user types is kept";
  EXPECT_NE(game.find("Player 1's nation: "), std::string::npos) << game;
}

}  // namespace
}  // namespace bivouac::cli
