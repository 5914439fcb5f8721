// The room's bots: a bot seat's move is asked on the worker pool, on that seat's observation
// only, and comes back through the same commit as a person's.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "server/room.h"

namespace bivouac::server {

void Room::schedule_bot() {
  if (retired_ || bot_pending_ || match_.is_terminal()) return;
  const int p = match_.current_player();
  Bot* bot = bots_[static_cast<std::size_t>(p)].get();
  if (!bot) return;
  bot_pending_ = true;
  std::shared_ptr<const State> known = match_.game().observation(match_.state(), p);
  // A person waiting for this bot is served before any bot-only game (docs/network.md).
  const bool someone_waits =
      std::any_of(bots_.begin(), bots_.end(), [](const auto& b) { return b == nullptr; });
  const JobClass job_class = someone_waits ? JobClass::kHumanBot : JobClass::kBotGame;
  const bool queued =
      jobs_(job_class, job_owner_,
            [self = shared_from_this(), bot, known, p, generation = generation_]() {
              try {
                const Action a = bot->choose(*known, p);
                self->on_bot_move(p, generation, a);
              } catch (const std::exception& e) {
                std::cerr << fmt::format("bivouac serve: game {}: the bot for seat {} failed: {}\n",
                                         self->id_, p, e.what());
                Lock lock(self->mutex_);
                self->bot_pending_ = false;
                self->idle_since_ = std::chrono::steady_clock::now();
              }
            });
  // Refused only while the server stops (or with 65,536 games' bots waiting): the bot moves
  // again when the room is next loaded.
  if (!queued) bot_pending_ = false;
}

void Room::on_bot_move(int player, std::uint64_t generation, Action a) {
  Lock lock(mutex_);
  bot_pending_ = false;
  idle_since_ = std::chrono::steady_clock::now();
  // An undo while the bot was thinking makes its move stale: ask again on the new position.
  if (retired_ || generation != generation_ || match_.is_terminal() ||
      match_.current_player() != player) {
    schedule_bot();
    return;
  }
  // The same checks as a person's act: the bot chose from its observation, whose legal list is
  // the position's (the shared battery checks that for every game).
  if (!legal_) {
    legal_.emplace();
    match_.game().legal_actions(match_.state(), *legal_);
  }
  if (!legal_->contains(a)) {
    // A fault of the bot's, not of anyone's input: the operator's log says so and the seat waits.
    std::cerr << fmt::format(
        "bivouac serve: game {}: the bot for seat {} chose action {}, which "
        "is not legal; it stops\n",
        id_, player, a);
    return;
  }
  if (auto failed = commit(a, match_.game().action_to_string(match_.state(), a), player)) {
    std::cerr << fmt::format("bivouac serve: game {}: the bot's move could not be stored: {}\n",
                             id_, *failed);
    lose();
    return;
  }
  fan_out();
}

}  // namespace bivouac::server
