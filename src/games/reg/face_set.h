#pragma once
// How many faces of each combat die show each symbol. The real counts are unpublished, so the
// embedded default (data/dice_faces.toml) is marked unverified and players can load their own;
// everything computed from dice reports the label() of the set it used.
#include <array>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "games/reg/colour.h"
#include "games/reg/face.h"

namespace bivouac::reg {

struct FaceSet {
  std::string name;
  bool verified = false;
  std::string source;  // "embedded default" or the file it came from
  std::array<std::array<int, kFaceCount>, kColourCount> counts{};

  [[nodiscard]] static FaceSet load(std::string_view text, const std::string& source);
  // A set a request carries: {"name":..., "White": {"skull":0, "sword":2, "s":1, "blank":3}, ...}
  // (never verified: only the embedded file can say so).
  [[nodiscard]] static FaceSet from_json(const nlohmann::json& j, const std::string& source);
  // The embedded default set.
  [[nodiscard]] static const FaceSet& standard();

  [[nodiscard]] int count(Colour c, Face f) const {
    return counts[static_cast<std::size_t>(rank(c))][index(f)];
  }
  [[nodiscard]] int sides(Colour c) const;
  // "Bivouac default (unverified)"
  [[nodiscard]] std::string label() const;
  // Departures from what is known of the real dice (White has no skull, Red has two, each
  // colour at least as harsh as the one below); empty when the set agrees.
  [[nodiscard]] std::vector<std::string> doubts() const;
  // Which face a 1-based roll on a die of sides(c) shows: faces are laid out skull first.
  [[nodiscard]] Face face_at(Colour c, int roll) const;
};

}  // namespace bivouac::reg
