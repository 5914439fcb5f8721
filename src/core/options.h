#pragma once
// Named game options with defaults and descriptions. A game spec reads "id" or
// "id:name=value,name=value"; anything unknown or malformed is a SpecError listing what is valid.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac {

struct OptionSpec {
  enum class Kind { kBool, kInt, kChoice, kText };
  std::string name;
  Kind kind = Kind::kBool;
  std::string default_value;
  std::string description;
  std::vector<std::string> choices;  // kChoice only
  int min = 0;                       // kInt only
  int max = 0;
  // What the lobby shows a newcomer: the option in words ("Player 1's nation") and the heading
  // it is listed under, one of option_groups().
  std::string label;
  std::string group;
  // The value a lobby starts on for play between people or against a bot, when that is a house
  // rule rather than the printed default (Muskets' first turns: rulings 18). Empty: the default.
  // Only the lobby reads it; the engine, sim, arena and Python keep `default_value`, the printed
  // rules.
  std::string table_default;

  [[nodiscard]] std::string describe_values() const;
  // The same option with its words and group: `choice_option(...).labelled("Attacks per turn",
  // "Turn")`.
  [[nodiscard]] OptionSpec labelled(std::string label_text, std::string group_name) &&;
  // The same option, offered at a lobby's table with `value` first (checked against the choices
  // when the game is registered: tests/core/option_labels_test.cpp).
  [[nodiscard]] OptionSpec at_table(std::string value) &&;
};

// The headings options are grouped under, in the order a lobby lists them: who plays, what they
// field, how the game is set up and played, then the rules one may add, how long it lasts, and
// the file a tester swaps in. A fixed list, so two games never say the same thing two ways.
const std::vector<std::string>& option_groups();

OptionSpec bool_option(std::string name, bool def, std::string description);
OptionSpec int_option(std::string name, int def, int min, int max, std::string description);
OptionSpec choice_option(std::string name, std::string def, std::vector<std::string> choices,
                         std::string description);
OptionSpec text_option(std::string name, std::string def, std::string description);
// The `cards` option every game with a card list takes: an edited list in place of the built-in
// one (docs/formats.md; a server accepts only the lists it offers or one sent inline,
// docs/network.md "Card lists").
OptionSpec card_list_option();

// Validated option values, defaults filled in, in a canonical form.
class Options {
 public:
  Options() = default;
  Options(const std::vector<OptionSpec>& specs, const std::map<std::string, std::string>& given);

  [[nodiscard]] bool get_bool(std::string_view name) const;
  [[nodiscard]] int get_int(std::string_view name) const;
  [[nodiscard]] const std::string& get(std::string_view name) const;
  [[nodiscard]] const std::map<std::string, std::string, std::less<>>& values() const {
    return values_;
  }
  // Options that differ from their defaults, as "a=1,b=x" (empty when all are default).
  [[nodiscard]] std::string non_default_string() const;

 private:
  std::map<std::string, std::string, std::less<>> values_;
  std::map<std::string, std::string, std::less<>> defaults_;
};

struct GameSpec {
  std::string id;
  std::map<std::string, std::string> options;
};

// Splits "id:a=1,b=2" into its parts; throws SpecError on malformed text.
GameSpec parse_game_spec(std::string_view text);
// Parses "a=1,b=2" (also accepts separate "a=1" words joined by commas).
std::map<std::string, std::string> parse_option_list(std::string_view text);

}  // namespace bivouac
