// Every option of every registered game carries what the lobby shows a newcomer: a label in
// words (not its snake_case name) and a group from the fixed list, and its description keeps the
// rule lines or rulings it picks between.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>

#include "core/options.h"
#include "core/registry.h"

namespace bivouac {
namespace {

TEST(OptionLabels, EveryOptionOfEveryGameHasALabelInWordsAndAKnownGroup) {
  const auto games = GameRegistry::instance().list();
  ASSERT_FALSE(games.empty());
  const auto& groups = option_groups();
  int checked = 0;
  for (const auto* def : games) {
    std::set<std::string> labels;
    for (const auto& o : def->info.options) {
      SCOPED_TRACE(def->info.id + " " + o.name);
      EXPECT_FALSE(o.label.empty()) << "no label";
      EXPECT_EQ(o.label.find('_'), std::string::npos) << "a label is words, not a name";
      EXPECT_NE(o.label, o.name);
      EXPECT_TRUE(labels.insert(o.label).second) << "two options of one game share a label";
      EXPECT_NE(std::find(groups.begin(), groups.end(), o.group), groups.end())
          << "group \"" << o.group << "\" is not one of option_groups()";
      EXPECT_FALSE(o.description.empty());
      if (!o.table_default.empty()) {
        EXPECT_EQ(o.kind, OptionSpec::Kind::kChoice) << "a table default is a house rule's name";
        EXPECT_NE(std::find(o.choices.begin(), o.choices.end(), o.table_default), o.choices.end())
            << "table default \"" << o.table_default << "\" is not one of the choices";
        EXPECT_NE(o.table_default, o.default_value)
            << "say nothing when the table plays the default";
      }
      ++checked;
    }
  }
  EXPECT_GE(checked, 40);
}

// Ready Aim Fire's many rule readings each say which lines they read (the lobby shows the
// description as the option's help).
TEST(OptionLabels, ReadyAimFireDescriptionsCiteRuleLines) {
  const GameDefinition* raf = nullptr;
  for (const auto* def : GameRegistry::instance().list()) {
    if (def->info.id == "ready-aim-fire") raf = def;
  }
  ASSERT_NE(raf, nullptr);
  const std::regex line_ref("L[0-9]+");
  for (const auto& o : raf->info.options) {
    if (o.name == "turn_limit" || o.name == "cards") continue;  // for AI play and testers
    EXPECT_TRUE(std::regex_search(o.description, line_ref)) << o.name << ": " << o.description;
  }
}

// Muskets as printed lets the first mover win before the second decides anything (rulings 18):
// the lobby starts on the house rule, while the engine's default stays the printed rules, so
// sim, arena and Python are faithful to the text unless told otherwise.
TEST(OptionLabels, MusketsTablesStartOnTheFirstTurnHouseRuleAndTheEngineOnThePrintedRules) {
  const GameDefinition* muskets = nullptr;
  for (const auto* def : GameRegistry::instance().list()) {
    if (def->info.id == "muskets") muskets = def;
  }
  ASSERT_NE(muskets, nullptr);
  const auto& options = muskets->info.options;
  const auto it = std::find_if(options.begin(), options.end(),
                               [](const OptionSpec& o) { return o.name == "first_turns"; });
  ASSERT_NE(it, options.end());
  EXPECT_EQ(it->default_value, "printed");
  EXPECT_EQ(it->table_default, "no_fire_charge");
  const GamePtr game = GameRegistry::instance().create("muskets");
  EXPECT_NE(game->describe_choice("first_turns", "printed").find("80%"), std::string::npos);
  EXPECT_NE(game->describe_choice("first_turns", "no_fire_charge").find("19 turns"),
            std::string::npos);
  EXPECT_EQ(game->options().get("first_turns"), "printed");
}

TEST(OptionLabels, LabelledKeepsTheRestOfTheSpec) {
  const OptionSpec o =
      choice_option("attack_mode", "three", {"three", "per_stack_plus_one"}, "attacks (L83)")
          .labelled("Attacks per turn", "Turn");
  EXPECT_EQ(o.name, "attack_mode");
  EXPECT_EQ(o.default_value, "three");
  EXPECT_EQ(o.choices.size(), 2U);
  EXPECT_EQ(o.label, "Attacks per turn");
  EXPECT_EQ(o.group, "Turn");
  EXPECT_TRUE(bool_option("b", false, "d").label.empty()) << "unlabelled until labelled()";
}

}  // namespace
}  // namespace bivouac
