#include "games/reg/kab_table.h"

#include <algorithm>

#include "core/errors.h"
#include "games/reg/text.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {

std::vector<KabReason> load_reasons(const toml::table& doc, std::string_view key,
                                    const std::string& file) {
  std::vector<KabReason> out;
  const auto rows = toml_in::tables(doc, key, file);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string where = toml_in::entry(file, key, i);
    KabReason r;
    r.key = toml_in::string(*rows[i], "key", where);
    r.name = toml_in::string(*rows[i], "name", where);
    r.line = static_cast<int>(toml_in::integer(*rows[i], "line", where));
    r.timing = toml_in::strings_or_empty(*rows[i], "timing", where);
    if (r.timing.empty()) toml_in::fail(where, "timing", "\"Immediate\" or step numbers");
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

bool KabReason::immediate() const {
  return std::find(timing.begin(), timing.end(), "Immediate") != timing.end();
}

bool KabReason::due_at(std::string_view step) const {
  return std::find(timing.begin(), timing.end(), step) != timing.end();
}

KabTable KabTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  KabTable t;
  t.unit_reasons = load_reasons(doc, "unit_reason", file);
  t.general_reasons = load_reasons(doc, "general_reason", file);
  const auto dice = toml_in::tables(doc, "unit_die", file);
  std::array<bool, 4> seen{};
  for (std::size_t i = 0; i < dice.size(); ++i) {
    const std::string where = toml_in::entry(file, "unit_die", i);
    const auto q = parse_quality(toml_in::string(*dice[i], "quality", where));
    if (!q) toml_in::fail(where, "quality", "Poor, Average, Superior or Exceptional");
    const auto c = parse_colour(toml_in::string(*dice[i], "colour", where));
    if (!c) toml_in::fail(where, "colour", colour_choices());
    t.unit_die[static_cast<std::size_t>(*q)] = *c;
    seen[static_cast<std::size_t>(*q)] = true;
  }
  if (std::find(seen.begin(), seen.end(), false) != seen.end()) {
    throw FormatError(file + ": unit_die needs a colour for every quality");
  }
  t.unit_die_line = static_cast<int>(toml_in::integer(doc, "unit_die_line", file));
  t.automatic_wounds = static_cast<int>(toml_in::integer(doc, "automatic_wounds", file));
  t.automatic_wounds_line = static_cast<int>(toml_in::integer(doc, "automatic_wounds_line", file));
  return t;
}

const KabReason* KabTable::find(std::string_view key) const {
  for (const auto* list : {&unit_reasons, &general_reasons}) {
    for (const auto& r : *list) {
      if (iequals(r.key, key)) return &r;
    }
  }
  return nullptr;
}

}  // namespace bivouac::reg
