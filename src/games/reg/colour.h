#pragma once
// The five colours shared by command cards and combat dice, weakest first
// (sheet 004 line 59 and the rulings on the I-IV numerals in docs/rulings/reg.md).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bivouac::reg {

enum class Colour : std::uint8_t { kBlack, kWhite, kGreen, kYellow, kRed };
inline constexpr int kColourCount = 5;
inline constexpr std::array<Colour, kColourCount> kAllColours = {
    Colour::kBlack, Colour::kWhite, Colour::kGreen, Colour::kYellow, Colour::kRed};

[[nodiscard]] constexpr int rank(Colour c) { return static_cast<int>(c); }
[[nodiscard]] std::string_view colour_name(Colour c);
// "I".."IV" for White..Red (the cost numerals of the prompted actions); Black has none.
[[nodiscard]] std::string_view numeral(Colour c);
// Accepts a colour name or a numeral I-IV, any case.
[[nodiscard]] std::optional<Colour> parse_colour(std::string_view text);
// Moves `by` colours up (positive) or down, held within Black..Red.
[[nodiscard]] Colour shifted(Colour c, int by);
// "Black, White, Green, Yellow or Red" for error messages.
[[nodiscard]] std::string colour_choices();

}  // namespace bivouac::reg
