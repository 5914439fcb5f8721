// The sequential test's statistics: the pentanomial GSPRT log-likelihood ratio against values
// computed independently, its verdicts, and the sequential runner stopping by itself.
#include "sim/sprt.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/errors.h"
#include "core/rng.h"
#include "sim/sprt_run.h"

namespace bivouac {
namespace {

// Reference values from a different algorithm (Newton's method on the full Lagrange system of
// max sum f log p subject to sum p = 1 and sum p a = s, in numpy), not from this code's root
// search; zero counts replaced by 1e-3 pairs there too.
TEST(Sprt, LlrMatchesIndependentlyComputedValues) {
  EXPECT_NEAR(sprt_llr({10, 20, 40, 20, 10}, 0, 10), -0.13789922175463531, 1e-9);
  EXPECT_NEAR(sprt_llr({5, 10, 30, 35, 20}, 0, 10), 1.9515897956657826, 1e-9);
  EXPECT_NEAR(sprt_llr({0, 3, 10, 5, 2}, 0, 10), 0.4728563706398651, 1e-9);
  EXPECT_NEAR(sprt_llr({40, 10, 5, 10, 100}, -20, 50), 12.201867189962357, 1e-8);
  EXPECT_NEAR(sprt_llr({1, 0, 0, 0, 0}, 0, 10), -0.029255446370397776, 1e-9);
  EXPECT_EQ(sprt_llr({0, 0, 0, 0, 0}, 0, 10), 0);
}

// By hand: for symmetric pairs (mean 1/2, pair-score variance 0.075) the normal approximation
// N (s1 - s0) (2 mean - s0 - s1) / (2 var) with s1 = 0.514387 gives -0.1380; the exact GSPRT
// is within a fraction of a percent of it for so small an Elo range.
TEST(Sprt, SmallElosAgreeWithTheNormalApproximationByHand) {
  const double s1 = elo_to_score(10);
  EXPECT_NEAR(s1, 0.514387, 1e-6);
  const double approx = 100 * (s1 - 0.5) * (1.0 - 0.5 - s1) / (2 * 0.075);
  EXPECT_NEAR(approx, -0.13800, 1e-4);
  EXPECT_NEAR(sprt_llr({10, 20, 40, 20, 10}, 0, 10), approx, 1e-3);
}

TEST(Sprt, TheMaximumLikelihoodDistributionHasTheHypothesisMean) {
  const std::array<double, 5> f = {0.1, 0.15, 0.3, 0.25, 0.2};
  for (const double s : {0.3, 0.5, 0.52, 0.8}) {
    const auto p = pentanomial_mle(f, s);
    double sum = 0;
    double mean = 0;
    for (std::size_t i = 0; i < 5; ++i) {
      EXPECT_GT(p[i], 0);
      sum += p[i];
      mean += p[i] * 0.25 * static_cast<double>(i);
    }
    EXPECT_NEAR(sum, 1, 1e-12) << s;
    EXPECT_NEAR(mean, s, 1e-12) << s;
  }
}

TEST(Sprt, BoundsAndVerdicts) {
  const SprtBounds bounds;  // 0, 10, 0.05, 0.05
  const SprtState strong = sprt_state({5, 10, 30, 35, 200}, bounds);
  EXPECT_NEAR(strong.upper, std::log(19.0), 1e-12);
  EXPECT_NEAR(strong.lower, -std::log(19.0), 1e-12);
  EXPECT_GT(strong.llr, strong.upper);
  EXPECT_EQ(strong.verdict, SprtVerdict::kH1);
  const SprtState even = sprt_state({300, 600, 1200, 600, 300}, bounds);
  EXPECT_LT(even.llr, even.lower);
  EXPECT_EQ(even.verdict, SprtVerdict::kH0);
  const SprtState early = sprt_state({1, 2, 4, 2, 1}, bounds);
  EXPECT_EQ(early.verdict, SprtVerdict::kUndecided);
  // alpha and beta set the bounds: a stricter test needs more evidence.
  SprtBounds strict = bounds;
  strict.alpha = 0.01;
  EXPECT_NEAR(sprt_state({}, strict).upper, std::log(0.95 / 0.01), 1e-12);
  EXPECT_EQ(verdict_name(SprtVerdict::kH1), "H1");
  EXPECT_EQ(verdict_name(SprtVerdict::kH0), "H0");
}

TEST(Sprt, EloIntervalFromPairScores) {
  const SprtState even = sprt_state({10, 20, 40, 20, 10}, SprtBounds{});
  EXPECT_NEAR(even.elo, 0, 1e-9);
  EXPECT_NEAR(even.elo_low, -even.elo_high, 1e-9);
  // Mean 1/2, pair variance 0.075 over 100 pairs: 1.96 * sqrt(0.00075) = 0.05368.
  EXPECT_NEAR(even.score_high, 0.5 + 1.959963984540054 * std::sqrt(0.00075), 1e-12);
  EXPECT_NEAR(even.elo_high, -400 * std::log10(1 / even.score_high - 1), 1e-9);
  const SprtState won = sprt_state({0, 0, 0, 0, 7}, SprtBounds{});
  EXPECT_NEAR(won.elo, 1200, 1);  // a one-sided record is clamped, not infinite
}

TEST(Sprt, MeaninglessBoundsAreRefused) {
  SprtBounds b;
  b.elo1 = 0;
  EXPECT_THROW(check_sprt_bounds(b), SpecError);
  b = SprtBounds{};
  b.alpha = 0;
  EXPECT_THROW(check_sprt_bounds(b), SpecError);
  b = SprtBounds{};
  b.beta = 0.7;
  EXPECT_THROW(check_sprt_bounds(b), SpecError);
  EXPECT_NO_THROW(check_sprt_bounds(SprtBounds{}));
}

// A player whose pairs depend only on the deal's seed: B scores 0..4 half points with the
// chances given (out of 16).
class ScriptedPlayer final : public PairPlayer {
 public:
  explicit ScriptedPlayer(std::array<int, 5> weights) : weights_(weights) {}
  PairOutcome play_pair(std::uint64_t seed) override {
    int roll = static_cast<int>(derive_seed(seed, 7) % 16);
    PairOutcome o;
    o.b_half_points = 0;
    while (roll >= weights_[static_cast<std::size_t>(o.b_half_points)]) {
      roll -= weights_[static_cast<std::size_t>(o.b_half_points)];
      ++o.b_half_points;
    }
    o.b_wins = o.b_half_points / 2;
    o.a_wins = (4 - o.b_half_points) / 2;
    o.draws = 2 - o.b_wins - o.a_wins;
    return o;
  }

 private:
  std::array<int, 5> weights_;
};

SprtRunResult run_scripted(std::array<int, 5> weights, int threads, int max_games = 100000) {
  SprtRunConfig c;
  c.seed = 9;
  c.threads = threads;
  c.max_games = max_games;
  c.make_player = [weights](int) { return std::make_unique<ScriptedPlayer>(weights); };
  return run_sprt(c);
}

TEST(SprtRun, AStrongerBIsAcceptedAndTheRunStopsByItself) {
  const auto r = run_scripted({1, 2, 5, 4, 4}, 1);  // B scores 0.61 a game
  EXPECT_EQ(r.state.verdict, SprtVerdict::kH1);
  EXPECT_FALSE(r.reached_max);
  EXPECT_GE(r.state.llr, r.state.upper);
  EXPECT_LT(r.games, 2000);
  EXPECT_GT(r.state.elo_low, 0);
  std::int64_t pairs = 0;
  for (auto n : r.pairs) pairs += n;
  EXPECT_EQ(2 * pairs, r.games);
  EXPECT_EQ(r.b_wins + r.a_wins + r.draws, r.games);
}

SprtRunResult run_scripted_seed(std::array<int, 5> weights, std::uint64_t seed) {
  SprtRunConfig c;
  c.seed = seed;
  c.make_player = [weights](int) { return std::make_unique<ScriptedPlayer>(weights); };
  return run_sprt(c);
}

// Equal bots: H0 nearly always (a wrong H1 has a chance of alpha = 5% per run).
TEST(SprtRun, EqualBotsAreRejectedOrStopAtTheLimit) {
  int h0 = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto r = run_scripted_seed({2, 3, 6, 3, 2}, seed);
    EXPECT_NE(r.state.verdict, SprtVerdict::kUndecided);
    if (r.state.verdict == SprtVerdict::kH0) {
      ++h0;
      EXPECT_LE(r.state.llr, r.state.lower);
    }
  }
  EXPECT_GE(h0, 16) << "of 20 runs between equal bots";
  const auto capped = run_scripted({2, 3, 6, 3, 2}, 1, 40);
  EXPECT_TRUE(capped.reached_max);
  EXPECT_EQ(capped.games, 40);
  EXPECT_EQ(capped.state.verdict, SprtVerdict::kUndecided);
  EXPECT_LT(capped.state.elo_low, 0);
  EXPECT_GT(capped.state.elo_high, 0);
}

// Pairs are counted in deal order, so where the test stops does not depend on the threads.
TEST(SprtRun, TheSameSeedStopsAtTheSamePairOnAnyNumberOfThreads) {
  const auto one = run_scripted({1, 2, 5, 4, 4}, 1);
  const auto three = run_scripted({1, 2, 5, 4, 4}, 3);
  EXPECT_EQ(one.games, three.games);
  EXPECT_EQ(one.pairs, three.pairs);
  EXPECT_DOUBLE_EQ(one.state.llr, three.state.llr);
}

TEST(SprtRun, LocalBotsPlayPairedGames) {
  SprtRunConfig c;
  c.seed = 4;
  c.max_games = 400;
  c.make_player = [](int) { return make_local_pair_player("muskets", "random", "heuristic"); };
  const auto r = run_sprt(c);
  EXPECT_EQ(r.state.verdict, SprtVerdict::kH1);
  EXPECT_GT(r.state.elo_low, 100);
  EXPECT_THROW((void)make_local_pair_player("muskets", "random", "grandmaster"), SpecError);
}

}  // namespace
}  // namespace bivouac
