#pragma once
// The keyed bijection behind the games' stable card ids (docs/network.md, "Card ids"): the n-th
// id a game issues is a mix of n under a secret key kept beside the generator, so ids are never
// issued twice and none has to be checked against the others.
#include <cstdint>

namespace bivouac {

inline constexpr std::uint32_t kLabelMask31 = 0x7FFFFFFF;

// A bijection of 0..2^31-1 chosen by `key`: each step (adding, odd multiplying, xor with a right
// shift, all modulo 2^31) can be undone.
[[nodiscard]] constexpr std::uint32_t mix31(std::uint64_t key, std::uint32_t x) {
  x = (x + static_cast<std::uint32_t>(key)) & kLabelMask31;
  x ^= x >> 16;
  x = (x * (static_cast<std::uint32_t>(key >> 32) | 1U)) & kLabelMask31;
  x ^= x >> 13;
  x = (x * 0x2C1B3C6DU) & kLabelMask31;
  x ^= x >> 15;
  x = (x + static_cast<std::uint32_t>(key >> 21)) & kLabelMask31;
  x = (x * (static_cast<std::uint32_t>(key >> 7) | 1U)) & kLabelMask31;
  x ^= x >> 16;
  return x;
}

}  // namespace bivouac
