#pragma once
// Helpers shared by the rule files of GT; not part of the game's interface.
#include <array>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <utility>

#include "core/event.h"
#include "games/gt/card_ids.h"
#include "games/gt/gt_game.h"

namespace bivouac::gt::detail {

// Turns in a row without an attack or a card played after which the game is a stalemate draw.
inline constexpr int kMaxQuietTurns = 200;

// Card types already visited while walking a hand, so each type is offered once.
class TypeSet {
 public:
  // True the first time a type is seen.
  bool first(std::uint8_t t) {
    const std::uint64_t bit = 1ull << (t & 63u);
    auto& word = words_[t >> 6];
    if (word & bit) return false;
    word |= bit;
    return true;
  }

 private:
  std::array<std::uint64_t, 4> words_{};  // every CardId, kUnknownCard included
};

inline std::size_t idx(int p) {
  return static_cast<std::size_t>(p);
}

// The card ids (Unit::id, the seat view's id) of units in play, for an event's `data.ids`: a unit
// in play lies face up, so its id is public. Pairs of (player, index); kNone entries are skipped.
[[nodiscard]] nlohmann::json unit_ids(const GtState& s,
                                      std::initializer_list<std::pair<int, int>> units);

// --- Hands and decks ----------------------------------------------------------------------
// Puts `card` with its label (card_ids.h) into p's hand.
void add_to_hand(GtState& s, int p, std::uint8_t card, CardLabel id);
// A loaded position's unit ids (board_view.cpp): units without one (documents written before
// units had ids) are numbered after the highest, seat by seat; `next` (0: not given) is checked
// against them. Throws FormatError on a repeated id.
void number_units(GtState& s, int players, int next);
// Checks each player's unit numbers are unique and below units_entered; gives the units of a
// document without numbers the numbers their places gave them.
void check_unit_numbers(GtState& s, int players, bool entered_given);
// Removes the first copy of `card` from p's hand and returns its label; kNoCard if he has none.
inline constexpr int kNoCard = -1;
int remove_from_hand(GtState& s, int p, std::uint8_t card);
// Puts a card with its label on the discard pile.
inline void to_discard(GtState& s, std::uint8_t card, CardLabel id) {
  s.discard.push_back(card);
  s.discard_ids.push_back(id);
}
// Moves p's hand card `card` to the discard pile and returns its label (0 if he has none).
CardLabel discard_from_hand(GtState& s, int p, std::uint8_t card);
// Moves every Terrain waiting in the spoils to the discard pile.
void discard_spoils(GtState& s);
// Draws one Battle card, reshuffling the discard when the deck runs out (L64-65).
bool draw_battle(const GtGame& g, GtState& s, int p, EventLog* log);
void draw_battle_cards(const GtGame& g, GtState& s, int p, int n, EventLog* log);
// Probe and Scouts: `spier` now knows every card in `target`'s hand until it moves.
void spy(const GtGame& g, GtState& s, int spier, int target, EventLog* log);

// --- Damage and defeat --------------------------------------------------------------------
// Puts DM on a unit and defeats it if they exceed its Defense (L89-90). `credit` keeps the unit;
// the unit (taker_player, taker_unit) may then take its Terrain (L98-99).
void add_dm(const GtGame& g, GtState& s, int q, int i, int dm, int credit, int taker_player,
            int taker_unit, EventLog* log);
// Defeats the unit if its DM now exceed its Defense (after a Leader or Terrain was lost).
void check_defeat(const GtGame& g, GtState& s, int q, int i, int credit, int taker_player,
                  int taker_unit, EventLog* log);
void defeat(const GtGame& g, GtState& s, int q, int i, int credit, int taker_player, int taker_unit,
            EventLog* log);
[[nodiscard]] bool game_over(const GtState& s);

// --- Turn flow ----------------------------------------------------------------------------
void run(const GtGame& g, GtState& s, EventLog* log);
void finish_shoot(const GtGame& g, GtState& s, EventLog* log);
void finish_melee(const GtGame& g, GtState& s, EventLog* log);
// The Opportunity card (label `id`) is already on the discard pile.
void resolve_opportunity(const GtGame& g, GtState& s, std::uint8_t card, CardLabel id,
                         EventLog* log);
void play_event(const GtGame& g, GtState& s, std::uint8_t card, std::uint8_t a, std::uint8_t b,
                EventLog* log);
[[nodiscard]] bool primary_is_melee(const GtGame& g, const GtState& s);
// The active player's step (as opposed to a response by the target's owner).
[[nodiscard]] bool is_active_step(Step step);

// --- Legal action generators (Sink::add returns false to stop early) ----------------------
struct ListSink {
  ActionList* out;
  // One slot stays free for "done". Only a pathological position (dozens of units and every
  // Leader and Terrain in one hand) could reach the cap; the list is then cut short, never broken.
  bool add(Action a) {
    if (out->size() + 1 >= ActionList::capacity()) return false;
    out->push_back(a);
    return true;
  }
};
struct AnySink {
  bool found = false;
  bool add(Action) {
    found = true;
    return false;
  }
};

// Fills the choices of the current step (without its "done"); true if the step has any.
bool choices(const GtGame& g, const GtState& s, ListSink& sink);
bool has_choice(const GtGame& g, const GtState& s);
// Whether the current step may be declined or ended with "done".
bool step_has_done(Step step);

}  // namespace bivouac::gt::detail
