// Casualty phase (003 L1, CASUALTY PHASE and VICTORY), the end of a turn and the optional turn
// limit (rulings §6).
#include <fmt/format.h>

#include <algorithm>

#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

void VolleyGame::resolve_casualties(VolleyState& s, EventLog* log) const {
  const int attacker = s.active;
  const int target = defender(s);
  const int damage = meld_force(s);
  auto& troops = s.troops[static_cast<std::size_t>(target)];
  const int before = troops;
  troops = static_cast<std::int16_t>(std::max(0, before - damage));
  if (log != nullptr) {
    log->emit("loss", target,
              fmt::format("{} loses {} troop point{} ({} -> {})", player_name(target), damage,
                          damage == 1 ? "" : "s", before, troops),
              {{"casualties", damage}, {"troops", troops}});
  }
  // The meld and every Defense card played go to the discard pile (rulings §4).
  CardMask played = s.meld;
  for (const Reaction& r : s.reactions) played |= bit(r.card);
  s.discard |= played;
  s.meld = 0;
  s.reactions.clear();
  if (troops == 0) {
    s.phase = Phase::kOver;
    s.winner = static_cast<std::int8_t>(attacker);
    s.end = EndReason::kTroops;
    if (log != nullptr) {
      log->emit(
          "result", attacker,
          fmt::format("{} has no troops left: {} wins", player_name(target), player_name(attacker)),
          {{"winner", attacker}});
    }
    return;
  }
  end_turn(s, log);
}

void VolleyGame::end_turn(VolleyState& s, EventLog* log) const {
  if (rules_.turn_limit > 0 && s.turn >= rules_.turn_limit) {
    s.phase = Phase::kOver;
    s.winner = -1;
    s.end = EndReason::kTurnLimit;
    if (log != nullptr) {
      log->emit(
          "result", -1,
          fmt::format("The turn limit ({}) is reached: the game is a draw", rules_.turn_limit));
    }
    return;
  }
  ++s.turn;
  s.active = static_cast<std::uint8_t>(1 - s.active);
  s.phase = Phase::kManeuver;
  if (log != nullptr) {
    log->emit("turn", s.active, fmt::format("Turn {}: {} to play", s.turn, player_name(s.active)),
              {{"turn", s.turn}});
  }
}

}  // namespace bivouac::volley
