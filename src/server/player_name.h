#pragma once
// A player's name as the lobby shows it to everyone (issue 26): NFC-normalized, so that two
// spellings of one name are one name; never a control character or a bidirectional control
// (U+202E would show the lobby's text reversed); never another seat's default name ("Player 2"),
// which would let a stranger pose as the opponent.
#include <string>
#include <string_view>

#include "core/game.h"

namespace bivouac::server {

// The most bytes a name may have once normalized.
inline constexpr std::size_t kMaxPlayerNameBytes = 64;

// `raw` checked and NFC-normalized for seat `seat` of `game`; throws FormatError (a 400) saying
// what is wrong. An empty name stays empty (the seat keeps its default name).
[[nodiscard]] std::string checked_player_name(std::string_view raw, const Game& game, int seat);

}  // namespace bivouac::server
