#pragma once
// Deterministic, serialisable random numbers: xoshiro256** seeded through splitmix64.
// The generator lives inside each State so a record (game, options, seed, actions) replays exactly.
#include <array>
#include <cstdint>
#include <utility>

namespace bivouac {

[[nodiscard]] constexpr std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// Derives an independent seed for item `index` of a batch, so results do not depend on threads.
[[nodiscard]] constexpr std::uint64_t derive_seed(std::uint64_t base, std::uint64_t index) {
  std::uint64_t x = base ^ (index * 0xD1B54A32D192ED03ULL);
  return splitmix64(x);
}

class Rng {
 public:
  constexpr Rng() : Rng(0) {}
  constexpr explicit Rng(std::uint64_t seed) { reseed(seed); }

  constexpr void reseed(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : s_) word = splitmix64(x);
  }

  constexpr std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n) without modulo bias (Lemire's multiply-and-reject).
  constexpr std::uint32_t below(std::uint32_t n) {
    std::uint64_t m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
      const std::uint32_t threshold = (0u - n) % n;
      while (low < threshold) {
        m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * n;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

  // Uniform double in [0, 1).
  constexpr double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  template <class It>
  constexpr void shuffle(It first, It last) {
    const auto n = static_cast<std::uint32_t>(last - first);
    for (std::uint32_t i = n; i > 1; --i) {
      const std::uint32_t j = below(i);
      std::swap(first[i - 1], first[j]);
    }
  }

  [[nodiscard]] constexpr const std::array<std::uint64_t, 4>& words() const { return s_; }
  constexpr void set_words(const std::array<std::uint64_t, 4>& w) { s_ = w; }
  friend constexpr bool operator==(const Rng&, const Rng&) = default;

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace bivouac
