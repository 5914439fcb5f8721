// Maneuver phase (003 L1, MANEUVER PHASE): discard any cards, one at a time, then "done" refills
// the hand to 7 and the attack phase begins.
#include <fmt/format.h>

#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

void VolleyGame::maneuver_actions(const VolleyState& s, ActionList& out) const {
  out.push_back(act::kDone);
  for (int c : cards_of(s.hand[s.active])) out.push_back(act::discard(c));
}

void VolleyGame::apply_maneuver(VolleyState& s, Action a, EventLog* log) const {
  const int p = s.active;
  auto& hand = s.hand[static_cast<std::size_t>(p)];
  if (a == act::kDone) {
    refill_hand(s, p, log);
    s.phase = Phase::kAttack;
    return;
  }
  const int c = act::is_discard(a) ? act::card_of(a) : -1;
  if (c < 0 || (hand & bit(c)) == 0) throw std::invalid_argument("volley: illegal maneuver action");
  hand &= ~bit(c);
  --s.hand_size[static_cast<std::size_t>(p)];
  s.discard |= bit(c);
  if (log != nullptr) {
    log->emit("discard", p, fmt::format("{} discards {}", player_name(p), card_label(c)),
              {{"card", cards_.name(c)}, {"ids", nlohmann::json::array({c})}});
  }
}

}  // namespace bivouac::volley
