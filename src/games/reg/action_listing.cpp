#include "games/reg/action_listing.h"

#include <fmt/format.h>

#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

std::string cell(const std::optional<Colour>& c) {
  return c ? std::string(numeral(*c)) : std::string("N/A");
}

}  // namespace

std::string action_cost_cells(const PromptedAction& a) {
  switch (a.kind) {
    case ActionKind::kUnit:
      return fmt::format("{} / {} / {} / {}", cell(a.cost[0]), cell(a.cost[1]), cell(a.cost[2]),
                         cell(a.cost[3]));
    case ActionKind::kGeneral:
      return a.general_cost ? std::string(numeral(*a.general_cost)) : "free";
    case ActionKind::kVariants: {
      std::vector<std::string> v;
      for (const auto& x : a.variants)
        v.push_back(fmt::format("{} {}", x.label, numeral(x.colour)));
      return join(v, "; ");
    }
    case ActionKind::kModifier:
      return fmt::format("+{} colour on {}", a.raises, join(a.applies_to, "/"));
  }
  return "";
}

std::string describe_action_row(const PromptedAction& a, bool cite) {
  std::string cost = action_cost_cells(a);
  if (cost.size() >= 22) cost += " ";  // keep the name apart from a long cost
  std::string out = fmt::format("{:<4} {:<22} {}", a.id, cost, a.name);
  if (cite) out += fmt::format("  [sheet line {}]", a.line);
  if (!a.note.empty()) out += fmt::format("\n         note: {}  [sheet line {}]", a.note, a.line);
  if (a.max_cards > 1) {
    out += fmt::format("\n         limit: up to {} cards, each paying the cost  [sheet line {}]",
                       a.max_cards, a.line);
  }
  if (!a.only_at.empty()) {
    out +=
        fmt::format("\n         only at step {}  [sheet line {}]", join(a.only_at, ", "), a.line);
  }
  return out;
}

nlohmann::json action_json(const ActionTable& t, const PromptedAction& a) {
  nlohmann::json cost;
  switch (a.kind) {
    case ActionKind::kUnit:
      cost = nlohmann::json::object();
      for (std::size_t i = 0; i < a.cost.size(); ++i) {
        cost[t.formations[i]] = a.cost[i] ? nlohmann::json(colour_name(*a.cost[i])) : nullptr;
      }
      break;
    case ActionKind::kGeneral:
      cost = a.general_cost ? nlohmann::json(colour_name(*a.general_cost)) : "free";
      break;
    case ActionKind::kVariants:
      cost = nlohmann::json::object();
      for (const auto& v : a.variants) cost[v.key] = colour_name(v.colour);
      break;
    case ActionKind::kModifier:
      cost = fmt::format("+{} colour", a.raises);
      break;
  }
  return {{"id", a.id},   {"name", a.name}, {"phase", a.phase},         {"line", a.line},
          {"cost", cost}, {"note", a.note}, {"max_cards", a.max_cards}, {"only_at", a.only_at}};
}

std::vector<const PromptedAction*> actions_from_phase(const ActionTable& t, const TurnTable& turn,
                                                      int& phase) {
  const int last = turn.phases.empty() ? phase : turn.phases.back().number;
  for (int p = phase; p <= last; ++p) {
    std::vector<const PromptedAction*> out;
    for (const auto& a : t.actions) {
      if (a.turn_phase == p) out.push_back(&a);
    }
    if (!out.empty()) {
      phase = p;
      return out;
    }
  }
  return {};
}

}  // namespace bivouac::reg
