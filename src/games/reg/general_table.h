#pragma once
// General levels (hand allowance, block size, KaB die) and army commander types with their
// command ranges (sheet 004 lines 18, 68-80, 176), loaded from data/generals.toml.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/reg/colour.h"

namespace bivouac::reg {

enum class GeneralLevel { kMG, kCG, kTG, kLG };

struct LevelRow {
  std::string key;  // "MG"
  std::string name;
  int hand = 0;
  int block = 0;
  Colour kab_die = Colour::kRed;
};

enum class GiftRule { kAny, kOne, kNone };

struct CommanderRow {
  std::string key;   // "professional_floating"
  std::string type;  // "Professional", "Instinctive", "Tribal"
  std::string mode;  // "Floating", "In Command" or empty
  int range = 0;
  int line = 0;
  GiftRule gift = GiftRule::kNone;
  std::string gift_to;           // general type that may receive
  std::string applies_cards_to;  // "own": own command only; "any_in_range": also other commands
  int other_command_extra = 0;   // extra coloured cards to play on another command's troops
};

struct GeneralTable {
  std::vector<LevelRow> levels;  // MG..LG
  int hand_line = 0;
  int block_line = 0;
  int kab_die_line = 0;
  std::vector<CommanderRow> commanders;
  int front_rank_no_gift_line = 0;
  int front_rank_out_of_command_line = 0;
  int hesitant_line = 0;
  int desertion_line = 0;
  int discard_line = 0;
  int replace_professional_line = 0;
  int replace_tribal_line = 0;

  [[nodiscard]] static GeneralTable load(std::string_view text, const std::string& file);
  [[nodiscard]] const LevelRow& level(GeneralLevel l) const {
    return levels[static_cast<std::size_t>(l)];
  }
  [[nodiscard]] const CommanderRow* find_commander(std::string_view key) const;
  [[nodiscard]] std::vector<std::string> commander_keys() const;
};

// "MG"/"Mediocre" ... "LG"/"Legendary", any case.
[[nodiscard]] std::optional<GeneralLevel> parse_level(std::string_view text);
[[nodiscard]] std::string_view level_key(GeneralLevel l);
// One level lower, never below MG.
[[nodiscard]] GeneralLevel lowered(GeneralLevel l);

}  // namespace bivouac::reg
