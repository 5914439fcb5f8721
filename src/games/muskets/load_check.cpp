// A loaded position is checked whole before any rule runs on it (issue 26): the pending decision
// (the casualties being chosen, the Force they must cover, a Bayonet Charge's discard) must be the
// one the step is taking, and nothing may be pending in a step that takes none, so that no
// document can make an action, a view or a bot work from a choice the rules never made.
// check_invariants covers where every card lies and the Battery's target; this covers what the
// step says is happening. Each refusal names the field and what it must be.
#include <fmt/format.h>

#include "core/errors.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

[[noreturn]] void refuse(const std::string& field, const std::string& expected) {
  throw FormatError(fmt::format("{}: {}", field, expected));
}

}  // namespace

void MusketsGame::check_loaded_step(const MusketsState& s) const {
  if (s.step == Step::kGameOver) return;
  if (s.step == Step::kCasualties) {
    // L81: the Force to absorb is that of the attacker's line, which does not change while the
    // defender chooses; the choice so far has not covered it yet (it would have ended).
    const int force = force_of(s.line[s.active]);
    if (s.casualty_force != force)
      refuse("pending.casualty_force",
             fmt::format("the Force of the attacker's line ({}) while casualties are chosen, "
                         "not {}",
                         force, s.casualty_force));
    if (force_of(s.losing) >= s.casualty_force)
      refuse("pending.losing",
             fmt::format("infantry of less Force than pending.casualty_force ({}): the choice "
                         "ends once it is covered",
                         s.casualty_force));
  } else {
    if (s.casualty_force != 0) refuse("pending.casualty_force", "0 outside step casualties");
    if (count(s.losing) != 0) refuse("pending.losing", "empty outside step casualties");
    if (s.charge_pending != 0) refuse("pending.charge", "false outside step casualties");
  }
  if (turn_limit_ > 0 && s.turn > turn_limit_)
    refuse("turn", fmt::format("at most the turn limit ({}) while the game goes on", turn_limit_));
}

}  // namespace bivouac::muskets
