#pragma once
// Combat claims, preferred-opponent claims and the which-dice table (sheet 004 lines 183-290),
// loaded from data/claims.toml. The numbers live in the data; the conditions in claims.cpp.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/reg/colour.h"

namespace bivouac::reg {

enum class CombatPhase { kCharge, kFighting };

struct ClaimRow {
  std::string key;
  std::string name;
  int line = 0;
  int value = 0;
  int legendary = 0;         // general row: value with a Legendary general
  int vs_foot = 0;           // redoubt row of the charge phase
  int vs_mounted = 0;
  int automatic_wounds = 0;  // flank or rear charge
};

struct PreferredRow {
  CombatPhase phase = CombatPhase::kCharge;
  std::string group;               // "foot" or "mounted": which table of the sheet
  std::vector<std::string> chars;  // the file needs one of these characteristics
  std::string type;                // ... or this troop type ("elephants")
  std::string name;
  int line = 0;
  bool unaffected_only = false;    // the sheet's *
  int vs_any = 0;
  int vs_mounted = 0;
  int vs_mounted_or_el = 0;
  int vs_foot = 0;
  std::vector<std::pair<int, int>> foot_ranks;  // (ranks needed, value) against foot
  std::vector<std::string> except_types;
  std::vector<std::string> except_chars;
  std::vector<std::string> except_ranked;
  bool ranked_must_stand = false;
  int vs_excepted = 0;
  std::string effect;  // "shove", "shatter" or empty
  std::vector<std::string> effect_not_vs;
};

struct Characteristic {
  std::string key;
  std::string name;
  std::vector<std::string> aliases;
};

struct DiceRow {
  int advantage = 0;
  int line = 0;
  std::vector<Colour> advantaged;
  std::vector<Colour> disadvantaged;
};

struct ClaimTable {
  std::vector<ClaimRow> charge;
  std::vector<ClaimRow> fighting;
  std::vector<PreferredRow> preferred;
  std::vector<Characteristic> characteristics;
  std::vector<DiceRow> dice;
  int supporting_line = 0;
  int supporting_shift = 0;

  [[nodiscard]] static ClaimTable load(std::string_view text, const std::string& file);
  [[nodiscard]] const std::vector<ClaimRow>& rows(CombatPhase phase) const;
  // Throws FormatError when the data lacks a row the calculator needs.
  [[nodiscard]] const ClaimRow& row(CombatPhase phase, std::string_view key) const;
  [[nodiscard]] const Characteristic* find_characteristic(std::string_view text) const;
  // The dice for an advantage; anything beyond the last row uses the last row.
  [[nodiscard]] const DiceRow& dice_for(int advantage) const;
};

[[nodiscard]] std::string_view phase_name(CombatPhase p);

}  // namespace bivouac::reg
