#include "games/reg/turn_tracker.h"

#include <algorithm>
#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/args.h"
#include "games/reg/text.h"

namespace bivouac::reg {

TurnTracker::Moved TurnTracker::next(const TurnTable& t) {
  Moved m;
  const int phase = step(t).phase;
  if (index + 1 >= t.steps.size()) {
    index = 0;
    ++turn;
    m.new_turn = true;
  } else {
    ++index;
  }
  m.new_phase = step(t).phase != phase || m.new_turn;
  return m;
}

TurnTracker::Moved TurnTracker::go_to(const TurnTable& t, std::string_view id) {
  std::vector<std::string> ids;
  for (std::size_t i = 0; i < t.steps.size(); ++i) {
    if (t.steps[i].id == id) {
      Moved m;
      m.new_phase = t.steps[i].phase != step(t).phase;
      index = i;
      return m;
    }
    ids.push_back(t.steps[i].id);
  }
  throw FormatError(fmt::format("step: expected one of {}, got \"{}\"", join(ids, ", "), id));
}

std::vector<const KabReason*> TurnTracker::tests_due(const Tables& t) const {
  std::vector<const KabReason*> out;
  const TurnStep& s = step(t.turn);
  for (const auto* list : {&t.kab.unit_reasons, &t.kab.general_reasons}) {
    for (const auto& r : *list) {
      if (r.due_at(s.id)) out.push_back(&r);
    }
  }
  for (const auto& key : s.kab) {
    const KabReason* r = t.kab.find(key);
    if (r && std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
  }
  return out;
}

std::string TurnTracker::describe(const Tables& t) const {
  const TurnStep& s = step(t.turn);
  const TurnPhase& p = t.turn.phase(s.phase);
  std::string out = fmt::format("turn {}, step {} - {} phase  [sheet line {}]\n  {}", turn, s.id,
                                p.name, s.line, s.summary);
  if (turn == 1 && s.id == "1.2") {
    out += fmt::format(
        "\n  first turn: allied cards are dealt face up to check for Unreliable; a general left "
        "with only White or Black cards is Hesitant, with only Black his troops also suffer "
        "Desertion  [sheet lines 18, {}-{}]",
        t.generals.hesitant_line, t.generals.desertion_line);
  }
  const auto due = tests_due(t);
  if (due.empty()) {
    out += "\n  no KaB tests fall due at this step";
  } else {
    out += "\n  KaB tests due now:";
    for (const auto* r : due) {
      out += fmt::format("\n    {} {}  [sheet line {}]", r->key, r->name, r->line);
    }
  }
  if (s.phase >= 2 && s.phase <= 5) {
    std::vector<std::string> immediate;
    for (const auto* list : {&t.kab.unit_reasons, &t.kab.general_reasons}) {
      for (const auto& r : *list) {
        if (r.immediate()) immediate.push_back(r.key);
      }
    }
    out += "\n  immediate tests whenever their cause happens: " + join(immediate, ", ");
  }
  return out;
}

nlohmann::json TurnTracker::to_json(const TurnTable& t) const {
  return {{"turn", turn}, {"step", step(t).id}};
}

TurnTracker TurnTracker::from_json(const nlohmann::json& j, const TurnTable& t) {
  Args a(j, "turn");
  TurnTracker tr;
  tr.turn = a.integer("turn", 1, 1000, 1);
  const std::string id = a.text("step", "1.1");
  a.reject_unknown();
  tr.go_to(t, id);
  return tr;
}

}  // namespace bivouac::reg
