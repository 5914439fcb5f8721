#include <fmt/format.h>

#include "core/errors.h"
#include "core/resources.h"
#include "games/reg/calcs.h"
#include "games/reg/combat_resolve.h"
#include "games/reg/dice_roll.h"
#include "games/reg/kab.h"
#include "games/reg/request_parse.h"
#include "games/reg/shooting.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg::calc {

namespace {

json rolled_json(const std::vector<Rolled>& dice) {
  json out = json::array();
  for (const auto& d : dice)
    out.push_back({{"colour", colour_name(d.colour)}, {"face", face_name(d.face)}});
  return out;
}

json unit_json(const std::optional<UnitChange>& c) {
  if (!c) return nullptr;
  return {{"wounds_before", c->wounds_before}, {"wounds_after", c->wounds_after},
          {"bases_before", c->bases_before},   {"bases_after", c->bases_after},
          {"markers", c->markers_after},       {"breaks", c->breaks_now()},
          {"broken", c->broken_after}};
}

std::string face_line(const Session& s) {
  return "face set: " + s.faces.label();
}

// Entered faces when given, otherwise a roll logged under `what`.
std::vector<Rolled> get_dice(Session& s, const std::vector<Colour>& dice,
                             const std::vector<std::string>& entered, const std::string& field,
                             const std::string& what) {
  if (!entered.empty()) return entered_dice(s.faces, dice, entered, field);
  auto rolled = roll_dice(s.faces, dice, s.rng);
  s.log_roll(fmt::format("{}: {}", what, dice_text(rolled)));
  return rolled;
}

}  // namespace

json roll(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  if (a.has("dice")) {
    const auto dice = parse_colours(a, "dice");
    if (dice.empty()) a.bad("dice", "one or more die colours");
    const auto entered = a.list("faces");
    a.reject_unknown();
    const auto rolled = get_dice(s, dice, entered, "faces", "dice");
    return {{"dice", rolled_json(rolled)},
            {"entered", !entered.empty()},
            {"faces", s.faces.label()},
            {"text", fmt::format("{}\n{}", dice_text(rolled), face_line(s))}};
  }
  FileInput fa, fb;
  const Combat c = parse_combat(a, t.claims, fa, fb);
  a.reject_unknown();
  const ClaimsResult cl = compute_claims(t.claims, c);
  const auto da = get_dice(s, cl.a.dice, fa.faces, "a.faces", "combat file a");
  const auto db = get_dice(s, cl.b.dice, fb.faces, "b.faces", "combat file b");
  const CombatOutcome r = resolve_combat(t.effects, c, cl, da, db, s.options, fa.unit, fb.unit);
  std::string text = fmt::format(
      "{} phase: file a claims {}, file b claims {}; a rolls {}, b rolls {} "
      "[sheet line {}]\n",
      phase_name(c.phase), cl.a.total, cl.b.total, colours_text(cl.a.dice), colours_text(cl.b.dice),
      cl.a.dice_line);
  text += describe(r) + "\n" + face_line(s);
  return {{"a",
           {{"dice", rolled_json(r.a.dice)},
            {"wounds", r.a.wounds},
            {"effect", r.a.effect},
            {"b_unit", unit_json(r.a.other_unit)}}},
          {"b",
           {{"dice", rolled_json(r.b.dice)},
            {"wounds", r.b.wounds},
            {"effect", r.b.effect},
            {"a_unit", unit_json(r.b.other_unit)}}},
          {"tests_due", r.tests_due},
          {"faces", s.faces.label()},
          {"text", text}};
}

json shoot(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  ShootQuery q;
  q.upgrades = a.list("upgrades");
  q.downgrades = a.list("downgrades");
  q.dice = a.integer("dice", 1, 20, 1);
  q.resilient_or_drilled = a.flag("resilient_or_drilled", false);
  q.superior_or_exceptional = a.flag("superior_or_exceptional", false);
  q.keil = a.flag("keil", false);
  const auto entered = a.list("faces");
  const Args target_args = a.child("target");
  const auto target = parse_unit(target_args);
  read_shooting_facts(t.shooting, a, target_args, s.command ? &*s.command : nullptr, q);
  read_press_on(t.shooting, t.actions, a, q);
  target_args.reject_unknown();
  a.reject_unknown();
  const ShootSetup setup = shooting_die(t.shooting, q);
  const std::vector<Colour> dice(static_cast<std::size_t>(q.dice), setup.colour);
  const auto rolled = get_dice(s, dice, entered, "faces", "shooting");
  const ShootOutcome r = resolve_shooting(t.shooting, t.effects, q, setup, rolled, target);
  return {{"colour", colour_name(setup.colour)},
          {"dice", rolled_json(rolled)},
          {"wounds", r.wounds},
          {"drive_back", r.drive_back},
          {"target", unit_json(r.target)},
          {"faces", s.faces.label()},
          {"text", describe(r) + "\n" + face_line(s)}};
}

json kab(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  const std::string target = lower(a.text("target", "unit"));
  const std::string entered = a.text("face", "");
  auto face_of = [&](Colour die) {
    if (!entered.empty()) return entered_dice(s.faces, {die}, {entered}, "face").front().face;
    const Face f = roll_die(s.faces, die, s.rng);
    s.log_roll(fmt::format("KaB {} die: {}", colour_name(die), face_name(f)));
    return f;
  };
  if (target == "unit") {
    const Quality q = parse_quality_field(a, "quality");
    const auto unit = parse_unit(a);
    a.reject_unknown();
    const KabUnitResult r = kab_unit(t.kab, t.effects, q, face_of(t.kab.die_for(q)), unit);
    return {{"die", colour_name(r.die)},  {"face", face_name(r.face)},
            {"wounds", r.wounds},         {"bases", r.bases},
            {"drive_back", r.drive_back}, {"unit", unit_json(r.unit)},
            {"faces", s.faces.label()},   {"text", describe(r) + "\n" + face_line(s)}};
  }
  if (target != "general") a.bad("target", "unit or general");
  // A named general of the session (or state) is tested at his level and the result applied.
  const std::string name = a.text("name", "");
  GeneralLevel level = GeneralLevel::kCG;
  if (!name.empty()) {
    level = s.cards().general(name).level;
  } else {
    level = parse_level_field(a, "level");
  }
  a.reject_unknown();
  const KabGeneralResult r = kab_general(t.generals, t.effects, level,
                                         face_of(t.generals.level(level).kab_die), s.options);
  std::string text = describe(r);
  json applied = json::array();
  if (!name.empty()) {
    for (const auto& line : s.cards().apply_fate(name, r)) {
      text += "\n" + line;
      applied.push_back(line);
    }
  }
  text += "\n" + face_line(s);
  json out = {{"die", colour_name(r.die)},
              {"face", face_name(r.face)},
              {"fate", fate_name(r.fate)},
              {"loses_hand", r.loses_hand},
              {"drops_cards", r.drops_cards},
              {"new_level", r.new_level ? json(level_key(*r.new_level)) : json(nullptr)},
              {"applied", applied},
              {"option_general_wound", general_wound_key(s.options.general_wound)},
              {"faces", s.faces.label()},
              {"text", text}};
  if (s.command) out["state"] = s.command->to_json();
  return out;
}

json faces(Session& s, const Args& a) {
  const std::string file = a.text("file", "");
  a.reject_unknown();
  if (!file.empty()) {
    s.require_files("file");
    s.faces = FaceSet::load(load_text("", file), file);
  }
  std::string text = fmt::format("face set: {}  [{}]", s.faces.label(), s.faces.source);
  text += "\n  colour   sides  Skull  Sword  S  blank";
  json counts = json::object();
  for (Colour c : kAllColours) {
    text += fmt::format("\n  {:<7}  {:>5}  {:>5}  {:>5}  {:>1}  {:>5}", colour_name(c),
                        s.faces.sides(c), s.faces.count(c, Face::kSkull),
                        s.faces.count(c, Face::kSword), s.faces.count(c, Face::kS),
                        s.faces.count(c, Face::kBlank));
    counts[std::string(colour_name(c))] = {{"skull", s.faces.count(c, Face::kSkull)},
                                           {"sword", s.faces.count(c, Face::kSword)},
                                           {"s", s.faces.count(c, Face::kS)},
                                           {"blank", s.faces.count(c, Face::kBlank)}};
  }
  const auto doubts = s.faces.doubts();
  for (const auto& d : doubts) text += "\n  warning: " + d;
  if (!s.faces.verified) {
    text += "\n  UNVERIFIED: the real face counts are unpublished (see docs/rulings/reg.md)";
  }
  return {{"name", s.faces.name},     {"verified", s.faces.verified},
          {"label", s.faces.label()}, {"counts", counts},
          {"doubts", doubts},         {"text", text}};
}

}  // namespace bivouac::reg::calc
