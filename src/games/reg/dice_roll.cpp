#include "games/reg/dice_roll.h"

#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/text.h"

namespace bivouac::reg {

Face roll_die(const FaceSet& set, Colour c, Rng& rng) {
  const int roll = static_cast<int>(rng.below(static_cast<std::uint32_t>(set.sides(c)))) + 1;
  return set.face_at(c, roll);
}

std::vector<Rolled> roll_dice(const FaceSet& set, const std::vector<Colour>& dice, Rng& rng) {
  std::vector<Rolled> out;
  for (Colour c : dice) out.push_back({c, roll_die(set, c, rng)});
  return out;
}

std::vector<Rolled> entered_dice(const FaceSet& set, const std::vector<Colour>& dice,
                                 const std::vector<std::string>& faces, const std::string& what) {
  if (faces.size() != dice.size()) {
    throw FormatError(fmt::format("{}: expected {} face{} for the dice {}, got {}", what,
                                  dice.size(), dice.size() == 1 ? "" : "s", colours_text(dice),
                                  faces.size()));
  }
  std::vector<Rolled> out;
  for (std::size_t i = 0; i < faces.size(); ++i) {
    const auto f = parse_face(faces[i]);
    if (!f) {
      throw FormatError(fmt::format("{}: expected Skull, Sword, S or blank, got \"{}\"", what,
                                    faces[i]));
    }
    if (set.count(dice[i], *f) == 0) {
      throw FormatError(fmt::format("{}: a {} die has no {} face in the face set {}", what,
                                    colour_name(dice[i]), face_name(*f), set.label()));
    }
    out.push_back({dice[i], *f});
  }
  return out;
}

std::string dice_text(const std::vector<Rolled>& dice) {
  std::vector<std::string> parts;
  for (const auto& d : dice) parts.push_back(fmt::format("{}: {}", colour_name(d.colour), face_name(d.face)));
  return parts.empty() ? "no dice" : join(parts, ", ");
}

std::string colours_text(const std::vector<Colour>& dice) {
  std::vector<std::string> parts;
  for (Colour c : dice) parts.emplace_back(colour_name(c));
  return parts.empty() ? "none" : join(parts, " + ");
}

}  // namespace bivouac::reg
