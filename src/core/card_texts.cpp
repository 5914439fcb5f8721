#include "core/card_texts.h"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <cctype>

#include "core/errors.h"
#include "core/text_match.h"

namespace bivouac {

namespace {

using text_match::lower;
using text_match::trim;

// A printed heading as a reader meets it: Volley's rules are one line whose parts are headed in
// capitals ("CARD LIST NOTATION"), which on a card's text reads as shouting or as a code;
// "Card list notation" is the same heading in words.
std::string heading_in_words(std::string_view part) {
  const bool capitals =
      std::any_of(part.begin(), part.end(), [](unsigned char c) { return std::isupper(c) != 0; }) &&
      std::none_of(part.begin(), part.end(), [](unsigned char c) { return std::islower(c) != 0; });
  if (!capitals) return std::string(part);
  std::string out = lower(part);
  out.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(out.front())));
  return fmt::format("\"{}\"", out);
}

std::string known_names(const std::vector<CardText>& cards) {
  std::string out;
  for (const auto& c : cards) out += (out.empty() ? "" : ", ") + c.name;
  return out;
}

}  // namespace

std::string lines_in_words(std::string_view lines) {
  std::string out;
  std::size_t start = 0;
  while (start <= lines.size()) {
    const auto comma = std::min(lines.find(", ", start), lines.size());
    std::string_view part = lines.substr(start, comma - start);
    std::string words;
    if (part.size() > 1 && part.front() == 'L' &&
        std::isdigit(static_cast<unsigned char>(part[1]))) {
      const auto space = std::min(part.find(' '), part.size());
      words = std::string(part.substr(0, space));
      if (space < part.size()) words += " " + heading_in_words(part.substr(space + 1));
    } else {
      words = heading_in_words(part);
    }
    out += (out.empty() ? "" : ", ") + words;
    start = comma + 2;
  }
  return out;
}

CardTexts CardTexts::parse(std::string_view toml_text, std::string_view source) {
  toml::table doc;
  try {
    doc = toml::parse(toml_text, source);
  } catch (const toml::parse_error& e) {
    throw FormatError(fmt::format("{}: {}", source, e.description()));
  }
  const toml::array* list = doc["card"].as_array();
  if (!list || list->empty()) throw FormatError(fmt::format("{}: no [[card]] entries", source));
  CardTexts out;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const toml::table* t = (*list)[i].as_table();
    if (!t) throw FormatError(fmt::format("{}: card[{}] is not a table", source, i));
    auto field = [&](const char* key) {
      const auto v = (*t)[key].value<std::string>();
      if (!v || v->empty()) {
        throw FormatError(
            fmt::format("{}: card[{}] needs a non-empty string field \"{}\"", source, i, key));
      }
      return *v;
    };
    CardText c{field("name"), field("kind"), field("lines"), field("text")};
    for (const auto& other : out.cards_) {
      if (lower(other.name) == lower(c.name)) {
        throw FormatError(fmt::format("{}: card[{}]: \"{}\" appears twice", source, i, c.name));
      }
    }
    out.cards_.push_back(std::move(c));
  }
  return out;
}

const CardText& CardTexts::find(std::string_view name, std::string_view game_title) const {
  const std::string want = lower(trim(name));
  if (want.empty()) {
    throw FormatError(
        fmt::format("give a card name; {} cards: {}", game_title, known_names(cards_)));
  }
  std::vector<const CardText*> prefixed;
  std::vector<const CardText*> containing;
  for (const auto& c : cards_) {
    const std::string n = lower(c.name);
    if (n == want) return c;
    if (n.rfind(want, 0) == 0) prefixed.push_back(&c);
    if (n.find(want) != std::string::npos) containing.push_back(&c);
  }
  const auto& fits = prefixed.empty() ? containing : prefixed;
  if (fits.size() == 1) return *fits.front();
  if (fits.size() > 1) {
    std::string names;
    for (const auto* c : fits) names += (names.empty() ? "" : ", ") + c->name;
    throw FormatError(fmt::format("\"{}\" could be: {}", trim(name), names));
  }
  throw FormatError(fmt::format("{} has no card \"{}\"; its cards: {}", game_title, trim(name),
                                known_names(cards_)));
}

std::string CardTexts::describe(std::string_view name, std::string_view game_title) const {
  const CardText& c = find(name, game_title);
  return fmt::format("{} ({}, {}): {}", c.name, c.kind, lines_in_words(c.lines), c.text);
}

}  // namespace bivouac
