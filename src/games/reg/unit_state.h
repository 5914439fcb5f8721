#pragma once
// Wounds on a unit group: every wounds_per_base-th wound removes a base (sheet 004 line 308)
// and a TuG breaks once it has taken more than half its total wounds (lines 317-320).
#include <string>

#include "games/reg/effect_table.h"

namespace bivouac::reg {

struct UnitState {
  int bases = 0;   // bases at full strength
  int wounds = 0;  // wounds taken so far (a lost base counts as wounds_per_base of them)
};

struct UnitChange {
  int wounds_before = 0;
  int wounds_after = 0;
  int bases_before = 0;   // bases still on the table
  int bases_after = 0;
  int markers_after = 0;  // wound markers on the current base
  bool broken_before = false;
  bool broken_after = false;
  [[nodiscard]] int bases_lost() const { return bases_before - bases_after; }
  [[nodiscard]] bool breaks_now() const { return broken_after && !broken_before; }
};

[[nodiscard]] int bases_left(const EffectTable& e, const UnitState& u);
[[nodiscard]] bool broken(const EffectTable& e, const UnitState& u);
// Adds wounds (and whole bases lost outright, as in a KaB Skull). Wounds stop at the total.
[[nodiscard]] UnitChange apply_wounds(const EffectTable& e, const UnitState& u, int wounds,
                                      int bases_lost = 0);
[[nodiscard]] std::string describe(const UnitChange& c);

}  // namespace bivouac::reg
