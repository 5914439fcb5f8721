#pragma once
// "How to play" pages: each game's rules retold in our own words, section by section, with the
// printed rule lines each paragraph summarises (never the rule text itself). A game keeps its
// page as data (src/games/<id>/how_to_play.toml) and registers it under its id; the CLI
// (`bivouac rules`), the server (`GET /api/how-to-play/<id>`) and the web page read it from here.
#include <string>
#include <string_view>
#include <vector>

namespace bivouac {

struct HowToPlayParagraph {
  std::string text;                // our summary
  std::vector<std::string> lines;  // the printed lines it retells: "L50-54", or "L1 ATTACK PHASE"
};

struct HowToPlaySection {
  std::string id;       // a stable name for links and anchors: "aim", "cards", "turn", ...
  std::string heading;  // "The aim of the game"
  std::vector<HowToPlayParagraph> paragraphs;
};

struct HowToPlay {
  std::string game_id;
  // How many lines the printed rule text has: no reference may point past its end, so a typo in
  // a reference is caught without the rule text at hand.
  int printed_lines = 0;
  std::vector<HowToPlaySection> sections;

  // Parses `printed_lines` and [[section]] entries (id, heading, and [[section.paragraph]] with
  // text and lines). Every field is required; ids are unique lower-case words; each line reference
  // is "L<n>", "L<n>-<m>" with n <= m, optionally followed by a section name in capitals ("L1
  // ATTACK PHASE") within the printed lines. Throws FormatError naming `source`, the entry and what
  // is wrong.
  static HowToPlay parse(std::string_view toml_text, std::string_view source,
                         std::string_view game_id);
};

// Whether `ref` is a well-formed line reference (see HowToPlay::parse).
[[nodiscard]] bool is_rule_line_reference(std::string_view ref);
// A reference as data, so no reader parses its text again: the first and last printed line it
// names and the part of the text it means (L50-54 -> {50, 54, ""}; L7 -> {7, 7, ""};
// "L1 ATTACK PHASE" -> {1, 1, "ATTACK PHASE"}).
struct RuleLineSpan {
  int first = 0;
  int last = 0;
  std::string part;  // the heading in capitals a reference adds (Volley's), else empty
};
[[nodiscard]] RuleLineSpan rule_line_span(std::string_view ref);

// Registers the page embedded at `resource_path` for `game_id`; it is parsed on first use.
struct HowToPlayRegistrar {
  HowToPlayRegistrar(std::string_view game_id, std::string_view resource_path);
};

// The page of `game_id`, parsed once. Throws SpecError naming the games that have one when
// `game_id` has none.
[[nodiscard]] const HowToPlay& how_to_play(std::string_view game_id);
// The ids of the games with a page, sorted.
[[nodiscard]] std::vector<std::string> how_to_play_games();

}  // namespace bivouac
