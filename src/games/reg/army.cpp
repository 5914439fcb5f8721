#include "games/reg/army.h"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <sstream>

#include "core/errors.h"
#include "core/safe_json.h"
#include "games/reg/request_parse.h"
#include "games/reg/text.h"

namespace bivouac::reg {

nlohmann::json unit_to_json(const UnitGroup& u) {
  return {{"name", u.name},
          {"command", u.command},
          {"troop", u.troop},
          {"sug", u.sug},
          {"formation", formation_name(u.formation)},
          {"quality", quality_name(u.quality)},
          {"keil", u.keil},
          {"ranks", u.ranks}};
}

UnitGroup unit_from_args(const Args& a, const std::string& command) {
  UnitGroup u;
  u.name = a.required_text("name", "the unit group's one-word name");
  u.command = command.empty() ? a.required_text("command", "the name of its general") : command;
  u.troop = a.text("troop", "foot");
  u.sug = a.flag("sug", false);
  u.formation = a.choice<Formation>(
      "formation", [](const std::string& x) { return parse_formation(x); },
      "Skirmish, Drilled, Formed or Tribal", u.sug ? Formation::kSkirmish : Formation::kFormed);
  u.quality = parse_quality_field(a, "quality");
  u.keil = a.flag("keil", false);
  u.ranks = a.integer("ranks", 1, 12, 2);
  a.reject_unknown();
  return u;
}

nlohmann::json army_document(const std::string& text, const std::string& path) {
  const auto first = text.find_first_not_of(" \t\r\n");
  try {
    if (first != std::string::npos && text[first] == '{') return parse_json_limited(text, path);
    const toml::table doc = toml::parse(text, path);
    std::ostringstream json;
    json << toml::json_formatter{doc};
    return parse_json_limited(json.str(), path);
  } catch (const toml::parse_error& e) {
    throw FormatError(fmt::format("{}: not a valid TOML army file: {}", path, e.description()));
  } catch (const nlohmann::json::exception& e) {
    throw FormatError(fmt::format("{}: not a valid JSON army file: {}", path, e.what()));
  }
}

std::vector<std::string> load_army(CommandState& s, const GeneralTable& t,
                                   const nlohmann::json& army) {
  const Args top(army, "army");
  const auto& commands = top.raw("command");
  top.reject_unknown();
  if (!commands.is_array() || commands.empty()) {
    throw FormatError("army.command: expected a list of commands, each with a general and units");
  }
  std::vector<std::string> log;
  for (std::size_t i = 0; i < commands.size(); ++i) {
    const Args c(commands[i], fmt::format("army.command[{}]", i));
    General g;
    g.name = c.required_text("general", "the general's one-word name");
    g.level = parse_level_field(c, "level");
    g.type = c.text("type", "Professional");
    g.commander = c.text("commander", "");
    g.allied = c.flag("allied", false);
    g.front_rank = c.flag("front_rank", false);
    g.with = c.text("with", "");
    const auto& units = c.raw("unit");
    c.reject_unknown();
    s.add_general(t, g);
    if (!units.is_array() && !units.is_object()) {
      throw FormatError(c.path_of("unit") + ": expected a list of unit groups");
    }
    int n = 0;
    for (std::size_t k = 0; k < units.size(); ++k, ++n) {
      s.add_unit(
          unit_from_args(Args(units[k], fmt::format("{}[{}]", c.path_of("unit"), k)), g.name));
    }
    if (!g.with.empty()) (void)s.unit(g.with);
    log.push_back(fmt::format("command of {} ({} {}): {} unit group(s)", g.name, level_key(g.level),
                              s.general(g.name).type, n));
  }
  return log;
}

std::string describe_army(const CommandState& s) {
  if (s.generals.empty()) return "no army yet: army load FILE, or general ... and unit ...";
  std::string out;
  for (const auto& g : s.generals) {
    if (!out.empty()) out += "\n";
    out += fmt::format("{} {} {}{}{}{}", g.name, level_key(g.level), g.type,
                       g.commander.empty() ? "" : ", army commander " + g.commander,
                       g.front_rank ? ", in the front rank with " + g.with : "",
                       g.dead ? ", DEAD" : "");
    for (const auto& u : s.units) {
      if (u.command != g.name) continue;
      out += fmt::format("\n  {}: {} {} {}{}, {}, {} rank(s)", u.name, u.sug ? "SuG" : "TuG",
                         formation_name(u.formation), u.troop, u.keil ? " (Keil)" : "",
                         quality_name(u.quality), u.ranks);
    }
  }
  return out;
}

}  // namespace bivouac::reg
