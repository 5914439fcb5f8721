#include "server/query_string.h"

#include <fmt/format.h>

#include "core/errors.h"
#include "core/text_safety.h"

namespace bivouac::server {

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::string percent_decode(std::string_view text, std::string_view what) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '+') {
      out += ' ';
    } else if (c == '%') {
      const int hi = i + 2 < text.size() ? hex_digit(text[i + 1]) : -1;
      const int lo = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
      if (hi < 0 || lo < 0) {
        throw FormatError(fmt::format(
            "{}: \"%\" must be followed by two hex digits (as in %20 for a space)", what));
      }
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += c;
    }
  }
  for (unsigned char ch : out) {
    if (ch < 0x20 || ch == 0x7f) {
      throw FormatError(fmt::format("{} holds a control character; expected plain text", what));
    }
  }
  if (!is_valid_utf8(out)) {
    throw FormatError(fmt::format("{} is not UTF-8 text once decoded", what));
  }
  return out;
}

QueryString QueryString::parse(std::string_view raw) {
  QueryString q;
  q.raw_ = std::string(raw);
  while (!raw.empty()) {
    const auto amp = raw.find('&');
    const std::string_view pair = raw.substr(0, amp);
    if (!pair.empty()) {
      const auto eq = pair.find('=');
      std::string key = percent_decode(pair.substr(0, eq), "a query parameter's name");
      std::string value =
          eq == std::string_view::npos
              ? std::string()
              : percent_decode(pair.substr(eq + 1), fmt::format("query parameter \"{}\"", key));
      q.pairs_.emplace_back(std::move(key), std::move(value));
    }
    if (amp == std::string_view::npos) break;
    raw.remove_prefix(amp + 1);
  }
  return q;
}

std::string QueryString::get(std::string_view key) const {
  for (const auto& [k, v] : pairs_) {
    if (k == key) return v;
  }
  return {};
}

bool QueryString::has(std::string_view key) const {
  for (const auto& [k, v] : pairs_) {
    if (k == key) return true;
  }
  return false;
}

}  // namespace bivouac::server
