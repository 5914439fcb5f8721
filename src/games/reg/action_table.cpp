#include "games/reg/action_table.h"

#include <algorithm>

#include "core/errors.h"
#include "games/reg/text.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {

constexpr std::array<std::string_view, kFormationCount> kFormationNames = {"Skirmish", "Drilled",
                                                                           "Formed", "Tribal"};

Colour colour_cell(const std::string& text, const std::string& where, std::string_view key) {
  const auto c = parse_colour(text);
  if (!c || *c == Colour::kBlack) toml_in::fail(where, key, "a card colour or numeral I-IV");
  return *c;
}

ActionKind parse_kind(const std::string& text, const std::string& where) {
  if (text == "unit") return ActionKind::kUnit;
  if (text == "general") return ActionKind::kGeneral;
  if (text == "variants") return ActionKind::kVariants;
  if (text == "modifier") return ActionKind::kModifier;
  toml_in::fail(where, "kind", "unit, general, variants or modifier");
}

PromptedAction load_action(const toml::table& t, const std::string& where) {
  PromptedAction a;
  a.id = toml_in::string(t, "id", where);
  a.phase = toml_in::string(t, "phase", where);
  a.name = toml_in::string(t, "name", where);
  a.note = toml_in::string_or(t, "note", "", where);
  a.line = static_cast<int>(toml_in::integer(t, "line", where));
  a.kind = parse_kind(toml_in::string_or(t, "kind", "unit", where), where);
  a.keil_allowed = toml_in::boolean_or(t, "keil_allowed", true, where);
  a.tribal_forbidden = toml_in::boolean_or(t, "tribal_forbidden", false, where);
  a.move_reduction = static_cast<int>(toml_in::integer_or(t, "move_reduction", 0, where));
  a.max_cards = static_cast<int>(toml_in::integer_or(t, "max_cards", 1, where));
  a.only_at = toml_in::strings_or_empty(t, "only_at", where);
  switch (a.kind) {
    case ActionKind::kUnit: {
      const auto cells = toml_in::strings_or_empty(t, "cost", where);
      if (cells.size() != kFormationCount) toml_in::fail(where, "cost", "four cells");
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] != "N/A") a.cost[i] = colour_cell(cells[i], where, "cost");
      }
      break;
    }
    case ActionKind::kGeneral: {
      const std::string cell = toml_in::string(t, "general_cost", where);
      if (cell != "free") a.general_cost = colour_cell(cell, where, "general_cost");
      break;
    }
    case ActionKind::kVariants: {
      const auto vs = toml_in::tables(t, "variant", where);
      for (std::size_t i = 0; i < vs.size(); ++i) {
        const std::string w = toml_in::entry(where, "variant", i);
        a.variants.push_back({toml_in::string(*vs[i], "key", w),
                              toml_in::string(*vs[i], "label", w),
                              colour_cell(toml_in::string(*vs[i], "cost", w), w, "cost"),
                              static_cast<int>(toml_in::integer(*vs[i], "line", w)),
                              static_cast<int>(toml_in::integer_or(*vs[i], "recovers_bw", 0, w))});
      }
      break;
    }
    case ActionKind::kModifier:
      a.raises = static_cast<int>(toml_in::integer(t, "raises", where));
      a.applies_to = toml_in::strings_or_empty(t, "applies_to", where);
      break;
  }
  return a;
}

}  // namespace

bool PromptedAction::allowed_at(std::string_view step) const {
  return only_at.empty() || std::find(only_at.begin(), only_at.end(), step) != only_at.end();
}

bool Surcharge::applies(std::string_view id) const {
  return std::find(applies_to.begin(), applies_to.end(), id) != applies_to.end();
}

ActionTable ActionTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  ActionTable t;
  t.formations = toml_in::strings_or_empty(doc, "formations", file);
  t.formations_line = static_cast<int>(toml_in::integer(doc, "formations_line", file));
  const auto& phases = toml_in::table(doc, "turn_phase", file);
  const auto rows = toml_in::tables(doc, "action", file);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string where = toml_in::entry(file, "action", i);
    t.actions.push_back(load_action(*rows[i], where));
    PromptedAction& a = t.actions.back();
    a.turn_phase = static_cast<int>(toml_in::integer(phases, a.phase, file + " [turn_phase]"));
  }
  const auto& keil = toml_in::table(doc, "keil_surcharge", file);
  t.keil.line = static_cast<int>(toml_in::integer(keil, "line", file));
  t.keil.raises = static_cast<int>(toml_in::integer(keil, "raises", file));
  t.keil.applies_to = toml_in::strings_or_empty(keil, "applies_to", file);
  const auto& ooc = toml_in::table(doc, "out_of_command", file);
  t.out_of_command_line = static_cast<int>(toml_in::integer(ooc, "line", file));
  t.out_of_command_rule_line = static_cast<int>(toml_in::integer(ooc, "rule_line", file));
  t.out_of_command_extra = static_cast<int>(toml_in::integer(ooc, "extra_coloured_cards", file));
  const auto& up = toml_in::table(doc, "general_upgrade", file);
  t.upgrade_line = static_cast<int>(toml_in::integer(up, "line", file));
  t.upgrade_once_line = static_cast<int>(toml_in::integer(up, "once_per_phase_line", file));
  t.upgrade_colours = static_cast<int>(toml_in::integer(up, "colours", file));
  const auto& block = toml_in::table(doc, "block", file);
  t.block_line = static_cast<int>(toml_in::integer(block, "line", file));
  t.block_extra_line = static_cast<int>(toml_in::integer(block, "extra_card_line", file));
  t.block_pull_line = static_cast<int>(toml_in::integer(block, "pull_skirmishers_line", file));
  t.block_extra = static_cast<int>(toml_in::integer(block, "extra_coloured_cards", file));
  if (t.formations.size() != kFormationCount) {
    throw FormatError(file + ": 'formations' should list the four cost columns");
  }
  return t;
}

const PromptedAction* ActionTable::find(std::string_view id) const {
  for (const auto& a : actions) {
    if (iequals(a.id, id)) return &a;
  }
  return nullptr;
}

std::vector<std::string> ActionTable::ids() const {
  std::vector<std::string> out;
  for (const auto& a : actions) out.push_back(a.id);
  return out;
}

std::optional<Formation> parse_formation(std::string_view text) {
  for (int i = 0; i < kFormationCount; ++i) {
    const auto name = kFormationNames[static_cast<std::size_t>(i)];
    // "drill" and "d" are the sheet's own spellings of the Drilled column (line 141).
    if (iequals(text, name) || (i == 1 && (iequals(text, "drill") || iequals(text, "d")))) {
      return static_cast<Formation>(i);
    }
  }
  return std::nullopt;
}

std::string_view formation_name(Formation f) {
  return kFormationNames[static_cast<std::size_t>(f)];
}

}  // namespace bivouac::reg
