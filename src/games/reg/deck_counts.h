#pragma once
// Colour counts of the 50-card command deck. Unpublished, so the embedded default
// (data/deck.toml) is marked unverified and players can load their own.
#include <array>
#include <string>
#include <string_view>

#include "games/reg/colour.h"

namespace bivouac::reg {

struct DeckCounts {
  std::string name;
  bool verified = false;
  std::string source;
  std::array<int, kColourCount> count{};

  [[nodiscard]] static DeckCounts load(std::string_view text, const std::string& source);
  [[nodiscard]] static const DeckCounts& standard();
  [[nodiscard]] int total() const;
  [[nodiscard]] int of(Colour c) const { return count[static_cast<std::size_t>(rank(c))]; }
  [[nodiscard]] std::string label() const;
};

}  // namespace bivouac::reg
