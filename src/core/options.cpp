#include "core/options.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <optional>

#include "core/errors.h"
#include "core/text_match.h"

namespace bivouac {

namespace {

using text_match::trim;

std::optional<bool> parse_bool(std::string_view v) {
  static constexpr std::string_view kTrue[] = {"on", "true", "yes", "1"};
  static constexpr std::string_view kFalse[] = {"off", "false", "no", "0"};
  if (std::find(std::begin(kTrue), std::end(kTrue), v) != std::end(kTrue)) return true;
  if (std::find(std::begin(kFalse), std::end(kFalse), v) != std::end(kFalse)) return false;
  return std::nullopt;
}

std::optional<int> parse_int(std::string_view v) {
  int out = 0;
  const auto* end = v.data() + v.size();
  auto [ptr, ec] = std::from_chars(v.data(), end, out);
  if (ec != std::errc() || ptr != end || v.empty()) return std::nullopt;
  return out;
}

// Canonical text of a valid value, so "yes" and "on" compare equal.
std::string canonical(const OptionSpec& spec, const std::string& value) {
  switch (spec.kind) {
    case OptionSpec::Kind::kBool: {
      auto b = parse_bool(value);
      if (!b) break;
      return *b ? "on" : "off";
    }
    case OptionSpec::Kind::kInt: {
      auto i = parse_int(value);
      if (!i || *i < spec.min || *i > spec.max) break;
      return std::to_string(*i);
    }
    case OptionSpec::Kind::kChoice:
      if (std::find(spec.choices.begin(), spec.choices.end(), value) == spec.choices.end()) break;
      return value;
    case OptionSpec::Kind::kText:
      return value;
  }
  throw SpecError(fmt::format("option {}: \"{}\" is not valid; expected {}", spec.name, value,
                              spec.describe_values()));
}

}  // namespace

std::string OptionSpec::describe_values() const {
  switch (kind) {
    case Kind::kBool:
      return "on or off";
    case Kind::kInt:
      return fmt::format("an integer from {} to {}", min, max);
    case Kind::kChoice:
      return fmt::format("one of {}", fmt::join(choices, ", "));
    case Kind::kText:
      return "text";
  }
  return {};
}

OptionSpec OptionSpec::labelled(std::string label_text, std::string group_name) && {
  label = std::move(label_text);
  group = std::move(group_name);
  return std::move(*this);
}

OptionSpec OptionSpec::at_table(std::string value) && {
  table_default = std::move(value);
  return std::move(*this);
}

const std::vector<std::string>& option_groups() {
  static const std::vector<std::string> groups = {
      "Players", "Armies",         "Setup",       "Turn",   "Combat",
      "Victory", "Optional rules", "House rules", "Length", "Advanced"};
  return groups;
}

OptionSpec bool_option(std::string name, bool def, std::string description) {
  OptionSpec o;
  o.name = std::move(name);
  o.kind = OptionSpec::Kind::kBool;
  o.default_value = def ? "on" : "off";
  o.description = std::move(description);
  return o;
}
OptionSpec int_option(std::string name, int def, int min, int max, std::string description) {
  OptionSpec o;
  o.name = std::move(name);
  o.kind = OptionSpec::Kind::kInt;
  o.default_value = std::to_string(def);
  o.description = std::move(description);
  o.min = min;
  o.max = max;
  return o;
}
OptionSpec choice_option(std::string name, std::string def, std::vector<std::string> choices,
                         std::string description) {
  OptionSpec o;
  o.name = std::move(name);
  o.kind = OptionSpec::Kind::kChoice;
  o.default_value = std::move(def);
  o.description = std::move(description);
  o.choices = std::move(choices);
  return o;
}
OptionSpec text_option(std::string name, std::string def, std::string description) {
  OptionSpec o;
  o.name = std::move(name);
  o.kind = OptionSpec::Kind::kText;
  o.default_value = std::move(def);
  o.description = std::move(description);
  return o;
}

OptionSpec card_list_option() {
  return text_option("cards", "",
                     "an edited card list in place of the built-in one: a cards.toml file in "
                     "the terminal; on a server, a list it offers by name")
      .labelled("Custom card list", "Advanced");
}

Options::Options(const std::vector<OptionSpec>& specs,
                 const std::map<std::string, std::string>& given) {
  for (const auto& spec : specs) {
    defaults_[spec.name] = canonical(spec, spec.default_value);
    values_[spec.name] = defaults_[spec.name];
  }
  for (const auto& [name, value] : given) {
    auto it = std::find_if(specs.begin(), specs.end(),
                           [&key = name](const OptionSpec& s) { return s.name == key; });
    if (it == specs.end()) {
      std::vector<std::string> names;
      for (const auto& s : specs) names.push_back(s.name);
      throw SpecError(
          fmt::format("unknown option \"{}\"; valid options: {}", name,
                      names.empty() ? "none" : fmt::format("{}", fmt::join(names, ", "))));
    }
    values_[name] = canonical(*it, value);
  }
}

const std::string& Options::get(std::string_view name) const {
  auto it = values_.find(name);
  if (it == values_.end()) throw SpecError(fmt::format("no option named \"{}\"", name));
  return it->second;
}

bool Options::get_bool(std::string_view name) const {
  return get(name) == "on";
}

int Options::get_int(std::string_view name) const {
  const std::string& v = get(name);
  auto i = parse_int(v);
  if (!i) throw SpecError(fmt::format("option {} is not an integer: {}", name, v));
  return *i;
}

std::string Options::non_default_string() const {
  std::string out;
  for (const auto& [name, value] : values_) {
    auto d = defaults_.find(name);
    if (d != defaults_.end() && d->second == value) continue;
    if (!out.empty()) out += ',';
    out += name;
    out += '=';
    out += value;
  }
  return out;
}

std::map<std::string, std::string> parse_option_list(std::string_view text) {
  std::map<std::string, std::string> out;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    auto comma = text.find(',', pos);
    if (comma == std::string_view::npos) comma = text.size();
    const std::string item = trim(text.substr(pos, comma - pos));
    pos = comma + 1;
    if (item.empty()) continue;
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0) {
      throw SpecError(fmt::format("option \"{}\" must be written name=value", item));
    }
    out[trim(item.substr(0, eq))] = trim(item.substr(eq + 1));
  }
  return out;
}

GameSpec parse_game_spec(std::string_view text) {
  GameSpec spec;
  const auto colon = text.find(':');
  spec.id = trim(text.substr(0, colon));
  if (spec.id.empty()) throw SpecError("empty game id; write a game id such as \"muskets\"");
  if (colon != std::string_view::npos) spec.options = parse_option_list(text.substr(colon + 1));
  return spec;
}

}  // namespace bivouac
