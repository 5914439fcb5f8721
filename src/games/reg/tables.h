#pragma once
// Every table of the sheet, loaded once from the embedded data files in src/games/reg/data/.
#include "games/reg/action_table.h"
#include "games/reg/claim_table.h"
#include "games/reg/effect_table.h"
#include "games/reg/general_table.h"
#include "games/reg/kab_table.h"
#include "games/reg/movement_table.h"
#include "games/reg/shooting_table.h"
#include "games/reg/turn_table.h"

namespace bivouac::reg {

// The sheet these tables transcribe, for citations in output.
inline constexpr std::string_view kSheet = "004_868e95504124a996.txt";

struct Tables {
  TurnTable turn;
  ActionTable actions;
  MovementTable movement;
  ClaimTable claims;
  ShootingTable shooting;
  KabTable kab;
  GeneralTable generals;
  EffectTable effects;

  // The embedded tables; loaded on first use.
  [[nodiscard]] static const Tables& get();
};

}  // namespace bivouac::reg
