#pragma once
// The `bivouac reg` terminal front end: reads commands, turns their words into protocol
// requests, and prints the replies. Bad input prints an error and the session carries on.
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/reg/session.h"

namespace bivouac::reg {

// Words of one command line -> a request {"calc": ...}. Throws FormatError on bad words.
[[nodiscard]] nlohmann::json words_to_request(const std::vector<std::string>& words);

// Runs one command line against the session; returns false when the user asked to quit.
bool run_line(Session& s, const std::string& line, std::ostream& out, std::ostream& err);

// The whole front end: options from `args`, then commands from `in` (or the one in `args`).
int run_terminal(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                 std::ostream& err);

[[nodiscard]] std::string help_text(const std::string& command);

}  // namespace bivouac::reg
