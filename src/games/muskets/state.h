#pragma once
// The Muskets position. Cards of one type are interchangeable, so zones other than the ordered
// deck are counts by card type: small, fixed-size and cheap to copy.
#include <array>
#include <cstdint>

#include "core/state.h"
#include "core/zone.h"
#include "games/muskets/card_table.h"

namespace bivouac::muskets {

using Counts = std::array<std::uint8_t, kMaxTypes>;

// Where the turn stands: the phase, or the decision pending inside it (rule lines 29-41).
enum class Step : std::uint8_t {
  kBattlePlan,      // active: play a General to draw 2, or pass
  kDeploy,          // active: deploy infantry one card at a time, then done
  kBattery,         // active: Cannon at an enemy infantry type, or pass
  kBatteryAnswer,   // defender: negate with Aim, or allow
  kBombardment,     // active: Cannon for 3 morale, or pass
  kFlanking,        // active: Cavalry, or pass
  kFlankingAnswer,  // defender: negate with Ready, or allow
  kFire,            // active: a Fire Order combination, or pass
  kCasualties,      // defender: choose the infantry he loses, one card at a time
  kCharge,          // active: Fire card for a Bayonet Charge, or pass
  kRally,           // active: General for 3 morale, or pass
  kHandLimit,       // active: discard down to the hand limit
  kGameOver,
};
inline constexpr int kStepCount = 13;

struct MusketsState : StateImpl<MusketsState> {
  Zone<kMaxCards> deck;                  // card types; back() is the top
  std::array<Counts, 2> hand{};          // by type
  std::array<Counts, 2> known{};         // of hand[p], what the opponent has seen (scouting)
  std::array<std::uint8_t, 2> unseen{};  // observation only: cards of hand[p] the viewer cannot see
  std::array<Counts, 2> line{};          // infantry in play, face up
  Counts discard{};
  std::array<std::int16_t, 2> morale{};
  std::uint16_t turn = 1;  // turns begun, counting both players' turns
  std::uint8_t active = 0;
  std::uint8_t first_player = 0;
  Step step = Step::kBattlePlan;
  std::int8_t winner = -1;  // -1 none yet or a draw
  // Pending decisions.
  std::uint8_t battery_target = 0;  // infantry type the Cannon fired at
  std::uint8_t charge_pending = 0;  // casualties come from a Bayonet Charge
  std::uint8_t scouted = 0;         // a Light Infantry scouted in this Deploy phase
  std::int16_t casualty_force = 0;  // Force the defender must absorb
  Counts losing{};                  // defender's infantry chosen so far
  // The card ledger (card_ids.h): card id i+1 is a copy of type kind[i] lying at place[i], the
  // order[i]-th oldest card there (0 = oldest; unused in the deck). seen[p]: bit i set when the
  // card of id i+1 is in p's hand and his opponent scouted it. An observation marks the cards
  // its viewer may not know kUnknownCard / kPlaceUnknown.
  std::array<std::uint8_t, kMaxCards> kind{};
  std::array<std::uint8_t, kMaxCards> place{};
  std::array<std::uint8_t, kMaxCards> order{};
  std::array<std::uint64_t, 2> seen{};
  // The id a viewer sees for card i: a random 31-bit label, drawn afresh when the card is
  // shuffled back into the deck (no one can follow it there). 0 in an observation where hidden.
  std::array<std::uint32_t, kMaxCards> label{};
  std::uint8_t card_total = 0;  // copies in the game: ids 1..card_total
  // Labels are issued as label_of(label_key, 1), (2), ...: a keyed bijection, so no label is
  // ever issued twice and none needs checking against the others (card_ids.h). label_key is as
  // secret as the generator; 0 where unknown (an observation, a determinized or older document),
  // and then fresh labels are drawn at random and checked instead.
  std::uint64_t label_key = 0;
  std::uint32_t labels_issued = 0;
  // Derived from kind and place (sync_ledger_masks), so that a move is a few bit operations
  // rather than a pass over every card: bit i of at[z] is set when card i+1 lies at place z
  // (card_ids.h, Place), bit i of of_kind[t] when it is of type t. Never saved.
  std::array<std::uint64_t, 6> at{};
  std::array<std::uint64_t, kMaxTypes> of_kind{};

  bool operator==(const MusketsState&) const = default;
};

[[nodiscard]] inline int count(const Counts& c) {
  int n = 0;
  for (auto v : c) n += v;
  return n;
}

}  // namespace bivouac::muskets
