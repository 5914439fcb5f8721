#pragma once
// Card lists on a server (issue 26: "the network cannot name files"). Nothing that arrives over
// the network opens a file: a game's `cards` option names a list the server holds in memory,
// either one of the operator's (`bivouac serve --cards-dir DIR`, read once at start) or one a
// client sent inline (the `cards` field of POST /api/games and /api/card). Every game is stored
// with its list's text under a name made from that text ("list-<sha256>"), so a restart never
// depends on a file and a list that changes on disk never changes a stored game. A list that came
// over the network is offered only while something holds it (a request being answered, a room
// in memory): a refused request or a room that leaves memory frees it (issue 41).
#include <cstddef>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/named_data.h"
#include "server/storage/storage.h"

namespace bivouac::server {

// The largest card list a client may send inline.
inline constexpr std::size_t kMaxInlineCardsBytes = 48 * 1024;

// Reads every regular `*.toml` file of `dir` once and offers each under its file name without
// the extension (letters, digits, '-' and '_'); returns how many. Throws std::invalid_argument
// naming the file that cannot be read or is too large.
std::size_t load_cards_dir(const std::string& dir);

// Keeps a list sent over the network (or stored with a game) offered under its content name while
// it or a copy lives; null for the built-in cards and the operator's lists.
using CardListHold = NamedDataHold;

struct ResolvedGame {
  GamePtr game;       // created on the content-named list
  std::string cards;  // that list's text; empty for the built-in cards
  CardListHold hold;  // keeps the list offered until whoever makes a room of it holds it too
};

// Creates the game `spec` describes, with `inline_cards` (when not null) as its card list. A
// `cards` option must name a list the server offers; either way the game is created on the
// list's content name, so game->spec() is what to store beside `cards`. Throws FormatError or
// SpecError (a 400) saying what is wrong, never whether a file exists.
ResolvedGame resolve_game(std::string_view spec, const std::string* inline_cards);

// Offers a stored game's list (its `cards` text) while the result lives: a room holds it for as
// long as it is in memory, so its game can be made again from its spec (rematch, replay).
[[nodiscard]] CardListHold hold_card_list(const std::string& cards);

}  // namespace bivouac::server
