#pragma once
// What each die face does in combat, shooting and KaB tests (sheet 004 lines 43-44, 69,
// 299-320), loaded from data/effects.toml.
#include <array>
#include <string>
#include <string_view>

#include "games/reg/face.h"

namespace bivouac::reg {

struct CombatFaceEffect {
  int wounds = 0;
  bool effect = false;  // triggers the file's shove or shatter, if it has one
  int line = 0;
};

struct ShootingFaceEffect {
  int wounds = 0;
  int drive_back = 0;
  int line = 0;
};

struct KabFaceEffect {
  int wounds = 0;
  int bases = 0;
  int drive_back = 0;
  int line = 0;
};

enum class GeneralFate { kKilled, kWounded, kStunned, kUnharmed };

struct EffectTable {
  int wounds_per_base = 0;
  int wounds_per_base_line = 0;
  int break_line = 0;
  int combat_line = 0;
  std::array<CombatFaceEffect, kFaceCount> combat{};
  std::array<ShootingFaceEffect, kFaceCount> shooting{};
  std::array<KabFaceEffect, kFaceCount> kab_unit{};
  std::array<GeneralFate, kFaceCount> kab_general{};
  int kab_general_line = 0;

  [[nodiscard]] static EffectTable load(std::string_view text, const std::string& file);
};

[[nodiscard]] std::string_view fate_name(GeneralFate f);

}  // namespace bivouac::reg
