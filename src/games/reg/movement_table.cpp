#include "games/reg/movement_table.h"

#include <algorithm>

#include "core/errors.h"
#include "games/reg/text.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {
constexpr std::array<std::string_view, kGoingCount> kGoingNames = {"Good", "Rough", "Difficult"};
int as_int(std::int64_t v) {
  return static_cast<int>(v);
}
}  // namespace

MovementTable MovementTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  MovementTable t;
  t.goings = toml_in::strings_or_empty(doc, "goings", file);
  t.goings_line = as_int(toml_in::integer(doc, "goings_line", file));
  t.skirmisher_charge_line = as_int(toml_in::integer(doc, "skirmisher_charge_line", file));
  t.skirmisher_must_evade_line = as_int(toml_in::integer(doc, "skirmisher_must_evade_line", file));
  const auto rows = toml_in::tables(doc, "troop", file);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string where = toml_in::entry(file, "troop", i);
    TroopMove m;
    m.key = toml_in::string(*rows[i], "key", where);
    m.name = toml_in::string(*rows[i], "name", where);
    m.line = as_int(toml_in::integer(*rows[i], "line", where));
    m.skirmisher = toml_in::boolean_or(*rows[i], "skirmisher", false, where);
    const auto cells = toml_in::strings_or_empty(*rows[i], "distance", where);
    if (cells.size() != kGoingCount) toml_in::fail(where, "distance", "three cells (G, R, D)");
    for (std::size_t g = 0; g < cells.size(); ++g) {
      if (cells[g] == "-") continue;
      try {
        m.distance[g] = std::stoi(cells[g]);
      } catch (const std::exception&) {
        toml_in::fail(where, "distance", "numbers or \"-\"");
      }
    }
    t.troops.push_back(std::move(m));
  }
  const auto& mods = toml_in::table(doc, "modifiers", file);
  t.fleet_of_foot = as_int(toml_in::integer(mods, "fleet_of_foot", file));
  t.fleet_of_foot_line = as_int(toml_in::integer(mods, "fleet_of_foot_line", file));
  t.linear_obstacle = as_int(toml_in::integer(mods, "linear_obstacle", file));
  t.linear_obstacle_line = as_int(toml_in::integer(mods, "linear_obstacle_line", file));
  t.general_moves_as = toml_in::string(mods, "general_moves_as", file);
  t.general_line = as_int(toml_in::integer(mods, "general_line", file));

  const auto& ev = toml_in::table(doc, "evade", file);
  t.evade_line = as_int(toml_in::integer(ev, "line", file));
  const auto& ev_rows = toml_in::array(ev, "rows", file);
  for (std::size_t i = 0; i < ev_rows.size(); ++i) {
    const auto* r = ev_rows[i].as_table();
    const std::string where = toml_in::entry(file, "evade.rows", i);
    if (!r) toml_in::fail(where, "rows", "inline tables");
    t.evade.push_back({as_int(toml_in::integer(*r, "low", where)),
                       as_int(toml_in::integer(*r, "high", where)),
                       as_int(toml_in::integer(*r, "change", where)),
                       as_int(toml_in::integer(*r, "line", where))});
  }
  t.evade_poor = as_int(toml_in::integer(ev, "poor_modifier", file));
  t.evade_poor_line = as_int(toml_in::integer(ev, "poor_line", file));
  t.evade_superior = as_int(toml_in::integer(ev, "superior_modifier", file));
  t.evade_superior_line = as_int(toml_in::integer(ev, "superior_line", file));
  t.evade_skirmish = as_int(toml_in::integer(ev, "skirmish_reduction", file));
  t.evade_skirmish_line = as_int(toml_in::integer(ev, "skirmish_line", file));
  if (t.evade.empty()) throw FormatError(file + ": the evade table has no rows");
  // The rows must cover every modified roll from the lowest to the highest without a gap.
  for (std::size_t i = 1; i < t.evade.size(); ++i) {
    if (t.evade[i].low != t.evade[i - 1].high + 1) {
      throw FormatError(file + ": evade rows must follow on without gaps");
    }
  }
  if (!t.find(t.general_moves_as)) {
    throw FormatError(file + ": general_moves_as names no troop type");
  }
  return t;
}

const TroopMove* MovementTable::find(std::string_view key) const {
  for (const auto& m : troops) {
    if (iequals(m.key, key)) return &m;
  }
  return nullptr;
}

std::vector<std::string> MovementTable::keys() const {
  std::vector<std::string> out;
  for (const auto& m : troops) out.push_back(m.key);
  return out;
}

const EvadeRow& MovementTable::evade_row(int modified_roll) const {
  for (const auto& r : evade) {
    if (modified_roll >= r.low && modified_roll <= r.high) return r;
  }
  return modified_roll < evade.front().low ? evade.front() : evade.back();
}

int MovementTable::evade_min() const {
  return evade.front().low;
}
int MovementTable::evade_max() const {
  return evade.back().high;
}

std::optional<Going> parse_going(std::string_view text) {
  for (int i = 0; i < kGoingCount; ++i) {
    const auto name = kGoingNames[static_cast<std::size_t>(i)];
    if (iequals(text, name) || iequals(text, name.substr(0, 1))) return static_cast<Going>(i);
  }
  return std::nullopt;
}

std::string_view going_name(Going g) {
  return kGoingNames[static_cast<std::size_t>(g)];
}

}  // namespace bivouac::reg
