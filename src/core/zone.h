#pragma once
// Cards are small ids into a game's card table; zones are inline fixed-capacity stacks of them
// whose back() is the top card.
#include <cstdint>

#include "core/rng.h"
#include "core/static_vector.h"

namespace bivouac {

using CardId = std::uint8_t;
// A card whose identity the observing player does not know.
inline constexpr CardId kUnknownCard = 0xFF;

template <std::size_t N>
using Zone = StaticVector<CardId, N>;

// The cards a player cannot see, gathered from the full card set minus what he knows, then dealt
// at random into the unknown slots of an observation: the core of every determinization.
template <std::size_t N>
class UnknownPool {
 public:
  void add(CardId c) { cards_.push_back(c); }
  // Removes one copy of a card the observer knows about; false if it was not in the pool.
  bool remove(CardId c) { return cards_.erase_value(c); }
  void shuffle(Rng& rng) { rng.shuffle(cards_.begin(), cards_.end()); }
  CardId take() { return cards_.pop_back(); }
  [[nodiscard]] std::size_t size() const { return cards_.size(); }
  [[nodiscard]] bool empty() const { return cards_.empty(); }

  // Replaces each kUnknownCard in `zone` with a card from the (shuffled) pool.
  template <class Z>
  void fill(Z& zone) {
    for (auto& c : zone) {
      if (c == kUnknownCard) c = take();
    }
  }

 private:
  StaticVector<CardId, N> cards_;
};

}  // namespace bivouac
