// Arena statistics against cases with known answers.
#include "sim/arena_elo.h"

#include <gtest/gtest.h>

#include <cmath>

#include "sim/stats.h"

namespace bivouac {
namespace {

TEST(ArenaElo, SeventyFivePercentIsAbout191Elo) {
  // 400 * log10(0.75 / 0.25) = 190.85
  const EloFit fit = fit_elo(2, {PairScore{0, 1, 400, 300}});
  EXPECT_NEAR(fit.elo[0] - fit.elo[1], 190.85, 0.01);
  EXPECT_NEAR(fit.elo[0] + fit.elo[1], 0, 1e-9) << "ratings have mean 0";
}

TEST(ArenaElo, DrawsCountHalf) {
  // 200 wins, 200 draws, 0 losses in 400 games is the same 75% score.
  const EloFit fit = fit_elo(2, {PairScore{0, 1, 400, 200 + 0.5 * 200}});
  EXPECT_NEAR(fit.elo[0] - fit.elo[1], 190.85, 0.01);
}

TEST(ArenaElo, ErrorsMatchTheBinomialDeltaMethod) {
  // Var(score) = p(1-p)/n and d(Elo)/d(score) = 400 / (ln 10 * p(1-p)), so the difference has
  // standard error 400 / ln 10 / sqrt(n p (1-p)) = 20.06 for n = 400, p = 0.75; each of two
  // ratings pinned to mean 0 carries half of it.
  const EloFit fit = fit_elo(2, {PairScore{0, 1, 400, 300}});
  EXPECT_NEAR(fit.std_error[0], 20.06 / 2, 0.01);
  EXPECT_NEAR(fit.std_error[1], 20.06 / 2, 0.01);
}

TEST(ArenaElo, ConsistentRoundRobinIsRecoveredExactly) {
  // Strengths 9 : 3 : 1 give 75% for A over B and B over C, and 90% for A over C.
  const EloFit fit =
      fit_elo(3, {PairScore{0, 1, 100, 75}, PairScore{1, 2, 100, 75}, PairScore{0, 2, 100, 90}});
  EXPECT_NEAR(fit.elo[0] - fit.elo[1], 190.85, 0.01);
  EXPECT_NEAR(fit.elo[1] - fit.elo[2], 190.85, 0.01);
  EXPECT_NEAR(fit.elo[0] + fit.elo[1] + fit.elo[2], 0, 1e-9);
}

TEST(ArenaElo, APerfectRecordStaysFiniteWithThePrior) {
  const EloFit fit = fit_elo(2, {PairScore{0, 1, 100, 100}}, 1.0);
  // One virtual draw: 100.5 of 101 points, 400 * log10(100.5 / 0.5) = 921.3.
  EXPECT_NEAR(fit.elo[0] - fit.elo[1], 921.3, 0.1);
  EXPECT_TRUE(std::isfinite(fit.std_error[0]));
}

TEST(ArenaElo, WilsonIntervalsOfKnownCases) {
  const Interval a = wilson_interval(8, 10);
  EXPECT_NEAR(a.low, 0.4902, 1e-4);
  EXPECT_NEAR(a.high, 0.9433, 1e-4);
  const Interval b = wilson_interval(75, 100);
  EXPECT_NEAR(b.low, 0.6570, 1e-4);
  EXPECT_NEAR(b.high, 0.8245, 1e-4);
  const Interval c = wilson_interval(0, 20);
  EXPECT_EQ(c.low, 0);
  EXPECT_NEAR(c.high, 0.1611, 1e-4);
}

}  // namespace
}  // namespace bivouac
