#pragma once
// The four symbols on a combat die (sheet 004 line 69 and the face key at lines 299-315).
#include <array>
#include <optional>
#include <string_view>

namespace bivouac::reg {

enum class Face { kSkull, kSword, kS, kBlank };
inline constexpr int kFaceCount = 4;
inline constexpr std::array<Face, kFaceCount> kAllFaces = {Face::kSkull, Face::kSword, Face::kS,
                                                           Face::kBlank};

[[nodiscard]] std::string_view face_name(Face f);  // "Skull", "Sword", "S", "blank"
// Accepts Skull, Sword (or Arrow, Wound, W), S, Blank (or -), any case.
[[nodiscard]] std::optional<Face> parse_face(std::string_view text);
[[nodiscard]] constexpr std::size_t index(Face f) { return static_cast<std::size_t>(f); }

}  // namespace bivouac::reg
