// `bivouac rules GAME`: the how-to-play page in the terminal, wrapped, with its rule lines; an
// unknown game is refused naming the games.
#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/how_to_play_text.h"
#include "core/errors.h"
#include "core/how_to_play.h"

namespace bivouac::cli {
namespace {

// Runs `command_line` through the real subcommand and returns what it printed.
std::string run(const std::string& command_line) {
  CLI::App app;
  add_rules_command(app);
  std::ostringstream out;
  auto* old = std::cout.rdbuf(out.rdbuf());
  try {
    app.parse(command_line, false);
  } catch (...) {
    std::cout.rdbuf(old);
    throw;
  }
  std::cout.rdbuf(old);
  return out.str();
}

std::size_t longest_line(const std::string& text) {
  std::istringstream in(text);
  std::size_t longest = 0;
  for (std::string line; std::getline(in, line);) longest = std::max(longest, line.size());
  return longest;
}

TEST(RulesCommand, PrintsEverySectionWrappedWithItsRuleLines) {
  const std::string text = run("rules muskets --width 60");
  EXPECT_EQ(text.rfind("How to play Muskets\n", 0), 0U) << text;
  EXPECT_NE(text.find("Warpspawn"), std::string::npos) << "the printed rules' source is named";
  EXPECT_EQ(text.find(".txt"), std::string::npos) << "no file a user does not have is named";
  const HowToPlay& page = how_to_play("muskets");
  for (const auto& section : page.sections) {
    EXPECT_NE(text.find("\n" + section.heading + "\n"), std::string::npos) << section.heading;
    for (const auto& p : section.paragraphs) {
      EXPECT_NE(text.find(p.lines.front()), std::string::npos) << p.lines.front();
    }
  }
  EXPECT_NE(text.find("[L72-81]"), std::string::npos) << "the Fire Order's lines";
  EXPECT_LE(longest_line(text), 60U) << text;
  EXPECT_LE(longest_line(run("how-to-play ready-aim-fire --width 40")), 40U);
}

TEST(RulesCommand, AnUnknownGameIsRefusedNamingTheGames) {
  try {
    (void)run("rules chess");
    FAIL() << "expected a refusal";
  } catch (const SpecError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("\"chess\""), std::string::npos) << msg;
    EXPECT_NE(msg.find("gt, muskets, ready-aim-fire, volley"), std::string::npos) << msg;
  }
  EXPECT_THROW((void)run("rules"), CLI::RequiredError);
  EXPECT_THROW((void)run("rules muskets --width 10"), CLI::ValidationError);
}

TEST(RulesCommand, WrappingBreaksBetweenWordsOnly) {
  EXPECT_EQ(wrap_text("one two three four", 9, 0, 2), "one two\n  three\n  four\n");
  EXPECT_EQ(wrap_text("a Bombardment", 5, 2, 2), "  a\n  Bombardment\n");
  EXPECT_EQ(wrap_text("Canonnière à cheval", 11, 0, 0), "Canonnière\nà cheval\n");
}

}  // namespace
}  // namespace bivouac::cli
