#include "core/json_util.h"

#include <gtest/gtest.h>

namespace bivouac {
namespace {

using nlohmann::json;

TEST(JsonIn, ErrorsNameThePathAndExpectation) {
  const json j = {{"hand", {1, "x"}}};
  try {
    (void)json_in::integer(j["hand"][1], "state.hand[1]", 0, 10);
    FAIL();
  } catch (const FormatError& e) {
    EXPECT_STREQ(e.what(), "state.hand[1]: expected an integer from 0 to 10, got \"x\"");
  }
  EXPECT_THROW((void)json_in::field(j, "deck", "state"), FormatError);
  EXPECT_EQ(json_in::integer(j["hand"][0], "h", 0, 1), 1);
  EXPECT_THROW((void)json_in::integer(j["hand"][0], "h", 2, 3), FormatError);
  EXPECT_EQ(json_in::one_of(json("b"), "x", {"a", "b"}), 1);
  EXPECT_THROW((void)json_in::one_of(json("c"), "x", {"a", "b"}), FormatError);
}

}  // namespace
}  // namespace bivouac
