// Attack phase (003 L1, ATTACK PHASE): pass, or lay a meld face up one card at a time and then
// attack with it. A card may be laid only if the meld can still be completed from the hand, so
// a player who starts a meld can always finish it (rulings §2).
#include <fmt/format.h>

#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {
constexpr Suit kExtras[] = {kLeader, kStrategy, kMorale};
}  // namespace

bool VolleyGame::meld_complete(CardMask meld) const {
  if ((meld & cards_.defense()) != 0) return false;
  for (Suit x : kExtras) {
    if (several(meld & cards_.of_suit(x))) return false;
  }
  if (!rules_.multi_unit_melds) {
    const CardMask unit = meld & cards_.units();
    const CardMask weapon = meld & cards_.weapons();
    return unit != 0 && weapon != 0 && !several(unit) && !several(weapon) &&
           cards_.troop_of(lowest(unit)) == cards_.troop_of(lowest(weapon));
  }
  int pairs = 0;
  int units = 0;
  for (int t = 0; t < kNumTroopTypes; ++t) {
    const int u = count(meld & cards_.of_suit(unit_suit(t)));
    const int w = count(meld & cards_.of_suit(weapon_suit(t)));
    if (u != w) return false;
    pairs += u;
    units += u;
  }
  return rules_.multi_unit_melds ? pairs >= 1 : units == 1;
}

bool VolleyGame::meld_completable(CardMask meld, CardMask hand) const {
  if ((meld & cards_.defense()) != 0) return false;
  for (Suit x : kExtras) {
    if (count(meld & cards_.of_suit(x)) > 1) return false;
  }
  int meld_units = 0;
  int meld_weapons = 0;
  for (int t = 0; t < kNumTroopTypes; ++t) {
    meld_units += count(meld & cards_.of_suit(unit_suit(t)));
    meld_weapons += count(meld & cards_.of_suit(weapon_suit(t)));
  }
  if (!rules_.multi_unit_melds && (meld_units > 1 || meld_weapons > 1)) return false;
  bool pair_possible = false;
  for (int t = 0; t < kNumTroopTypes; ++t) {
    const CardMask units = cards_.of_suit(unit_suit(t));
    const CardMask weapons = cards_.of_suit(weapon_suit(t));
    const int u = count(meld & units);
    const int w = count(meld & weapons);
    const int hu = count(hand & units);
    const int hw = count(hand & weapons);
    if (rules_.multi_unit_melds) {
      // Every Unit of a type needs its own Weapon of that type, and the reverse.
      if (u > w && hw < u - w) return false;
      if (w > u && hu < w - u) return false;
      if (u + hu > 0 && w + hw > 0) pair_possible = true;
    } else {
      // The one Unit and the one Weapon must share this type, whichever is already laid.
      if ((meld_units > 0 && u == 0) || (meld_weapons > 0 && w == 0)) continue;
      if (u + hu > 0 && w + hw > 0) pair_possible = true;
    }
  }
  return pair_possible;
}

CardMask VolleyGame::playable_meld_cards(const VolleyPosition& s) const {
  const CardMask hand = s.hand[s.active];
  if (rules_.multi_unit_melds) {
    CardMask out = 0;
    for (int c : cards_of(hand & cards_.meld_suits())) {
      if (meld_completable(s.meld | bit(c), hand & ~bit(c))) out |= bit(c);
    }
    return out;
  }
  // One Unit and one Weapon (the default): the same test as meld_completable, by cases, because
  // this runs at every attack-phase decision of every playout.
  const CardMask unit = s.meld & cards_.units();
  const CardMask weapon = s.meld & cards_.weapons();
  CardMask out = 0;
  bool finishable = false;
  if (unit != 0 && weapon != 0) {
    finishable = true;
  } else if (unit != 0) {
    out = hand & cards_.of_suit(weapon_suit(cards_.troop_of(lowest(unit))));
    finishable = out != 0;
  } else if (weapon != 0) {
    out = hand & cards_.of_suit(unit_suit(cards_.troop_of(lowest(weapon))));
    finishable = out != 0;
  } else {
    for (int t = 0; t < kNumTroopTypes; ++t) {
      const CardMask units = hand & cards_.of_suit(unit_suit(t));
      const CardMask weapons = hand & cards_.of_suit(weapon_suit(t));
      if (units != 0 && weapons != 0) out |= units | weapons;
    }
    finishable = out != 0;
  }
  if (!finishable) return 0;
  for (Suit x : kExtras) {
    if ((s.meld & cards_.of_suit(x)) == 0) out |= hand & cards_.of_suit(x);
  }
  return out;
}

void VolleyGame::attack_actions(const VolleyState& s, ActionList& out) const {
  if (s.meld == 0) out.push_back(act::kPass);
  if (meld_complete(s.meld)) out.push_back(act::kAttack);
  for (int c : cards_of(playable_meld_cards(s))) out.push_back(act::meld(c));
}

void VolleyGame::apply_attack(VolleyState& s, Action a, EventLog* log) const {
  const int p = s.active;
  if (a == act::kPass && s.meld == 0) {
    if (log != nullptr) log->emit("pass", p, fmt::format("{} does not attack", player_name(p)));
    end_turn(s, log);
    return;
  }
  if (a == act::kAttack && meld_complete(s.meld)) {
    s.phase = Phase::kDefend;
    if (log != nullptr) {
      nlohmann::json list = nlohmann::json::array();
      nlohmann::json ids = nlohmann::json::array();
      for (int c : cards_of(s.meld)) {
        list.push_back(cards_.name(c));
        ids.push_back(c);
      }
      log->emit("attack", p,
                fmt::format("{} attacks with a meld of Force {}", player_name(p),
                            cards_.total_force(s.meld)),
                {{"meld", list}, {"force", cards_.total_force(s.meld)}, {"ids", ids}});
    }
    return;
  }
  const int c = act::is_meld(a) ? act::card_of(a) : -1;
  if (c < 0 || (playable_meld_cards(s) & bit(c)) == 0) {
    throw std::invalid_argument("volley: illegal attack-phase action");
  }
  s.hand[static_cast<std::size_t>(p)] &= ~bit(c);
  --s.hand_size[static_cast<std::size_t>(p)];
  s.meld |= bit(c);
  if (log != nullptr) {
    log->emit("play", p, fmt::format("{} lays {} in the meld", player_name(p), card_label(c)),
              {{"card", cards_.name(c)}, {"ids", nlohmann::json::array({c})}});
  }
}

}  // namespace bivouac::volley
