#include "core/safe_json.h"

#include <fmt/format.h>

#include <fstream>

#include "core/errors.h"
#include "core/text_safety.h"

namespace bivouac {

int json_nesting_depth(std::string_view text, int stop_above) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > stop_above) return deepest;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

nlohmann::json parse_json_limited(std::string_view text, std::string_view what,
                                  const JsonLimits& limits) {
  if (text.size() > limits.max_bytes) {
    throw FormatError(fmt::format("{}: {} bytes is more than the limit of {} bytes", what,
                                  text.size(), limits.max_bytes));
  }
  if (const auto bad = utf8_error_offset(text)) {
    throw FormatError(fmt::format("{}: not valid UTF-8 (byte {} is 0x{:02x})", what, *bad,
                                  static_cast<unsigned char>(text[*bad])));
  }
  if (json_nesting_depth(text, limits.max_depth) > limits.max_depth) {
    throw FormatError(fmt::format("{}: arrays and objects nest deeper than the limit of {} levels",
                                  what, limits.max_depth));
  }
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw FormatError(fmt::format("{}: not valid JSON: {}", what, utf8_repaired(e.what())));
  }
}

std::string read_file_limited(const std::string& path, std::size_t max_bytes,
                              std::string_view what) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FormatError(fmt::format("cannot read {} \"{}\"", what, utf8_repaired(path)));
  std::string out;
  char buffer[1 << 14];
  while (in) {
    in.read(buffer, sizeof buffer);
    out.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (out.size() > max_bytes) {
      throw FormatError(fmt::format("{} \"{}\" is larger than the limit of {} bytes", what,
                                    utf8_repaired(path), max_bytes));
    }
  }
  if (in.bad()) throw FormatError(fmt::format("cannot read {} \"{}\"", what, utf8_repaired(path)));
  return out;
}

nlohmann::json read_json_file(const std::string& path, const JsonLimits& limits) {
  const std::string text = read_file_limited(path, limits.max_bytes, "file");
  return parse_json_limited(text, utf8_repaired(path), limits);
}

std::string dump_json(const nlohmann::json& j, int indent) {
  return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace bivouac
