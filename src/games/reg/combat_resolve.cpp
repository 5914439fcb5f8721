#include "games/reg/combat_resolve.h"

#include <fmt/format.h>

namespace bivouac::reg {

FaceResult combat_face(const EffectTable& e, Face f, bool has_effect, const RegOptions& o) {
  const CombatFaceEffect& fx = e.combat[index(f)];
  FaceResult r{fx.wounds, fx.effect && has_effect};
  if (f == Face::kS && o.s_in_combat == SInCombat::kEffectOrWound && has_effect) r.wounds = 0;
  return r;
}

namespace {

SideOutcome side(const EffectTable& e, const SideClaims& claims, const std::vector<Rolled>& dice,
                 const RegOptions& o) {
  SideOutcome s;
  s.dice = dice;
  s.automatic = claims.automatic_wounds;
  s.wounds = s.automatic;
  const bool has_effect = !claims.effect.empty();
  for (const auto& d : dice) {
    const FaceResult r = combat_face(e, d.face, has_effect, o);
    s.wounds += r.wounds;
    if (r.effect) s.effect = claims.effect;
  }
  return s;
}

void tests_for(const EffectTable& e, const FileSpec& file, const UnitChange& c, const char* label,
               std::vector<std::string>& due) {
  if (c.bases_lost() > 0 && file.general != GeneralPresence::kNone) {
    due.push_back(fmt::format("G1: file {} lost a base with a general in its front rank - test the "
                              "general now (sheet line 66)",
                              label));
  }
  if (c.breaks_now()) {
    due.push_back(fmt::format("U2: file {}'s TuG breaks (line {}) - test every UG within 3 BW "
                              "(sheet line 52)",
                              label, e.break_line));
    if (file.general != GeneralPresence::kNone) {
      due.push_back(fmt::format("G2: the broken TuG of file {} has a general - test him now "
                                "(sheet line 67)",
                                label));
    }
  }
}

}  // namespace

CombatOutcome resolve_combat(const EffectTable& e, const Combat& combat,
                             const ClaimsResult& claims, const std::vector<Rolled>& a,
                             const std::vector<Rolled>& b, const RegOptions& o,
                             std::optional<UnitState> unit_a, std::optional<UnitState> unit_b) {
  CombatOutcome r;
  r.a = side(e, claims.a, a, o);
  r.b = side(e, claims.b, b, o);
  // a's wounds land on b's unit and the other way round.
  if (unit_b) {
    r.a.other_unit = apply_wounds(e, *unit_b, r.a.wounds);
    tests_for(e, combat.b, *r.a.other_unit, "b", r.tests_due);
  }
  if (unit_a) {
    r.b.other_unit = apply_wounds(e, *unit_a, r.b.wounds);
    tests_for(e, combat.a, *r.b.other_unit, "a", r.tests_due);
  }
  for (const auto* s : {&r.a, &r.b}) {
    if (!s->effect.empty()) {
      r.tests_due.push_back(fmt::format(
          "{} by file {}: mark it; the files next to it must fight next (sheet line 286)",
          s->effect, s == &r.a ? "a" : "b"));
    }
  }
  return r;
}

std::string describe(const CombatOutcome& r) {
  std::string out;
  for (const auto* s : {&r.a, &r.b}) {
    const char* me = s == &r.a ? "a" : "b";
    const char* them = s == &r.a ? "b" : "a";
    out += fmt::format("file {} rolled {}: {} wound(s) on file {}", me, dice_text(s->dice),
                       s->wounds, them);
    if (s->automatic) out += fmt::format(" (including {} automatic)", s->automatic);
    if (!s->effect.empty()) out += fmt::format(", {}", s->effect);
    out += "\n";
    if (s->other_unit) out += fmt::format("  file {}'s unit: {}\n", them, describe(*s->other_unit));
  }
  for (const auto& t : r.tests_due) out += "due: " + t + "\n";
  if (!out.empty()) out.pop_back();
  return out;
}

}  // namespace bivouac::reg
