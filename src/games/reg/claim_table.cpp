#include "games/reg/claim_table.h"

#include <algorithm>

#include "core/errors.h"
#include "games/reg/text.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {

int as_int(std::int64_t v) { return static_cast<int>(v); }

std::vector<ClaimRow> load_rows(const toml::table& doc, std::string_view key,
                                const std::string& file) {
  std::vector<ClaimRow> out;
  const auto rows = toml_in::tables(doc, key, file);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string where = toml_in::entry(file, key, i);
    const auto& t = *rows[i];
    ClaimRow r;
    r.key = toml_in::string(t, "key", where);
    r.name = toml_in::string(t, "name", where);
    r.line = as_int(toml_in::integer(t, "line", where));
    r.value = as_int(toml_in::integer_or(t, "value", 0, where));
    r.legendary = as_int(toml_in::integer_or(t, "legendary", 0, where));
    r.vs_foot = as_int(toml_in::integer_or(t, "vs_foot", 0, where));
    r.vs_mounted = as_int(toml_in::integer_or(t, "vs_mounted", 0, where));
    r.automatic_wounds = as_int(toml_in::integer_or(t, "automatic_wounds", 0, where));
    out.push_back(std::move(r));
  }
  return out;
}

PreferredRow load_preferred(const toml::table& t, const std::string& where) {
  PreferredRow p;
  const std::string phase = toml_in::string(t, "phase", where);
  if (phase == "charge") {
    p.phase = CombatPhase::kCharge;
  } else if (phase == "fighting") {
    p.phase = CombatPhase::kFighting;
  } else {
    toml_in::fail(where, "phase", "\"charge\" or \"fighting\"");
  }
  p.group = toml_in::string(t, "group", where);
  if (p.group != "foot" && p.group != "mounted") toml_in::fail(where, "group", "foot or mounted");
  p.chars = toml_in::strings_or_empty(t, "chars", where);
  p.type = toml_in::string_or(t, "type", "", where);
  if (p.chars.empty() == p.type.empty()) toml_in::fail(where, "chars", "given, or else a type");
  p.name = toml_in::string(t, "name", where);
  p.line = as_int(toml_in::integer(t, "line", where));
  p.unaffected_only = toml_in::boolean_or(t, "unaffected_only", false, where);
  p.vs_any = as_int(toml_in::integer_or(t, "vs_any", 0, where));
  p.vs_mounted = as_int(toml_in::integer_or(t, "vs_mounted", 0, where));
  p.vs_mounted_or_el = as_int(toml_in::integer_or(t, "vs_mounted_or_el", 0, where));
  p.vs_foot = as_int(toml_in::integer_or(t, "vs_foot", 0, where));
  if (t.contains("foot_ranks")) {
    for (const auto& node : toml_in::array(t, "foot_ranks", where)) {
      const auto* pair = node.as_array();
      if (!pair || pair->size() != 2 || !(*pair)[0].is_integer() || !(*pair)[1].is_integer()) {
        toml_in::fail(where, "foot_ranks", "pairs [ranks, value]");
      }
      p.foot_ranks.emplace_back(as_int((*pair)[0].as_integer()->get()),
                                as_int((*pair)[1].as_integer()->get()));
    }
  }
  p.except_types = toml_in::strings_or_empty(t, "except_types", where);
  p.except_chars = toml_in::strings_or_empty(t, "except_chars", where);
  p.except_ranked = toml_in::strings_or_empty(t, "except_ranked", where);
  p.ranked_must_stand = toml_in::boolean_or(t, "ranked_must_stand", false, where);
  p.vs_excepted = as_int(toml_in::integer_or(t, "vs_excepted", 0, where));
  p.effect = toml_in::string_or(t, "effect", "", where);
  if (!p.effect.empty() && p.effect != "shove" && p.effect != "shatter") {
    toml_in::fail(where, "effect", "shove or shatter");
  }
  p.effect_not_vs = toml_in::strings_or_empty(t, "effect_not_vs", where);
  return p;
}

std::vector<Colour> colours(const toml::table& t, std::string_view key, const std::string& where) {
  std::vector<Colour> out;
  for (const auto& name : toml_in::strings_or_empty(t, key, where)) {
    const auto c = parse_colour(name);
    if (!c) toml_in::fail(where, key, "die colours");
    out.push_back(*c);
  }
  if (out.empty()) toml_in::fail(where, key, "at least one die colour");
  return out;
}

}  // namespace

ClaimTable ClaimTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  ClaimTable t;
  t.charge = load_rows(doc, "charge", file);
  t.fighting = load_rows(doc, "fighting", file);
  const auto pref = toml_in::tables(doc, "preferred", file);
  for (std::size_t i = 0; i < pref.size(); ++i) {
    t.preferred.push_back(load_preferred(*pref[i], toml_in::entry(file, "preferred", i)));
  }
  const auto chars = toml_in::tables(doc, "characteristic", file);
  for (std::size_t i = 0; i < chars.size(); ++i) {
    const std::string where = toml_in::entry(file, "characteristic", i);
    t.characteristics.push_back({toml_in::string(*chars[i], "key", where),
                                 toml_in::string(*chars[i], "name", where),
                                 toml_in::strings_or_empty(*chars[i], "aliases", where)});
  }
  const auto dice = toml_in::tables(doc, "dice", file);
  for (std::size_t i = 0; i < dice.size(); ++i) {
    const std::string where = toml_in::entry(file, "dice", i);
    DiceRow r;
    r.advantage = as_int(toml_in::integer(*dice[i], "advantage", where));
    r.line = as_int(toml_in::integer(*dice[i], "line", where));
    r.advantaged = colours(*dice[i], "advantaged", where);
    r.disadvantaged = colours(*dice[i], "disadvantaged", where);
    if (r.advantage != static_cast<int>(i)) {
      toml_in::fail(where, "advantage", "the rows in order 0, 1, 2, ...");
    }
    t.dice.push_back(std::move(r));
  }
  if (t.dice.empty()) throw FormatError(file + ": the which-dice table has no rows");
  const auto& sup = toml_in::table(doc, "supporting_file", file);
  t.supporting_line = as_int(toml_in::integer(sup, "line", file));
  t.supporting_shift = as_int(toml_in::integer(sup, "colour_shift", file));
  // Every characteristic a preferred row or an exception names must be a known one.
  for (const auto& p : t.preferred) {
    for (const auto* list : {&p.chars, &p.except_chars, &p.except_ranked}) {
      for (const auto& c : *list) {
        if (!t.find_characteristic(c)) {
          throw FormatError(file + ": preferred row '" + p.name + "' names unknown characteristic '" +
                            c + "'");
        }
      }
    }
  }
  return t;
}

const std::vector<ClaimRow>& ClaimTable::rows(CombatPhase phase) const {
  return phase == CombatPhase::kCharge ? charge : fighting;
}

const ClaimRow& ClaimTable::row(CombatPhase phase, std::string_view key) const {
  for (const auto& r : rows(phase)) {
    if (r.key == key) return r;
  }
  throw FormatError("claims data: the " + std::string(phase_name(phase)) + " table has no row '" +
                    std::string(key) + "'");
}

const Characteristic* ClaimTable::find_characteristic(std::string_view text) const {
  for (const auto& c : characteristics) {
    if (iequals(c.key, text)) return &c;
    for (const auto& a : c.aliases) {
      if (iequals(a, text)) return &c;
    }
  }
  return nullptr;
}

const DiceRow& ClaimTable::dice_for(int advantage) const {
  const auto i = static_cast<std::size_t>(std::clamp(advantage, 0, static_cast<int>(dice.size()) - 1));
  return dice[i];
}

std::string_view phase_name(CombatPhase p) {
  return p == CombatPhase::kCharge ? "charge" : "fighting";
}

}  // namespace bivouac::reg
