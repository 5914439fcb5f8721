// `card NAME` for Volley: a card's code and Force come from the card list; what the code means
// (and what each Defense card negates) from card_texts.toml beside it.
#include <fmt/format.h>

#include "core/card_texts.h"
#include "core/errors.h"
#include "core/game_help.h"
#include "core/resources.h"
#include "core/text_match.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {

std::string help(const VolleyGame& g, std::string_view name) {
  const CardTable& cards_ = g.cards();
  static const CardTexts texts =
      CardTexts::parse(load_text("src/games/volley/card_texts.toml"), "card_texts.toml");
  const std::string typed = text_match::trim(name);
  std::vector<std::string> names;
  for (int i = 0; i < cards_.size(); ++i) names.push_back(cards_.name(i));
  int c = cards_.find(typed);
  if (c < 0) {
    try {
      return texts.describe(typed, g.info().title);  // a code, or a Defense card by a prefix
    } catch (const FormatError&) {
      c = text_match::find_name(typed, names);
    }
  }
  if (c < 0) {
    std::string codes;
    for (const auto& t : texts.cards()) {
      if (t.kind.rfind("card code", 0) == 0) codes += (codes.empty() ? "" : ", ") + t.name;
    }
    std::string all;
    for (const auto& n : names) all += (all.empty() ? "" : ", ") + n;
    throw FormatError(
        fmt::format("Volley has no card or code \"{}\"; codes: {}; cards: {}", typed, codes, all));
  }
  if (cards_.suit(c) == kDefense) return texts.describe(cards_.name(c), g.info().title);
  const CardText& code = texts.find(suit_code(cards_.suit(c)), g.info().title);
  return fmt::format("{} ({} {}, {}; {}): {}", cards_.name(c), suit_code(cards_.suit(c)),
                     cards_.force(c), code.kind.substr(code.kind.find(':') + 2),
                     lines_in_words(code.lines), code.text);
}

const GameHelpRegistrar kCardHelp{"volley",
                                  GameHelp{{}, [](const Game& g, std::string_view name) {
                                             return help(dynamic_cast<const VolleyGame&>(g), name);
                                           }}};

}  // namespace
}  // namespace bivouac::volley
