#pragma once
// Calculator 4 for combat: what the rolled faces do (sheet 004 lines 284-320).
#include <optional>
#include <string>
#include <vector>

#include "games/reg/claims.h"
#include "games/reg/dice_roll.h"
#include "games/reg/reg_options.h"
#include "games/reg/unit_state.h"

namespace bivouac::reg {

struct FaceResult {
  int wounds = 0;
  bool effect = false;  // the file's shove/shatter goes off
};

// One face in combat for a file that has (or lacks) a shove or shatter.
[[nodiscard]] FaceResult combat_face(const EffectTable& e, Face f, bool has_effect,
                                     const RegOptions& o);

struct SideOutcome {
  std::vector<Rolled> dice;
  int wounds = 0;        // inflicted on the other file, automatic wounds included
  int automatic = 0;
  std::string effect;    // "shove"/"shatter" when it went off, else empty
  std::optional<UnitChange> other_unit;  // the other file's unit after the wounds
};

struct CombatOutcome {
  SideOutcome a;
  SideOutcome b;
  std::vector<std::string> tests_due;  // KaB tests the outcome calls for, with sheet lines
};

// `unit_a`/`unit_b` are the unit groups the files belong to, when tracked.
[[nodiscard]] CombatOutcome resolve_combat(const EffectTable& e, const Combat& combat,
                                           const ClaimsResult& claims,
                                           const std::vector<Rolled>& a,
                                           const std::vector<Rolled>& b, const RegOptions& o,
                                           std::optional<UnitState> unit_a,
                                           std::optional<UnitState> unit_b);
[[nodiscard]] std::string describe(const CombatOutcome& r);

}  // namespace bivouac::reg
