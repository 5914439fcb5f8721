#pragma once
// Stable ids for GT's Battle cards (docs/network.md, "Card ids"). The rules keep every zone as a
// list of card types; beside each zone that holds Battle cards out of the deck (hands, discard,
// spoils, victory piles, a unit's Leader and Terrain) lies a list of labels, moved with the card.
//
// A card gets its label when it leaves the Battle deck (drawn or dealt) and loses it when the
// discard is shuffled back into the deck (L65): no one can follow a card through a shuffle, so it
// comes out under a fresh label. The label is the image of a counter under a bijection keyed by
// a secret drawn at setup apart from the game's random stream (so the dice and shuffles are the
// ones they always were, and no label is ever given twice, with no search). It says nothing
// about the card's type or when it was drawn; an observation hides the key and the labels of the
// cards its viewer may not know, so a card that becomes known (played from an enemy hand) shows
// a label the viewer cannot tie to any earlier hidden slot.
//
// Labels are 1000..2^31-1, so units, which keep their Unit::id (1, 2, 3... as they enter play,
// which is public), never share one with a Battle card.
#include <cstdint>
#include <string>

#include "games/gt/state.h"

namespace bivouac::gt {

inline constexpr CardLabel kFirstLabel = 1000;
inline constexpr CardLabel kLastLabel = 0x7FFFFFFF;

// The n-th label (n >= 1) of the bijection keyed by `key`: distinct n give distinct labels.
[[nodiscard]] CardLabel label_of(std::uint64_t key, std::uint32_t n);

// The secret key of a new game, from its seed (apart from the game's random stream).
[[nodiscard]] std::uint64_t label_key_for(std::uint64_t seed);

// A fresh label for a card leaving the deck.
inline CardLabel next_label(GtState& s) {
  return label_of(s.label_key, ++s.labels_issued);
}

// Gives a label to every card out of the deck that has none (a document written before the ids,
// whose key comes from its random generator state): the lists are padded to their zones'
// lengths.
void give_missing_labels(GtState& s, int players);

// Labels the hand cards a determinized world dealt in place of hidden ones, none of them a label
// another card holds (the world has no key: its observation hid it).
void label_dealt_hand_cards(GtState& s, int players);

// What is wrong with the labels of `s`, or "" when nothing is: every list as long as its zone,
// every label given once and, with a key, one of the labels_issued labels the key gave; each
// victory-pile unit's id unique among the units and below next_unit_id.
[[nodiscard]] std::string label_error(const GtState& s, int players);

}  // namespace bivouac::gt
