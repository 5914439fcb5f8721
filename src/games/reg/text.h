#pragma once
// Small string helpers for the companion's case-insensitive, typo-tolerant input.
#include <string>
#include <string_view>
#include <vector>

#include "core/text_match.h"

namespace bivouac::reg {

using text_match::lower;
[[nodiscard]] bool iequals(std::string_view a, std::string_view b);
[[nodiscard]] std::vector<std::string> split(std::string_view s, char sep);
using text_match::trim;
[[nodiscard]] std::string join(const std::vector<std::string>& parts, std::string_view sep);
// "a, b or c"
[[nodiscard]] std::string choice_list(const std::vector<std::string>& items);

}  // namespace bivouac::reg
