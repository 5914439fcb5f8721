#pragma once
// The army as data (issue 17): commands, each a general with his unit groups, entered once per
// game from a TOML or JSON army file (or one by one in the terminal) and kept in the command
// state, so it travels with the session.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/reg/args.h"
#include "games/reg/command.h"

namespace bivouac::reg {

[[nodiscard]] nlohmann::json unit_to_json(const UnitGroup& u);
// Reads name, troop, sug, formation, quality, keil, ranks and (unless `command` is given) the
// command; rejects unknown fields.
[[nodiscard]] UnitGroup unit_from_args(const Args& a, const std::string& command);

// An army file's text as JSON: TOML unless it starts with '{'. Throws FormatError naming `path`.
[[nodiscard]] nlohmann::json army_document(const std::string& text, const std::string& path);
// Adds every command ({"command": [{general, level, type, commander, allied, front_rank, with,
// "unit": [...]}]}) to `s`; returns a line per command.
std::vector<std::string> load_army(CommandState& s, const GeneralTable& t,
                                   const nlohmann::json& army);
[[nodiscard]] std::string describe_army(const CommandState& s);

}  // namespace bivouac::reg
