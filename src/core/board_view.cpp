#include "core/board_view.h"

namespace bivouac {

using nlohmann::json;

const char* zone_kind_name(ZoneKind k) {
  switch (k) {
    case ZoneKind::kHand:
      return "hand";
    case ZoneKind::kLine:
      return "line";
    case ZoneKind::kStack:
      return "stack";
    case ZoneKind::kPile:
      return "pile";
    case ZoneKind::kDeck:
      return "deck";
  }
  return "pile";
}

json card_view_json(const CardView& c) {
  json j = json::object();
  if (c.is_back()) {
    j["back"] = true;
  } else {
    j["id"] = c.id;
    j["name"] = c.name;
    j["facts"] = c.facts;
  }
  if (c.slot >= 0) j["slot"] = c.slot;
  if (!c.marks.empty()) j["marks"] = c.marks;
  return j;
}

json zone_view_json(const ZoneView& z) {
  json cards = json::array();
  for (const CardView& c : z.cards) cards.push_back(card_view_json(c));
  json j = {{"id", z.id},
            {"kind", zone_kind_name(z.kind)},
            {"owner", z.owner >= 0 ? json(z.owner) : json()},
            {"label", z.label},
            {"count", z.count},
            {"cards", std::move(cards)}};
  if (!z.facts.empty()) j["facts"] = z.facts;
  return j;
}

json board_view_json(const BoardView& b) {
  json zones = json::array();
  for (const ZoneView& z : b.zones) zones.push_back(zone_view_json(z));
  json meters = json::array();
  for (const MeterView& m : b.meters) {
    meters.push_back({{"id", m.id},
                      {"owner", m.owner >= 0 ? json(m.owner) : json()},
                      {"label", m.label},
                      {"value", m.value},
                      {"max", m.max}});
  }
  json j = {{"zones", std::move(zones)}, {"meters", std::move(meters)}, {"facts", b.facts}};
  if (!b.fact_labels.empty()) j["fact_labels"] = b.fact_labels;
  return j;
}

json action_parts_json(const ActionParts& p) {
  json j = {{"verb", p.verb}};
  if (p.cards.size() == 1) j["card"] = p.cards.front();
  if (p.cards.size() > 1) j["cards"] = p.cards;
  if (!p.from.empty()) j["from"] = p.from;
  if (!p.to.empty()) j["to"] = p.to;
  if (p.slot >= 0) j["slot"] = p.slot;
  if (p.targets.size() == 1) j["target"] = p.targets.front();
  if (p.targets.size() > 1) j["targets"] = p.targets;
  if (!p.at.empty()) j["at"] = p.at;
  if (p.by >= 0) j["by"] = p.by;
  if (!p.choice.empty()) j["choice"] = p.choice;
  return j;
}

}  // namespace bivouac
