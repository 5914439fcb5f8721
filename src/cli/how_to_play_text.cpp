#include "cli/how_to_play_text.h"

#include <fmt/format.h>

#include <sstream>

namespace bivouac::cli {

namespace {

// Characters a UTF-8 string shows (continuation bytes take no column).
std::size_t columns(const std::string& s) {
  std::size_t n = 0;
  for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0U) == 0x80U ? 0 : 1;
  return n;
}

}  // namespace

std::string wrap_text(const std::string& text, int width, int first_indent, int indent) {
  std::istringstream words(text);
  std::string out(static_cast<std::size_t>(first_indent), ' ');
  std::size_t line = static_cast<std::size_t>(first_indent);
  bool line_empty = true;
  for (std::string word; words >> word;) {
    const std::size_t w = columns(word);
    if (!line_empty && line + 1 + w > static_cast<std::size_t>(width)) {
      out += "\n" + std::string(static_cast<std::size_t>(indent), ' ');
      line = static_cast<std::size_t>(indent);
      line_empty = true;
    }
    if (!line_empty) {
      out += ' ';
      ++line;
    }
    out += word;
    line += w;
    line_empty = false;
  }
  return out + "\n";
}

std::string how_to_play_text(const HowToPlay& page, const GameInfo& info, int width) {
  std::string out = fmt::format("How to play {}\n", info.title);
  out += wrap_text(fmt::format("In our own words, not the printed text ({}). [L..] marks the lines "
                               "of the printed rules each paragraph retells.",
                               info.credit),
                   width, 0, 0);
  for (const auto& section : page.sections) {
    out += fmt::format("\n{}\n{}\n", section.heading, std::string(columns(section.heading), '-'));
    for (std::size_t i = 0; i < section.paragraphs.size(); ++i) {
      const auto& p = section.paragraphs[i];
      if (i > 0) out += "\n";
      std::string refs;
      for (const auto& ref : p.lines) refs += (refs.empty() ? "" : ", ") + ref;
      out += wrap_text(fmt::format("{} [{}]", p.text, refs), width, 2, 2);
    }
  }
  return out;
}

}  // namespace bivouac::cli
