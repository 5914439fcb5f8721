#pragma once
// Every random event of a game goes through Chance: dice can be forced for scenarios and tests,
// otherwise they come from the state's own Rng.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/rng.h"
#include "core/static_vector.h"

namespace bivouac {

class Chance {
 public:
  static constexpr std::size_t kMaxForced = 32;

  Chance() = default;
  explicit Chance(std::uint64_t seed) : rng(seed) {}

  // One die with `sides` faces, 1-based. A forced value is used first; it must fit the die.
  int roll(int sides) {
    if (head_ < forced_.size()) {
      const int v = forced_[head_++];
      if (head_ == forced_.size()) {
        forced_.clear();
        head_ = 0;
      }
      if (v < 1 || v > sides) {
        throw std::invalid_argument("forced die result " + std::to_string(v) + " does not fit a d" +
                                    std::to_string(sides));
      }
      return v;
    }
    return static_cast<int>(rng.below(static_cast<std::uint32_t>(sides))) + 1;
  }

  void force(int value) {
    if (value < 1 || value > 255) {
      throw std::invalid_argument("forced die result must be between 1 and 255, got " +
                                  std::to_string(value));
    }
    if (forced_.size() >= kMaxForced) {
      throw std::length_error("at most " + std::to_string(kMaxForced) +
                              " die results can be forced at once");
    }
    forced_.push_back(static_cast<std::uint8_t>(value));
  }

  [[nodiscard]] std::size_t forced_pending() const { return forced_.size() - head_; }
  [[nodiscard]] int forced_at(std::size_t i) const { return forced_[head_ + i]; }
  void clear_forced() {
    forced_.clear();
    head_ = 0;
  }

  friend bool operator==(const Chance& a, const Chance& b) {
    if (!(a.rng == b.rng) || a.forced_pending() != b.forced_pending()) return false;
    for (std::size_t i = 0; i < a.forced_pending(); ++i) {
      if (a.forced_at(i) != b.forced_at(i)) return false;
    }
    return true;
  }

  Rng rng;

 private:
  StaticVector<std::uint8_t, kMaxForced> forced_;
  std::uint32_t head_ = 0;
};

}  // namespace bivouac
