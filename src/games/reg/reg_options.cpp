#include "games/reg/reg_options.h"

#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/text.h"

namespace bivouac::reg {

std::string_view general_wound_key(GeneralWound g) {
  switch (g) {
    case GeneralWound::kLevel: return "level";
    case GeneralWound::kHand: return "hand";
    case GeneralWound::kCard: return "card";
  }
  return "?";
}

std::string_view s_in_combat_key(SInCombat s) {
  return s == SInCombat::kWoundAndEffect ? "wound_and_effect" : "effect_or_wound";
}

void RegOptions::set(std::string_view name, std::string_view value) {
  const std::string v = lower(value);
  if (name == "general_wound") {
    for (auto g : {GeneralWound::kLevel, GeneralWound::kHand, GeneralWound::kCard}) {
      if (v == general_wound_key(g)) {
        general_wound = g;
        return;
      }
    }
    throw FormatError(fmt::format("general_wound: expected level, hand or card, got \"{}\"", value));
  }
  if (name == "s_in_combat") {
    for (auto s : {SInCombat::kWoundAndEffect, SInCombat::kEffectOrWound}) {
      if (v == s_in_combat_key(s)) {
        s_in_combat = s;
        return;
      }
    }
    throw FormatError(fmt::format(
        "s_in_combat: expected wound_and_effect or effect_or_wound, got \"{}\"", value));
  }
  if (name == "evade_superior_bonus") {
    if (v == "yes" || v == "true" || v == "on") {
      evade_superior_bonus = true;
      return;
    }
    if (v == "no" || v == "false" || v == "off") {
      evade_superior_bonus = false;
      return;
    }
    throw FormatError(fmt::format("evade_superior_bonus: expected yes or no, got \"{}\"", value));
  }
  throw FormatError(fmt::format(
      "option: expected general_wound, s_in_combat or evade_superior_bonus, got \"{}\"", name));
}

std::string RegOptions::describe() const {
  return fmt::format(
      "general_wound={}  (line 69: level | hand | card)\n"
      "s_in_combat={}  (lines 312-314: wound_and_effect | effect_or_wound)\n"
      "evade_superior_bonus={}  (line 126, optional rule: yes | no)",
      general_wound_key(general_wound), s_in_combat_key(s_in_combat),
      evade_superior_bonus ? "yes" : "no");
}

}  // namespace bivouac::reg
