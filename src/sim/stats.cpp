#include "sim/stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace bivouac {

Interval wilson_interval(std::int64_t successes, std::int64_t trials, double z) {
  if (trials <= 0) return {0, 0, 1};
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double denom = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Distribution distribution(std::vector<double> values) {
  Distribution d;
  if (values.empty()) return d;
  std::sort(values.begin(), values.end());
  auto at = [&](double q) {
    const auto i =
        static_cast<std::size_t>(std::lround(q * static_cast<double>(values.size() - 1)));
    return values[std::min(i, values.size() - 1)];
  };
  d.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
  d.min = values.front();
  d.p10 = at(0.1);
  d.median = at(0.5);
  d.p90 = at(0.9);
  d.max = values.back();
  return d;
}

}  // namespace bivouac
