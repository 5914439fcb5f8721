#include "games/reg/kab.h"

#include <fmt/format.h>

namespace bivouac::reg {

namespace {
std::string steps_text(const std::vector<Step>& steps) {
  std::string out;
  for (const auto& s : steps) {
    out += s.line > 0 ? fmt::format("\n  {}  [sheet line {}]", s.text, s.line)
                      : fmt::format("\n  {}  [ruling]", s.text);
  }
  return out;
}
}  // namespace

KabUnitResult kab_unit(const KabTable& k, const EffectTable& e, Quality q, Face face,
                       std::optional<UnitState> unit) {
  KabUnitResult r;
  r.die = k.die_for(q);
  r.face = face;
  r.steps.push_back({fmt::format("{} unit rolls a {} die", quality_name(q), colour_name(r.die)),
                     k.unit_die_line});
  r.wounds = k.automatic_wounds;
  r.steps.push_back({fmt::format("automatic: {} wound", k.automatic_wounds), k.automatic_wounds_line});
  const KabFaceEffect& fx = e.kab_unit[index(face)];
  r.wounds += fx.wounds;
  r.bases = fx.bases;
  r.drive_back = fx.drive_back;
  std::string what = "no further effect";
  if (fx.bases) what = fmt::format("{} base lost", fx.bases);
  else if (fx.wounds) what = fmt::format("{} more wound", fx.wounds);
  else if (fx.drive_back) what = fmt::format("{} BW drive back, even in combat", fx.drive_back);
  r.steps.push_back({fmt::format("{}: {}", face_name(face), what), fx.line});
  if (unit) r.unit = apply_wounds(e, *unit, r.wounds, r.bases);
  return r;
}

std::string describe(const KabUnitResult& r) {
  std::string out = fmt::format("KaB test ({} die): {} - {} wound(s), {} base(s) lost, drive back {} BW",
                                colour_name(r.die), face_name(r.face), r.wounds, r.bases,
                                r.drive_back);
  out += steps_text(r.steps);
  if (r.unit) {
    out += "\nunit: " + describe(*r.unit);
    if (r.unit->breaks_now()) {
      out += "\ndue: U2 - test every UG within 3 BW (sheet line 52)";
    }
  }
  return out;
}

KabGeneralResult kab_general(const GeneralTable& g, const EffectTable& e, GeneralLevel level,
                             Face face, const RegOptions& o) {
  KabGeneralResult r;
  r.level = level;
  r.die = g.level(level).kab_die;
  r.face = face;
  r.fate = e.kab_general[index(face)];
  r.steps.push_back({fmt::format("{} ({}) general rolls a {} die", g.level(level).name,
                                 level_key(level), colour_name(r.die)),
                     g.kab_die_line});
  switch (r.fate) {
    case GeneralFate::kKilled:
      r.loses_hand = false;
      r.steps.push_back({"Skull: killed; replace him one level lower at step 4.2 (Tribal: 6.2)",
                         e.kab_general_line});
      break;
    case GeneralFate::kWounded:
      switch (o.general_wound) {
        case GeneralWound::kLevel:
          r.loses_hand = true;
          if (level != GeneralLevel::kMG) r.new_level = lowered(level);
          r.steps.push_back({fmt::format("wounded (general_wound=level): loses every card and drops "
                                         "to {}",
                                         level_key(lowered(level))),
                             e.kab_general_line});
          break;
        case GeneralWound::kHand:
          r.loses_hand = true;
          r.steps.push_back({"wounded (general_wound=hand): loses every card", e.kab_general_line});
          break;
        case GeneralWound::kCard:
          r.drops_cards = 1;
          r.steps.push_back({"wounded (general_wound=card): drops one card", e.kab_general_line});
          break;
      }
      break;
    case GeneralFate::kStunned:
      r.loses_hand = true;
      r.steps.push_back({"S: stunned, loses every card", e.kab_general_line});
      break;
    case GeneralFate::kUnharmed:
      r.steps.push_back({"blank: unharmed", e.kab_general_line});
      break;
  }
  return r;
}

std::string describe(const KabGeneralResult& r) {
  return fmt::format("general KaB test ({} die): {} - {}", colour_name(r.die), face_name(r.face),
                     fate_name(r.fate)) +
         steps_text(r.steps);
}

}  // namespace bivouac::reg
