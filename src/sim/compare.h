#pragma once
// Differences between two sets of games with 95% intervals and two-sided p-values.
//   paired rates (the same seeds under A and B): Wald interval for the paired difference and the
//     exact McNemar test (a binomial test on the discordant pairs);
//   independent rates: Newcombe's hybrid score interval (from two Wilson intervals) and the pooled
//     two-proportion z-test;
//   means: the paired (or Welch) difference of means with a normal interval and z-test.
#include <cstdint>
#include <string>
#include <vector>

namespace bivouac {

struct Difference {
  double a = 0;         // the rate or mean under A
  double b = 0;         // under B
  double estimate = 0;  // b - a
  double low = 0;
  double high = 0;
  double p_value = 1;
  std::string test;
};

// a[i], b[i]: whether game i counted under A and under B (same seed).
[[nodiscard]] Difference paired_rate_difference(const std::vector<bool>& a,
                                                const std::vector<bool>& b);
[[nodiscard]] Difference independent_rate_difference(std::int64_t successes_a,
                                                     std::int64_t trials_a,
                                                     std::int64_t successes_b,
                                                     std::int64_t trials_b);
[[nodiscard]] Difference paired_mean_difference(const std::vector<double>& a,
                                                const std::vector<double>& b);
[[nodiscard]] Difference independent_mean_difference(const std::vector<double>& a,
                                                     const std::vector<double>& b);

// P(X <= k) + P(X >= n - k) for X ~ Binomial(n, 1/2), k <= n/2: the exact two-sided p-value.
[[nodiscard]] double binomial_two_sided_p(std::int64_t k, std::int64_t n);
// Two-sided p-value of a standard normal statistic.
[[nodiscard]] double normal_two_sided_p(double z);

}  // namespace bivouac
