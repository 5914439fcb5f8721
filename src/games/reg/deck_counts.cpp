#include "games/reg/deck_counts.h"

#include "core/errors.h"
#include "core/resources.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

DeckCounts DeckCounts::load(std::string_view text, const std::string& source) {
  const toml::table doc = toml_in::parse(text, source);
  DeckCounts d;
  d.name = toml_in::string(doc, "name", source);
  d.verified = toml_in::boolean_or(doc, "verified", false, source);
  d.source = source;
  toml_in::reject_unknown(doc, {"name", "verified", "count"}, source);
  const auto& counts = toml_in::table(doc, "count", source);
  std::vector<std::string> colours;
  for (Colour c : kAllColours) colours.emplace_back(colour_name(c));
  toml_in::reject_unknown(counts, colours, source + " [count]");
  for (Colour c : kAllColours) {
    const auto n = toml_in::integer(counts, colour_name(c), source + " [count]");
    if (n < 0 || n > 200) toml_in::fail(source + " [count]", colour_name(c), "a count from 0 to 200");
    d.count[static_cast<std::size_t>(rank(c))] = static_cast<int>(n);
  }
  if (d.total() < 1) throw FormatError(source + ": the deck needs at least one card");
  return d;
}

const DeckCounts& DeckCounts::standard() {
  static const DeckCounts d =
      load(load_text("src/games/reg/data/deck.toml"), "embedded default");
  return d;
}

int DeckCounts::total() const {
  int n = 0;
  for (int c : count) n += c;
  return n;
}

std::string DeckCounts::label() const {
  return name + (verified ? " (verified)" : " (unverified)");
}

}  // namespace bivouac::reg
