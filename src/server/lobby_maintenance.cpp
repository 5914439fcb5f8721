#include "server/lobby_maintenance.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <iostream>

namespace bivouac::server {

namespace {

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

void LobbyMaintenance::run_once() {
  storage_.heartbeat(config_.instance, config_.advertise, config_.lease_ttl_ms);
  const std::int64_t now = now_seconds();
  drop_idle_rooms(now);
  if (ticks_++ % 10 == 0) {
    storage_.expire_waiting(now - static_cast<std::int64_t>(config_.waiting_ttl_seconds));
  }
  resume_bot_games();
}

void LobbyMaintenance::drop_idle_rooms(std::int64_t now) {
  // Each room is retired first (under its own lock, never under the cache's) so no client can
  // attach to it after it is gone.
  const auto live = rooms_.live();
  const auto dead = rooms_.sweep_dead();
  for (const auto& [id, room] : live) {
    const Room::Activity activity = room->activity();
    const double idle = activity.idle_seconds;
    const bool expired =
        room->published()->listing.status == "waiting" && idle > 0 &&
        static_cast<double>(now - room->seats().setup().created) > config_.waiting_ttl_seconds;
    const double limit = activity.visited
                             ? config_.idle_seconds
                             : std::min(config_.idle_seconds, config_.unvisited_idle_seconds);
    if ((idle > limit || expired) && room->try_retire()) rooms_.forget(id, true);
  }
  for (const auto& id : dead) storage_.release(id, config_.instance);
}

void LobbyMaintenance::resume_bot_games() {
  // Bot games nobody plays (this instance restarted, or their owner died): take them up.
  for (const auto& id : storage_.games_to_resume(config_.instance, config_.resume_per_tick)) {
    try {
      auto opened = rooms_.open(id);
      // A game stored before listings were kept is offered once to get its listing written; if
      // no bot is to move in it after all, it need not stay.
      if (opened.room && !opened.room->published()->listing.bot_to_move &&
          opened.room->try_retire()) {
        rooms_.forget(id, true);
      }
    } catch (const std::exception& e) {
      std::cerr << fmt::format("bivouac serve: game {} cannot be resumed: {}\n", id, e.what());
      // Listed as needing no bot, so the next pass does not try it again.
      storage_.update_listing(id, GameListing{"playing", false, false, ""});
    }
  }
}

}  // namespace bivouac::server
