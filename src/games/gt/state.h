#pragma once
// A GT position: the two decks, every player's hand and units in play, victory piles, and the
// pending decision of the turn in progress. Fixed-size members only, so copies never allocate.
#include <algorithm>
#include <array>
#include <cstdint>

#include "core/state.h"
#include "core/zone.h"
#include "games/gt/card_data.h"

namespace bivouac::gt {

inline constexpr int kMaxSeats = 6;
inline constexpr std::uint8_t kNone = 0xFF;

// A Battle card's id in the seat view (card_ids.h): a secret label given when the card leaves the
// deck, 0 for none (a card in the deck, or one an observation hides).
using CardLabel = std::uint32_t;
template <std::size_t N>
using Labels = StaticVector<CardLabel, N>;

// A unit card in play with what lies on it.
struct Unit {
  std::uint8_t type = 0;        // index into CardTable::units
  std::uint8_t dm = 0;          // damage markers
  std::uint8_t leader = kNone;  // battle card type, or kNone
  std::uint8_t terrain = kNone;
  // 1, 2, 3... in the order units enter play, kept for the whole game (a loss renumbers no one):
  // the unit's card id in the seat view (board_view.cpp). Entering play is public, so it tells
  // nobody anything hidden.
  std::uint8_t id = 0;
  // 1, 2, 3... in the order this player's units enter play, kept for the whole game: the "#n" of
  // "Line Infantry (P1 #2)" in action texts and narration, so a label names one unit from the
  // first event to the last, whatever units are lost before it.
  std::uint8_t number = 0;
  // The labels of the Leader and Terrain cards on it (0 when none).
  CardLabel leader_id = 0;
  CardLabel terrain_id = 0;
  friend bool operator==(const Unit&, const Unit&) = default;
};

// Where the turn stands. Steps that wait for a decision name who decides in `decider`.
enum class Step : std::uint8_t {
  kReserve,      // active player: Reserve phase cards, leaders, terrain (L67-74)
  kDispatch,     // active player: discards after Dispatch, `pending` left
  kAttack,       // active player: declare the Primary Attack or none (L76-84)
  kTarget,       // active player: the target of the declared attack
  kShootDefend,  // target's owner: a Defense card against a Shoot primary (L96-97)
  kScreen,       // target's owner: which light troops take Screen's DM
  kSpoils,       // the winning unit's owner: take the defeated unit's Terrain (L98-99)
  kShootWindow,  // active player: Rout (L94-95), then on to the Opportunity phase
  kOpportunity,  // target's owner: an Opportunity attack against the melee attacker (L101-105)
  kMeleeDefend,  // target's owner: a Defense card against the Melee primary
  kMeleeWindow,  // active player: Rout in Melee Resolution (option rout_in_melee)
  kEndDiscard,   // active player: discard down to the hand limit (L110-111)
  kGameOver,
};
inline constexpr int kNumSteps = 13;

enum class EndReason : std::uint8_t { kNone, kDestroyed, kTurnLimit, kStalemate };

enum class Seat : std::uint8_t { kInPlay, kDestroyed, kRetired };

// The Primary Attack of the current turn (and the response it met).
struct AttackContext {
  std::uint8_t card = kNone;  // battle type; kNone when no attack was declared
  std::uint8_t unit = kNone;  // attacking unit of the active player; kNone once gone
  std::uint8_t target_player = kNone;
  std::uint8_t target_unit = kNone;     // kNone for a Barrage (whole army) or once defeated
  std::uint8_t protected_unit = kNone;  // Barrage: the unit a Defense card saved
  bool negated = false;
  friend bool operator==(const AttackContext&, const AttackContext&) = default;
};

// Everything a seat owns, one entry per seat. The seats past a game's player count stay empty in
// every position of that game, so copy_seated can skip them: an observation is taken before every
// action, and copying all six seats was a third of a random game's time.
struct GtSeats {
  std::array<Zone<kMaxBattleCards>, kMaxSeats> hand{};
  // Per hand slot: the other players who have seen that card (Probe, Scouts); travels with it.
  std::array<StaticVector<std::uint8_t, kMaxBattleCards>, kMaxSeats> known{};
  // Per hand slot: the card's label (card_ids.h); travels with it.
  std::array<Labels<kMaxBattleCards>, kMaxSeats> hand_ids{};
  std::array<StaticVector<Unit, kMaxUnitsInDeck>, kMaxSeats> units{};
  std::array<Zone<kMaxUnitsInDeck>, kMaxSeats> victory_units{};
  std::array<Zone<32>, kMaxSeats> victory_leaders{};
  // Beside the victory piles: each unit's Unit::id and each Leader's label.
  std::array<Zone<kMaxUnitsInDeck>, kMaxSeats> victory_unit_ids{};
  std::array<Labels<32>, kMaxSeats> victory_leader_ids{};
  std::array<Seat, kMaxSeats> seat{};

  // The first `players` entries of every array above.
  void copy_seated(const GtSeats& from, int players) {
    const auto n = static_cast<std::size_t>(players);
    std::copy_n(from.hand.begin(), n, hand.begin());
    std::copy_n(from.known.begin(), n, known.begin());
    std::copy_n(from.hand_ids.begin(), n, hand_ids.begin());
    std::copy_n(from.units.begin(), n, units.begin());
    std::copy_n(from.victory_units.begin(), n, victory_units.begin());
    std::copy_n(from.victory_leaders.begin(), n, victory_leaders.begin());
    std::copy_n(from.victory_unit_ids.begin(), n, victory_unit_ids.begin());
    std::copy_n(from.victory_leader_ids.begin(), n, victory_leader_ids.begin());
    std::copy_n(from.seat.begin(), n, seat.begin());
  }
  friend bool operator==(const GtSeats&, const GtSeats&) = default;
};
// A member added to GtSeats must be copied in copy_seated too: this fails until the sum below
// names it (only the tail padding may differ).
static_assert(sizeof(GtSeats) < alignof(GtSeats) + sizeof(GtSeats::hand) + sizeof(GtSeats::known) +
                                    sizeof(GtSeats::hand_ids) + sizeof(GtSeats::units) +
                                    sizeof(GtSeats::victory_units) +
                                    sizeof(GtSeats::victory_leaders) +
                                    sizeof(GtSeats::victory_unit_ids) +
                                    sizeof(GtSeats::victory_leader_ids) + sizeof(GtSeats::seat));

// The rest of the position: the shared decks and piles and the turn in progress.
struct GtCommon {
  Zone<kMaxUnitsInDeck> army;  // back() is the top card
  Zone<kMaxBattleCards> deck;  // back() is the top card
  Zone<kMaxBattleCards> discard;
  Zone<16> spoils;                      // Terrain of defeated units waiting for the winner's choice
  Labels<kMaxBattleCards> discard_ids;  // each discarded card's label, beside `discard`
  Labels<16> spoils_ids;
  // The secret key of the labels (card_ids.h) and how many it has given; an observation has no
  // key.
  std::uint64_t label_key = 0;
  std::uint32_t labels_issued = 0;

  Step step = Step::kReserve;
  Step resume = Step::kReserve;  // where kDispatch, kScreen and kSpoils return to
  std::uint8_t active = 0;
  std::uint8_t decider = 0;
  std::uint8_t pending = 0;  // discards still owed after Dispatch
  std::uint8_t spoils_player = kNone;
  std::uint8_t spoils_unit = kNone;
  std::uint8_t next_unit_id = 1;                        // Unit::id of the next unit to enter play
  std::array<std::uint8_t, kMaxSeats> units_entered{};  // per player: Unit::number given so far
  std::array<std::uint8_t, 2> rotation{};               // next seat index within each side
  bool extra_turn = false;                              // Breakthrough
  std::uint64_t moved_leaders = 0;  // units whose Leader already moved this Reserve phase
  AttackContext attack;
  std::uint16_t turn = 0;         // turns completed
  std::uint16_t quiet_turns = 0;  // consecutive turns with no decision at all
  std::int8_t winner = -1;
  EndReason end_reason = EndReason::kNone;

  friend bool operator==(const GtCommon&, const GtCommon&) = default;
};

// The position without the random generator (State::chance), so equality can be defaulted here.
struct GtFields : GtCommon, GtSeats {
  // `*this = from` for two positions of one game of `players` seats.
  void copy_seated(const GtFields& from, int players) {
    static_cast<GtCommon&>(*this) = from;
    GtSeats::copy_seated(from, players);
  }
  friend bool operator==(const GtFields&, const GtFields&) = default;
};

struct GtState : StateImpl<GtState>, GtFields {
  friend bool operator==(const GtState& a, const GtState& b) {
    return static_cast<const GtFields&>(a) == static_cast<const GtFields&>(b);
  }
};

}  // namespace bivouac::gt
