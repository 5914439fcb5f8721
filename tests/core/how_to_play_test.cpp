// The "How to play" pages: every game has one with the same six sections, every option of the
// game is explained, and the loader refuses a malformed page saying where and why.
#include "core/how_to_play.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>

#include "core/errors.h"
#include "core/registry.h"

namespace bivouac {
namespace {

const std::vector<std::string> kSections = {"aim", "cards", "turn", "combat", "victory", "options"};

std::string section_text(const HowToPlaySection& s) {
  std::string all;
  for (const auto& p : s.paragraphs) all += p.text + "\n";
  return all;
}

TEST(HowToPlay, EveryGameHasThePageWithItsSixSections) {
  const auto games = GameRegistry::instance().list();
  ASSERT_FALSE(games.empty());
  for (const auto* def : games) {
    SCOPED_TRACE(def->info.id);
    const HowToPlay& page = how_to_play(def->info.id);
    EXPECT_EQ(page.game_id, def->info.id);
    std::vector<std::string> ids;
    for (const auto& s : page.sections) {
      ids.push_back(s.id);
      EXPECT_FALSE(s.heading.empty());
      for (const auto& p : s.paragraphs) {
        EXPECT_GE(p.text.size(), 40U) << s.id << ": a paragraph, not a note";
        ASSERT_FALSE(p.lines.empty());
        for (const auto& ref : p.lines) {
          EXPECT_TRUE(is_rule_line_reference(ref)) << ref;
          EXPECT_LE(rule_line_span(ref).last, page.printed_lines) << ref;
        }
      }
    }
    EXPECT_EQ(ids, kSections);
  }
  EXPECT_EQ(how_to_play_games().size(), games.size());
}

TEST(HowToPlay, TheOptionsSectionNamesEveryOptionOfTheGame) {
  for (const auto* def : GameRegistry::instance().list()) {
    const HowToPlay& page = how_to_play(def->info.id);
    const std::string text = section_text(page.sections.back());
    for (const auto& option : def->info.options) {
      const std::regex word("(^|[^a-z_])" + option.name + "([^a-z_]|$)");
      EXPECT_TRUE(std::regex_search(text, word))
          << def->info.id << ": the options section does not explain " << option.name;
    }
  }
}

TEST(HowToPlay, AnUnknownGameIsRefusedNamingTheGamesWithAPage) {
  try {
    (void)how_to_play("chess");
    FAIL() << "no page expected";
  } catch (const SpecError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("\"chess\""), std::string::npos) << msg;
    EXPECT_NE(msg.find("gt, muskets, ready-aim-fire, volley"), std::string::npos) << msg;
  }
}

TEST(HowToPlay, LineReferencesHaveOneShape) {
  for (const char* good : {"L1", "L50-54", "L54-54", "L1 ATTACK PHASE", "L1 THE DECK"}) {
    EXPECT_TRUE(is_rule_line_reference(good)) << good;
  }
  for (const char* bad :
       {"", "L0", "L54-50", "50-54", "L5-", "L 5", "l5", "L5 attack", "L5,L6", "L5 ", "L123456"}) {
    EXPECT_FALSE(is_rule_line_reference(bad)) << bad;
  }
  EXPECT_EQ(rule_line_span("L50-54").first, 50);
  EXPECT_EQ(rule_line_span("L50-54").last, 54);
  EXPECT_EQ(rule_line_span("L1 CARD LIST").last, 1);
  // The part a reference names is data too, so no reader parses the reference again.
  EXPECT_EQ(rule_line_span("L1 CARD LIST").part, "CARD LIST");
  EXPECT_EQ(rule_line_span("L1 ATTACK PHASE, DEFENSE").part, "ATTACK PHASE, DEFENSE");
  EXPECT_EQ(rule_line_span("L50-54").part, "");
  EXPECT_THROW((void)rule_line_span("line 5"), FormatError);
}

std::string page_with(const std::string& section_body,
                      const std::string& head = "printed_lines = 60\n") {
  return head + "[[section]]\n" + section_body;
}

const std::string kGoodSection =
    "id = \"aim\"\nheading = \"Aim\"\n[[section.paragraph]]\ntext = \"Win.\"\nlines = [\"L5-9\"]\n";

void expect_refused(const std::string& toml, const std::string& words) {
  try {
    (void)HowToPlay::parse(toml, "test.toml", "test");
    FAIL() << "expected a refusal containing: " << words;
  } catch (const FormatError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("test.toml"), std::string::npos) << msg;
    EXPECT_NE(msg.find(words), std::string::npos) << msg;
  }
}

TEST(HowToPlay, AWellFormedPageParsesWithEveryField) {
  const HowToPlay page = HowToPlay::parse(page_with(kGoodSection), "test.toml", "test");
  EXPECT_EQ(page.game_id, "test");
  EXPECT_EQ(page.printed_lines, 60);
  ASSERT_EQ(page.sections.size(), 1U);
  EXPECT_EQ(page.sections[0].id, "aim");
  EXPECT_EQ(page.sections[0].heading, "Aim");
  ASSERT_EQ(page.sections[0].paragraphs.size(), 1U);
  EXPECT_EQ(page.sections[0].paragraphs[0].text, "Win.");
  EXPECT_EQ(page.sections[0].paragraphs[0].lines, std::vector<std::string>{"L5-9"});
}

TEST(HowToPlay, AMalformedPageIsRefusedSayingWhereAndWhy) {
  expect_refused("printed_lines = [", "test.toml");
  expect_refused(page_with(kGoodSection, ""), "printed_lines");
  expect_refused(page_with(kGoodSection, "printed_lines = 0\n"), "printed_lines");
  expect_refused("printed_lines = 9\n", "\"section\"");
  expect_refused(
      page_with("heading = \"Aim\"\n[[section.paragraph]]\ntext = \"x\"\nlines = [\"L1\"]\n"),
      "section[0] needs a non-empty string field \"id\"");
  expect_refused(page_with("id = \"Aim!\"\nheading = \"Aim\"\n[[section.paragraph]]\ntext = \"x\"\n"
                           "lines = [\"L1\"]\n"),
                 "lower-case");
  expect_refused(page_with("id = \"aim\"\nheading = \"Aim\"\n"), "\"paragraph\"");
  expect_refused(
      page_with("id = \"aim\"\nheading = \"Aim\"\n[[section.paragraph]]\nlines = [\"L1\"]\n"),
      "paragraph[0] needs a non-empty string field \"text\"");
  expect_refused(
      page_with("id = \"aim\"\nheading = \"Aim\"\n[[section.paragraph]]\ntext = \"x\"\n"),
      "\"lines\"");
  expect_refused(page_with("id = \"aim\"\nheading = \"Aim\"\n[[section.paragraph]]\ntext = \"x\"\n"
                           "lines = [\"L1\", \"lines 5 to 9\"]\n"),
                 "lines[1] is not a rule line reference");
  expect_refused(page_with("id = \"aim\"\nheading = \"Aim\"\n[[section.paragraph]]\ntext = \"x\"\n"
                           "lines = [\"L50-61\"]\n"),
                 "\"L50-61\" points past the printed text's 60 lines");
  expect_refused(page_with(kGoodSection + "[[section]]\n" + kGoodSection), "\"aim\" appears twice");
}

// With the printed rules at hand (BIVOUAC_RULES_DIR, e.g. the project's shared/rules), each page's
// printed_lines is the length of its game's rule text and each named part of a line is in it.
// A user of the project has no rule texts, so without them this test is skipped.
TEST(HowToPlay, PrintedLinesMatchTheRuleTextsWhenTheyAreAtHand) {
  const char* dir = std::getenv("BIVOUAC_RULES_DIR");
  if (!dir) GTEST_SKIP() << "BIVOUAC_RULES_DIR not set";
  for (const auto* def : GameRegistry::instance().list()) {
    std::ifstream in(std::string(dir) + "/" + def->info.rules_file);
    ASSERT_TRUE(in) << def->info.rules_file;
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    const HowToPlay& page = how_to_play(def->info.id);
    EXPECT_EQ(page.printed_lines, static_cast<int>(lines.size())) << def->info.id;
    for (const auto& s : page.sections) {
      for (const auto& p : s.paragraphs) {
        for (const auto& ref : p.lines) {
          const auto space = ref.find(' ');
          if (space == std::string::npos) continue;
          const auto line = static_cast<std::size_t>(rule_line_span(ref).first);
          EXPECT_NE(lines.at(line - 1).find(ref.substr(space + 1)), std::string::npos) << ref;
        }
      }
    }
  }
}

}  // namespace
}  // namespace bivouac
