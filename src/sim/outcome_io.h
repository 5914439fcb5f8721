#pragma once
// Game outcomes as a compact byte string, so a distributed run can ship its games to every rank.
// Strings (end reasons, card names) repeat in nearly every game, so each buffer carries them once
// in a table and the games refer to them by index: a million Muskets games pack into ~20 MB and
// encode in a few milliseconds, where JSON took longer than playing them.
#include <cstdint>
#include <span>
#include <vector>

#include "sim/batch.h"

namespace bivouac {

[[nodiscard]] std::vector<std::uint8_t> encode_outcomes(std::span<const GameOutcome> games);
// Throws FormatError naming what is wrong (a truncated buffer, an index out of the table).
[[nodiscard]] std::vector<GameOutcome> decode_outcomes(std::span<const std::uint8_t> bytes);

}  // namespace bivouac
