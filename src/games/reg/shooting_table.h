#pragma once
// Shooting up- and downgrades, ranges and driven back by fire (sheet 004 lines 322-427),
// loaded from data/shooting.toml.
#include <string>
#include <string_view>
#include <vector>

#include "games/reg/colour.h"

namespace bivouac::reg {

struct ShootingModifier {
  std::string key;
  std::string name;
  int line = 0;
  std::vector<std::string> conditions;  // "side:fact", "side:!fact", "side:a|b"
  bool automatic = false;               // applies by itself when its facts hold
};

struct ShootingRange {
  std::string key;
  std::string name;
  int line = 0;
  int deadly = 0;
  int long_range = 0;  // 0: the sheet gives no long range
};

struct ShootingTable {
  Colour start = Colour::kGreen;
  int start_line = 0;
  Colour maximum = Colour::kRed;
  int maximum_line = 0;
  Colour minimum = Colour::kBlack;
  std::vector<ShootingModifier> upgrades;
  std::vector<ShootingModifier> downgrades;
  std::vector<ShootingRange> ranges;
  int full_effect_line = 0;
  std::vector<std::string> full_effect_one_rank;
  int full_effect_ranks_others = 0;
  int driven_back_line = 0;
  int per_non_blank_die = 0;
  int resilient_or_drilled = 0;
  int resilient_or_drilled_line = 0;
  int superior_or_exceptional = 0;
  int superior_or_exceptional_line = 0;
  int keil_or_tercio = 0;
  int keil_or_tercio_line = 0;
  int press_on_line = 0;
  std::string press_on_action;  // the prompted action that pays for it (C6)

  [[nodiscard]] static ShootingTable load(std::string_view text, const std::string& file);
  [[nodiscard]] const ShootingModifier* find_upgrade(std::string_view key) const;
  [[nodiscard]] const ShootingModifier* find_downgrade(std::string_view key) const;
  [[nodiscard]] const ShootingRange* find_range(std::string_view key) const;
};

}  // namespace bivouac::reg
