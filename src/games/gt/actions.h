#pragma once
// Compact action ids: kind, card type and two small operands (a player and a unit index).
#include <cstdint>

#include "core/action.h"

namespace bivouac::gt {

enum class Act : std::uint8_t {
  kDone,         // end the phase / decline the response / leave the terrain
  kEvent,        // card; a = target player or kNone; b = target unit or kNone
  kLeader,       // card; b = own unit
  kMoveLeader,   // a = from unit; b = to unit
  kTerrain,      // card; b = own unit
  kAttack,       // card; b = attacking unit
  kTarget,       // a = player; b = unit, or kNone for the whole army (Barrage)
  kDefend,       // card; b = defending unit, or kNone when the whole army is defended
  kScreen,       // b = own light troops unit taking the DM
  kOpportunity,  // card
  kTakeTerrain,  // card
  kDiscard,      // card
};

[[nodiscard]] constexpr Action make_action(Act k, std::uint8_t card = 0, std::uint8_t a = 0,
                                           std::uint8_t b = 0) {
  return (static_cast<Action>(k) << 24) | (static_cast<Action>(card) << 16) |
         (static_cast<Action>(a) << 8) | b;
}
[[nodiscard]] constexpr Act act_kind(Action a) {
  return static_cast<Act>(a >> 24);
}
[[nodiscard]] constexpr std::uint8_t act_card(Action a) {
  return static_cast<std::uint8_t>(a >> 16);
}
[[nodiscard]] constexpr std::uint8_t act_a(Action a) {
  return static_cast<std::uint8_t>(a >> 8);
}
[[nodiscard]] constexpr std::uint8_t act_b(Action a) {
  return static_cast<std::uint8_t>(a);
}

}  // namespace bivouac::gt
