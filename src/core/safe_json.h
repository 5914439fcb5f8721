#pragma once
// Every JSON text Bivouac reads from outside (an engine request line, a record or state file)
// goes through here. The limits are checked before nlohmann parses anything, so a hostile input
// (60,000 nested brackets, a gigabyte file, bytes that are not UTF-8) gets a clear FormatError
// instead of a stack overflow, an exhausted memory or a crash when the error is quoted back.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/errors.h"

namespace bivouac {

// Arrays and objects nested deeper than this are refused; no document Bivouac writes nests
// deeper than about ten levels.
inline constexpr int kMaxJsonDepth = 64;
// The largest JSON file (record, state document) read: a record of a very long game is well
// under 1 MiB.
inline constexpr std::size_t kMaxJsonFileBytes = std::size_t{16} << 20;
// The largest engine request line (a `load` request carries a whole record).
inline constexpr std::size_t kMaxRequestBytes = std::size_t{8} << 20;
// The largest data file (card list, table) an option may point at.
inline constexpr std::size_t kMaxDataFileBytes = std::size_t{1} << 20;

struct JsonLimits {
  std::size_t max_bytes = kMaxJsonFileBytes;
  int max_depth = kMaxJsonDepth;
};

// A number too large for a double (1e400): the message names the field that holds it.
class NumberOutOfRange : public FormatError {
 public:
  using FormatError::FormatError;
};

// Parses `text` after checking its size, that it is UTF-8 and how deep it nests. Throws
// FormatError starting with `what` (e.g. a file name) and saying what was wrong (NumberOutOfRange
// for a number no double holds).
[[nodiscard]] nlohmann::json parse_json_limited(std::string_view text, std::string_view what,
                                                const JsonLimits& limits = {});
// The deepest nesting of arrays and objects in `text` (strings are skipped), stopping early once
// `stop_above` is exceeded. Linear, needs no parse.
[[nodiscard]] int json_nesting_depth(std::string_view text, int stop_above);

// Reads a whole file, refusing one larger than `max_bytes` after reading at most one byte more
// (so /dev/zero fails at once). Throws FormatError naming the file and the limit.
[[nodiscard]] std::string read_file_limited(const std::string& path, std::size_t max_bytes,
                                            std::string_view what);
// read_file_limited + parse_json_limited, with errors naming the file.
[[nodiscard]] nlohmann::json read_json_file(const std::string& path, const JsonLimits& limits = {});

// dump() that never throws on invalid UTF-8 in a string (it writes U+FFFD instead), for output
// that may quote what a user typed or a file name.
[[nodiscard]] std::string dump_json(const nlohmann::json& j, int indent = -1);

}  // namespace bivouac
