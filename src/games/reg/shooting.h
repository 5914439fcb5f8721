#pragma once
// Shooting: the die colour from up- and downgrades, wounds and driven back by fire
// (sheet 004 lines 322-422).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "games/reg/action_cost.h"
#include "games/reg/dice_roll.h"
#include "games/reg/effect_table.h"
#include "games/reg/shooting_table.h"
#include "games/reg/unit_state.h"

namespace bivouac::reg {

struct ShootQuery {
  std::vector<std::string> upgrades;  // keys of shooting.toml
  std::vector<std::string> downgrades;
  int dice = 1;  // shooting dice (one per shooting file)
  // The target, for driven back by fire (lines 418-420).
  bool resilient_or_drilled = false;
  bool superior_or_exceptional = false;
  bool keil = false;
  // What the request says about the shooter, the target and the range ("shooter:artillery",
  // "target:keil", "range:deadly" ...). A fact absent from the map is unknown.
  std::map<std::string, bool> facts;
  // How facts were found (the shooter taken from the army), shown first in the working.
  std::vector<Step> notes;
  // Line 422: a general within 2 BW presses charging troops on through fire (C6).
  struct PressOn {
    std::string action;  // C6
    std::string label;   // "recover 1 BW"
    Colour card = Colour::kYellow;
    int bw = 0;
  };
  std::optional<PressOn> press_on;
  const PromptedAction* press_on_action = nullptr;  // C6, to name its choices
};

// Reads the facts of lines 322-394 from the request: range= (deadly, long) or distance= with
// weapon=, shooter.{type,ranks,sug,in_combat,keil,shot}, and the target fields type, sug,
// in_combat, keil, irregular, cover, charging, quality, armour of `target`. The shooter may
// instead be a unit group of `army` (shooter=NAME, or shooter.unit=NAME with shooter.ranks,
// in_combat and shot for what the table decides): its troop type, SuG, Keil and ranks then come
// from the army. `army` may be null (no army entered).
class Args;
class CommandState;
void read_shooting_facts(const ShootingTable& t, const Args& a, const Args& target,
                         const CommandState* army, ShootQuery& q);

struct ShootSetup {
  Colour colour = Colour::kGreen;
  std::vector<Step> steps;
};

// Throws FormatError naming an unknown up- or downgrade.
[[nodiscard]] ShootSetup shooting_die(const ShootingTable& t, const ShootQuery& q);

// Reads press_on=KEY (a variant of the table's press-on action, C6): refused unless the target
// is charging (line 422). Call after read_shooting_facts.
void read_press_on(const ShootingTable& t, const ActionTable& actions, const Args& a,
                   ShootQuery& q);

struct ShootOutcome {
  ShootSetup setup;
  std::vector<Rolled> dice;
  int wounds = 0;
  int non_blank = 0;
  int drive_back = 0;
  std::vector<Step> steps;
  std::optional<UnitChange> target;
};

[[nodiscard]] int shooting_drive_back(const ShootingTable& t, const ShootQuery& q, int non_blank,
                                      std::vector<Step>* steps);
[[nodiscard]] ShootOutcome resolve_shooting(const ShootingTable& t, const EffectTable& e,
                                            const ShootQuery& q, const ShootSetup& setup,
                                            const std::vector<Rolled>& dice,
                                            std::optional<UnitState> target);
[[nodiscard]] std::string describe(const ShootSetup& s);
[[nodiscard]] std::string describe(const ShootOutcome& r);

}  // namespace bivouac::reg
