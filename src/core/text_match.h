#pragma once
// Small helpers for recognising typed action texts (Game::explain_refusal): case-insensitive
// verbs and card names, as a player types them.
#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::text_match {

// "a Professional", "an Instinctive": the indefinite article a word takes in a sentence.
[[nodiscard]] inline std::string with_article(std::string_view word) {
  const bool vowel =
      !word.empty() && std::string_view("aeiouAEIOU").find(word.front()) != std::string_view::npos;
  return std::string(vowel ? "an " : "a ") + std::string(word);
}

[[nodiscard]] inline std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

[[nodiscard]] inline std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  return std::string(s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1));
}

// The rest of `text` after `prefix` (case-insensitive, trimmed), or nullopt when `text` does not
// start with it. A prefix that is a whole word must be followed by a space or the end.
[[nodiscard]] inline std::optional<std::string> after(std::string_view text,
                                                      std::string_view prefix) {
  const std::string t = lower(trim(text));
  const std::string p = lower(prefix);
  if (t.rfind(p, 0) != 0) return std::nullopt;
  if (t.size() > p.size() && !p.empty() && std::isalpha(static_cast<unsigned char>(p.back())) &&
      std::isalpha(static_cast<unsigned char>(t[p.size()]))) {
    return std::nullopt;
  }
  return trim(std::string_view(trim(text)).substr(p.size()));
}

// The index in `names` of the name `typed` means: equal (case-insensitive), else the one name it
// begins, else the one name that begins `typed` (so "Cannon at Line" finds "Cannon"); -1 if none
// or several fit.
[[nodiscard]] inline int find_name(std::string_view typed, const std::vector<std::string>& names) {
  const std::string want = lower(trim(typed));
  if (want.empty()) return -1;
  int prefix = -1;
  int prefixes = 0;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string n = lower(names[i]);
    if (n == want) return static_cast<int>(i);
    if (n.rfind(want, 0) == 0) {
      prefix = static_cast<int>(i);
      ++prefixes;
    }
  }
  if (prefixes == 1) return prefix;
  int longest = -1;
  std::size_t best = 0;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string n = lower(names[i]);
    if (want.rfind(n, 0) == 0 && n.size() > best) {
      longest = static_cast<int>(i);
      best = n.size();
    }
  }
  return prefixes == 0 ? longest : -1;
}

}  // namespace bivouac::text_match
