#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/action_cost.h"
#include "games/reg/calcs.h"
#include "games/reg/claims.h"
#include "games/reg/dice_roll.h"
#include "games/reg/movement.h"
#include "games/reg/request_parse.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg::calc {

namespace {

json steps_json(const std::vector<Step>& steps) {
  json out = json::array();
  for (const auto& s : steps) out.push_back({{"text", s.text}, {"line", s.line}});
  return out;
}

json side_json(const SideClaims& s) {
  json claims = json::array();
  for (const auto& c : s.claims) {
    claims.push_back({{"name", c.name},
                      {"value", c.value},
                      {"source", c.source},
                      {"line", c.line},
                      {"note", c.note}});
  }
  json dice = json::array();
  for (Colour c : s.dice) dice.push_back(colour_name(c));
  return {{"claims", claims},   {"total", s.total},
          {"dice", dice},       {"automatic_wounds", s.automatic_wounds},
          {"effect", s.effect}, {"dice_line", s.dice_line}};
}

}  // namespace

json cost(Session& s, const Args& a) {
  (void)s;
  const Tables& t = Tables::get();
  CostQuery q;
  q.action = a.required_text("action", "an action such as C2, M4, F1 or E1");
  q.formation = a.choice<Formation>(
      "formation", [](const std::string& x) { return parse_formation(x); },
      "Skirmish, Drilled, Formed or Tribal", Formation::kFormed);
  q.variant = a.text("variant", "");
  q.keil = a.flag("keil", false);
  q.out_of_command = a.flag("out_of_command", false);
  q.upgrade = a.flag("upgrade", false);
  q.interpenetrate = a.flag("interpenetrate", false);
  q.tribal_troops = a.flag("tribal_troops", false);
  q.block = a.integer("block", 1, 10, 1);
  if (a.has("level")) q.general = parse_level_field(a, "level");
  a.reject_unknown();
  const CostResult r = action_cost(t.actions, t.generals, q);
  return {{"action", r.action},
          {"allowed", r.allowed},
          {"refusal", r.refusal},
          {"card", r.card ? json(colour_name(*r.card)) : json(nullptr)},
          {"numeral", r.card ? json(numeral(*r.card)) : json(nullptr)},
          {"extra_coloured_cards", r.extra_coloured_cards},
          {"steps", steps_json(r.steps)},
          {"note", r.note},
          {"max_cards", r.max_cards},
          {"line", r.line},
          {"text", describe(r)}};
}

json move(Session& s, const Args& a) {
  (void)s;
  const MoveQuery q = parse_move(a);
  a.reject_unknown();
  const MoveResult r = move_distance(Tables::get().movement, q);
  return {{"can_move", r.can_move},
          {"distance", r.distance},
          {"steps", steps_json(r.steps)},
          {"text", describe(r)}};
}

json evade(Session& s, const Args& a) {
  const MovementTable& t = Tables::get().movement;
  EvadeQuery q;
  q.move = parse_move(a);
  q.quality = parse_quality_field(a, "quality");
  q.skirmish = a.flag("skirmish", false);
  q.superior_bonus = a.flag("superior_bonus", s.options.evade_superior_bonus);
  const auto entered = a.maybe_integer("roll", 1, 6);
  a.reject_unknown();
  const int roll = entered ? *entered : static_cast<int>(s.rng.below(6)) + 1;
  const EvadeResult r = evade(t, q, roll);
  if (!entered) s.log_roll(fmt::format("evade d6: {} -> {} BW", roll, r.distance));
  return {{"roll", r.roll},     {"entered", entered.has_value()}, {"modified", r.modified},
          {"change", r.change}, {"distance", r.distance},         {"steps", steps_json(r.steps)},
          {"text", describe(r)}};
}

json claims(Session& s, const Args& a) {
  (void)s;
  const Tables& t = Tables::get();
  FileInput fa, fb;
  const Combat c = parse_combat(a, t.claims, fa, fb);
  a.reject_unknown();
  const ClaimsResult r = compute_claims(t.claims, c);
  return {{"phase", phase_name(r.phase)},
          {"a", side_json(r.a)},
          {"b", side_json(r.b)},
          {"advantage", r.advantage},
          {"leader", r.leader == 0   ? json("a")
                     : r.leader == 1 ? json("b")
                                     : json(nullptr)},
          {"notes", r.notes},
          {"text", describe(r)}};
}

json turn(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  const std::string action = lower(a.text("action", "show"));
  TurnTracker::Moved moved;
  std::vector<std::string> notes;
  // Leaving step 1.1 closes the discard step (line 17): nobody may keep more than one extra card.
  const bool leaves_discards = s.turn.step(t.turn).id == "1.1" && action != "show" &&
                               action != "reset" &&
                               !(action == "goto" && a.text("step", "") == "1.1");
  if (leaves_discards && s.command) s.command->require_discards_done(t.generals, "turn");
  if (action == "next") {
    moved = s.turn.next(t.turn);
  } else if (action == "goto") {
    moved = s.turn.go_to(t.turn, a.required_text("step", "a step such as 2.5"));
  } else if (action == "reset") {
    s.turn = TurnTracker{};
    moved.new_phase = true;
  } else if (action != "show") {
    a.bad("action", "show, next, goto or reset");
  }
  a.reject_unknown();
  if (s.command) {
    if (moved.new_turn) {
      s.command->new_turn();
      notes.push_back("new turn: gift counts cleared");
    }
    if (moved.new_phase) {
      s.command->new_phase();
      notes.push_back("new phase: every general may upgrade and move once again (sheet line 176)");
    }
  }
  std::string text = s.turn.describe(t);
  for (const auto& n : notes) text += "\n  " + n;
  json due = json::array();
  for (const auto* r : s.turn.tests_due(t)) due.push_back({{"key", r->key}, {"line", r->line}});
  const TurnStep& step = s.turn.step(t.turn);
  json out = {{"position", s.turn.to_json(t.turn)},
              {"step", step.id},
              {"line", step.line},
              {"summary", step.summary},
              {"tests_due", due},
              {"text", text}};
  // The reset gift counts, upgrades and moves go back to a client that passes state along.
  if (s.command) out["state"] = s.command->to_json();
  return out;
}

}  // namespace bivouac::reg::calc
