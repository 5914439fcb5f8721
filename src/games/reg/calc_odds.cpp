#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/calcs.h"
#include "games/reg/claims.h"
#include "games/reg/dice_roll.h"
#include "games/reg/odds.h"
#include "games/reg/request_parse.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg::calc {

namespace {

json ways_json(const std::map<int, std::uint64_t>& m, std::uint64_t total) {
  json out = json::array();
  for (const auto& [k, n] : m) {
    out.push_back(
        {{"value", k}, {"ways", n}, {"p", static_cast<double>(n) / static_cast<double>(total)}});
  }
  return out;
}

std::string dist_text(const std::map<int, std::uint64_t>& m, std::uint64_t total) {
  std::vector<std::string> parts;
  for (const auto& [k, n] : m)
    parts.push_back(fmt::format("{}: {}", k, probability_text(n, total)));
  return join(parts, ", ");
}

struct SideOdds {
  std::string label;
  std::vector<Colour> dice;
  bool effect = false;
  int automatic = 0;
  std::optional<UnitState> target;
};

json combat_side(const Session& s, const SideOdds& side, std::string& text) {
  const Tables& t = Tables::get();
  const CombatOdds o = combat_odds(t.effects, s.faces, side.dice, side.effect, side.automatic,
                                   s.options, side.target);
  std::uint64_t none = o.wounds.count(0) ? o.wounds.at(0) : 0;
  text += fmt::format("\n{} rolls {}{}{}", side.label, colours_text(side.dice),
                      side.effect ? " (has shove/shatter)" : "",
                      side.automatic ? fmt::format(", {} automatic wound(s)", side.automatic) : "");
  text += fmt::format("\n  wounds inflicted: {}", dist_text(o.wounds, o.total));
  text += fmt::format("\n  at least one wound: {}", probability_text(o.total - none, o.total));
  text += fmt::format("\n  expected wounds: {:.4f}", o.expected_wounds());
  if (side.effect)
    text += fmt::format("\n  shove/shatter goes off: {}", probability_text(o.effect, o.total));
  json out = {{"dice", colours_text(side.dice)},
              {"total", o.total},
              {"wounds", ways_json(o.wounds, o.total)},
              {"p_at_least_one", o.p_at_least(1)},
              {"expected_wounds", o.expected_wounds()},
              {"p_effect", static_cast<double>(o.effect) / static_cast<double>(o.total)}};
  if (o.base_lost) {
    text +=
        fmt::format("\n  target loses a base: {}; target breaks: {}",
                    probability_text(*o.base_lost, o.total), probability_text(*o.breaks, o.total));
    out["p_base_lost"] = static_cast<double>(*o.base_lost) / static_cast<double>(o.total);
    out["p_breaks"] = static_cast<double>(*o.breaks) / static_cast<double>(o.total);
  }
  return out;
}

}  // namespace

json odds(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  const std::string of = lower(a.text("of", "combat"));
  std::string text;
  json out;
  if (of == "advantage" || of == "dice") {
    std::vector<SideOdds> sides;
    const bool effect = a.flag("effect", false);
    const int automatic = a.integer("automatic", 0, 10, 0);
    const Args target_args = a.child("target");
    const auto target = parse_unit(target_args);
    target_args.reject_unknown();
    if (of == "advantage") {
      const int adv = a.maybe_integer("advantage", 0, 99).value_or(0);
      if (!a.has("advantage")) a.missing("advantage", "a claim advantage, 0 or more");
      const DiceRow& row = t.claims.dice_for(adv);
      text = fmt::format("{}-claim advantage  [sheet line {}]", adv, row.line);
      sides.push_back({"advantaged file", row.advantaged, effect, automatic, target});
      sides.push_back(
          {adv == 0 ? "opposing file" : "disadvantaged file", row.disadvantaged, false, 0, target});
    } else {
      const auto dice = parse_colours(a, "dice");
      if (dice.empty()) a.missing("dice", "one or more die colours");
      sides.push_back({"dice", dice, effect, automatic, target});
      text = "exact odds";
    }
    a.reject_unknown();
    out["sides"] = json::array();
    for (const auto& side : sides) out["sides"].push_back(combat_side(s, side, text));
  } else if (of == "combat") {
    FileInput fa, fb;
    const Combat c = parse_combat(a, t.claims, fa, fb);
    a.reject_unknown();
    const ClaimsResult cl = compute_claims(t.claims, c);
    text = fmt::format("{} phase: a claims {}, b claims {}  [dice: sheet line {}]",
                       phase_name(c.phase), cl.a.total, cl.b.total, cl.a.dice_line);
    out["a"] = combat_side(
        s, {"file a", cl.a.dice, !cl.a.effect.empty(), cl.a.automatic_wounds, fb.unit}, text);
    out["b"] = combat_side(
        s, {"file b", cl.b.dice, !cl.b.effect.empty(), cl.b.automatic_wounds, fa.unit}, text);
  } else if (of == "kab") {
    const Quality q = parse_quality_field(a, "quality");
    const auto unit = parse_unit(a);
    a.reject_unknown();
    const KabUnitOdds o = kab_unit_odds(t.kab, t.effects, s.faces, q, unit);
    text = fmt::format("KaB test, {} unit ({} die)  [sheet lines {}, 43-44]", quality_name(q),
                       colour_name(t.kab.die_for(q)), t.kab.unit_die_line);
    json faces = json::object();
    for (const auto& [f, n] : o.faces) {
      text += fmt::format("\n  {}: {}", face_name(f), probability_text(n, o.total));
      faces[std::string(face_name(f))] = static_cast<double>(n) / static_cast<double>(o.total);
    }
    out["faces_p"] = faces;
    if (o.breaks) {
      text += fmt::format("\n  the unit breaks: {}", probability_text(*o.breaks, o.total));
      out["p_breaks"] = static_cast<double>(*o.breaks) / static_cast<double>(o.total);
    }
  } else if (of == "general") {
    const GeneralLevel level = parse_level_field(a, "level");
    a.reject_unknown();
    const KabGeneralOdds o = kab_general_odds(t.generals, t.effects, s.faces, level);
    text = fmt::format("KaB test, {} general ({} die)  [sheet lines {}, 69]", level_key(level),
                       colour_name(t.generals.level(level).kab_die), t.generals.kab_die_line);
    json fates = json::object();
    for (const auto& [f, n] : o.fates) {
      text += fmt::format("\n  {}: {}", fate_name(f), probability_text(n, o.total));
      fates[std::string(fate_name(f))] = static_cast<double>(n) / static_cast<double>(o.total);
    }
    out["fates_p"] = fates;
  } else if (of == "shoot") {
    ShootQuery q;
    q.upgrades = a.list("upgrades");
    q.downgrades = a.list("downgrades");
    q.dice = a.integer("dice", 1, static_cast<int>(kMaxOddsDice), 1);
    q.resilient_or_drilled = a.flag("resilient_or_drilled", false);
    q.superior_or_exceptional = a.flag("superior_or_exceptional", false);
    q.keil = a.flag("keil", false);
    const Args target_args = a.child("target");
    const auto target = parse_unit(target_args);
    read_shooting_facts(t.shooting, a, target_args, s.command ? &*s.command : nullptr, q);
    read_press_on(t.shooting, t.actions, a, q);
    target_args.reject_unknown();
    a.reject_unknown();
    const ShootSetup setup = shooting_die(t.shooting, q);
    const ShootOdds o = shoot_odds(t.shooting, t.effects, s.faces, q, setup.colour, target);
    text = describe(setup);
    text += fmt::format("\n{} {} dice: wounds {}", q.dice, colour_name(setup.colour),
                        dist_text(o.wounds, o.total));
    text += fmt::format("\n  driven back (BW): {}", dist_text(o.drive_back, o.total));
    out["wounds"] = ways_json(o.wounds, o.total);
    out["drive_back"] = ways_json(o.drive_back, o.total);
    if (o.breaks) {
      text += fmt::format("\n  the target breaks: {}", probability_text(*o.breaks, o.total));
      out["p_breaks"] = static_cast<double>(*o.breaks) / static_cast<double>(o.total);
    }
  } else if (of == "evade") {
    EvadeQuery q;
    q.move = parse_move(a);
    q.quality = parse_quality_field(a, "quality");
    q.skirmish = a.flag("skirmish", false);
    q.superior_bonus = a.flag("superior_bonus", s.options.evade_superior_bonus);
    a.reject_unknown();
    const auto dist = evade_odds(t.movement, q);
    text = "evade distance (BW), over the six d6 results:";
    json d = json::array();
    for (const auto& [bw, n] : dist) {
      text += fmt::format("\n  {} BW: {}", bw, probability_text(static_cast<std::uint64_t>(n), 6));
      d.push_back({{"value", bw}, {"ways", n}, {"p", n / 6.0}});
    }
    out["distance"] = d;
    out["text"] = text;
    return out;  // no dice faces involved
  } else {
    a.bad("of", "combat, advantage, dice, kab, general, shoot or evade");
  }
  text += "\nface set: " + s.faces.label() + " - exact, computed from the face counts";
  out["faces"] = s.faces.label();
  out["text"] = text;
  return out;
}

}  // namespace bivouac::reg::calc
