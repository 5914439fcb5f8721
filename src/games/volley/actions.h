#pragma once
// Action ids. Every decision is atomic: discards one card at a time then "done", a meld one card
// at a time then "attack", each reaction one Defense card on one target.
#include "core/action.h"
#include "core/zone.h"

namespace bivouac::volley::act {

inline constexpr Action kDone = 0;    // end discarding, or make no (further) reaction
inline constexpr Action kPass = 1;    // attack phase: do not attack
inline constexpr Action kAttack = 2;  // attack with the meld on the table
inline constexpr Action kDiscardBase = 64;   // + card
inline constexpr Action kMeldBase = 128;     // + card
inline constexpr Action kReactBase = 256;    // + card * 64 + target
inline constexpr Action kEnd = kReactBase + 64 * 64;

[[nodiscard]] constexpr Action discard(int card) { return kDiscardBase + static_cast<Action>(card); }
[[nodiscard]] constexpr Action meld(int card) { return kMeldBase + static_cast<Action>(card); }
[[nodiscard]] constexpr Action react(int card, int target) {
  return kReactBase + static_cast<Action>(card * 64 + target);
}
[[nodiscard]] constexpr bool is_discard(Action a) { return a >= kDiscardBase && a < kMeldBase; }
[[nodiscard]] constexpr bool is_meld(Action a) { return a >= kMeldBase && a < kReactBase; }
[[nodiscard]] constexpr bool is_react(Action a) { return a >= kReactBase && a < kEnd; }
[[nodiscard]] constexpr int card_of(Action a) {
  return is_react(a) ? static_cast<int>((a - kReactBase) / 64) : static_cast<int>(a % 64);
}
[[nodiscard]] constexpr int target_of(Action a) { return static_cast<int>((a - kReactBase) % 64); }

}  // namespace bivouac::volley::act
