// Applying one decision, then letting the turn run on to the next one.
#include <fmt/format.h>

#include <stdexcept>

#include "games/gt/internal.h"

namespace bivouac::gt {

namespace {

using detail::idx;

// An event's `ids` with a Battle card's label added (none when it has no label).
nlohmann::json with_card(nlohmann::json ids, CardLabel id) {
  if (id != 0) ids.push_back(id);
  return ids;
}

void decline(const GtGame& g, GtState& s, EventLog* log) {
  switch (s.step) {
    case Step::kReserve:
      s.step = Step::kAttack;
      return;
    case Step::kAttack:
      if (log)
        log->emit("info", s.active, fmt::format("{} makes no attack.", g.player_name(s.active)));
      s.step = Step::kShootWindow;
      return;
    case Step::kShootDefend:
      detail::finish_shoot(g, s, log);
      return;
    case Step::kMeleeDefend:
      detail::finish_melee(g, s, log);
      return;
    case Step::kOpportunity:
      s.step = Step::kMeleeDefend;
      return;
    case Step::kSpoils:
      detail::discard_spoils(s);
      s.spoils_player = s.spoils_unit = kNone;
      s.step = s.resume;
      return;
    case Step::kShootWindow:
      s.step = detail::primary_is_melee(g, s) ? Step::kOpportunity : Step::kEndDiscard;
      return;
    case Step::kMeleeWindow:
      s.step = Step::kEndDiscard;
      return;
    default:
      throw std::logic_error("gt: \"done\" is not legal now");
  }
}

void declare_target(const GtGame& g, GtState& s, std::uint8_t q, std::uint8_t t, EventLog* log) {
  const int p = s.active;
  s.attack.target_player = q;
  s.attack.target_unit = t;
  if (log) {
    log->emit("attack", p,
              fmt::format("{} attacks {} with {}.", g.unit_label(s, p, s.attack.unit),
                          t == kNone ? "every unit of " + g.player_name(q) : g.unit_label(s, q, t),
                          g.card(s.attack.card).name),
              {{"ids", detail::unit_ids(s, {{p, s.attack.unit}, {q, t}})}});
  }
  if (!detail::primary_is_melee(g, s)) {
    s.step = Step::kShootDefend;
    return;
  }
  // A melee attacker first gives up its Terrain (L83-84).
  Unit& u = s.units[idx(p)][s.attack.unit];
  if (u.terrain != kNone) {
    if (log) {
      log->emit("discard", p,
                fmt::format("{} leaves {} to charge (L83-84).", g.unit_label(s, p, s.attack.unit),
                            g.card(u.terrain).name),
                {{"ids", with_card(detail::unit_ids(s, {{p, s.attack.unit}}), u.terrain_id)}});
    }
    detail::to_discard(s, u.terrain, u.terrain_id);
    u.terrain = kNone;
    u.terrain_id = 0;
    detail::check_defeat(g, s, p, s.attack.unit, q, -1, kNone, log);
  }
  if (!detail::game_over(s)) s.step = Step::kShootWindow;
}

void defend(const GtGame& g, GtState& s, std::uint8_t card, std::uint8_t unit, EventLog* log) {
  const int q = s.attack.target_player;
  const CardLabel id = detail::discard_from_hand(s, q, card);
  const bool per_unit = g.card(s.attack.card).barrage && unit != kNone;
  if (per_unit) {
    s.attack.protected_unit = unit;
  } else {
    s.attack.negated = true;
  }
  if (log) {
    log->emit("play", q,
              fmt::format("{} plays {} to negate the attack{} (L96-97).", g.player_name(q),
                          g.card(card).name,
                          per_unit ? " on " + g.unit_label(s, q, unit) : std::string()),
              {{"card", g.card(card).name},
               {"ids", with_card(detail::unit_ids(s, {{q, per_unit ? unit : kNone}}), id)}});
  }
  if (g.card(card).screen_dm > 0) {
    s.resume = s.step;
    s.step = Step::kScreen;
    s.pending = static_cast<std::uint8_t>(g.card(card).screen_dm);
    return;
  }
  if (s.step == Step::kShootDefend) {
    detail::finish_shoot(g, s, log);
  } else {
    detail::finish_melee(g, s, log);
  }
}

void screen(const GtGame& g, GtState& s, std::uint8_t unit, EventLog* log) {
  const int q = s.attack.target_player;
  const int dm = s.pending;  // the Screen card's DM, kept while the defender chooses
  s.pending = 0;
  if (log)
    log->emit("info", q, fmt::format("Screen: {} takes the blow.", g.unit_label(s, q, unit)),
              {{"ids", detail::unit_ids(s, {{q, unit}})}});
  detail::add_dm(g, s, q, unit, dm, s.active, -1, kNone, log);
  if (detail::game_over(s)) return;
  if (s.resume == Step::kShootDefend) {
    detail::finish_shoot(g, s, log);
  } else {
    detail::finish_melee(g, s, log);
  }
}

void take_terrain(const GtGame& g, GtState& s, std::uint8_t card, EventLog* log) {
  const int p = s.spoils_player;
  Unit& u = s.units[idx(p)][s.spoils_unit];
  if (u.terrain != kNone) detail::to_discard(s, u.terrain, u.terrain_id);
  u.terrain = card;
  for (std::size_t i = 0; i < s.spoils.size(); ++i) {
    if (s.spoils[i] == card) {
      u.terrain_id = s.spoils_ids[i];
      s.spoils.erase_at(i);
      s.spoils_ids.erase_at(i);
      break;
    }
  }
  if (log) {
    log->emit("attach", p,
              fmt::format("{} takes {} from the defeated unit (L98-99).",
                          g.unit_label(s, p, s.spoils_unit), g.card(card).name),
              {{"ids", with_card(detail::unit_ids(s, {{p, s.spoils_unit}}), u.terrain_id)}});
  }
  const int taker = s.spoils_unit;
  detail::discard_spoils(s);
  s.spoils_player = s.spoils_unit = kNone;
  s.step = s.resume;
  // Swapping a strong Terrain for a weak one can leave the unit over its Defense.
  detail::check_defeat(g, s, p, taker, (p + 1) % g.num_players(), -1, kNone, log);
}

}  // namespace

void GtGame::apply_action(State& state, Action a, EventLog* log) const {
  auto& s = as<GtState>(state);
  const int p = s.decider;
  const std::uint8_t card = act_card(a);
  const std::uint8_t x = act_a(a);
  const std::uint8_t y = act_b(a);
  // A stalemate is a long run of turns in which every answer was "done"; anything else (a card,
  // an attack, a discard) is seen by all and ends the run. Counting only public moves keeps the
  // count the same in every world a player cannot tell apart.
  if (act_kind(a) != Act::kDone) s.quiet_turns = 0;
  switch (act_kind(a)) {
    case Act::kDone:
      decline(*this, s, log);
      break;
    case Act::kEvent:
      detail::play_event(*this, s, card, x, y, log);
      break;
    case Act::kLeader:
    case Act::kTerrain: {
      const auto id = static_cast<CardLabel>(detail::remove_from_hand(s, p, card));
      Unit& u = s.units[idx(p)][y];
      (act_kind(a) == Act::kLeader ? u.leader : u.terrain) = card;
      (act_kind(a) == Act::kLeader ? u.leader_id : u.terrain_id) = id;
      if (log) {
        log->emit("attach", p,
                  fmt::format("{} attaches {} to {} (L69-73).", player_name(p),
                              this->card(card).name, unit_label(s, p, y)),
                  {{"ids", with_card(detail::unit_ids(s, {{p, y}}), id)}});
      }
      break;
    }
    case Act::kMoveLeader: {
      auto& army = s.units[idx(p)];
      if (log) {
        log->emit(
            "attach", p,
            fmt::format("{} moves {} from {} to {} (L71).", player_name(p),
                        this->card(army[x].leader).name, unit_label(s, p, x), unit_label(s, p, y)),
            {{"ids", with_card(detail::unit_ids(s, {{p, x}, {p, y}}), army[x].leader_id)}});
      }
      army[y].leader = army[x].leader;
      army[y].leader_id = army[x].leader_id;
      army[x].leader = kNone;
      army[x].leader_id = 0;
      s.moved_leaders |= 1ull << y;
      detail::check_defeat(*this, s, p, x, (p + 1) % num_players(), -1, kNone, log);
      break;
    }
    case Act::kAttack: {
      const CardLabel id = detail::discard_from_hand(s, p, card);
      s.attack = AttackContext{};
      s.attack.card = card;
      s.attack.unit = y;
      s.step = Step::kTarget;
      if (log) {
        log->emit("play", p,
                  fmt::format("{} plays {} with {} (L76-80).", player_name(p),
                              this->card(card).name, unit_label(s, p, y)),
                  {{"card", this->card(card).name},
                   {"ids", with_card(detail::unit_ids(s, {{p, y}}), id)}});
      }
      break;
    }
    case Act::kTarget:
      declare_target(*this, s, x, y, log);
      break;
    case Act::kDefend:
      defend(*this, s, card, y, log);
      break;
    case Act::kScreen:
      screen(*this, s, y, log);
      break;
    case Act::kOpportunity:
      detail::resolve_opportunity(*this, s, card, detail::discard_from_hand(s, p, card), log);
      break;
    case Act::kTakeTerrain:
      take_terrain(*this, s, card, log);
      break;
    case Act::kDiscard: {
      const CardLabel id = detail::discard_from_hand(s, p, card);
      if (log)
        log->emit("discard", p,
                  fmt::format("{} discards {}.", player_name(p), this->card(card).name),
                  {{"ids", nlohmann::json::array({id})}});
      if (s.step == Step::kDispatch && --s.pending == 0) s.step = s.resume;
      break;
    }
  }
  detail::run(*this, s, log);
}

}  // namespace bivouac::gt
