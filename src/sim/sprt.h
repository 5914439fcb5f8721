#pragma once
// The sequential probability ratio test of engine testers (Fishtest's "GSPRT" on game pairs):
// is bot B at least elo1 stronger than bot A (H1), or at most elo0 (H0)?
//
// Games are played in pairs, one deal from both seats, and a pair is counted by B's score over
// its two games: 0, 1/2, 1, 3/2 or 2 points (the pentanomial model). The pair is the unit of
// the test because the two games of a deal are not independent: counting them as separate games
// would misjudge the variance.
//
// The log-likelihood ratio is the generalized one: for each hypothesis, the pentanomial
// distribution closest to the observed frequencies (maximum likelihood) among those whose mean
// score per game is that hypothesis' expected score s = 1 / (1 + 10^(-elo / 400)) (logistic
// Elo), then LLR = N * sum_i f_i * log(p1_i / p0_i). Accept H1 when LLR reaches
// log((1 - beta) / alpha), H0 when it falls to log(beta / (1 - alpha)).
#include <array>
#include <cstdint>
#include <string>

namespace bivouac {

struct SprtBounds {
  double elo0 = 0;      // logistic Elo of B over A under H0 (at most)
  double elo1 = 10;     // under H1 (at least); must be above elo0
  double alpha = 0.05;  // chance of accepting H1 when H0 holds
  double beta = 0.05;   // chance of accepting H0 when H1 holds
};

// Throws SpecError naming the value when the bounds make no test (elo1 <= elo0, alpha or beta
// outside (0, 0.5], Elo outside +-1000).
void check_sprt_bounds(const SprtBounds& b);

// Pairs by B's points over the two games: index k = B's half points / 1, i.e. counts[k] is the
// number of pairs in which B scored k/2 points (0 = lost both, 4 = won both).
using Pentanomial = std::array<std::int64_t, 5>;

// Expected score per game of an Elo difference, and back (the score clamped to [0.001, 0.999],
// so a one-sided record reads as +-1200 rather than infinity).
[[nodiscard]] double elo_to_score(double elo);
[[nodiscard]] double score_to_elo(double score);

// The distribution of pair scores a = {0, 1/4, 1/2, 3/4, 1} (per game) closest to the observed
// frequencies `f` (summing to 1, all above 0) with mean score `s` in (0, 1): p_i = f_i / (1 + x
// (a_i - s)), x the root of sum_i f_i (a_i - s) / (1 + x (a_i - s)) = 0.
[[nodiscard]] std::array<double, 5> pentanomial_mle(const std::array<double, 5>& f, double s);

// The generalized log-likelihood ratio of H1 against H0 for these pairs. An empty count gives
// 0; a zero count is replaced by 1e-3 pairs (as Fishtest does) so every outcome stays possible.
[[nodiscard]] double sprt_llr(const Pentanomial& counts, double elo0, double elo1);

enum class SprtVerdict { kUndecided, kH0, kH1 };
[[nodiscard]] std::string verdict_name(SprtVerdict v);

struct SprtState {
  double llr = 0;
  double lower = 0;  // log(beta / (1 - alpha)): H0 at or below
  double upper = 0;  // log((1 - beta) / alpha): H1 at or above
  SprtVerdict verdict = SprtVerdict::kUndecided;
  // B's mean score per game with its 95% interval (normal, from the variance of pair scores),
  // and the same as logistic Elo of B over A.
  double score = 0.5;
  double score_low = 0.5;
  double score_high = 0.5;
  double elo = 0;
  double elo_low = 0;
  double elo_high = 0;
};

[[nodiscard]] SprtState sprt_state(const Pentanomial& counts, const SprtBounds& bounds);

}  // namespace bivouac
