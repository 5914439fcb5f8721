#include "games/reg/colour.h"

#include <algorithm>

#include "games/reg/text.h"

namespace bivouac::reg {

namespace {
constexpr std::array<std::string_view, kColourCount> kNames = {"Black", "White", "Green", "Yellow",
                                                               "Red"};
constexpr std::array<std::string_view, kColourCount> kNumerals = {"", "I", "II", "III", "IV"};
}  // namespace

std::string_view colour_name(Colour c) { return kNames[static_cast<std::size_t>(rank(c))]; }

std::string_view numeral(Colour c) { return kNumerals[static_cast<std::size_t>(rank(c))]; }

std::optional<Colour> parse_colour(std::string_view text) {
  for (Colour c : kAllColours) {
    if (iequals(text, colour_name(c))) return c;
    if (c != Colour::kBlack && iequals(text, numeral(c))) return c;
  }
  return std::nullopt;
}

Colour shifted(Colour c, int by) {
  const int r = std::clamp(rank(c) + by, 0, kColourCount - 1);
  return static_cast<Colour>(r);
}

std::string colour_choices() { return "Black, White, Green, Yellow or Red (or a numeral I-IV)"; }

}  // namespace bivouac::reg
