#pragma once
// The position of a Ready Aim Fire game. Fixed-size members only: copies never allocate.
//
// Card ids: player q's army is q*39 + i (i < 28 battalions, 28..38 commanders); the 40 tactics
// cards are 78..117. A stack is a zone whose back() is the top card. Shaken/Blown markers and
// "the opponent knows this card here" travel with the card in its slot, because the markers are
// visible on a face-down card and knowledge is about a slot, not a card id.
#include <array>
#include <cstdint>

#include "core/state.h"
#include "core/zone.h"

namespace bivouac::raf {

inline constexpr int kStacks = 5;
inline constexpr int kArmyCards = 39;
inline constexpr int kFirstTactic = 78;
inline constexpr int kNumCards = 118;
inline constexpr CardId kNoCard = 0xFE;

[[nodiscard]] constexpr int owner_of(CardId c) {
  return c < kArmyCards ? 0 : 1;
}
[[nodiscard]] constexpr int army_index(CardId c) {
  return c % kArmyCards;
}
[[nodiscard]] constexpr bool is_commander(CardId c) {
  return c < kFirstTactic && army_index(c) >= 28;
}
[[nodiscard]] constexpr bool is_battalion(CardId c) {
  return c < kFirstTactic && army_index(c) < 28;
}
[[nodiscard]] constexpr bool is_tactic_card(CardId c) {
  return c >= kFirstTactic && c < kNumCards;
}

enum SlotFlag : std::uint8_t {
  kShaken = 1,
  kBlown = 2,
  kFreshBlown = 4,  // blown during its owner's current turn: cannot recover this turn (L139-141)
  kKnownOpp = 8,    // the card's owner's opponent knows which card is in this slot
};

// remembered[c]: bit k (k < kStacks) = the card may lie in its owner's stack k; kRememberHand =
// it may still be in its owner's hand (the opponent saw it there with Scouts).
inline constexpr std::uint8_t kRememberHand = 1u << kStacks;

struct Slot {
  CardId card = kNoCard;
  std::uint8_t flags = 0;
  friend bool operator==(const Slot&, const Slot&) = default;
};
using StackZone = StaticVector<Slot, 8>;
using HandZone = StaticVector<Slot, 24>;

struct General {
  CardId card = kNoCard;
  std::uint8_t left = 0;  // re-rolls left this turn
  std::uint8_t made = 0;  // re-rolls made (death roll counter)
  // A Divisional General's re-roll: one fewer this turn, one more towards his death roll.
  void spend_reroll() {
    --left;
    ++made;
  }
  friend bool operator==(const General&, const General&) = default;
};

enum class Step : std::uint8_t {
  kSetup,             // current setup player places battalions
  kConfusion,         // non-active player may play Confusion before the Draw phase
  kDraw,              // active player draws (choice of deck) and may play draw cards
  kTerrain,           // active player may play one Terrain card
  kReinforce,         // reorganise / move / place from hand / commanders
  kReorder,           // picking the new order of the stack being reorganised
  kDifficult,         // non-active player may play Difficult Terrain
  kAttack,            // active player chooses an attack or ends the Attack phase
  kAttackTactics,     // attacker plays combat tactics
  kDefendTactics,     // defender plays reactive tactics
  kRideAround,        // cavalry facing a square: try to ride around or charge
  kAttackReroll,      // attacker may re-roll his combat die with his general
  kDefendReroll,      // defender may re-roll with his general
  kMoraleReroll,      // the owner of a failed morale roll may re-roll
  kEliminateDiscard,  // defender picks a battalion of his discard pile to eliminate
  kDiscardOne,        // Discard and Redraw: optional free discard
  kTrim,              // discard down to 7
  kRedraw,            // draw up to 7 (choice of deck)
  kOver,
  // Added later; kept after kOver so the numbers of saved states do not change.
  kDesignate,      // army_commander=secret: the setup player names his Army Commander (L224-226)
  kSquareReroll,   // square_rerolls=on: the defender may re-roll a failed square roll
  kRideReroll,     // square_rerolls=on: the attacker may re-roll a failed ride-around roll
  kAttackSupport,  // support=choice: the attacker picks a supporting battalion or none (L115)
  kDefendSupport,  // support=choice: the defender picks a supporting battalion or none
  kSetupStack,     // setup: the battalion is picked, now its stack (a two-step choice)
};
inline constexpr Step kLastStep = Step::kSetupStack;

// A morale check waiting for the Morale phase (L175-186) or being resolved.
struct MoraleEntry {
  std::uint8_t player = 0;
  std::uint8_t stack = 0;
  std::uint8_t kind = 0;  // MoraleKind
  std::int8_t bonus = 0;  // added to the roll (Overrun)
  CardId card = kNoCard;  // kImmediate: the battling card that tests
  friend bool operator==(const MoraleEntry&, const MoraleEntry&) = default;
};

enum MoraleKind : std::uint8_t {
  kStackCheck,   // every battalion in the stack tests, top first; failures rout
  kArmyCheck,    // Army Commander killed: every battalion tests at -1, failures eliminated
  kReviveCheck,  // each Shaken battalion of the active player tests; success revives
  kBlownCheck,   // each Blown cavalry of the active player tests; success recovers
  kImmediate,    // a 0 result: one battling card tests, failure shakes it
};

// A morale test paused for a re-roll decision.
struct PendingTest {
  std::uint8_t player = 0;
  std::uint8_t stack = 0;
  std::uint8_t pos = 0;     // slot index in the stack (0 = bottom)
  std::uint8_t kind = 0;    // MoraleKind
  std::uint8_t roll = 0;    // current 2d6 total
  std::uint8_t target = 0;  // pass on roll + bonus <= target
  std::int8_t bonus = 0;
  std::uint8_t ac_used = 0;  // Army Commander re-rolls are used after the general's
  friend bool operator==(const PendingTest&, const PendingTest&) = default;
};

struct Combat {
  std::uint8_t att_stack = 0;
  std::uint8_t att_pos = 0;  // slot index of the battling cards
  std::uint8_t def_stack = 0;
  std::uint8_t def_pos = 0;
  std::uint8_t kind = 0;          // AttackKind
  std::uint8_t flank = 0;         // 1 when this is a flank attack (L163-171)
  std::uint32_t att_tactics = 0;  // bit per Tactic played by the attacker
  std::uint32_t def_tactics = 0;
  std::uint8_t square = 0;  // 0 no test, 1 formed, 2 failed
  std::uint8_t att_die = 0;
  std::uint8_t def_die = 0;
  std::uint8_t def_die2 = 0;  // Second Volley's second die
  CardId att_card = kNoCard;
  CardId def_card = kNoCard;
  // 1 + slot index of the battalion supporting the attacker (L114-118), 0 for none.
  std::uint8_t att_support = 0;
  std::uint8_t def_support = 0;
  friend bool operator==(const Combat&, const Combat&) = default;
};

enum AttackKind : std::uint8_t {
  kNormalAttack,
  kSabersAttack,
  kFusilladeAttack,
  kProbeAttack,
  kIndirectAttack,
  kDiscardAttack
};

struct RafState : StateImpl<RafState> {
  std::array<std::uint8_t, 2> nation{};
  std::uint8_t first_player = 0;
  std::uint8_t active = 0;
  std::uint8_t setup_player = 0;
  std::uint16_t turn = 0;  // player-turns begun; 1 and 2 are the face-up first turns
  Step step = Step::kSetup;
  std::int8_t winner = -1;
  std::uint8_t end_reason = 0;  // EndReason

  std::array<std::array<StackZone, kStacks>, 2> stacks{};
  std::array<std::array<Zone<5>, kStacks>, 2> terrain{};  // terrain cards lying on each stack
  std::array<std::array<General, kStacks>, 2> generals{};
  std::array<General, 2> army_commander{};
  std::array<std::uint8_t, 2> ac_dead{};            // -1 morale for the rest of the game
  std::array<std::uint8_t, 2> general_died_mask{};  // stacks whose general was killed (takeover)
  std::array<std::uint8_t, 2> ac_assigned{};        // an Army Commander has been named
  std::array<std::uint8_t, 2> ac_stack{};           // 1 + stack the Army Commander took over
  std::array<std::uint8_t, 2> emptied_mask{};       // stacks ever emptied (cumulative victory)
  // army_commander=secret|random: the commander designated at setup (kNoCard before that, or
  // under first_played). Hidden from the opponent until it is played behind the line.
  std::array<CardId, 2> ac_designated{kNoCard, kNoCard};

  std::array<HandZone, 2> hand_army{};
  std::array<HandZone, 2> hand_tactics{};
  std::array<Zone<40>, 2> reserve{};
  std::array<Zone<40>, 2> discard{};
  std::array<Zone<40>, 2> eliminated{};
  std::array<Zone<12>, 2> set_aside{};  // commanders not used in this battle
  // Battalions still to place during setup; in the kDesignate step, the six commanders drawn
  // for the battle (L224), which their owner looks at to designate his Army Commander.
  std::array<Zone<28>, 2> setup_pool{};
  Zone<40> tactics_deck{};
  Zone<40> tactics_discard{};

  // Knowledge that outlives a slot (common knowledge, so kept in observations):
  std::array<std::uint8_t, kNumCards> seen{};        // bit p: player p has seen this card
  std::array<std::uint8_t, kNumCards> remembered{};  // where the opponent knows it lies (above)

  // Turn bookkeeping.
  std::uint8_t draws_left = 0;
  std::uint8_t confused = 0;  // Confusion: the active player draws nothing this turn
  std::uint8_t terrain_played = 0;
  std::uint8_t reorganised = 0;
  std::uint8_t moves_left = 0;
  std::uint8_t placed_from_hand = 0;
  std::uint8_t reorder_stack = 0;
  std::uint8_t reorder_done = 0;  // cards already put in their new order (from the top)
  std::int8_t attacks_left = 0;
  std::uint8_t stacks_attacked = 0;  // per_stack_plus_one: stacks that used their attack
  std::uint8_t extra_used = 0;       // per_stack_plus_one: the one extra attack is used
  std::uint8_t free_discard_done = 0;
  std::uint8_t difficult_offered = 0;
  std::uint8_t setup_kind = 0;    // kSetupStack: the troop picked to be placed
  std::uint8_t opening_told = 0;  // the opening has been narrated

  Combat combat{};
  std::uint8_t in_combat = 0;
  StaticVector<MoraleEntry, 32> morale_queue{};
  StaticVector<MoraleEntry, 16> immediate_queue{};  // checks resolved inside the current combat
  PendingTest test{};
  std::uint8_t test_active = 0;
  std::uint8_t morale_running = 0;    // the Morale phase is resolving its queue
  std::uint8_t morale_cursor = 0;     // next slot (from the top) of the entry being resolved
  std::uint8_t morale_routs = 0;      // routs so far in this stack check (cumulative +1)
  std::uint8_t checks_in_combat = 0;  // the checks being run belong to a combat, not the phase

  friend bool operator==(const RafState&, const RafState&) = default;
};

enum EndReason : std::uint8_t { kNotOver, kThreePositions, kBreakpoint, kTurnLimit };

}  // namespace bivouac::raf
