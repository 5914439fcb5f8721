#pragma once
// What a pairing's deal counts (sim/arena.h, PairResult::deals) add up to, for tests to check
// against its games: how many deals, and B's half points over all of them.
#include <cstdint>

#include "sim/sprt.h"

namespace bivouac::testing {

struct DealTotals {
  std::int64_t deals = 0;
  std::int64_t b_half_points = 0;
};

inline DealTotals deal_totals(const Pentanomial& deals) {
  DealTotals t;
  for (std::size_t k = 0; k < deals.size(); ++k) {
    t.deals += deals[k];
    t.b_half_points += static_cast<std::int64_t>(k) * deals[k];
  }
  return t;
}

}  // namespace bivouac::testing
