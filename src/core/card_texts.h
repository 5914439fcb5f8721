#pragma once
// What each card of a game does, in our own words with the printed rule lines: the data behind
// `card NAME` in play and the engine's {"cmd":"card"}. Each game keeps its texts in a TOML file
// beside its card list (card_texts.toml) and answers Game::card_help through this table.
#include <string>
#include <string_view>
#include <vector>

namespace bivouac {

struct CardText {
  std::string name;   // as the game prints it
  std::string kind;   // e.g. "battle card", "tactic", "terrain"
  std::string lines;  // the printed rule lines, e.g. "L56-60"
  std::string text;   // our summary
};

// Printed rule lines as a player reads them: "L1 CARD LIST NOTATION, ATTACK PHASE" reads
// `L1 "Card list notation", "Attack phase"` (a heading in capitals is a name, not a shout);
// "L56-60" stays as it is.
[[nodiscard]] std::string lines_in_words(std::string_view lines);

class CardTexts {
 public:
  // Parses [[card]] entries with name, kind, lines and text (all required, names unique).
  // Throws FormatError naming `source`, the entry and the field that is wrong.
  static CardTexts parse(std::string_view toml_text, std::string_view source);

  [[nodiscard]] const std::vector<CardText>& cards() const { return cards_; }
  // The card named `name`: exact (case-insensitive), else a unique prefix, else the only card
  // whose name contains it. Throws FormatError listing the known names when none or several fit.
  [[nodiscard]] const CardText& find(std::string_view name, std::string_view game_title) const;
  // "Cannon (battle card, L56-64): ..." for the card `name` (see find).
  [[nodiscard]] std::string describe(std::string_view name, std::string_view game_title) const;

 private:
  std::vector<CardText> cards_;
};

}  // namespace bivouac
