#pragma once
// Playing cards for a prompted action on a unit group of the army (issue 17): the price comes
// from the unit's formation and command, the general's type and place, the block it moves with
// and the action's own limits, and the cards played must pay it exactly (sheet 004 lines
// 71-77, 140-181).
#include <optional>
#include <string>
#include <vector>

#include "games/reg/command.h"
#include "games/reg/tables.h"

namespace bivouac::reg {

struct PlayQuery {
  std::string general;  // who plays
  std::string action;   // C1 .. E1
  std::string unit;     // the unit group acting (none for a general's own move)
  std::string variant;  // C6 / E1
  std::vector<Colour> cards;
  std::vector<std::string> block;  // other unit groups moving with `unit` (lines 176-181)
  std::optional<int> distance;     // BW from the army commander to another command's troops
  bool upgrade = false;            // the general's one-colour upgrade (line 177)
  bool out_of_command = false;     // beyond command range, as measured at the table (line 181)
  bool interpenetrate = false;     // M16 (line 163)
  int count = 1;                   // cards for actions that take several (F1, line 167)
  bool price_only = false;         // say the price, play nothing
  std::string step;                // the turn step now ("2.1"), for actions tied to one
};

// Throws RuleRefusal when the sheet forbids it, FormatError for a malformed query; on success
// the cards have left the hand and the log says what was paid and why.
std::vector<std::string> play_action(CommandState& s, const Tables& t, const PlayQuery& q);

}  // namespace bivouac::reg
