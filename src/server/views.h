#pragma once
// What one client is shown. Every seat's view is built from that seat's observation alone
// (Game::observe), never from the true state, so nothing it may not know can reach its bytes.
// A spectator (viewer kSpectator) gets the public view: the state as observed by every seat in
// turn, so a card stays visible only if every seat may see it, and only events for everyone.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>

#include "core/event.h"
#include "core/game.h"

namespace bivouac::server {

inline constexpr int kSpectator = -1;

// The state as `viewer` knows it (a seat's observation, or the public observation).
[[nodiscard]] std::unique_ptr<State> viewer_state(const Game& game, const State& s, int viewer);
[[nodiscard]] bool event_visible(const Event& e, int viewer);

struct ViewContext {
  std::uint64_t version = 0;  // actions applied so far
  bool can_undo = false;
};

// The `view` message for `viewer`, built from `known` = viewer_state(game, true_state, viewer).
[[nodiscard]] nlohmann::json build_view(const Game& game, const State& known, int viewer,
                                        const ViewContext& ctx);
// One entry of an `events` message; `n` numbers the viewer's own stream from 1.
[[nodiscard]] nlohmann::json event_message_entry(const Event& e, std::uint64_t n);

}  // namespace bivouac::server
