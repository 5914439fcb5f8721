#include "core/event.h"

#include <fmt/format.h>

namespace bivouac {

std::string describe_roll(const RollReport& r) {
  std::string text = r.label + ": ";
  if (r.dice.size() == 1) {
    text += fmt::format("rolled {}", r.dice[0]);
  } else {
    text += "rolled ";
    for (std::size_t i = 0; i < r.dice.size(); ++i) {
      text += (i ? "+" : "") + std::to_string(r.dice[i]);
    }
  }
  for (const Modifier& m : r.modifiers) {
    text += fmt::format(" {:+d} ({})", m.value, m.source);
  }
  if (!r.modifiers.empty() || r.dice.size() > 1) text += fmt::format(" = {}", r.total);
  if (!r.outcome.empty()) text += ", " + r.outcome;
  return text;
}

void EventLog::roll(const RollReport& r, std::uint32_t audience) {
  nlohmann::json mods = nlohmann::json::array();
  for (const Modifier& m : r.modifiers) mods.push_back({{"source", m.source}, {"value", m.value}});
  nlohmann::json data = {{"label", r.label},
                         {"dice", r.dice},
                         {"modifiers", mods},
                         {"total", r.total},
                         {"outcome", r.outcome}};
  if (!r.cards.empty()) {
    data["ids"] = nlohmann::json::array();
    data["cards"] = nlohmann::json::array();
    for (const RollReport::Card& c : r.cards) {
      data["ids"].push_back(c.id);
      data["cards"].push_back(c.name);
    }
  }
  emit(Event{"roll", r.player, audience, describe_roll(r), std::move(data)});
}

nlohmann::json event_to_json(const Event& e) {
  nlohmann::json j = {{"kind", e.kind}, {"text", e.text}, {"data", e.data}};
  if (e.player >= 0) j["player"] = e.player;
  if (e.audience != kEveryone) {
    nlohmann::json to = nlohmann::json::array();
    for (int p = 0; p < 32; ++p) {
      if ((e.audience >> p) & 1u) to.push_back(p);
    }
    j["visible_to"] = to;
  }
  return j;
}

}  // namespace bivouac
