// Event cards (L194-204): Reserve, Outflank, Breakthrough, Dispatch, Fog of War, Rout, Scouts,
// Killed in Action, Strategy and Rally.
#include <fmt/format.h>

#include "games/gt/internal.h"

namespace bivouac::gt::detail {

void play_event(const GtGame& g, GtState& s, std::uint8_t card, std::uint8_t a, std::uint8_t b,
                EventLog* log) {
  const BattleType& c = g.card(card);
  const int p = s.active;
  const CardLabel id = discard_from_hand(s, p, card);
  if (log) {
    std::string target;
    if (b != kNone) {
      target = " on " + g.unit_label(s, a, b);
    } else if (a != kNone) {
      target = " on " + g.player_name(a);
    }
    log->emit("play", p, fmt::format("{} plays {}{}.", g.player_name(p), c.name, target),
              {{"card", c.name}, {"ids", [&] {
                                    auto ids = unit_ids(s, {{a, b}});
                                    ids.push_back(id);
                                    return ids;
                                  }()}});
  }
  switch (c.effect) {
    case Effect::kReserve: {
      const std::uint8_t u = s.army.pop_back();
      s.units[idx(p)].push_back(
          Unit{u, 0, kNone, kNone, s.next_unit_id++, ++s.units_entered[idx(p)], 0, 0});
      if (log) {
        log->emit("reserve", p,
                  fmt::format("{} brings {} into play from the Army deck (L67-68).",
                              g.player_name(p), g.unit_type(u).name),
                  {{"revealed", nlohmann::json::array({g.unit_type(u).name})},
                   {"ids", nlohmann::json::array({s.units[idx(p)].back().id})}});
      }
      return;
    }
    case Effect::kOutflank:
    case Effect::kStrategy:
      draw_battle_cards(g, s, p, c.draw, log);
      return;
    case Effect::kBreakthrough:
      s.extra_turn = true;
      if (log)
        log->emit("info", p,
                  fmt::format("{} will take an extra turn after this one.", g.player_name(p)));
      return;
    case Effect::kDispatch:
      draw_battle_cards(g, s, p, c.draw, log);
      s.pending = static_cast<std::uint8_t>(
          std::min<std::size_t>(static_cast<std::size_t>(c.discard), s.hand[idx(p)].size()));
      if (s.pending > 0) {
        s.resume = s.step;
        s.step = Step::kDispatch;
      }
      return;
    case Effect::kFogOfWar: {
      auto& h = s.hand[idx(a)];
      for (int k = 0; k < c.discard && !h.empty(); ++k) {
        // A die as large as the hand picks the card, so tests can force the choice.
        const auto i = static_cast<std::size_t>(s.chance.roll(static_cast<int>(h.size())) - 1);
        const std::uint8_t lost = h[i];
        const CardLabel lost_id = s.hand_ids[idx(a)][i];
        h.erase_at(i);
        s.known[idx(a)].erase_at(i);
        s.hand_ids[idx(a)].erase_at(i);
        to_discard(s, lost, lost_id);
        if (log) {
          log->emit("discard", a,
                    fmt::format("{} discards {} at random (Fog of War).", g.player_name(a),
                                g.card(lost).name),
                    {{"revealed", nlohmann::json::array({g.card(lost).name})},
                     {"ids", nlohmann::json::array({lost_id})}});
        }
      }
      return;
    }
    case Effect::kRout:
      if (log) log->emit("info", p, "Rout: the unit is defeated outright (L94-95, L199).");
      defeat(g, s, a, b, p, -1, kNone, log);
      return;
    case Effect::kScouts:
      spy(g, s, p, a, log);
      draw_battle_cards(g, s, p, c.draw, log);
      return;
    case Effect::kKilledInAction: {
      Unit& u = s.units[idx(a)][b];
      if (log)
        log->emit("loss", a, fmt::format("{} is killed in action.", g.card(u.leader).name),
                  {{"ids", nlohmann::json::array({u.leader_id})}});
      to_discard(s, u.leader, u.leader_id);
      u.leader = kNone;
      u.leader_id = 0;
      check_defeat(g, s, a, b, p, -1, kNone, log);
      return;
    }
    case Effect::kRally: {
      Unit& u = s.units[idx(p)][b];
      const int removed = std::min<int>(u.dm, c.remove_dm);
      u.dm = static_cast<std::uint8_t>(u.dm - removed);
      if (log) {
        log->emit("rally", p,
                  fmt::format("{} removes {} DM from {} (L74).", g.player_name(p), removed,
                              g.unit_label(s, p, b)),
                  {{"ids", unit_ids(s, {{p, b}})}});
      }
      return;
    }
    case Effect::kNone:
      return;
  }
}

}  // namespace bivouac::gt::detail
