#pragma once
// Text that came from outside (a request, a record, a card file, a path) is checked before it is
// quoted back: replies must stay valid UTF-8, and a terminal must never receive raw control bytes
// (an escape sequence in a saved action could otherwise rewrite the screen).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bivouac {

// The byte offset of the first byte that does not begin or continue a valid UTF-8 sequence
// (overlong forms, surrogates and code points above U+10FFFF count as invalid); nullopt if valid.
[[nodiscard]] std::optional<std::size_t> utf8_error_offset(std::string_view text);
[[nodiscard]] inline bool is_valid_utf8(std::string_view text) {
  return !utf8_error_offset(text).has_value();
}
// `text` with every invalid byte replaced by U+FFFD.
[[nodiscard]] std::string utf8_repaired(std::string_view text);
// At most `max_bytes` of `text`, cut at a character boundary (never inside a multi-byte
// character), with "..." appended when something was cut.
[[nodiscard]] std::string utf8_shortened(std::string_view text, std::size_t max_bytes);
// `text` safe to print on a terminal: valid UTF-8, and control characters other than newline and
// tab (ESC, BEL, CR, DEL, the C1 range) written as visible escapes such as "\x1b" or "\u009b".
[[nodiscard]] std::string terminal_safe(std::string_view text);

}  // namespace bivouac
