#pragma once
// Action ids: kind in the high byte, argument (a card type or a Fire Order pattern) in the low.
#include <cstdint>

#include "core/action.h"

namespace bivouac::muskets {

enum class Kind : std::uint8_t {
  kPass,        // "pass"
  kDone,        // "done"
  kBattlePlan,  // "play General, draw 2"
  kDeploy,      // "deploy <infantry>"
  kCannonAt,    // "cannon at <infantry>"
  kAllow,       // "allow"
  kNegate,      // "negate with Aim" / "negate with Ready"
  kBombard,     // "bombard with Cannon"
  kFlank,       // "flank with Cavalry"
  kFireOrder,   // "fire order <card> <card> <card>"; arg bit i set = General replaces card i
  kLose,        // "lose <infantry>"
  kCharge,      // "charge with Fire"
  kRally,       // "rally with General"
  kDiscard,     // "discard <card>"
};

[[nodiscard]] constexpr Action make_action(Kind k, int arg = 0) {
  return (static_cast<Action>(k) << 8) | static_cast<Action>(arg);
}
[[nodiscard]] constexpr Kind kind_of(Action a) {
  return static_cast<Kind>(a >> 8);
}
[[nodiscard]] constexpr int arg_of(Action a) {
  return static_cast<int>(a & 0xFFu);
}

}  // namespace bivouac::muskets
