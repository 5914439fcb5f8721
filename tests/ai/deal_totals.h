#pragma once
// What a pairing's deal counts (sim/arena.h, PairResult::deals) add up to, for tests to check
// against its games: how many deals, and B's half points over all of them. And the deals of a
// run played in chunks (--first-deal), added up.
#include <cstdint>
#include <set>

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

// The chunks' deals added up, and how many different results the chunks had: a test needs
// more than one, or chunks that all replayed the same deal could still add up.
struct DealChunks {
  Pentanomial sum{};
  std::set<Pentanomial> kinds;
  void add(const Pentanomial& deals) {
    kinds.insert(deals);
    for (std::size_t k = 0; k < sum.size(); ++k) sum[k] += deals[k];
  }
};

}  // namespace bivouac::testing
