#pragma once
// Movement distances by troop type and going, and the evade roll (sheet 004 lines 82-132),
// loaded from data/movement.toml.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::reg {

// The G, R, D columns of line 89.
enum class Going { kGood, kRough, kDifficult };
inline constexpr int kGoingCount = 3;

struct TroopMove {
  std::string key;
  std::string name;
  int line = 0;
  std::array<std::optional<int>, kGoingCount> distance{};  // nullopt: "-", cannot move
  bool skirmisher = false;
};

struct EvadeRow {
  int low = 0;
  int high = 0;
  int change = 0;
  int line = 0;
};

struct MovementTable {
  std::vector<std::string> goings;
  int goings_line = 0;
  int skirmisher_charge_line = 0;
  int skirmisher_must_evade_line = 0;
  std::vector<TroopMove> troops;
  int fleet_of_foot = 0;
  int fleet_of_foot_line = 0;
  int linear_obstacle = 0;
  int linear_obstacle_line = 0;
  std::string general_moves_as;
  int general_line = 0;

  int evade_line = 0;
  std::vector<EvadeRow> evade;
  int evade_poor = 0;
  int evade_poor_line = 0;
  int evade_superior = 0;
  int evade_superior_line = 0;
  int evade_skirmish = 0;
  int evade_skirmish_line = 0;

  [[nodiscard]] static MovementTable load(std::string_view text, const std::string& file);
  [[nodiscard]] const TroopMove* find(std::string_view key) const;
  [[nodiscard]] std::vector<std::string> keys() const;
  // The evade row for a modified roll (already held within the table's range).
  [[nodiscard]] const EvadeRow& evade_row(int modified_roll) const;
  [[nodiscard]] int evade_min() const;
  [[nodiscard]] int evade_max() const;
};

[[nodiscard]] std::optional<Going> parse_going(std::string_view text);
[[nodiscard]] std::string_view going_name(Going g);

}  // namespace bivouac::reg
