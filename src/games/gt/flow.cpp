// The turn sequence (L54-62): Draw, Reserve, Attack, Shoot Resolution, Opportunity, Melee
// Resolution, End. Steps with nothing to decide pass by themselves.
#include <fmt/format.h>

#include "games/gt/internal.h"

namespace bivouac::gt::detail {

namespace {

// Whole turns without a single decision before the game is called a stalemate: only reachable
// when no player can do anything at all, which would otherwise loop forever.

int next_player(const GtGame& g, GtState& s) {
  const int n = g.num_players();
  if (s.extra_turn) {
    s.extra_turn = false;
    if (g.in_play(s, s.active)) return s.active;
  }
  // Sides alternate; within a side its players take turns in seat order.
  for (int side : {1 - g.side_of(s.active), g.side_of(s.active)}) {
    const int members = (n - side + 1) / 2;
    for (int k = 0; k < members; ++k) {
      const int slot = (s.rotation[idx(side)] + k) % members;
      const int p = side + 2 * slot;
      if (g.in_play(s, p)) {
        s.rotation[idx(side)] = static_cast<std::uint8_t>((slot + 1) % members);
        return p;
      }
    }
  }
  return s.active;
}

void end_turn(const GtGame& g, GtState& s, EventLog* log) {
  ++s.quiet_turns;
  s.attack = AttackContext{};
  s.moved_leaders = 0;
  const int limit = g.rules().turn_limit;
  if ((limit > 0 && s.turn >= limit) || s.quiet_turns >= kMaxQuietTurns) {
    s.step = Step::kGameOver;
    s.end_reason = s.quiet_turns >= kMaxQuietTurns ? EndReason::kStalemate : EndReason::kTurnLimit;
    s.winner = -1;
    if (log) {
      log->emit("result", -1,
                s.end_reason == EndReason::kTurnLimit
                    ? fmt::format("The turn limit of {} is reached: a draw.", limit)
                    : std::string("Nobody can do anything any more: a draw."));
    }
    return;
  }
  g.begin_turn(s, next_player(g, s), log);
}

void resolve_primary(const GtGame& g, GtState& s, EventLog* log) {
  const AttackContext& a = s.attack;
  const BattleType& c = g.card(a.card);
  const int p = s.active;
  const int q = a.target_player;
  if (a.negated) {
    if (log) log->emit("info", p, fmt::format("The {} attack is negated.", c.name));
    return;
  }
  if (a.unit == kNone) {
    if (log) log->emit("info", p, fmt::format("The {} attack is lost with its unit.", c.name));
    return;
  }
  const Unit attacker = s.units[idx(p)][a.unit];
  if (c.barrage) {
    if (!g.in_play(s, q)) return;
    auto& army = s.units[idx(q)];
    if (log) {
      log->emit("attack", p,
                fmt::format("Barrage: every unit of {} takes {} DM, unmodified (L152-153).",
                            g.player_name(q), c.damage));
    }
    for (std::size_t i = 0; i < army.size(); ++i) {
      if (i == a.protected_unit) continue;
      army[i].dm = static_cast<std::uint8_t>(std::min(255, army[i].dm + c.damage));
    }
    for (int i = static_cast<int>(army.size()) - 1; i >= 0 && !game_over(s); --i) {
      if (i >= static_cast<int>(army.size())) continue;
      check_defeat(g, s, q, i, p, p, s.attack.unit, log);
    }
    return;
  }
  if (a.target_unit == kNone) {
    if (log) log->emit("info", p, fmt::format("The target of {} is no longer in play.", c.name));
    return;
  }
  const int t = a.target_unit;
  Unit& target = s.units[idx(q)][idx(t)];
  if (c.kill_leader) {
    if (target.leader != kNone) {
      if (log) {
        log->emit("loss", q,
                  fmt::format("Sharpshooter kills {} on {}.", g.card(target.leader).name,
                              g.unit_label(s, q, t)),
                  {{"ids", [&] {
                      auto ids = unit_ids(s, {{q, t}});
                      ids.push_back(target.leader_id);
                      return ids;
                    }()}});
      }
      s.victory_leaders[idx(p)].push_back(target.leader);
      s.victory_leader_ids[idx(p)].push_back(target.leader_id);
      target.leader = kNone;
      target.leader_id = 0;
      check_defeat(g, s, q, t, p, p, a.unit, log);
    }
  } else {
    const int dm = g.damage(a.card, attacker, target);
    if (log) {
      // No dice in GT: the damage is a sum, narrated term by term.
      const UnitType& ut = g.unit_type(attacker.type);
      std::string sum = fmt::format("{} ({})", c.damage, c.name);
      if (ut.attack != 0) sum += fmt::format(" {:+d} ({})", ut.attack, ut.name);
      const int bonus = dm - c.damage - ut.attack;
      if (bonus != 0) sum += fmt::format(" {:+d} (leader, terrain, Blocking Terrain)", bonus);
      log->emit("damage", p,
                fmt::format("{} damage: {} = {} DM on {} (L87-88).", c.name, sum, dm,
                            g.unit_label(s, q, t)),
                {{"card", c.name}, {"dm", dm}, {"ids", unit_ids(s, {{q, t}})}});
    }
    add_dm(g, s, q, t, dm, p, p, a.unit, log);
  }
  if (c.spy && g.in_play(s, q)) spy(g, s, p, q, log);
}

void after_resolution(GtState& s, Step next) {
  if (game_over(s)) return;
  if (!s.spoils.empty()) {
    s.step = Step::kSpoils;
    s.resume = next;
  } else {
    s.step = next;
  }
}

bool melee_still_on(const GtGame& g, const GtState& s) {
  return s.attack.unit != kNone && s.attack.target_unit != kNone &&
         g.in_play(s, s.attack.target_player) && g.in_play(s, s.active);
}

}  // namespace

bool is_active_step(Step step) {
  switch (step) {
    case Step::kReserve:
    case Step::kDispatch:
    case Step::kAttack:
    case Step::kTarget:
    case Step::kShootWindow:
    case Step::kMeleeWindow:
    case Step::kEndDiscard:
      return true;
    default:
      return false;
  }
}

bool primary_is_melee(const GtGame& g, const GtState& s) {
  return s.attack.card != kNone && g.card(s.attack.card).kind == CardKind::kMelee;
}

void finish_shoot(const GtGame& g, GtState& s, EventLog* log) {
  resolve_primary(g, s, log);
  after_resolution(s, Step::kShootWindow);
}

void finish_melee(const GtGame& g, GtState& s, EventLog* log) {
  resolve_primary(g, s, log);
  after_resolution(s, Step::kMeleeWindow);
}

void resolve_opportunity(const GtGame& g, GtState& s, std::uint8_t card, CardLabel id,
                         EventLog* log) {
  const int p = s.active;
  const int q = s.attack.target_player;
  const int t = s.attack.target_unit;
  const int dm = g.damage(card, s.units[idx(q)][idx(t)], s.units[idx(p)][s.attack.unit]);
  if (log) {
    log->emit("attack", q,
              fmt::format("{} answers with {}: {} DM on {} (L101-103).", g.unit_label(s, q, t),
                          g.card(card).name, dm, g.unit_label(s, p, s.attack.unit)),
              {{"ids", [&] {
                  auto ids = unit_ids(s, {{q, t}, {p, s.attack.unit}});
                  ids.push_back(id);
                  return ids;
                }()}});
  }
  add_dm(g, s, p, s.attack.unit, dm, q, q, t, log);
  if (!game_over(s) && s.attack.unit == kNone && log) {
    log->emit("info", q, "The attacker is destroyed: the Primary Attack is negated (L104-105).");
  }
  after_resolution(s, Step::kMeleeDefend);
}

// Whether a step stops for `p`: whenever he has a real choice, and also whenever he holds cards,
// so that being asked (and answering "done") tells the others nothing about his hand (rulings
// "steps that pass by themselves"). With an empty hand the choices left are public.
bool asks(const GtGame& g, const GtState& s, int p) {
  return !s.hand[idx(p)].empty() || has_choice(g, s);
}

void run(const GtGame& g, GtState& s, EventLog* log) {
  for (;;) {
    if (s.step == Step::kGameOver) return;
    if (is_active_step(s.step) && !g.in_play(s, s.active)) {
      end_turn(g, s, log);
      continue;
    }
    switch (s.step) {
      case Step::kReserve:
        if (asks(g, s, s.active)) break;
        s.step = Step::kAttack;
        continue;
      case Step::kDispatch:
        if (s.pending > 0 && !s.hand[idx(s.active)].empty()) break;
        s.pending = 0;
        s.step = s.resume;
        continue;
      case Step::kAttack:
        if (asks(g, s, s.active)) break;
        s.step = Step::kShootWindow;
        continue;
      case Step::kTarget:
        break;
      case Step::kShootDefend:
        if (g.in_play(s, s.attack.target_player) && asks(g, s, s.attack.target_player)) {
          s.decider = s.attack.target_player;
          return;
        }
        finish_shoot(g, s, log);
        continue;
      case Step::kScreen:
        s.decider = s.attack.target_player;
        return;
      case Step::kSpoils:
        if (!s.spoils.empty() && s.spoils_unit != kNone && g.in_play(s, s.spoils_player)) {
          s.decider = s.spoils_player;
          return;
        }
        discard_spoils(s);
        s.spoils_player = s.spoils_unit = kNone;
        s.step = s.resume;
        continue;
      case Step::kShootWindow:
        if (asks(g, s, s.active)) break;
        s.step = primary_is_melee(g, s) ? Step::kOpportunity : Step::kEndDiscard;
        continue;
      case Step::kOpportunity:
        if (melee_still_on(g, s) && asks(g, s, s.attack.target_player)) {
          s.decider = s.attack.target_player;
          return;
        }
        s.step = Step::kMeleeDefend;
        continue;
      case Step::kMeleeDefend:
        if (melee_still_on(g, s) && asks(g, s, s.attack.target_player)) {
          s.decider = s.attack.target_player;
          return;
        }
        finish_melee(g, s, log);
        continue;
      case Step::kMeleeWindow:
        if (g.rules().rout_in_melee && asks(g, s, s.active)) break;
        s.step = Step::kEndDiscard;
        continue;
      case Step::kEndDiscard:
        if (static_cast<int>(s.hand[idx(s.active)].size()) > g.hand_limit(s, s.active)) break;
        end_turn(g, s, log);
        continue;
      case Step::kGameOver:
        return;
    }
    // An active-player decision.
    s.decider = s.active;
    return;
  }
}

}  // namespace bivouac::gt::detail

namespace bivouac::gt {

void GtGame::begin_turn(GtState& s, int player, EventLog* log) const {
  s.active = static_cast<std::uint8_t>(player);
  s.decider = s.active;
  s.attack = AttackContext{};
  s.moved_leaders = 0;
  s.pending = 0;
  s.step = Step::kReserve;
  ++s.turn;  // turns begun, each hand's turn counting one (docs/formats.md)
  if (log) {
    log->emit("turn", player,
              fmt::format("Turn {}: {}{}.", s.turn, player_name(player),
                          rules_.players > 2 ? " (" + side_name(side_of(player)) + ")" : ""),
              {{"turn", s.turn}});
  }
  detail::draw_battle(*this, s, player, log);  // Draw phase (L64)
}

void GtGame::settle(GtState& s, EventLog* log) const {
  detail::run(*this, s, log);
}

}  // namespace bivouac::gt
