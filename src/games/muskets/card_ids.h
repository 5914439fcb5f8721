#pragma once
// Stable card ids for Muskets (docs/network.md, "Card ids"). The rules keep zones as counts by
// type, which is all they need; this ledger follows each physical card beside them, so a card
// keeps one id from the moment a viewer may know it to the end of the game, or until the discard
// is shuffled back into the deck (L45): there no one can follow it, and it comes out under a
// fresh id. Keeping the old one would tell the opponent which of his enemy's cards came out of
// the reshuffled pile and which he held before, which a table of identical copies does not.
//
// Ids are secret random labels: at setup each copy gets a random label from a generator seeded
// by the seed (apart from the game's own random stream, so games play as before). A label says
// nothing about a card's type, its deck position or when it was drawn, so showing it when the
// card becomes known reveals nothing more than the card itself. Which copy of a type moves is
// chosen without looking at labels (the oldest one in the zone; one the opponent scouted first;
// a deck card at random), so the label a viewer sees is uniform over the labels he has not seen.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "core/rng.h"
#include "games/muskets/state.h"

namespace bivouac::muskets {

// Labels are 1..kMaxLabel: wide enough that a fresh label practically never repeats one a
// viewer saw earlier on another card (the chance is about 1e-6 per reshuffle).
inline constexpr std::uint32_t kMaxLabel = 0x7FFFFFFF;

// Where a card lies (MusketsState::place).
enum Place : std::uint8_t {
  kInDeck = 0,
  kInHand0 = 1,  // + player
  kInLine0 = 3,  // + player
  kInDiscard = 5,
  kPlaceCount = 6,
  kPlaceUnknown = 0xFF,  // observation only: a card this viewer may not know
};

[[nodiscard]] inline Place hand_place(int p) {
  return static_cast<Place>(kInHand0 + p);
}
[[nodiscard]] inline Place line_place(int p) {
  return static_cast<Place>(kInLine0 + p);
}

static_assert(kPlaceCount == std::tuple_size_v<decltype(MusketsState::at)>);

// Recomputes the derived masks (MusketsState::at, of_kind) from kind and place: after anything
// that writes kind or place other than move_card and move_all (setup, loading, observations).
void sync_ledger_masks(MusketsState& s);

// Issued labels are bounded so that a document's count stays cheap to check (a loader computes
// them all: a few milliseconds; about 1,600 reshuffles of a whole 40-card deck); past it, fresh
// labels are drawn at random and checked against the others.
inline constexpr std::uint32_t kMaxLabelsIssued = 1U << 16;

// The n-th label (n >= 1) of the bijection keyed by `key`: distinct n give distinct labels in
// 1..kMaxLabel, and without the key a label says nothing of n.
[[nodiscard]] std::uint32_t label_of(std::uint64_t key, std::uint32_t n);

// Labels every copy (types[i] = the type of the i-th copy, in card-table order) with a random id.
void deal_card_ids(MusketsState& s, const int* copies, int type_count, std::uint64_t seed);

// The id (1-based) of the copy of `type` in `from` a move takes; 0 when there is none. In a
// hand it is a copy the opponent scouted if any, else the oldest (scouted: the lowest id); in a
// line or the discard the oldest; in the deck one at random (from the hidden generator state).
[[nodiscard]] inline int card_to_move(const MusketsState& s, int type, Place from);
// The n-th oldest copy (0-based) of `type` in `from`, skipping none; 0 when there is none.
[[nodiscard]] int nth_oldest(const MusketsState& s, int type, Place from, int n);

// Moves the copy card_to_move names and returns its id (0 when there is none).
inline int move_card(MusketsState& s, int type, Place from, Place to);
// Moves every card of `from` to `to` (the discard reshuffled into the deck).
void move_all(MusketsState& s, Place from, Place to);

// The id viewers see for ledger card `card` (1-based): its label.
[[nodiscard]] inline int public_id(const MusketsState& s, int card) {
  return card <= 0 ? 0 : s.label[static_cast<std::size_t>(card - 1)];
}
// Gives the cards in the deck fresh random labels, unused by any other card (after a reshuffle).
void relabel_deck(MusketsState& s);

// Ledger cards (1-based) in `at`, oldest first.
[[nodiscard]] std::vector<int> cards_in(const MusketsState& s, Place at);

}  // namespace bivouac::muskets

namespace bivouac::muskets {

// What is wrong with the ledger of `s` against its zone counts, or "" when nothing is: every id
// has a type and a place, each zone and type holds as many ids as the counts say, each zone's
// ages are 0..n-1, and each hand's scouted ids are the opponent's known cards. Ids an
// observation marks unknown must number the deck and the unseen hand cards.
[[nodiscard]] std::string ledger_error(const MusketsState& s, const int* copies, int type_count);

class CardTable;
// A ledger matching the zone counts of `s`, ids 1, 2, 3... in card-table order, ages in id
// order: what a document written before the ledger gets (docs/formats.md), and test positions.
void ledger_from_counts(MusketsState& s, const CardTable& cards);

}  // namespace bivouac::muskets

namespace bivouac::muskets {

// The moves, inline: the rules move a card about a hundred times a game, and at each call site
// the places are constants, so most of the branches below fold away.
// Set bits of m. std::popcount becomes a library call where the build targets processors
// without the instruction, and the ledger counts on every move.
inline int ledger_bits(std::uint64_t m) {
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}

// The index of the n-th (0-based) set bit of m; m has more than n set bits.
inline int ledger_nth_bit(std::uint64_t m, int n) {
  for (; n > 0; --n) m &= m - 1;
  return std::countr_zero(m);
}

inline int card_to_move(const MusketsState& s, int type, Place from) {
  if (from >= kPlaceCount || type < 0 || type >= kMaxTypes) return 0;
  const std::uint64_t candidates = s.at[from] & s.of_kind[static_cast<std::size_t>(type)];
  if (candidates == 0) return 0;
  if (from == kInDeck) {
    // Deck cards have no age and no viewer knows them: one at random from the hidden generator
    // state (read, not advanced, so the game's stream is unchanged).
    const auto& w = s.chance.rng.words();
    std::uint64_t x = w[0] ^ (w[2] << 1) ^ static_cast<std::uint64_t>(type);
    const auto n = static_cast<std::uint64_t>(ledger_bits(candidates));
    // The high 32 bits scaled to 0..n-1 (no division: this runs on every draw).
    return ledger_nth_bit(candidates, static_cast<int>(((splitmix64(x) >> 32) * n) >> 32)) + 1;
  }
  // A scouted copy first (the lowest id: the opponent knows these ids but not their ages), else
  // the oldest copy.
  const std::uint64_t scouted = (from == kInHand0 || from == kInHand0 + 1)
                                    ? s.seen[static_cast<std::size_t>(from - kInHand0)] & candidates
                                    : 0;
  if (scouted != 0) {
    int pick = std::countr_zero(scouted);
    for (std::uint64_t b = scouted & (scouted - 1); b != 0; b &= b - 1) {
      const int i = std::countr_zero(b);
      pick =
          s.label[static_cast<std::size_t>(i)] < s.label[static_cast<std::size_t>(pick)] ? i : pick;
    }
    return pick + 1;
  }
  // The oldest: ages in a zone are distinct, so the smallest (age, index) pair is it.
  unsigned best = ~0U;
  for (std::uint64_t b = candidates; b != 0; b &= b - 1) {
    const auto i = static_cast<unsigned>(std::countr_zero(b));
    best = std::min(best, (static_cast<unsigned>(s.order[i]) << 8) | i);
  }
  return static_cast<int>(best & 0xFFU) + 1;
}

inline int move_card(MusketsState& s, int type, Place from, Place to) {
  const int id = card_to_move(s, type, from);
  if (id == 0) return 0;
  const auto k = static_cast<std::size_t>(id - 1);
  const std::uint64_t bit = std::uint64_t{1} << (id - 1);
  const std::uint8_t old = s.order[k];
  if ((from == kInHand0 || from == kInHand0 + 1))
    s.seen[static_cast<std::size_t>(from - kInHand0)] &= ~bit;
  s.at[from] &= ~bit;
  // The younger cards of `from` move up one (deck cards have no age).
  if (from != kInDeck) {
    for (std::uint64_t b = s.at[from]; b != 0; b &= b - 1) {
      auto& age = s.order[static_cast<std::size_t>(std::countr_zero(b))];
      age = static_cast<std::uint8_t>(age - (age > old ? 1 : 0));
    }
  }
  s.place[k] = to;
  s.order[k] = to == kInDeck ? 0 : static_cast<std::uint8_t>(ledger_bits(s.at[to]));
  s.at[to] |= bit;
  return id;
}

}  // namespace bivouac::muskets
