#include "games/reg/face.h"

#include "games/reg/text.h"

namespace bivouac::reg {

std::string_view face_name(Face f) {
  switch (f) {
    case Face::kSkull: return "Skull";
    case Face::kSword: return "Sword";
    case Face::kS: return "S";
    case Face::kBlank: return "blank";
  }
  return "?";
}

std::optional<Face> parse_face(std::string_view text) {
  const std::string t = lower(text);
  if (t == "skull" || t == "k") return Face::kSkull;
  if (t == "sword" || t == "arrow" || t == "wound" || t == "w" || t == "swordarrow") {
    return Face::kSword;
  }
  if (t == "s") return Face::kS;
  if (t == "blank" || t == "-" || t == "b") return Face::kBlank;
  return std::nullopt;
}

}  // namespace bivouac::reg
