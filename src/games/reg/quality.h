#pragma once
// Troop quality, worst first (sheet 004 line 59: Poor, Average, Superior, Exceptional).
#include <optional>
#include <string_view>

namespace bivouac::reg {

enum class Quality { kPoor, kAverage, kSuperior, kExceptional };

[[nodiscard]] std::string_view quality_name(Quality q);
[[nodiscard]] std::optional<Quality> parse_quality(std::string_view text);
[[nodiscard]] constexpr int level(Quality q) { return static_cast<int>(q); }

}  // namespace bivouac::reg
