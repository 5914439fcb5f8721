#include "sim/sprt.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/errors.h"

namespace bivouac {

namespace {
// Per-game score of each pentanomial outcome: B's points over the pair, halved.
constexpr std::array<double, 5> kPairScore = {0.0, 0.25, 0.5, 0.75, 1.0};
// A pentanomial outcome never seen counts as this many pairs, so no hypothesis gives it
// probability zero (Fishtest's regularization).
constexpr double kUnseenPairs = 1e-3;
constexpr double kZ95 = 1.959963984540054;
}  // namespace

void check_sprt_bounds(const SprtBounds& b) {
  const auto inside = [](double v, double lo, double hi) { return v >= lo && v <= hi; };
  if (!inside(b.elo0, -1000, 1000)) throw SpecError("sprt: elo0 must be from -1000 to 1000");
  if (!inside(b.elo1, -1000, 1000)) throw SpecError("sprt: elo1 must be from -1000 to 1000");
  if (!(b.elo1 > b.elo0)) {
    throw SpecError(fmt::format("sprt: elo1 ({}) must be greater than elo0 ({})", b.elo1, b.elo0));
  }
  if (!(b.alpha > 0 && b.alpha <= 0.5)) throw SpecError("sprt: alpha must be in (0, 0.5]");
  if (!(b.beta > 0 && b.beta <= 0.5)) throw SpecError("sprt: beta must be in (0, 0.5]");
}

double elo_to_score(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double score_to_elo(double score) {
  const double s = std::clamp(score, 0.001, 0.999);
  return -400.0 * std::log10(1.0 / s - 1.0);
}

std::array<double, 5> pentanomial_mle(const std::array<double, 5>& f, double s) {
  // g(x) = sum f_i d_i / (1 + x d_i) with d_i = a_i - s falls strictly from +inf to -inf on the
  // x for which every 1 + x d_i > 0, namely (-1 / (1 - s), 1 / s): bisection finds its root.
  const auto g = [&](double x) {
    double sum = 0;
    for (std::size_t i = 0; i < 5; ++i) {
      const double d = kPairScore[i] - s;
      sum += f[i] * d / (1 + x * d);
    }
    return sum;
  };
  double lo = -1.0 / (1.0 - s);
  double hi = 1.0 / s;
  for (int step = 0; step < 200; ++step) {
    const double mid = 0.5 * (lo + hi);
    if (mid <= lo || mid >= hi) break;
    (g(mid) > 0 ? lo : hi) = mid;
  }
  const double x = 0.5 * (lo + hi);
  std::array<double, 5> p{};
  for (std::size_t i = 0; i < 5; ++i) p[i] = f[i] / (1 + x * (kPairScore[i] - s));
  return p;
}

double sprt_llr(const Pentanomial& counts, double elo0, double elo1) {
  std::int64_t pairs = 0;
  for (auto c : counts) pairs += c;
  if (pairs == 0) return 0;
  std::array<double, 5> f{};
  double total = 0;
  for (std::size_t i = 0; i < 5; ++i) {
    f[i] = counts[i] > 0 ? static_cast<double>(counts[i]) : kUnseenPairs;
    total += f[i];
  }
  for (double& v : f) v /= total;
  const auto p0 = pentanomial_mle(f, elo_to_score(elo0));
  const auto p1 = pentanomial_mle(f, elo_to_score(elo1));
  double llr = 0;
  for (std::size_t i = 0; i < 5; ++i) llr += f[i] * std::log(p1[i] / p0[i]);
  return total * llr;
}

std::string verdict_name(SprtVerdict v) {
  switch (v) {
    case SprtVerdict::kH0:
      return "H0";
    case SprtVerdict::kH1:
      return "H1";
    case SprtVerdict::kUndecided:
      break;
  }
  return "undecided";
}

SprtState sprt_state(const Pentanomial& counts, const SprtBounds& bounds) {
  SprtState st;
  st.lower = std::log(bounds.beta / (1 - bounds.alpha));
  st.upper = std::log((1 - bounds.beta) / bounds.alpha);
  st.llr = sprt_llr(counts, bounds.elo0, bounds.elo1);
  if (st.llr >= st.upper) st.verdict = SprtVerdict::kH1;
  if (st.llr <= st.lower) st.verdict = SprtVerdict::kH0;
  double pairs = 0;
  double sum = 0;
  double squares = 0;
  for (std::size_t i = 0; i < 5; ++i) {
    const auto n = static_cast<double>(counts[i]);
    pairs += n;
    sum += n * kPairScore[i];
    squares += n * kPairScore[i] * kPairScore[i];
  }
  if (pairs > 0) {
    st.score = sum / pairs;
    const double variance = std::max(0.0, squares / pairs - st.score * st.score);
    const double half = kZ95 * std::sqrt(variance / pairs);
    st.score_low = std::max(0.0, st.score - half);
    st.score_high = std::min(1.0, st.score + half);
  }
  st.elo = score_to_elo(st.score);
  st.elo_low = score_to_elo(st.score_low);
  st.elo_high = score_to_elo(st.score_high);
  return st;
}

}  // namespace bivouac
