#pragma once
// Calculator 1: the card a prompted action needs (sheet 004 lines 140-181).
#include <optional>
#include <string>
#include <vector>

#include "games/reg/action_table.h"
#include "games/reg/general_table.h"

namespace bivouac::reg {

struct CostQuery {
  std::string action;  // "M4"
  Formation formation = Formation::kFormed;
  std::string variant;                  // C6: "1bw"/"2bw"; E1: "combat"/"no_combat"
  bool keil = false;                    // Keils, Tercios, Later Keils (line 174)
  bool out_of_command = false;          // lines 180-181
  bool upgrade = false;                 // the general spends his one-colour upgrade (line 177)
  bool interpenetrate = false;          // M16 on an M2-M6 move (line 163)
  bool tribal_troops = false;           // for M14's ban on tribal troops (line 161)
  int block = 1;                        // TuGs moving together; above 1 is a block move (line 176)
  std::optional<GeneralLevel> general;  // checks the block size when given
};

// One line of the working: what changed and the sheet line it comes from.
struct Step {
  std::string text;
  int line = 0;
};

struct CostResult {
  std::string action;
  std::string action_name;
  bool allowed = true;
  std::string refusal;           // why not, when !allowed
  std::optional<Colour> card;    // lowest colour that pays; nullopt: no card needed
  int extra_coloured_cards = 0;  // any card but Black (see rulings)
  std::vector<Step> steps;
  std::string note;   // the sheet's note beside the action (distances, limits)
  int line = 0;       // the action's sheet line
  int max_cards = 1;  // cards one action may take, each paying the cost (F1: 3)
};

// Throws FormatError for an unknown action or a variant it does not have.
[[nodiscard]] CostResult action_cost(const ActionTable& table, const GeneralTable& generals,
                                     const CostQuery& q);

[[nodiscard]] std::string describe(const CostResult& r);

}  // namespace bivouac::reg
