#include "games/reg/shooting.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/errors.h"
#include "games/reg/args.h"
#include "games/reg/command.h"
#include "games/reg/quality.h"
#include "games/reg/refusal.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {
std::vector<std::string> keys(const std::vector<ShootingModifier>& mods) {
  std::vector<std::string> out;
  for (const auto& m : mods) out.push_back(m.key);
  return out;
}

const std::vector<std::string> kTypes = {"foot", "mounted", "elephants", "battlewagons",
                                         "artillery"};

// The state of one condition: true, false or unknown (nullopt).
std::optional<bool> holds(const std::map<std::string, bool>& facts, const std::string& cond) {
  const auto colon = cond.find(':');
  const std::string side = cond.substr(0, colon);
  std::string rest = cond.substr(colon + 1);
  const bool negate = !rest.empty() && rest[0] == '!';
  if (negate) rest.erase(0, 1);
  bool unknown = false;
  bool any = false;
  for (const auto& alt : split(rest, '|')) {
    const auto it = facts.find(side + ":" + alt);
    if (it == facts.end()) {
      unknown = true;
    } else {
      any = any || it->second;
    }
  }
  if (any) return !negate;
  if (unknown) return std::nullopt;
  return negate;
}

// The request field that states a fact, for the message when it is missing.
std::string field_for(const std::string& cond) {
  const auto colon = cond.find(':');
  const std::string side = cond.substr(0, colon);
  std::string fact = cond.substr(colon + 1);
  if (!fact.empty() && fact[0] == '!') fact.erase(0, 1);
  if (side == "range") return "range=deadly|long (or distance=N weapon=W)";
  if (fact == "single_rank") return "shooter.type and shooter.ranks";
  if (fact == "poor") return "target.quality";
  if (fact == "armoured") return "target.armour";
  for (const auto& t : kTypes) {
    if (fact.find(t) != std::string::npos) return side + ".type";
  }
  return side + "." + fact;
}

std::string condition_text(const std::string& cond) {
  std::string out = cond;
  for (char& c : out) {
    if (c == ':') c = ' ';
    if (c == '|') c = '/';
  }
  const auto bang = out.find('!');
  if (bang != std::string::npos) out.replace(bang, 1, "not ");
  return out;
}

// Throws RuleRefusal when the request contradicts or leaves unsaid a condition of `m`.
void check_conditions(const ShootingModifier& m, const std::map<std::string, bool>& facts) {
  for (const auto& cond : m.conditions) {
    const auto h = holds(facts, cond);
    if (!h) {
      throw RuleRefusal(fmt::format("{} holds only with {}; the request does not say - give {}",
                                    m.key, condition_text(cond), field_for(cond)),
                        m.line);
    }
    if (!*h) {
      throw RuleRefusal(
          fmt::format("{} does not apply here: it needs {}", m.key, condition_text(cond)), m.line);
    }
  }
}

bool applies_by_itself(const ShootingModifier& m, const std::map<std::string, bool>& facts) {
  if (!m.automatic) return false;
  for (const auto& cond : m.conditions) {
    const auto h = holds(facts, cond);
    if (!h || !*h) return false;
  }
  return true;
}

std::string steps_text(const std::vector<Step>& steps) {
  std::string out;
  for (const auto& s : steps) {
    out += s.line > 0 ? fmt::format("\n  {}  [sheet line {}]", s.text, s.line)
                      : fmt::format("\n  {}  [ruling]", s.text);
  }
  return out;
}
const ShootingModifier* find_in(const std::vector<ShootingModifier>& mods, const std::string& key) {
  for (const auto& m : mods) {
    if (iequals(m.key, key)) return &m;
  }
  return nullptr;
}

// Line 394: artillery, elephants and battlewagons shoot at full effect in one rank, others two.
int ranks_for_full_effect(const ShootingTable& t, const std::string& type) {
  const bool one = std::find(t.full_effect_one_rank.begin(), t.full_effect_one_rank.end(), type) !=
                   t.full_effect_one_rank.end();
  return one ? 1 : t.full_effect_ranks_others;
}

const UnitGroup& army_unit(const CommandState* army, const std::string& field,
                           const std::string& name) {
  std::vector<std::string> names;
  if (army) {
    for (const auto& u : army->units) {
      if (iequals(u.name, name)) return u;
      names.push_back(u.name);
    }
  }
  throw FormatError(fmt::format("{}: expected a unit group of the army ({}), got \"{}\"", field,
                                names.empty()
                                    ? std::string("none entered yet: army load FILE or unit ...")
                                    : choice_list(names),
                                name));
}

// The shooter named as a unit group of the army: what the army knows is not typed again.
void read_shooter_unit(const ShootingTable& t, const Args& shooter, const UnitGroup& u,
                       ShootQuery& q) {
  auto& f = q.facts;
  for (const char* fixed : {"sug", "keil"}) {
    if (shooter.has(fixed)) {
      throw FormatError(fmt::format("{}: comes from the army for {}; do not give it",
                                    shooter.path_of(fixed), u.name));
    }
  }
  std::string type = u.troop;
  if (u.troop == "dragoons") {
    // The army does not say whether Dragoons shoot mounted or dismounted; the table does.
    type = lower(shooter.text("type", ""));
    if (type != "foot" && type != "mounted") {
      throw FormatError(fmt::format(
          "{}: missing; {} is a Dragoon unit, which shoots dismounted or mounted as it stands: "
          "give shooter.unit={} {}=foot or mounted",
          shooter.path_of("type"), u.name, u.name, shooter.path_of("type")));
    }
  } else if (shooter.has("type")) {
    throw FormatError(fmt::format("{}: comes from the army ({} is {}); do not give it",
                                  shooter.path_of("type"), u.name, u.troop));
  }
  for (const auto& k : kTypes) f["shooter:" + k] = k == type;
  // Ranks change at the table (expanding, contracting); the army's are the default.
  const int ranks = shooter.integer("ranks", 1, 12, u.ranks);
  const int needed = ranks_for_full_effect(t, type);
  f["shooter:single_rank"] = ranks < needed;
  f["shooter:sug"] = u.sug;
  f["shooter:keil"] = u.keil;
  q.notes.push_back(
      {fmt::format("shooter {} from the army ({}'s command): {} {}{}{}, {} rank(s){}; full "
                   "effect needs {}",
                   u.name, u.command, u.sug ? "SuG" : "TuG", type,
                   u.troop == "dragoons" ? " (Dragoons)" : "", u.keil ? ", Keil" : "", ranks,
                   shooter.has("ranks") ? " as given" : "", needed),
       t.full_effect_line});
}

// The target's facts (lines 331-380) and the Keil flag for driven back (line 420).
void read_target_facts(const Args& target, ShootQuery& q) {
  auto& f = q.facts;
  if (target.has("type")) {
    const std::string type = lower(target.text("type", ""));
    if (std::find(kTypes.begin(), kTypes.end(), type) == kTypes.end())
      target.bad("type", choice_list(kTypes));
    for (const auto& k : kTypes) f["target:" + k] = k == type;
  }
  for (const char* flag : {"sug", "in_combat", "keil", "irregular", "cover", "charging"}) {
    f[std::string("target:") + flag] = target.flag(flag, false);
  }
  if (q.keil) f["target:keil"] = true;
  q.keil = f["target:keil"];
  if (target.has("quality")) {
    const auto quality = parse_quality(target.text("quality", ""));
    if (!quality) target.bad("quality", "Poor, Average, Superior or Exceptional");
    f["target:poor"] = *quality == Quality::kPoor;
  }
  if (target.has("armour")) {
    const std::string armour = lower(target.text("armour", ""));
    if (armour != "unarmoured" && armour != "protected" && armour != "armoured" &&
        armour != "heavily_armoured") {
      target.bad("armour", "unarmoured, protected, armoured or heavily_armoured");
    }
    f["target:armoured"] = armour != "unarmoured";
  }
}

}  // namespace

void read_shooting_facts(const ShootingTable& t, const Args& a, const Args& target,
                         const CommandState* army, ShootQuery& q) {
  auto& f = q.facts;
  // The range: said outright, or worked out from the distance and the weapon (lines 386-392).
  if (a.has("range")) {
    const std::string r = lower(a.text("range", ""));
    if (r != "deadly" && r != "long") a.bad("range", "deadly or long");
    f["range:deadly"] = r == "deadly";
    f["range:long"] = r == "long";
  }
  if (a.has("distance") || a.has("weapon")) {
    const int bw = a.integer("distance", 0, 100, -1);
    if (bw < 0) a.missing("distance", "the BW to the target, with weapon=");
    const std::string w = a.required_text("weapon", "a weapon of the ranges table");
    const ShootingRange* r = t.find_range(w);
    if (!r) {
      std::vector<std::string> ks;
      for (const auto& x : t.ranges) ks.push_back(x.key);
      a.bad("weapon", choice_list(ks));
    }
    if (a.has("range")) throw FormatError("range: give range= or distance= with weapon=, not both");
    const bool deadly = bw <= r->deadly;
    const bool in_long = !deadly && r->long_range > 0 && bw <= r->long_range;
    if (!deadly && !in_long) {
      throw RuleRefusal(
          fmt::format("{} reach {} BW{}; the target is {} BW away", r->name, r->deadly,
                      r->long_range > 0 ? fmt::format(" (long {})", r->long_range) : "", bw),
          r->line);
    }
    f["range:deadly"] = deadly;
    f["range:long"] = in_long;
  }
  // shooter=NAME is short for shooter.unit=NAME.
  const bool named = a.has("shooter") && a.raw("shooter").is_string();
  const json by_name = named ? json{{"unit", a.raw("shooter")}} : json::object();
  const Args shooter = named ? Args(by_name, a.path_of("shooter")) : a.child("shooter");
  if (shooter.has("unit")) {
    const std::string name = shooter.text("unit", "");
    const std::string field = named ? a.path_of("shooter") : shooter.path_of("unit");
    read_shooter_unit(t, shooter, army_unit(army, field, name), q);
    for (const char* flag : {"in_combat", "shot"}) {
      f[std::string("shooter:") + flag] = shooter.flag(flag, false);
    }
    shooter.reject_unknown();
    read_target_facts(target, q);
    return;
  }
  if (shooter.has("type")) {
    const std::string type = lower(shooter.text("type", ""));
    if (std::find(kTypes.begin(), kTypes.end(), type) == kTypes.end())
      shooter.bad("type", choice_list(kTypes));
    for (const auto& k : kTypes) f["shooter:" + k] = k == type;
    if (shooter.has("ranks")) {
      f["shooter:single_rank"] =
          shooter.integer("ranks", 1, 12, 1) < ranks_for_full_effect(t, type);
    }
  } else if (shooter.has("ranks")) {
    shooter.missing("type", "the shooter's type, to know how many ranks shoot at full effect");
  }
  for (const char* flag : {"sug", "in_combat", "keil", "shot"}) {
    f[std::string("shooter:") + flag] = shooter.flag(flag, false);
  }
  shooter.reject_unknown();
  read_target_facts(target, q);
}

void read_press_on(const ShootingTable& t, const ActionTable& actions, const Args& a,
                   ShootQuery& q) {
  q.press_on_action = actions.find(t.press_on_action);
  if (!q.press_on_action) {
    throw FormatError("shooting.toml: press_on_action " + t.press_on_action +
                      " is not a prompted action");
  }
  if (!a.has("press_on")) return;
  const PromptedAction& c6 = *q.press_on_action;
  const std::string key = a.text("press_on", "");
  std::vector<std::string> keys;
  const ActionVariant* chosen = nullptr;
  for (const auto& v : c6.variants) {
    keys.push_back(v.key);
    if (iequals(v.key, key)) chosen = &v;
  }
  if (!chosen) a.bad("press_on", choice_list(keys));
  const auto charging = q.facts.find("target:charging");
  if (charging == q.facts.end() || !charging->second) {
    throw RuleRefusal(fmt::format("press_on: a general presses on only chargers driven back by "
                                  "fire; the target is not charging (target.charging)"),
                      t.press_on_line);
  }
  q.press_on = ShootQuery::PressOn{c6.id, chosen->label, chosen->colour, chosen->recovers_bw};
}

ShootSetup shooting_die(const ShootingTable& t, const ShootQuery& q) {
  ShootSetup s;
  int level = rank(t.start);
  s.steps = q.notes;
  s.steps.push_back({fmt::format("shooting starts on {}", colour_name(t.start)), t.start_line});
  auto apply = [&](const std::vector<ShootingModifier>& mods,
                   const std::vector<std::string>& listed, const char* field, int by,
                   const char* what) {
    std::vector<const ShootingModifier*> used;
    for (const auto& key : listed) {
      const auto* m = find_in(mods, key);
      if (!m) {
        throw FormatError(
            fmt::format("{}: expected some of {}, got \"{}\"", field, join(keys(mods), ", "), key));
      }
      if (std::find(used.begin(), used.end(), m) != used.end()) {
        throw FormatError(fmt::format("{}: {} is listed twice", field, m->key));
      }
      check_conditions(*m, q.facts);
      used.push_back(m);
      level += by;
      s.steps.push_back(
          {fmt::format("{}, {}: one colour {}", what, m->name, by > 0 ? "up" : "down"), m->line});
    }
    for (const auto& m : mods) {
      if (std::find(used.begin(), used.end(), &m) != used.end()) continue;
      if (!applies_by_itself(m, q.facts)) continue;
      level += by;
      s.steps.push_back({fmt::format("{}, {}: one colour {} (applies by itself)", what, m.name,
                                     by > 0 ? "up" : "down"),
                         m.line});
    }
  };
  apply(t.upgrades, q.upgrades, "upgrades", 1, "upgrade");
  apply(t.downgrades, q.downgrades, "downgrades", -1, "downgrade");
  if (level > rank(t.maximum)) {
    s.steps.push_back(
        {fmt::format("held at {}, the most shooting can reach", colour_name(t.maximum)),
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
  bw = std::max(0, bw);
  if (q.press_on && bw > 0) {
    const int won = std::min(bw, q.press_on->bw);
    bw -= won;
    if (steps) {
      steps->push_back(
          {fmt::format("a general within 2 BW presses the chargers on ({} {}, a {} "
                       "card): {} BW won back",
                       q.press_on->action, q.press_on->label, colour_name(q.press_on->card), won),
           t.press_on_line});
    }
  } else if (steps && bw > 0 && q.press_on_action) {
    const auto charging = q.facts.find("target:charging");
    if (charging != q.facts.end() && charging->second) {
      std::vector<std::string> choices;
      for (const auto& v : q.press_on_action->variants) {
        choices.push_back(
            fmt::format("press_on={} ({}, {} card)", v.key, v.label, colour_name(v.colour)));
      }
      steps->push_back({fmt::format("a general within 2 BW may press the chargers on: {}; pay "
                                    "with play GENERAL {} variant=KEY",
                                    join(choices, " or "), q.press_on_action->id),
                        t.press_on_line});
    }
  }
  return bw;
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
      out +=
          "\ndue: U2 - test every UG within 3 BW at the next of steps 2.8, 3.2, 5.3, 6.3 (sheet "
          "line 52)";
    }
  }
  return out;
}

}  // namespace bivouac::reg
