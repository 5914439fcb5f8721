#include "games/reg/unit_state.h"

#include <algorithm>
#include <fmt/format.h>

namespace bivouac::reg {

int bases_left(const EffectTable& e, const UnitState& u) {
  return std::max(0, u.bases - u.wounds / e.wounds_per_base);
}

bool broken(const EffectTable& e, const UnitState& u) {
  // "> 1/2 of its total wounds", compared in whole numbers.
  return 2 * u.wounds > u.bases * e.wounds_per_base;
}

UnitChange apply_wounds(const EffectTable& e, const UnitState& u, int wounds, int bases_lost) {
  UnitChange c;
  c.wounds_before = u.wounds;
  c.bases_before = bases_left(e, u);
  c.broken_before = broken(e, u);
  UnitState after = u;
  after.wounds = std::min(u.bases * e.wounds_per_base,
                          u.wounds + wounds + bases_lost * e.wounds_per_base);
  c.wounds_after = after.wounds;
  c.bases_after = bases_left(e, after);
  c.markers_after = c.bases_after > 0 ? after.wounds % e.wounds_per_base : 0;
  c.broken_after = broken(e, after);
  return c;
}

std::string describe(const UnitChange& c) {
  std::string out = fmt::format("wounds {} -> {}, bases {} -> {}, {} wound marker(s) on the current base",
                                c.wounds_before, c.wounds_after, c.bases_before, c.bases_after,
                                c.markers_after);
  if (c.breaks_now()) out += "; the TuG BREAKS";
  else if (c.broken_after) out += "; already broken";
  return out;
}

}  // namespace bivouac::reg
