#include "sim/stats.h"

#include <gtest/gtest.h>

namespace bivouac {
namespace {

// Reference values from the Wilson score formula (Newcombe 1998, table I, method 3).
TEST(Wilson, MatchesPublishedIntervals) {
  auto i = wilson_interval(81, 263);
  EXPECT_NEAR(i.low, 0.2553, 5e-4);
  EXPECT_NEAR(i.high, 0.3662, 5e-4);
  auto j = wilson_interval(15, 148);
  EXPECT_NEAR(j.low, 0.0624, 5e-4);
  EXPECT_NEAR(j.high, 0.1605, 5e-4);
  auto zero = wilson_interval(0, 20);
  EXPECT_DOUBLE_EQ(zero.low, 0.0);
  EXPECT_NEAR(zero.high, 0.1611, 5e-4);
}

TEST(Distribution, QuantilesOfASmallSample) {
  auto d = distribution({5, 1, 3, 2, 4});
  EXPECT_DOUBLE_EQ(d.mean, 3);
  EXPECT_DOUBLE_EQ(d.min, 1);
  EXPECT_DOUBLE_EQ(d.median, 3);
  EXPECT_DOUBLE_EQ(d.max, 5);
}

}  // namespace
}  // namespace bivouac
