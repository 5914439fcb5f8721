// Legal actions step by step. One generator per step; the same code answers "is there any
// choice here?" (which lets empty steps pass by themselves) and lists the choices.
#include "games/gt/internal.h"

namespace bivouac::gt::detail {

namespace {

template <class Sink>
bool add(Sink& sink, Action a) {
  return sink.add(a);
}

// Targets of `card` played by unit `u` of the active player.
template <class Sink>
bool gen_targets(const GtGame& g, const GtState& s, std::uint8_t card, const Unit& u, Sink& sink) {
  const BattleType& c = g.card(card);
  for (int q = 0; q < g.num_players(); ++q) {
    if (!g.enemies(s.active, q) || !g.in_play(s, q)) continue;
    if (c.barrage) {
      if (!add(sink, make_action(Act::kTarget, 0, static_cast<std::uint8_t>(q), kNone)))
        return false;
      continue;
    }
    const auto& army = s.units[idx(q)];
    for (std::size_t j = 0; j < army.size(); ++j) {
      if (g.attack_allowed(card, u, army[j]) &&
          !add(sink, make_action(Act::kTarget, 0, static_cast<std::uint8_t>(q),
                                 static_cast<std::uint8_t>(j)))) {
        return false;
      }
    }
  }
  return true;
}

template <class Sink>
bool gen_event(const GtGame& g, const GtState& s, std::uint8_t card, bool reserve_phase,
               Sink& sink) {
  const BattleType& c = g.card(card);
  const int p = s.active;
  const bool rout = c.effect == Effect::kRout;
  const bool reserve_only = c.effect == Effect::kReserve || c.effect == Effect::kRally;
  if (reserve_phase) {
    if (rout && !g.rules().events_in_any_window) return true;
  } else if (reserve_only || (!rout && !g.rules().events_in_any_window)) {
    return true;
  }
  const auto ev = [&](int a, int b) {
    return add(sink, make_action(Act::kEvent, card, static_cast<std::uint8_t>(a),
                                 static_cast<std::uint8_t>(b)));
  };
  switch (c.effect) {
    case Effect::kReserve:
      return s.army.empty() || ev(kNone, kNone);
    case Effect::kOutflank:
      return g.units_of_side(s, g.side_of(p)) <= g.units_of_side(s, 1 - g.side_of(p)) ||
             ev(kNone, kNone);
    case Effect::kBreakthrough:
    case Effect::kDispatch:
    case Effect::kStrategy:
      return ev(kNone, kNone);
    case Effect::kFogOfWar:
    case Effect::kScouts:
      for (int q = 0; q < g.num_players(); ++q) {
        if (!g.enemies(p, q) || !g.in_play(s, q)) continue;
        if (c.effect == Effect::kFogOfWar && s.hand[idx(q)].empty()) continue;
        if (!ev(q, kNone)) return false;
      }
      return true;
    case Effect::kKilledInAction:
    case Effect::kRout:
      for (int q = 0; q < g.num_players(); ++q) {
        if (!g.enemies(p, q) || !g.in_play(s, q)) continue;
        const auto& army = s.units[idx(q)];
        for (std::size_t j = 0; j < army.size(); ++j) {
          if (army[j].dm < c.min_dm) continue;
          if (c.effect == Effect::kKilledInAction && army[j].leader == kNone) continue;
          if (!ev(q, static_cast<int>(j))) return false;
        }
      }
      return true;
    case Effect::kRally: {
      const auto& army = s.units[idx(p)];
      for (std::size_t j = 0; j < army.size(); ++j) {
        if (army[j].dm > 0 && !ev(p, static_cast<int>(j))) return false;
      }
      return true;
    }
    case Effect::kNone:
      return true;
  }
  return true;
}

template <class Sink>
void gen_reserve(const GtGame& g, const GtState& s, Sink& sink) {
  const int p = s.active;
  const auto& army = s.units[idx(p)];
  TypeSet seen;
  for (CardId card : s.hand[idx(p)]) {
    if (!seen.first(card)) continue;
    const BattleType& c = g.card(card);
    if (c.kind == CardKind::kLeader || c.kind == CardKind::kTerrain) {
      const bool leader = c.kind == CardKind::kLeader;
      for (std::size_t j = 0; j < army.size(); ++j) {
        const bool free = leader ? army[j].leader == kNone
                                 : army[j].terrain == kNone && g.can_hold_terrain(army[j].type);
        if (free && !add(sink, make_action(leader ? Act::kLeader : Act::kTerrain, card, 0,
                                           static_cast<std::uint8_t>(j)))) {
          return;
        }
      }
    } else if (c.kind == CardKind::kEvent) {
      if (!gen_event(g, s, card, true, sink)) return;
    }
  }
  for (std::size_t i = 0; i < army.size(); ++i) {
    if (army[i].leader == kNone || ((s.moved_leaders >> i) & 1u)) continue;
    for (std::size_t j = 0; j < army.size(); ++j) {
      if (j != i && army[j].leader == kNone &&
          !add(sink, make_action(Act::kMoveLeader, 0, static_cast<std::uint8_t>(i),
                                 static_cast<std::uint8_t>(j)))) {
        return;
      }
    }
  }
}

template <class Sink>
void gen_window(const GtGame& g, const GtState& s, Sink& sink) {
  TypeSet seen;
  for (CardId card : s.hand[idx(s.active)]) {
    if (seen.first(card) && g.card(card).kind == CardKind::kEvent &&
        !gen_event(g, s, card, false, sink)) {
      return;
    }
  }
}

template <class Sink>
void gen_attack(const GtGame& g, const GtState& s, Sink& sink) {
  const auto& army = s.units[idx(s.active)];
  TypeSet seen;
  for (CardId card : s.hand[idx(s.active)]) {
    if (!seen.first(card) || !g.card(card).is_attack()) continue;
    for (std::size_t i = 0; i < army.size(); ++i) {
      if (!(g.groups(army[i].type) & g.card(card).by)) continue;
      AnySink any;
      gen_targets(g, s, card, army[i], any);
      if (any.found &&
          !add(sink, make_action(Act::kAttack, card, 0, static_cast<std::uint8_t>(i)))) {
        return;
      }
    }
  }
}

template <class Sink>
void gen_defend(const GtGame& g, const GtState& s, Sink& sink) {
  const int q = s.attack.target_player;
  const auto& army = s.units[idx(q)];
  const bool barrage = g.card(s.attack.card).barrage;
  TypeSet seen;
  for (CardId card : s.hand[idx(q)]) {
    if (!seen.first(card) || g.card(card).kind != CardKind::kDefense) continue;
    if (!barrage) {
      if (s.attack.target_unit != kNone &&
          g.defense_allowed(card, s, q, army[s.attack.target_unit]) &&
          !add(sink, make_action(Act::kDefend, card, 0, s.attack.target_unit))) {
        return;
      }
      continue;
    }
    for (std::size_t j = 0; j < army.size(); ++j) {
      if (!g.defense_allowed(card, s, q, army[j])) continue;
      if (!add(sink, make_action(
                         Act::kDefend, card, 0,
                         g.rules().barrage_defense_army ? kNone : static_cast<std::uint8_t>(j)))) {
        return;
      }
      if (g.rules().barrage_defense_army) break;
    }
  }
}

template <class Sink>
void gen_opportunity(const GtGame& g, const GtState& s, Sink& sink) {
  const int q = s.attack.target_player;
  const Unit& defender = s.units[idx(q)][s.attack.target_unit];
  const Unit& attacker = s.units[idx(s.active)][s.attack.unit];
  TypeSet seen;
  for (CardId card : s.hand[idx(q)]) {
    if (seen.first(card) && g.opportunity_allowed(card, defender, attacker) &&
        !add(sink, make_action(Act::kOpportunity, card))) {
      return;
    }
  }
}

template <class Sink>
void gen_by_card(const GtState& s, const Zone<kMaxBattleCards>& zone, Act kind, Sink& sink) {
  (void)s;
  TypeSet seen;
  for (CardId card : zone) {
    if (seen.first(card) && !add(sink, make_action(kind, card))) return;
  }
}

template <class Sink>
void gen(const GtGame& g, const GtState& s, Sink& sink) {
  switch (s.step) {
    case Step::kReserve:
      gen_reserve(g, s, sink);
      return;
    case Step::kDispatch:
    case Step::kEndDiscard:
      gen_by_card(s, s.hand[idx(s.active)], Act::kDiscard, sink);
      return;
    case Step::kAttack:
      gen_attack(g, s, sink);
      return;
    case Step::kTarget:
      gen_targets(g, s, s.attack.card, s.units[idx(s.active)][s.attack.unit], sink);
      return;
    case Step::kShootDefend:
    case Step::kMeleeDefend:
      gen_defend(g, s, sink);
      return;
    case Step::kScreen: {
      const auto& army = s.units[idx(s.attack.target_player)];
      for (std::size_t j = 0; j < army.size(); ++j) {
        if ((g.groups(army[j].type) & kLightTroops) &&
            !add(sink, make_action(Act::kScreen, 0, 0, static_cast<std::uint8_t>(j)))) {
          return;
        }
      }
      return;
    }
    case Step::kSpoils: {
      TypeSet seen;
      for (CardId card : s.spoils) {
        if (seen.first(card) && !add(sink, make_action(Act::kTakeTerrain, card))) return;
      }
      return;
    }
    case Step::kShootWindow:
    case Step::kMeleeWindow:
      gen_window(g, s, sink);
      return;
    case Step::kOpportunity:
      gen_opportunity(g, s, sink);
      return;
    case Step::kGameOver:
      return;
  }
}

}  // namespace

bool step_has_done(Step step) {
  switch (step) {
    case Step::kReserve:
    case Step::kAttack:
    case Step::kShootDefend:
    case Step::kMeleeDefend:
    case Step::kOpportunity:
    case Step::kSpoils:
    case Step::kShootWindow:
    case Step::kMeleeWindow:
      return true;
    default:
      return false;
  }
}

bool choices(const GtGame& g, const GtState& s, ListSink& sink) {
  const std::size_t before = sink.out->size();
  gen(g, s, sink);
  return sink.out->size() > before;
}

bool has_choice(const GtGame& g, const GtState& s) {
  AnySink sink;
  gen(g, s, sink);
  return sink.found;
}

}  // namespace bivouac::gt::detail

namespace bivouac::gt {

void GtGame::legal_actions(const State& state, ActionList& out) const {
  out.clear();
  const auto& s = as<GtState>(state);
  if (s.step == Step::kGameOver) return;
  detail::ListSink sink{&out};
  detail::choices(*this, s, sink);
  if (detail::step_has_done(s.step)) out.push_back(make_action(Act::kDone));
}

}  // namespace bivouac::gt
