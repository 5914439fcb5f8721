#pragma once
// Readings of the sheet that are open to doubt, exposed as named options (see
// docs/rulings/reg.md for each default and the sheet line it rests on).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::reg {

// Line 69, "Sword&Arrow=Wound, drop a card and lose all cards".
enum class GeneralWound {
  kLevel,  // default: drops one level (smaller hand from now on) and loses every card held
  kHand,   // loses every card held, nothing more
  kCard,   // drops one card only
};

// Lines 312-314: what an S does in combat.
enum class SInCombat {
  kWoundAndEffect,  // default: a wound, plus shove/shatter when the file has it
  kEffectOrWound,   // shove/shatter when the file has it, otherwise a wound
};

struct RegOptions {
  GeneralWound general_wound = GeneralWound::kLevel;
  SInCombat s_in_combat = SInCombat::kWoundAndEffect;
  bool evade_superior_bonus = false;  // line 126 marks the +1 "(Optional)"

  // Sets one option from text; throws FormatError naming the option and its values.
  void set(std::string_view name, std::string_view value);
  [[nodiscard]] std::string describe() const;
};

[[nodiscard]] std::string_view general_wound_key(GeneralWound g);
[[nodiscard]] std::string_view s_in_combat_key(SInCombat s);

}  // namespace bivouac::reg
