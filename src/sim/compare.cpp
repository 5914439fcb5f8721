#include "sim/compare.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "sim/stats.h"

namespace bivouac {

namespace {
constexpr double kZ95 = 1.959963984540054;

double mean_of(const std::vector<double>& v) {
  return v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}
double variance_of(const std::vector<double>& v, double mean) {
  if (v.size() < 2) return 0;
  double ss = 0;
  for (double x : v) ss += (x - mean) * (x - mean);
  return ss / static_cast<double>(v.size() - 1);
}
}  // namespace

double normal_two_sided_p(double z) {
  return std::erfc(std::fabs(z) / std::sqrt(2.0));
}

double binomial_two_sided_p(std::int64_t k, std::int64_t n) {
  if (n <= 0) return 1;
  k = std::min(k, n - k);
  // Sum the lower tail in log space so large n neither overflows nor underflows early.
  const double log_half_n = static_cast<double>(n) * std::log(0.5);
  double tail = 0;
  for (std::int64_t i = 0; i <= k; ++i) {
    const double log_c = std::lgamma(static_cast<double>(n) + 1) -
                         std::lgamma(static_cast<double>(i) + 1) -
                         std::lgamma(static_cast<double>(n - i) + 1);
    tail += std::exp(log_c + log_half_n);
  }
  return std::min(1.0, 2 * tail);
}

Difference paired_rate_difference(const std::vector<bool>& a, const std::vector<bool>& b) {
  Difference d;
  d.test = "exact McNemar (paired)";
  const auto n = static_cast<std::int64_t>(std::min(a.size(), b.size()));
  if (n == 0) return d;
  std::int64_t a_only = 0, b_only = 0, in_a = 0, in_b = 0;
  for (std::int64_t i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    in_a += a[k];
    in_b += b[k];
    a_only += a[k] && !b[k];
    b_only += b[k] && !a[k];
  }
  const double nn = static_cast<double>(n);
  d.a = static_cast<double>(in_a) / nn;
  d.b = static_cast<double>(in_b) / nn;
  d.estimate = static_cast<double>(b_only - a_only) / nn;
  const double disc = static_cast<double>(a_only + b_only);
  const double var = std::max(0.0, (disc - nn * d.estimate * d.estimate) / (nn * nn));
  const double half = kZ95 * std::sqrt(var);
  d.low = d.estimate - half;
  d.high = d.estimate + half;
  d.p_value = binomial_two_sided_p(std::min(a_only, b_only), a_only + b_only);
  return d;
}

Difference independent_rate_difference(std::int64_t sa, std::int64_t na, std::int64_t sb,
                                       std::int64_t nb) {
  Difference d;
  d.test = "two-proportion z (independent)";
  if (na <= 0 || nb <= 0) return d;
  const Interval ia = wilson_interval(sa, na);
  const Interval ib = wilson_interval(sb, nb);
  d.a = ia.estimate;
  d.b = ib.estimate;
  d.estimate = d.b - d.a;
  d.low = d.estimate - std::sqrt(std::pow(d.b - ib.low, 2) + std::pow(ia.high - d.a, 2));
  d.high = d.estimate + std::sqrt(std::pow(ib.high - d.b, 2) + std::pow(d.a - ia.low, 2));
  const double pooled = static_cast<double>(sa + sb) / static_cast<double>(na + nb);
  const double se = std::sqrt(pooled * (1 - pooled) *
                              (1.0 / static_cast<double>(na) + 1.0 / static_cast<double>(nb)));
  d.p_value = se > 0 ? normal_two_sided_p(d.estimate / se) : (d.estimate == 0 ? 1 : 0);
  return d;
}

Difference paired_mean_difference(const std::vector<double>& a, const std::vector<double>& b) {
  Difference d;
  d.test = "paired z (normal approximation)";
  const std::size_t n = std::min(a.size(), b.size());
  if (n == 0) return d;
  std::vector<double> diff(n);
  for (std::size_t i = 0; i < n; ++i) diff[i] = b[i] - a[i];
  d.a = mean_of(a);
  d.b = mean_of(b);
  d.estimate = mean_of(diff);
  const double se = std::sqrt(variance_of(diff, d.estimate) / static_cast<double>(n));
  d.low = d.estimate - kZ95 * se;
  d.high = d.estimate + kZ95 * se;
  d.p_value = se > 0 ? normal_two_sided_p(d.estimate / se) : (d.estimate == 0 ? 1 : 0);
  return d;
}

Difference independent_mean_difference(const std::vector<double>& a, const std::vector<double>& b) {
  Difference d;
  d.test = "Welch z (independent, normal approximation)";
  if (a.empty() || b.empty()) return d;
  d.a = mean_of(a);
  d.b = mean_of(b);
  d.estimate = d.b - d.a;
  const double se = std::sqrt(variance_of(a, d.a) / static_cast<double>(a.size()) +
                              variance_of(b, d.b) / static_cast<double>(b.size()));
  d.low = d.estimate - kZ95 * se;
  d.high = d.estimate + kZ95 * se;
  d.p_value = se > 0 ? normal_two_sided_p(d.estimate / se) : (d.estimate == 0 ? 1 : 0);
  return d;
}

}  // namespace bivouac
