#pragma once
// Calculator 3: every claim each file makes, the totals, the advantage and the dice each side
// rolls (sheet 004 lines 183-290).
#include <string>
#include <vector>

#include "games/reg/claim_table.h"
#include "games/reg/combat_file.h"

namespace bivouac::reg {

struct Combat {
  CombatPhase phase = CombatPhase::kCharge;
  bool good_going = true;
  FileSpec a;
  FileSpec b;
};

struct Claim {
  std::string source;  // "charge claims", "preferred (foot, fighting)" ...
  std::string name;
  int value = 0;
  int line = 0;
  std::string note;
};

struct SideClaims {
  std::vector<Claim> claims;
  int total = 0;
  std::vector<Colour> dice;
  int dice_line = 0;
  int automatic_wounds = 0;   // inflicted on the other file (flank or rear charge)
  std::string effect;         // "shove", "shatter" or empty: what its Skulls/S do
  int effect_line = 0;
};

struct ClaimsResult {
  CombatPhase phase = CombatPhase::kCharge;
  SideClaims a;
  SideClaims b;
  int advantage = 0;
  int leader = -1;  // 0: a, 1: b, -1: level
  std::vector<std::string> notes;
};

// Throws FormatError for inconsistent input (a supporting file outside melee, for example).
[[nodiscard]] ClaimsResult compute_claims(const ClaimTable& t, const Combat& c);
[[nodiscard]] std::string describe(const ClaimsResult& r);

}  // namespace bivouac::reg
