#pragma once
// Turning request fields into the calculators' inputs, with errors that name the field.
#include <optional>
#include <string>
#include <vector>

#include "games/reg/args.h"
#include "games/reg/claims.h"
#include "games/reg/colour.h"
#include "games/reg/general_table.h"
#include "games/reg/movement.h"
#include "games/reg/unit_state.h"

namespace bivouac::reg {

struct FileInput {
  FileSpec spec;
  std::optional<UnitState> unit;   // "bases" and "wounds"
  std::vector<std::string> faces;  // entered results, when given
};

[[nodiscard]] FileInput parse_file(const Args& a, const ClaimTable& t);
[[nodiscard]] Combat parse_combat(const Args& a, const ClaimTable& t, FileInput& fa, FileInput& fb);
[[nodiscard]] CombatPhase parse_phase(const Args& a);
[[nodiscard]] std::optional<UnitState> parse_unit(const Args& a);
[[nodiscard]] Quality parse_quality_field(const Args& a, const std::string& key);
[[nodiscard]] GeneralLevel parse_level_field(const Args& a, const std::string& key);
[[nodiscard]] std::vector<Colour> parse_colours(const Args& a, const std::string& key);
[[nodiscard]] MoveQuery parse_move(const Args& a);

}  // namespace bivouac::reg
