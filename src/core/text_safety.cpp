#include "core/text_safety.h"

#include <fmt/format.h>

namespace bivouac {

namespace {

// Length of the valid UTF-8 sequence starting at text[i], or 0 if it is not valid there.
std::size_t sequence_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return 1;
  std::size_t len = 0;
  char32_t cp = 0;
  char32_t min = 0;
  if ((b0 & 0xE0) == 0xC0) {
    len = 2, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    len = 3, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    len = 4, cp = b0 & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (i + len > text.size()) return 0;
  for (std::size_t k = 1; k < len; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

}  // namespace

std::optional<std::size_t> utf8_error_offset(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = sequence_length(text, i);
    if (n == 0) return i;
    i += n;
  }
  return std::nullopt;
}

std::string utf8_repaired(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = sequence_length(text, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

std::string utf8_shortened(std::string_view text, std::size_t max_bytes) {
  std::string valid = utf8_repaired(text);
  if (valid.size() <= max_bytes) return valid;
  std::size_t cut = max_bytes >= 3 ? max_bytes - 3 : 0;
  // Step back over continuation bytes so the cut falls between characters.
  while (cut > 0 && (static_cast<unsigned char>(valid[cut]) & 0xC0) == 0x80) --cut;
  return valid.substr(0, cut) + "...";
}

std::string terminal_safe(std::string_view text) {
  const std::string valid = utf8_repaired(text);
  std::string out;
  out.reserve(valid.size());
  for (std::size_t i = 0; i < valid.size(); ++i) {
    const auto c = static_cast<unsigned char>(valid[i]);
    if (c == '\n' || c == '\t' || (c >= 0x20 && c != 0x7F && c != 0xC2)) {
      out += valid[i];
    } else if (c == 0xC2) {
      // U+0080..U+009F (C1 controls, e.g. CSI U+009B) are encoded C2 80..C2 9F.
      const auto next = static_cast<unsigned char>(valid[i + 1]);
      if (next < 0xA0) {
        out += fmt::format("\\u{:04x}", static_cast<unsigned>(next));
      } else {
        out += valid.substr(i, 2);
      }
      ++i;
    } else {
      out += fmt::format("\\x{:02x}", static_cast<unsigned>(c));
    }
  }
  return out;
}

}  // namespace bivouac
