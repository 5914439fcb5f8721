#pragma once
// The seat view: what one viewer may know of a game, built once for every client (the server's
// `view` message, the engine protocol's `view` reply, replay frames). Nothing else builds a view.
//
// It holds `board` (the game's whitelist, Game::describe_board), `legal` (each action's text and
// its `parts`, Game::describe_action) and the turn, phase and result. Everything in it is computed
// from the state the viewer knows (known_state), never from the true state, so nothing the viewer
// may not know can reach its bytes. docs/schema/view.json is its contract.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>

#include "core/event.h"
#include "core/game.h"

namespace bivouac {

// Viewers: a seat number (0 and up), a spectator (the public view) or all-seeing (the true state:
// a finished game's replay, a local tool).
inline constexpr int kSpectatorViewer = -1;
inline constexpr int kAllSeeingViewer = -2;

// The state `viewer` knows: a seat's observation; for a spectator the state as observed by every
// seat in turn (each observe() only blanks more, so a card stays only if every seat may see it);
// all-seeing, a copy of the true state.
[[nodiscard]] std::unique_ptr<State> known_state(const Game& game, const State& truth, int viewer);
// Whether `viewer` may see `e`: a seat per the event's audience; a spectator the events told to
// everyone and the public versions (told to all but the players who got a fuller one);
// all-seeing every event but those public versions.
[[nodiscard]] bool viewer_sees(const Event& e, int viewer);
// The viewer as the messages write it: a seat number, "spectator" or "all".
[[nodiscard]] nlohmann::json viewer_json(int viewer);

struct SeatViewContext {
  std::uint64_t version = 0;  // actions applied so far
  bool can_undo = false;
  bool playable = true;  // false in a replay: `legal` stays empty
};

// The `view` message for `viewer` of the game whose true state is `truth`.
[[nodiscard]] nlohmann::json build_seat_view(const Game& game, const State& truth, int viewer,
                                             const SeatViewContext& ctx);
// The same, from a state already reduced to what `viewer` knows (known_state), for a caller that
// keeps it (a hint computed on the same observation).
[[nodiscard]] nlohmann::json build_seat_view_from_known(const Game& game, const State& known,
                                                        int viewer, const SeatViewContext& ctx);
// The legal actions of `known` as the view lists them: [{"index", "text", "parts"}].
[[nodiscard]] nlohmann::json legal_json(const Game& game, const State& known);
// One entry of an `events` list for `viewer`, who must see it (viewer_sees): `n` numbers the
// viewer's own stream from 1 (0 leaves it out). All-seeing entries also say who else saw it
// (`visible_to`, when not everyone).
[[nodiscard]] nlohmann::json seat_event_json(const Event& e, std::uint64_t n, int viewer);

}  // namespace bivouac
