#pragma once
// A Volley position. Every card set is a 64-bit mask over the card ids of the CardTable, so a
// state is a few dozen bytes, copies with memcpy and never allocates.
//
// The draw pile is both a mask (for the rules and conservation checks) and an ordered stack
// (so a draw is a pop); observations blank the order and keep only the count.
#include <array>
#include <cstdint>

#include "core/state.h"
#include "core/zone.h"
#include "games/volley/cards.h"

namespace bivouac::volley {

inline constexpr int kHandSize = 7;  // "Each player is dealt 7 cards" (003 L1, SETUP)

enum class Phase : std::uint8_t {
  kManeuver,  // the active player discards, then says done and draws up to 7
  kAttack,    // the active player builds a meld card by card, or passes
  kDefend,    // the defender may negate meld cards with Defense cards
  kCounter,   // the attacker may negate the defender's Defense cards (Fog of War)
  kOver,
};
inline constexpr int kNumPhases = 5;

enum class EndReason : std::uint8_t { kNone, kTroops, kTurnLimit };

// A Defense card on the table and the card it negates (a meld card or another Defense card).
struct Reaction {
  CardId card = 0;
  CardId target = 0;
  friend constexpr bool operator==(const Reaction&, const Reaction&) = default;
};
inline constexpr std::size_t kMaxReactions = 16;

struct VolleyPosition {
  std::array<CardMask, 2> hand{};
  CardMask deck = 0;     // the cards of the draw pile
  CardMask discard = 0;  // face up, public
  CardMask meld = 0;     // the attacker's meld on the table
  // Observations only: cards the viewer cannot locate (the opponent's hand and the draw pile).
  CardMask unknown = 0;
  StaticVector<Reaction, kMaxReactions> reactions;
  Zone<kMaxCards> deck_order;  // the draw pile in order, back() on top; empty when hidden
  std::array<std::int16_t, 2> troops{};
  std::array<std::uint8_t, 2> hand_size{};  // kept so an observation still knows the counts
  std::uint8_t deck_size = 0;
  std::uint8_t active = 0;        // whose turn it is (the attacker)
  std::uint8_t first_player = 0;  // the coin flip
  Phase phase = Phase::kManeuver;
  std::int8_t winner = -1;
  EndReason end = EndReason::kNone;
  std::int32_t turn = 1;  // turns begun, each player's turn counting one (docs/formats.md)

  friend constexpr bool operator==(const VolleyPosition&, const VolleyPosition&) = default;
};

// Compares the random generator too (through StateImpl) and then the position.
class VolleyState final : public StateImpl<VolleyState>, public VolleyPosition {
 public:
  bool operator==(const VolleyState&) const = default;
};

}  // namespace bivouac::volley
