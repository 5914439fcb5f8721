// Reactions to an attack (003 L1, ATTACK PHASE and the Defense cards of the CARD LIST).
// Order (rulings §3): the meld is committed; the defender may play a Defense card on a meld card
// of the suit it negates; if he did, the attacker may answer with a card that negates Defense
// cards (Fog of War) on that Defense card; then casualties. With defense_cards=one (default)
// each side plays at most one card; with per_card the defender may negate each meld card once
// and the attacker may answer each Defense card once, each side ending with "done".
#include <fmt/format.h>

#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

CardMask VolleyGame::negated_cards(const VolleyPosition& s) const {
  // A reaction only ever targets a card already on the table, so resolving from the last one
  // back lets a negated Defense card lose its own effect before it is applied.
  CardMask negated = 0;
  for (std::size_t i = s.reactions.size(); i-- > 0;) {
    const Reaction& r = s.reactions[i];
    if ((negated & bit(r.card)) == 0) negated |= bit(r.target);
  }
  return negated;
}

int VolleyGame::meld_force(const VolleyPosition& s) const {
  return cards_.total_force(s.meld & ~negated_cards(s));
}

CardMask VolleyGame::reaction_targets(const VolleyPosition& s) const {
  CardMask targeted = 0;
  CardMask defender_cards = 0;
  for (const Reaction& r : s.reactions) {
    targeted |= bit(r.target);
    if ((s.meld & bit(r.target)) != 0) defender_cards |= bit(r.card);
  }
  // Each card on the table can be the target of one reaction only.
  const CardMask open = s.phase == Phase::kDefend ? s.meld : defender_cards;
  return open & ~targeted;
}

void VolleyGame::reaction_actions(const VolleyState& s, ActionList& out) const {
  out.push_back(act::kDone);
  const int p = current_player(s);
  const CardMask targets = reaction_targets(s);
  for (int c : cards_of(s.hand[static_cast<std::size_t>(p)] & cards_.defense())) {
    for (int t : cards_of(cards_.targets_of(c) & targets)) out.push_back(act::react(c, t));
  }
}

void VolleyGame::apply_reaction(VolleyState& s, Action a, EventLog* log) const {
  const int p = current_player(s);
  if (a == act::kDone) {
    if (s.phase == Phase::kDefend && !s.reactions.empty()) {
      s.phase = Phase::kCounter;
    } else {
      resolve_casualties(s, log);
    }
    return;
  }
  const int c = act::is_react(a) ? act::card_of(a) : -1;
  const int t = c < 0 ? -1 : act::target_of(a);
  auto& hand = s.hand[static_cast<std::size_t>(p)];
  if (c < 0 || (hand & cards_.defense() & bit(c)) == 0 ||
      (cards_.targets_of(c) & reaction_targets(s) & bit(t)) == 0) {
    throw std::invalid_argument("volley: illegal reaction");
  }
  hand &= ~bit(c);
  --s.hand_size[static_cast<std::size_t>(p)];
  s.reactions.push_back(Reaction{static_cast<CardId>(c), static_cast<CardId>(t)});
  if (log != nullptr) {
    std::string effect = fmt::format("{} counts zero", cards_.name(t));
    if (cards_.suit(t) == kDefense) {
      for (const Reaction& r : s.reactions) {
        if (r.card == t)
          effect = fmt::format("{} is cancelled and {} counts again", cards_.name(t),
                               cards_.name(r.target));
      }
    }
    log->emit("play", p,
              fmt::format("{} plays {} on {}: {} (meld Force now {})", player_name(p),
                          cards_.name(c), card_label(t), effect, meld_force(s)),
              {{"card", cards_.name(c)},
               {"target", cards_.name(t)},
               {"ids", nlohmann::json::array({c, t})}});
  }
  if (!rules_.defense_per_card) {
    if (s.phase == Phase::kDefend) {
      s.phase = Phase::kCounter;
    } else {
      resolve_casualties(s, log);
    }
  }
}

}  // namespace bivouac::volley
