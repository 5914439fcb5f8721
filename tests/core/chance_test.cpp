#include "core/chance.h"

#include <gtest/gtest.h>

namespace bivouac {
namespace {

TEST(Chance, ForcedDiceComeFirstInOrder) {
  Chance c(1);
  c.force(6);
  c.force(1);
  EXPECT_EQ(c.roll(6), 6);
  EXPECT_EQ(c.roll(6), 1);
  EXPECT_EQ(c.forced_pending(), 0u);
  const int free_roll = c.roll(6);
  EXPECT_GE(free_roll, 1);
  EXPECT_LE(free_roll, 6);
}

TEST(Chance, ForcedValueThatDoesNotFitTheDieIsAnError) {
  Chance c(1);
  c.force(7);
  EXPECT_THROW(c.roll(6), std::invalid_argument);
  EXPECT_THROW(c.force(0), std::invalid_argument);
}

TEST(Chance, EqualityIncludesPendingForcedDice) {
  Chance a(5), b(5);
  EXPECT_EQ(a, b);
  a.force(3);
  EXPECT_FALSE(a == b);
  b.force(3);
  EXPECT_EQ(a, b);
}

TEST(Chance, TooManyForcedDiceIsAnError) {
  Chance c(1);
  for (std::size_t i = 0; i < Chance::kMaxForced; ++i) c.force(1);
  EXPECT_THROW(c.force(1), std::length_error);
}

}  // namespace
}  // namespace bivouac
