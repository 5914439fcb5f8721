#include "games/reg/quality.h"

#include <array>

#include "games/reg/text.h"

namespace bivouac::reg {

namespace {
constexpr std::array<std::string_view, 4> kNames = {"Poor", "Average", "Superior", "Exceptional"};
}

std::string_view quality_name(Quality q) { return kNames[static_cast<std::size_t>(q)]; }

std::optional<Quality> parse_quality(std::string_view text) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (iequals(text, kNames[i])) return static_cast<Quality>(i);
  }
  return std::nullopt;
}

}  // namespace bivouac::reg
