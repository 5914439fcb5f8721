#include "core/options.h"

#include <gtest/gtest.h>

#include "core/errors.h"

namespace bivouac {
namespace {

std::vector<OptionSpec> specs() {
  return {bool_option("breakpoint", false, "army breakpoint"),
          int_option("turn_limit", 0, 0, 1000, "turn cap"),
          choice_option("mode", "three", {"three", "per_stack_plus_one"}, "attack mode")};
}

TEST(Options, DefaultsAndCanonicalValues) {
  Options o(specs(), {{"breakpoint", "yes"}});
  EXPECT_TRUE(o.get_bool("breakpoint"));
  EXPECT_EQ(o.get("breakpoint"), "on");
  EXPECT_EQ(o.get_int("turn_limit"), 0);
  EXPECT_EQ(o.get("mode"), "three");
  EXPECT_EQ(o.non_default_string(), "breakpoint=on");
}

TEST(Options, UnknownOptionListsValidNames) {
  try {
    Options o(specs(), {{"brekpoint", "on"}});
    FAIL();
  } catch (const SpecError& e) {
    EXPECT_NE(std::string(e.what()).find("breakpoint, turn_limit, mode"), std::string::npos)
        << e.what();
  }
}

TEST(Options, BadValuesNameWhatIsExpected) {
  EXPECT_THROW(Options(specs(), {{"turn_limit", "1001"}}), SpecError);
  EXPECT_THROW(Options(specs(), {{"turn_limit", "ten"}}), SpecError);
  try {
    Options o(specs(), {{"mode", "five"}});
    FAIL();
  } catch (const SpecError& e) {
    EXPECT_NE(std::string(e.what()).find("one of three, per_stack_plus_one"), std::string::npos);
  }
}

TEST(GameSpec, ParsesIdAndOptions) {
  auto s = parse_game_spec("ready-aim-fire:breakpoint=on, attack_mode=three");
  EXPECT_EQ(s.id, "ready-aim-fire");
  EXPECT_EQ(s.options.at("breakpoint"), "on");
  EXPECT_EQ(s.options.at("attack_mode"), "three");
  EXPECT_THROW(parse_game_spec("muskets:turn_limit"), SpecError);
  EXPECT_THROW(parse_game_spec(":a=1"), SpecError);
}

}  // namespace
}  // namespace bivouac
