#pragma once
// Rolling coloured dice from a face set, or taking results entered by the players.
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/reg/face_set.h"

namespace bivouac::reg {

struct Rolled {
  Colour colour = Colour::kGreen;
  Face face = Face::kBlank;
};

[[nodiscard]] Face roll_die(const FaceSet& set, Colour c, Rng& rng);
[[nodiscard]] std::vector<Rolled> roll_dice(const FaceSet& set, const std::vector<Colour>& dice,
                                            Rng& rng);
// Pairs entered faces with the dice they were rolled on; `what` names the field in errors.
// Throws FormatError when the count differs or a face is unknown, or when the face set gives
// that colour no such face.
[[nodiscard]] std::vector<Rolled> entered_dice(const FaceSet& set, const std::vector<Colour>& dice,
                                               const std::vector<std::string>& faces,
                                               const std::string& what);
[[nodiscard]] std::string dice_text(const std::vector<Rolled>& dice);  // "Red: Skull, White: S"
[[nodiscard]] std::string colours_text(const std::vector<Colour>& dice);  // "Red + White"

}  // namespace bivouac::reg
