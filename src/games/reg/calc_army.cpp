// The army as data and the rules that follow from it (issue 17): loading and entering the army,
// playing cards for an action on one of its unit groups, what Skirmishers and Dragoons may
// charge and when they must evade, and saving or loading the whole session.
#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "core/errors.h"
#include "core/resources.h"
#include "core/safe_json.h"
#include "games/reg/army.h"
#include "games/reg/calcs.h"
#include "games/reg/play_action.h"
#include "games/reg/refusal.h"
#include "games/reg/request_parse.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg::calc {

namespace {

json reply(Session& s, const std::vector<std::string>& log) {
  return {{"log", log}, {"state", s.cards().to_json()}, {"text", join(log, "\n")}};
}

// Army and session files are small; the cap keeps /dev/zero or a huge file from filling memory.
std::string read_file(const std::string& path) {
  return read_file_limited(path, kMaxJsonFileBytes, "file");
}

}  // namespace

json army(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  std::vector<std::string> log;
  if (a.has("file") || a.has("army")) {
    const std::string file = a.text("file", "");
    if (!file.empty()) s.require_files("file");
    const json doc = file.empty() ? a.raw("army") : army_document(read_file(file), file);
    a.reject_unknown();
    if (!s.cards().generals.empty()) {
      throw FormatError(
          "army: this session already has generals; start a new session to load "
          "an army");
    }
    log = load_army(s.cards(), t.generals, doc);
  }
  a.reject_unknown();
  log.push_back(describe_army(s.cards()));
  return reply(s, log);
}

json unit(Session& s, const Args& a) {
  s.cards().add_unit(unit_from_args(a, ""));
  const UnitGroup& u = s.cards().units.back();
  return reply(
      s, {fmt::format("added {} to {}'s command: {} {} {}{}, {}, {} rank(s)", u.name, u.command,
                      u.sug ? "SuG" : "TuG", formation_name(u.formation), u.troop,
                      u.keil ? " (Keil)" : "", quality_name(u.quality), u.ranks)});
}

json play_for_action(Session& s, const Args& a) {
  PlayQuery q;
  q.general = a.required_text("general", "a general's name");
  q.action = a.required_text("action", "an action such as M4");
  q.unit = a.text("unit", "");
  q.variant = a.text("variant", "");
  q.cards = parse_colours(a, "cards");
  q.block = a.list("block");
  q.distance = a.maybe_integer("distance", 0, 200);
  q.upgrade = a.flag("upgrade", false);
  q.out_of_command = a.flag("out_of_command", false);
  q.interpenetrate = a.flag("interpenetrate", false);
  q.count = a.integer("count", 1, 10, 1);
  q.price_only = a.flag("price", false);
  q.step = s.turn.step(Tables::get().turn).id;
  a.reject_unknown();
  return reply(s, play_action(s.cards(), Tables::get(), q));
}

json charge(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  const UnitGroup& u = s.cards().unit(a.required_text("unit", "the charging unit group"));
  const Args target = a.child("target");
  const bool skirmishing_target = target.flag("skirmish", false);
  const auto bases = target.maybe_integer("bases", 1, 60);
  const auto wounds = target.maybe_integer("wounds", 0, 180);
  target.reject_unknown();
  a.reject_unknown();
  const int line = t.movement.skirmisher_charge_line;
  if (!u.skirmishing() && u.troop != "dragoons") {
    return reply(s, {fmt::format("{} may charge: the limit of sheet line {} is for Skirmishers "
                                 "and Dragoons only",
                                 u.name, line)});
  }
  const std::string who = u.troop == "dragoons" ? "Dragoons" : "Skirmishers";
  if (skirmishing_target) {
    throw RuleRefusal(fmt::format("{} ({}) may charge only non-skirmishing TuGs", u.name, who),
                      line);
  }
  if (!bases) target.missing("bases", "the target TuG's bases, with target.wounds");
  if (!wounds) target.missing("wounds", "the wounds the target TuG has taken");
  const UnitState now{*bases, *wounds};
  if (broken(t.effects, now) || !broken(t.effects, UnitState{*bases, *wounds + 1})) {
    throw RuleRefusal(fmt::format("{} ({}) may charge only a TuG one wound from breaking; "
                                  "this one has {} wound(s) on {} bases",
                                  u.name, who, *wounds, *bases),
                      line);
  }
  return reply(s, {fmt::format("{} may charge: the target is one wound from breaking (sheet "
                               "line {})",
                               u.name, line)});
}

json charged(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  const UnitGroup& u = s.cards().unit(a.required_text("unit", "the charged unit group"));
  const bool by_tug = a.flag("by_tug", true);
  const bool open = a.flag("open", true);
  const std::string response = lower(a.text("response", ""));
  if (!response.empty() && response != "stand" && response != "run_away" &&
      response != "skirmish") {
    a.bad("response", "stand, run_away or skirmish");
  }
  a.reject_unknown();
  const int line = t.movement.skirmisher_must_evade_line;
  const bool must_evade = u.skirmishing() && by_tug && open;
  if (must_evade && response == "stand") {
    throw RuleRefusal(
        fmt::format("{} is skirmishing and charged by a TuG in the open: it must evade (run away "
                    "or skirmish), it may not stand",
                    u.name),
        line);
  }
  std::string text = must_evade ? fmt::format(
                                      "{} must evade: run away or skirmish (sheet line {}); see "
                                      "evade for the distance",
                                      u.name, line)
                                : fmt::format("{} may stand or evade as it chooses", u.name);
  if (!response.empty()) text += "; response: " + response;
  json out = reply(s, {text});
  out["must_evade"] = must_evade;
  return out;
}

json session(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  const std::string action = lower(a.required_text("action", "save or load"));
  const std::string file = a.required_text("file", "a file name");
  s.require_files("file");
  a.reject_unknown();
  if (action == "save") {
    const json saved = {
        {"state", s.cards().to_json()},
        {"position", s.turn.to_json(t.turn)},
        {"seed", s.seed},
        {"options",
         {{"general_wound", general_wound_key(s.options.general_wound)},
          {"s_in_combat", s_in_combat_key(s.options.s_in_combat)},
          {"evade_superior_bonus", s.options.evade_superior_bonus ? "yes" : "no"}}}};
    std::ofstream out(file);
    if (!out || !(out << saved.dump(2) << "\n")) {
      throw FormatError(fmt::format("file: cannot write \"{}\"", file));
    }
    return reply(s, {fmt::format("saved the session (army, cards, turn {} step {}) to {}",
                                 s.turn.turn, s.turn.step(t.turn).id, file)});
  }
  if (action != "load") a.bad("action", "save or load");
  json saved;
  try {
    saved = parse_json_limited(read_file(file), "session file");
  } catch (const FormatError& e) {
    throw FormatError(fmt::format("{}: not a saved session: {}", file, e.what()));
  }
  const Args in(saved, "session");
  s.command = CommandState::from_json(in.raw("state"), t.generals);
  s.turn = TurnTracker::from_json(in.raw("position"), t.turn);
  if (in.has("seed")) {
    s.seed = in.raw("seed").is_number_unsigned() ? in.raw("seed").get<std::uint64_t>()
                                                 : parse_seed(in.raw("seed").dump());
    s.rng.reseed(s.seed);
  }
  const auto& opts = in.raw("options");
  if (!opts.is_object()) throw FormatError("session.options: expected an object");
  for (auto it = opts.begin(); it != opts.end(); ++it) {
    s.options.set(it.key(), it->is_string() ? it->get<std::string>() : it->dump());
  }
  in.reject_unknown();
  return reply(s, {fmt::format("loaded the session from {}: turn {} step {}", file, s.turn.turn,
                               s.turn.step(t.turn).id),
                   describe_army(s.cards())});
}

}  // namespace bivouac::reg::calc
