#pragma once
// Small string helpers for the companion's case-insensitive, typo-tolerant input.
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::reg {

[[nodiscard]] std::string lower(std::string_view s);
[[nodiscard]] bool iequals(std::string_view a, std::string_view b);
[[nodiscard]] std::vector<std::string> split(std::string_view s, char sep);
[[nodiscard]] std::string trim(std::string_view s);
[[nodiscard]] std::string join(const std::vector<std::string>& parts, std::string_view sep);
// "a, b or c"
[[nodiscard]] std::string choice_list(const std::vector<std::string>& items);

}  // namespace bivouac::reg
