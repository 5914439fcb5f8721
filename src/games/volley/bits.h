#pragma once
// Bit tricks on card masks.
#include <bit>
#include <cstdint>

#include "core/rng.h"
#include "games/volley/cards.h"

namespace bivouac::volley {

// Without -mpopcnt, std::popcount becomes a libgcc call that dominated random playouts; the
// inline SWAR version keeps the portable build fast.
[[nodiscard]] inline int count(CardMask m) {
#if defined(__POPCNT__)
  return std::popcount(m);
#else
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
#endif
}
// More than one card in the mask.
[[nodiscard]] constexpr bool several(CardMask m) { return (m & (m - 1)) != 0; }
[[nodiscard]] inline int lowest(CardMask m) { return std::countr_zero(m); }

// The index of the k-th set bit (k < popcount(m)): halves the word until a byte is left.
[[nodiscard]] inline int select_bit(CardMask m, unsigned k) {
  int base = 0;
  for (int width = 32; width >= 8; width /= 2) {
    const CardMask low = m & ((CardMask{1} << width) - 1);
    const auto n = static_cast<unsigned>(count(low));
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
  return select_bit(m, rng.below(static_cast<std::uint32_t>(count(m))));
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
