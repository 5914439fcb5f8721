#include "games/reg/shooting.h"

#include <algorithm>
#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {
std::vector<std::string> keys(const std::vector<ShootingModifier>& mods) {
  std::vector<std::string> out;
  for (const auto& m : mods) out.push_back(m.key);
  return out;
}

std::string steps_text(const std::vector<Step>& steps) {
  std::string out;
  for (const auto& s : steps) {
    out += s.line > 0 ? fmt::format("\n  {}  [sheet line {}]", s.text, s.line)
                      : fmt::format("\n  {}  [ruling]", s.text);
  }
  return out;
}
}  // namespace

ShootSetup shooting_die(const ShootingTable& t, const ShootQuery& q) {
  ShootSetup s;
  int level = rank(t.start);
  s.steps.push_back({fmt::format("shooting starts on {}", colour_name(t.start)), t.start_line});
  for (const auto& key : q.upgrades) {
    const auto* m = t.find_upgrade(key);
    if (!m) {
      throw FormatError(fmt::format("upgrades: expected some of {}, got \"{}\"",
                                    join(keys(t.upgrades), ", "), key));
    }
    ++level;
    s.steps.push_back({fmt::format("upgrade, {}: one colour up", m->name), m->line});
  }
  for (const auto& key : q.downgrades) {
    const auto* m = t.find_downgrade(key);
    if (!m) {
      throw FormatError(fmt::format("downgrades: expected some of {}, got \"{}\"",
                                    join(keys(t.downgrades), ", "), key));
    }
    --level;
    s.steps.push_back({fmt::format("downgrade, {}: one colour down", m->name), m->line});
  }
  if (level > rank(t.maximum)) {
    s.steps.push_back({fmt::format("held at {}, the most shooting can reach", colour_name(t.maximum)),
                       t.maximum_line});
  }
  if (level < rank(t.minimum)) {
    s.steps.push_back({fmt::format("held at {}, the weakest die", colour_name(t.minimum)), 0});
  }
  s.colour = static_cast<Colour>(std::clamp(level, rank(t.minimum), rank(t.maximum)));
  return s;
}

int shooting_drive_back(const ShootingTable& t, const ShootQuery& q, int non_blank,
                        std::vector<Step>* steps) {
  int bw = non_blank * t.per_non_blank_die;
  if (steps) {
    steps->push_back({fmt::format("{} non-blank dice: {} BW", non_blank, bw), t.driven_back_line});
  }
  if (bw == 0) return 0;
  auto adjust = [&](bool applies, int by, int line, const char* what) {
    if (!applies) return;
    bw += by;
    if (steps) steps->push_back({fmt::format("{}: {:+} BW", what, by), line});
  };
  adjust(q.resilient_or_drilled, t.resilient_or_drilled, t.resilient_or_drilled_line,
         "Resilient or Drilled");
  adjust(q.superior_or_exceptional, t.superior_or_exceptional, t.superior_or_exceptional_line,
         "Superior or Exceptional");
  adjust(q.keil, t.keil_or_tercio, t.keil_or_tercio_line, "Keil, Late Keil or Tercio");
  return std::max(0, bw);
}

ShootOutcome resolve_shooting(const ShootingTable& t, const EffectTable& e, const ShootQuery& q,
                              const ShootSetup& setup, const std::vector<Rolled>& dice,
                              std::optional<UnitState> target) {
  ShootOutcome r;
  r.setup = setup;
  r.dice = dice;
  for (const auto& d : dice) {
    const auto& fx = e.shooting[index(d.face)];
    r.wounds += fx.wounds;
    if (fx.drive_back > 0) ++r.non_blank;
  }
  r.drive_back = shooting_drive_back(t, q, r.non_blank, &r.steps);
  if (target) r.target = apply_wounds(e, *target, r.wounds);
  return r;
}

std::string describe(const ShootSetup& s) {
  return fmt::format("shooting die: {}", colour_name(s.colour)) + steps_text(s.steps);
}

std::string describe(const ShootOutcome& r) {
  std::string out = describe(r.setup);
  out += fmt::format("\nrolled {}: {} wound(s), driven back {} BW", dice_text(r.dice), r.wounds,
                     r.drive_back);
  out += steps_text(r.steps);
  if (r.target) {
    out += "\ntarget: " + describe(*r.target);
    if (r.target->breaks_now()) {
      out += "\ndue: U2 - test every UG within 3 BW at the next of steps 2.8, 3.2, 5.3, 6.3 (sheet line 52)";
    }
  }
  return out;
}

}  // namespace bivouac::reg
