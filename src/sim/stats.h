#pragma once
// Interval estimates for win rates and summaries of game lengths.
#include <cstdint>
#include <vector>

namespace bivouac {

struct Interval {
  double estimate = 0;
  double low = 0;
  double high = 0;
};

// Wilson score interval for `successes` out of `trials` at the given z (1.96 for 95%).
[[nodiscard]] Interval wilson_interval(std::int64_t successes, std::int64_t trials,
                                       double z = 1.959963984540054);

struct Distribution {
  double mean = 0;
  double min = 0;
  double p10 = 0;
  double median = 0;
  double p90 = 0;
  double max = 0;
};

[[nodiscard]] Distribution distribution(std::vector<double> values);

}  // namespace bivouac
