#include "games/reg/shooting_table.h"

#include "core/errors.h"
#include "games/reg/text.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {

int as_int(std::int64_t v) {
  return static_cast<int>(v);
}

Colour colour_at(const toml::table& t, std::string_view key, const std::string& where) {
  const auto c = parse_colour(toml_in::string(t, key, where));
  if (!c) toml_in::fail(where, key, colour_choices());
  return *c;
}

std::vector<ShootingModifier> load_mods(const toml::table& doc, std::string_view key,
                                        const std::string& file) {
  std::vector<ShootingModifier> out;
  const auto rows = toml_in::tables(doc, key, file);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string where = toml_in::entry(file, key, i);
    out.push_back({toml_in::string(*rows[i], "key", where),
                   toml_in::string(*rows[i], "name", where),
                   as_int(toml_in::integer(*rows[i], "line", where)),
                   toml_in::strings_or_empty(*rows[i], "requires", where),
                   toml_in::boolean_or(*rows[i], "auto", false, where)});
  }
  return out;
}

template <class T>
const T* find_key(const std::vector<T>& rows, std::string_view key) {
  for (const auto& r : rows) {
    if (iequals(r.key, key)) return &r;
  }
  return nullptr;
}

}  // namespace

ShootingTable ShootingTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  ShootingTable t;
  t.start = colour_at(doc, "start", file);
  t.start_line = as_int(toml_in::integer(doc, "start_line", file));
  t.maximum = colour_at(doc, "maximum", file);
  t.maximum_line = as_int(toml_in::integer(doc, "maximum_line", file));
  t.minimum = colour_at(doc, "minimum", file);
  t.upgrades = load_mods(doc, "upgrade", file);
  t.downgrades = load_mods(doc, "downgrade", file);
  const auto ranges = toml_in::tables(doc, "range", file);
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    const std::string where = toml_in::entry(file, "range", i);
    t.ranges.push_back({toml_in::string(*ranges[i], "key", where),
                        toml_in::string(*ranges[i], "name", where),
                        as_int(toml_in::integer(*ranges[i], "line", where)),
                        as_int(toml_in::integer(*ranges[i], "deadly", where)),
                        as_int(toml_in::integer(*ranges[i], "long", where))});
  }
  t.full_effect_line = as_int(toml_in::integer(doc, "full_effect_line", file));
  t.full_effect_one_rank = toml_in::strings_or_empty(doc, "full_effect_one_rank", file);
  t.full_effect_ranks_others = as_int(toml_in::integer(doc, "full_effect_ranks_others", file));
  const auto& db = toml_in::table(doc, "driven_back", file);
  t.driven_back_line = as_int(toml_in::integer(db, "line", file));
  t.per_non_blank_die = as_int(toml_in::integer(db, "per_non_blank_die", file));
  t.resilient_or_drilled = as_int(toml_in::integer(db, "resilient_or_drilled", file));
  t.resilient_or_drilled_line = as_int(toml_in::integer(db, "resilient_or_drilled_line", file));
  t.superior_or_exceptional = as_int(toml_in::integer(db, "superior_or_exceptional", file));
  t.superior_or_exceptional_line =
      as_int(toml_in::integer(db, "superior_or_exceptional_line", file));
  t.keil_or_tercio = as_int(toml_in::integer(db, "keil_or_tercio", file));
  t.keil_or_tercio_line = as_int(toml_in::integer(db, "keil_or_tercio_line", file));
  t.press_on_line = as_int(toml_in::integer(db, "press_on_line", file));
  t.press_on_action = toml_in::string(db, "press_on_action", file);
  if (rank(t.minimum) > rank(t.start) || rank(t.start) > rank(t.maximum)) {
    throw FormatError(file + ": shooting dice need minimum <= start <= maximum");
  }
  return t;
}

const ShootingModifier* ShootingTable::find_upgrade(std::string_view key) const {
  return find_key(upgrades, key);
}
const ShootingModifier* ShootingTable::find_downgrade(std::string_view key) const {
  return find_key(downgrades, key);
}
const ShootingRange* ShootingTable::find_range(std::string_view key) const {
  return find_key(ranges, key);
}

}  // namespace bivouac::reg
