#pragma once
// A player's name as the lobby shows it to everyone (issues 26 and 41): NFC-normalized, so that
// two spellings of one name are one name; never a control character or a bidirectional control
// (U+202E would show the lobby's text reversed); never an invisible or default-ignorable one
// (a zero-width space, U+3164 HANGUL FILLER), which would make two names look alike; and never a
// name that looks like another seat's, its default ("Player 2") or the name it carries: names
// are compared by their Unicode confusable skeletons (UTS #39, ICU's SpoofChecker) with case,
// width and spacing ignored, so "Ｐｌａｙｅｒ ２", "Plаyer 2" (a Cyrillic а) and "PIayer 2" all
// pose as "Player 2".
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac::server {

// The most bytes a name may have once normalized.
inline constexpr std::size_t kMaxPlayerNameBytes = 64;

// `raw` checked and NFC-normalized for seat `seat` of `game`; throws FormatError (a 400) saying
// what is wrong. `others`: the names the game's other seats carry now (empty for a seat not
// named yet). An empty name stays empty (the seat keeps its default name).
[[nodiscard]] std::string checked_player_name(std::string_view raw, const Game& game, int seat,
                                              const std::vector<std::string>& others = {});

// Whether two names look alike: their confusable skeletons (of the case-folded text, or
// case-folded after the skeleton) are equal once invisible characters and spacing are ignored.
[[nodiscard]] bool names_look_alike(std::string_view a, std::string_view b);

}  // namespace bivouac::server
