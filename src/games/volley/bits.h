#pragma once
// Bit tricks on card masks.
#include <bit>
#include <cstdint>

#include "core/rng.h"
#include "games/volley/cards.h"

namespace bivouac::volley {

[[nodiscard]] inline int count(CardMask m) { return std::popcount(m); }
[[nodiscard]] inline int lowest(CardMask m) { return std::countr_zero(m); }

// The index of the k-th set bit (k < popcount(m)): halves the word until a byte is left.
[[nodiscard]] inline int select_bit(CardMask m, unsigned k) {
  int base = 0;
  for (int width = 32; width >= 8; width /= 2) {
    const CardMask low = m & ((CardMask{1} << width) - 1);
    const auto n = static_cast<unsigned>(std::popcount(low));
    if (k >= n) {
      k -= n;
      m >>= width;
      base += width;
    } else {
      m = low;
    }
  }
  for (; k > 0; --k) m &= m - 1;
  return base + std::countr_zero(m);
}

// A uniformly random card of a non-empty mask.
[[nodiscard]] inline int random_card(CardMask m, Rng& rng) {
  return select_bit(m, rng.below(static_cast<std::uint32_t>(std::popcount(m))));
}

// Iterate the cards of a mask in id order: for (int c : cards_of(m)).
class cards_of {
 public:
  explicit cards_of(CardMask m) : m_(m) {}
  struct iterator {
    CardMask m;
    int operator*() const { return std::countr_zero(m); }
    iterator& operator++() {
      m &= m - 1;
      return *this;
    }
    bool operator!=(const iterator& o) const { return m != o.m; }
  };
  [[nodiscard]] iterator begin() const { return {m_}; }
  [[nodiscard]] iterator end() const { return {0}; }

 private:
  CardMask m_;
};

}  // namespace bivouac::volley
