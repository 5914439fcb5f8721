#pragma once
// A request's query string, decoded once (RFC 3986 percent-encoding, and '+' as a space as HTML
// forms send it). Refuses a '%' not followed by two hex digits, and a decoded value that is not
// UTF-8 or holds a control character, so nothing odd reaches a handler.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bivouac::server {

// `text` decoded; throws FormatError naming `what` for a bad escape.
[[nodiscard]] std::string percent_decode(std::string_view text, std::string_view what);

class QueryString {
 public:
  QueryString() = default;
  // Throws FormatError naming the parameter whose text is malformed.
  static QueryString parse(std::string_view raw);
  // The first value of `key` (decoded), or empty when absent.
  [[nodiscard]] std::string get(std::string_view key) const;
  [[nodiscard]] bool has(std::string_view key) const;
  // The raw text, for parsers that read it themselves.
  [[nodiscard]] std::string_view raw() const { return raw_; }

 private:
  std::string raw_;
  std::vector<std::pair<std::string, std::string>> pairs_;
};

}  // namespace bivouac::server
