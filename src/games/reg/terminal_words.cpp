// How the terminal's words map onto request fields: positional words fill the command's
// named slots in order, "key=value" sets a field ("a.type=foot" a field of file a), and any
// other word is a yes/no flag.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/errors.h"
#include "games/reg/colour.h"
#include "games/reg/terminal.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

struct Shape {
  std::vector<std::string> slots;  // positional words, in order
  std::string rest;                // remaining bare words go to this list field, if set
};

const std::map<std::string, Shape>& shapes() {
  static const std::map<std::string, Shape> m = {
      {"cost", {{"action", "formation"}, ""}},
      {"move", {{"troop", "going"}, ""}},
      {"evade", {{"troop", "going"}, ""}},
      {"claims", {{"phase"}, ""}},
      {"roll", {{"phase"}, ""}},
      {"shoot", {{}, ""}},
      {"odds", {{"of"}, ""}},
      {"kab", {{"target"}, ""}},
      {"turn", {{"action", "step"}, ""}},
      {"table", {{"name"}, ""}},
      {"faces", {{"action", "file"}, ""}},
      {"deck", {{"action", "file"}, ""}},
      {"general", {{"name", "level", "type"}, ""}},
      {"deal", {{}, ""}},
      {"discard", {{"general"}, "cards"}},
      {"reshuffle", {{}, ""}},
      {"gift", {{"to", "card", "distance"}, ""}},
      {"play", {{"general"}, "cards"}},
      {"upgrade", {{"general"}, ""}},
      {"replace", {{"general"}, ""}},
      {"hands", {{}, ""}},
      {"options", {{"name", "value"}, ""}},
      {"log", {{}, ""}},
      {"army", {{"action", "file"}, ""}},
      {"unit", {{"name", "command", "troop", "formation"}, ""}},
      {"charge", {{"unit"}, ""}},
      {"charged", {{"unit"}, ""}},
      {"session", {{"action", "file"}, ""}},
  };
  return m;
}

// Short spellings for long field names.
const std::map<std::string, std::string>& aliases() {
  static const std::map<std::string, std::string> m = {
      {"ooc", "out_of_command"},
      {"through", "interpenetrate"},
      {"tribal", "tribal_troops"},
      {"shy", "combat_shy"},
      {"drilled", "resilient_or_drilled"},
      {"resilient", "resilient_or_drilled"},
      {"superior", "superior_or_exceptional"},
      {"up", "upgrades"},
      {"down", "downgrades"},
  };
  return m;
}

std::string field_name(const std::string& word) {
  const std::string w = lower(word);
  auto it = aliases().find(w);
  return it == aliases().end() ? w : it->second;
}

void set_field(nlohmann::json& req, const std::string& key, nlohmann::json value) {
  const auto dot = key.find('.');
  if (dot == std::string::npos) {
    const std::string name = field_name(key);
    if (req.contains(name) && req[name].is_object()) {
      throw FormatError(fmt::format("\"{}\": {}.FIELD is already given; use {}.unit=NAME with it",
                                    key, name, name));
    }
    req[name] = std::move(value);
    return;
  }
  const std::string outer = lower(key.substr(0, dot));
  const std::string inner = key.substr(dot + 1);
  if (inner.empty() || inner.find('.') != std::string::npos) {
    throw FormatError(fmt::format("\"{}\": expected side.field, such as a.type=foot", key));
  }
  if (req.contains(outer) && !req[outer].is_object()) {
    throw FormatError(fmt::format("\"{}\": {} is already set to a plain value", key, outer));
  }
  req[outer][field_name(inner)] = std::move(value);
}

}  // namespace

nlohmann::json words_to_request(const std::vector<std::string>& words) {
  if (words.empty()) throw FormatError("command: expected a command; type help");
  const std::string cmd = lower(words[0]);
  const auto it = shapes().find(cmd);
  if (it == shapes().end()) {
    std::vector<std::string> names;
    for (const auto& [k, v] : shapes()) names.push_back(k);
    throw FormatError(fmt::format("command: expected one of {}, help or quit; got \"{}\"",
                                  join(names, ", "), words[0]));
  }
  const Shape& shape = it->second;
  nlohmann::json req = {{"calc", cmd}};
  std::size_t slot = 0;
  std::vector<std::string> rest;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    const auto eq = w.find('=');
    if (eq != std::string::npos) {
      if (eq == 0) throw FormatError(fmt::format("\"{}\": expected key=value", w));
      set_field(req, w.substr(0, eq), w.substr(eq + 1));
      continue;
    }
    // "roll Red White" rolls plain dice; "odds dice Red White" and "odds advantage 3" too.
    if (cmd == "roll" && slot == 0 && parse_colour(w)) {
      rest.push_back(w);
      continue;
    }
    // "play Ann M4 Pikes Red Green upgrade": colours are the cards, the first other word the
    // action, the next the unit; the known flags stay flags.
    if (cmd == "play" && slot >= 1 && !parse_colour(w)) {
      static const std::vector<std::string> flags = {
          "upgrade", "ooc", "out_of_command", "through", "interpenetrate", "price"};
      const std::string lw = lower(w);
      if (std::find(flags.begin(), flags.end(), lw) == flags.end()) {
        const char* field = !req.contains("action") ? "action"
                            : !req.contains("unit") ? "unit"
                                                    : "";
        if (*field == '\0') {
          throw FormatError(
              fmt::format("\"{}\": play takes a general, an action, a unit and cards; "
                          "this word is none of them",
                          w));
        }
        req[field] = w;
        continue;
      }
      set_field(req, w, true);
      continue;
    }
    // "general Ann CG allied": the type word is optional, so a flag may stand in its place.
    const bool type_slot =
        cmd == "general" && slot < shape.slots.size() && shape.slots[slot] == "type";
    if (type_slot && !iequals(w, "professional") && !iequals(w, "instinctive") &&
        !iequals(w, "tribal")) {
      slot = shape.slots.size();
    }
    if (slot < shape.slots.size()) {
      std::string name = shape.slots[slot++];
      // The second word of kab is a quality for a unit, a level (or a name) for a general.
      req[name] = w;
      if (cmd == "kab" && name == "target") {
        const bool general = iequals(w, "general");
        if (i + 1 < words.size() && words[i + 1].find('=') == std::string::npos) {
          req[general ? "level" : "quality"] = words[++i];
        }
      }
      if (cmd == "odds" && name == "of" && i + 1 < words.size() &&
          words[i + 1].find('=') == std::string::npos) {
        const std::string of = lower(w);
        const std::map<std::string, std::vector<std::string>> odds_slots = {
            {"advantage", {"advantage"}},
            {"kab", {"quality"}},
            {"general", {"level"}},
            {"evade", {"troop", "going"}},
            {"combat", {"phase"}}};
        if (of == "dice") {
          while (i + 1 < words.size() && words[i + 1].find('=') == std::string::npos) {
            rest.push_back(words[++i]);
          }
        } else if (auto o = odds_slots.find(of); o != odds_slots.end()) {
          for (const auto& extra : o->second) {
            if (i + 1 < words.size() && words[i + 1].find('=') == std::string::npos) {
              req[extra] = words[++i];
            }
          }
        }
      }
      continue;
    }
    if (!shape.rest.empty()) {
      rest.push_back(w);
      continue;
    }
    set_field(req, w, true);  // a flag
  }
  if (!rest.empty()) {
    const std::string list_field = !shape.rest.empty() ? shape.rest : std::string("dice");
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& r : rest) arr.push_back(r);
    req[list_field] = arr;
  }
  // "faces load FILE" / "deck load FILE" / "army load FILE": the action word only says what to do.
  if ((cmd == "faces" || cmd == "deck" || cmd == "army") && req.contains("action")) {
    if (!iequals(req["action"].get<std::string>(), "load")) {
      throw FormatError(fmt::format("{}: expected '{} load FILE' or just '{}'", cmd, cmd, cmd));
    }
    if (!req.contains("file")) throw FormatError(fmt::format("{} load: expected a file name", cmd));
    req.erase("action");
  }
  return req;
}

}  // namespace bivouac::reg
