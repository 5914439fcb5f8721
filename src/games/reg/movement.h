#pragma once
// Calculators 2 and 7: movement distance and evade distance (sheet 004 lines 82-132).
#include <optional>
#include <string>
#include <vector>

#include "games/reg/action_cost.h"
#include "games/reg/movement_table.h"
#include "games/reg/quality.h"

namespace bivouac::reg {

struct MoveQuery {
  std::string troop;      // a key of movement.toml, e.g. "close_foot"
  Going going = Going::kGood;
  bool fleet_of_foot = false;
  bool linear_obstacle = false;
  bool general = false;   // a general moving alone (line 105)
  int reduction = 0;      // BW taken off by the action (M10, M11, C4 ...)
};

struct MoveResult {
  std::string troop_name;
  bool can_move = true;
  int distance = 0;
  std::vector<Step> steps;
};

[[nodiscard]] MoveResult move_distance(const MovementTable& t, const MoveQuery& q);
[[nodiscard]] std::string describe(const MoveResult& r);

struct EvadeQuery {
  MoveQuery move;             // the normal move in the terrain
  Quality quality = Quality::kAverage;
  bool skirmish = false;      // a Skirmish (or Caracole) response rather than Run Away
  bool superior_bonus = false;  // the optional +1 for Superior/Exceptional (line 126)
};

struct EvadeResult {
  MoveResult normal;
  int base = 0;       // the normal move after the skirmish reduction
  int roll = 0;       // the d6
  int modifier = 0;
  int modified = 0;   // held within the table
  int change = 0;
  int row_line = 0;
  int distance = 0;
  std::vector<Step> steps;
};

// The evade for one d6 result (1-6). Throws FormatError when the troops cannot move.
[[nodiscard]] EvadeResult evade(const MovementTable& t, const EvadeQuery& q, int roll);
[[nodiscard]] std::string describe(const EvadeResult& r);

}  // namespace bivouac::reg
