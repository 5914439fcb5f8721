#pragma once
// Calculator 6: KaB tests on a unit group (die by quality) and on a general (die by level),
// sheet 004 lines 43-69.
#include <optional>
#include <string>
#include <vector>

#include "games/reg/action_cost.h"
#include "games/reg/dice_roll.h"
#include "games/reg/general_table.h"
#include "games/reg/kab_table.h"
#include "games/reg/reg_options.h"
#include "games/reg/unit_state.h"

namespace bivouac::reg {

struct KabUnitResult {
  Colour die = Colour::kYellow;
  Face face = Face::kBlank;
  int wounds = 0;      // the automatic wound included
  int bases = 0;       // bases lost outright
  int drive_back = 0;  // BW
  std::vector<Step> steps;
  std::optional<UnitChange> unit;
};

[[nodiscard]] KabUnitResult kab_unit(const KabTable& k, const EffectTable& e, Quality q, Face face,
                                     std::optional<UnitState> unit);
[[nodiscard]] std::string describe(const KabUnitResult& r);

struct KabGeneralResult {
  GeneralLevel level = GeneralLevel::kCG;
  Colour die = Colour::kYellow;
  Face face = Face::kBlank;
  GeneralFate fate = GeneralFate::kUnharmed;
  bool loses_hand = false;
  int drops_cards = 0;
  std::optional<GeneralLevel> new_level;  // a wound under general_wound=level
  std::vector<Step> steps;
};

[[nodiscard]] KabGeneralResult kab_general(const GeneralTable& g, const EffectTable& e,
                                           GeneralLevel level, Face face, const RegOptions& o);
[[nodiscard]] std::string describe(const KabGeneralResult& r);

}  // namespace bivouac::reg
