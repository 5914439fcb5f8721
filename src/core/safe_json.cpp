#include "core/safe_json.h"

#include <fmt/format.h>

#include <fstream>
#include <string>
#include <vector>

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

namespace {

bool continues_character(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// nlohmann's message quotes the bytes its lexer read last, which may stop inside a character
// ("last read: '\xc3'"). Its reason is kept, and the place is quoted from the input itself (valid
// UTF-8 by then), cut between characters.
std::string parse_error_text(std::string_view text, const nlohmann::json::parse_error& e) {
  std::string reason = e.what();
  if (const auto tag = reason.find("] ");
      reason.rfind("[json.exception", 0) == 0 && tag != std::string::npos)
    reason.erase(0, tag + 2);
  if (const auto last = reason.find("; last read:"); last != std::string::npos) reason.erase(last);
  std::size_t end = std::min<std::size_t>(e.byte, text.size());
  while (end < text.size() && continues_character(text[end])) ++end;
  constexpr std::size_t kContext = 24;
  std::size_t start = end > kContext ? end - kContext : 0;
  while (start < end && continues_character(text[start])) ++start;
  if (start == end) return reason;
  return fmt::format("{}; near '{}'", reason, text.substr(start, end - start));
}

// Where a number too large for a double (1e400) lies: nlohmann stops with out_of_range 406 and
// no place, so the text is parsed again with a callback that follows the keys and indices up to
// the point where it stops ("combat.defender_support", "actions[3]"). Only done on that failure,
// so a good document is parsed once.
std::string overflow_path(std::string_view text) {
  struct Frame {
    bool array = false;
    std::string key;
    std::size_t index = 0;
  };
  std::vector<Frame> frames;
  using Event = nlohmann::json::parse_event_t;
  auto track = [&frames](int, Event event, nlohmann::json& parsed) {
    switch (event) {
      case Event::object_start:
        frames.push_back(Frame{});
        break;
      case Event::array_start:
        frames.push_back(Frame{true, {}, 0});
        break;
      case Event::key:
        if (!frames.empty() && parsed.is_string()) frames.back().key = parsed.get<std::string>();
        break;
      case Event::object_end:
      case Event::array_end:
        if (!frames.empty()) frames.pop_back();
        if (!frames.empty() && frames.back().array) ++frames.back().index;
        break;
      case Event::value:
        if (!frames.empty() && frames.back().array) ++frames.back().index;
        break;
    }
    return true;
  };
  try {
    [[maybe_unused]] const auto ignored = nlohmann::json::parse(text, track);
  } catch (const nlohmann::json::exception&) {
    std::string path;
    for (const Frame& f : frames) {
      if (f.array) {
        path += fmt::format("[{}]", f.index);
      } else {
        path += (path.empty() ? "" : ".") + utf8_repaired(f.key);
      }
    }
    return path;
  }
  return {};
}

}  // namespace

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
    throw FormatError(fmt::format("{}: not valid JSON: {}", what, parse_error_text(text, e)));
  } catch (const nlohmann::json::exception&) {
    // The one other way a parse fails: a number out of range (issue 26).
    const std::string path = overflow_path(text);
    throw NumberOutOfRange(
        fmt::format("{}: {} holds a number out of range (a JSON number must fit a "
                    "double, at most about 1.8e308)",
                    what, path.empty() ? "the document" : "\"" + path + "\""));
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
