// Hands, draws, damage markers and defeat: the bookkeeping every phase shares.
#include <fmt/format.h>

#include "games/gt/internal.h"

namespace bivouac::gt::detail {

void add_to_hand(GtState& s, int p, std::uint8_t card, CardLabel id) {
  s.hand[idx(p)].push_back(card);
  s.known[idx(p)].push_back(0);
  s.hand_ids[idx(p)].push_back(id);
}

int remove_from_hand(GtState& s, int p, std::uint8_t card) {
  auto& h = s.hand[idx(p)];
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (h[i] == card) {
      const CardLabel id = s.hand_ids[idx(p)][i];
      h.erase_at(i);
      s.known[idx(p)].erase_at(i);
      s.hand_ids[idx(p)].erase_at(i);
      return id;
    }
  }
  return kNoCard;
}

CardLabel discard_from_hand(GtState& s, int p, std::uint8_t card) {
  const int id = remove_from_hand(s, p, card);
  if (id == kNoCard) return 0;
  to_discard(s, card, static_cast<CardLabel>(id));
  return static_cast<CardLabel>(id);
}

void discard_spoils(GtState& s) {
  for (std::size_t i = 0; i < s.spoils.size(); ++i) to_discard(s, s.spoils[i], s.spoils_ids[i]);
  s.spoils.clear();
  s.spoils_ids.clear();
}

bool draw_battle(const GtGame& g, GtState& s, int p, EventLog* log) {
  if (s.deck.empty()) {
    if (s.discard.empty()) {
      if (log)
        log->emit("draw", p, "The Battle deck and its discard pile are both empty: no card drawn.");
      return false;
    }
    // The shuffle ends every card's label: each comes out of the deck under a fresh one.
    for (CardId c : s.discard) s.deck.push_back(c);
    s.discard.clear();
    s.discard_ids.clear();
    s.chance.rng.shuffle(s.deck.begin(), s.deck.end());
    if (log) {
      log->emit(
          "shuffle", -1,
          fmt::format("The Battle deck ran out: the discard pile ({} cards) is shuffled into a "
                      "new deck (L65).",
                      s.deck.size()));
    }
  }
  const std::uint8_t c = s.deck.pop_back();
  const CardLabel id = next_label(s);
  add_to_hand(s, p, c, id);
  if (log) {
    log->emit("draw", p, fmt::format("{} draws {}.", g.player_name(p), g.card(c).name),
              {{"card", g.card(c).name}, {"ids", nlohmann::json::array({id})}}, only(p));
    log->emit("draw", p, fmt::format("{} draws a Battle card.", g.player_name(p)), {},
              kEveryone & ~only(p));
  }
  return true;
}

void draw_battle_cards(const GtGame& g, GtState& s, int p, int n, EventLog* log) {
  for (int k = 0; k < n; ++k) {
    if (!draw_battle(g, s, p, log)) return;
  }
}

void spy(const GtGame& g, GtState& s, int spier, int target, EventLog* log) {
  auto& known = s.known[idx(target)];
  for (auto& k : known) k = static_cast<std::uint8_t>(k | (1u << spier));
  if (log) {
    std::string list;
    for (CardId c : s.hand[idx(target)]) list += (list.empty() ? "" : ", ") + g.card(c).name;
    nlohmann::json ids = nlohmann::json::array();
    for (CardLabel id : s.hand_ids[idx(target)]) ids.push_back(id);
    log->emit("spy", spier,
              fmt::format("{} looks at {}'s hand: {}.", g.player_name(spier), g.player_name(target),
                          list.empty() ? "empty" : list),
              {{"ids", ids}}, only(spier) | only(target));
    log->emit("spy", spier,
              fmt::format("{} looks at {}'s hand ({} cards).", g.player_name(spier),
                          g.player_name(target), s.hand[idx(target)].size()),
              {}, kEveryone & ~(only(spier) | only(target)));
  }
}

bool game_over(const GtState& s) {
  return s.step == Step::kGameOver;
}

namespace {

// Keeps stored unit references valid after unit `i` of player `q` left play.
void fix_ref(std::uint8_t& ref, int ref_player, int q, int i) {
  if (ref_player != q || ref == kNone) return;
  if (ref == i) {
    ref = kNone;
  } else if (ref > i) {
    --ref;
  }
}

void remove_unit(GtState& s, int q, int i) {
  s.units[idx(q)].erase_at(static_cast<std::size_t>(i));
  fix_ref(s.attack.unit, s.active, q, i);
  fix_ref(s.attack.target_unit, s.attack.target_player, q, i);
  fix_ref(s.attack.protected_unit, s.attack.target_player, q, i);
  fix_ref(s.spoils_unit, s.spoils_player, q, i);
  if (q == s.active) {
    const std::uint64_t low = s.moved_leaders & ((1ull << i) - 1);
    const std::uint64_t high = i >= 63 ? 0 : (s.moved_leaders >> (i + 1)) << i;
    s.moved_leaders = low | high;
  }
}

void check_victory(const GtGame& g, GtState& s, EventLog* log) {
  std::array<bool, 2> alive{};
  for (int p = 0; p < g.num_players(); ++p) alive[idx(g.side_of(p))] |= g.in_play(s, p);
  if (alive[0] && alive[1]) return;
  s.step = Step::kGameOver;
  s.end_reason = EndReason::kDestroyed;
  s.winner = alive[0] ? 0 : alive[1] ? 1 : -1;
  if (log) {
    log->emit("result", -1,
              s.winner < 0
                  ? std::string("No units remain on either side: a draw.")
                  : fmt::format("{} has destroyed every opposing unit in play and wins (L3).",
                                g.side_name(s.winner)),
              {{"winner", s.winner}});
  }
}

}  // namespace

void defeat(const GtGame& g, GtState& s, int q, int i, int credit, int taker_player, int taker_unit,
            EventLog* log) {
  const Unit u = s.units[idx(q)][static_cast<std::size_t>(i)];
  s.victory_units[idx(credit)].push_back(u.type);
  s.victory_unit_ids[idx(credit)].push_back(u.id);
  if (log) {
    nlohmann::json ids = unit_ids(s, {{q, i}});
    if (u.leader != kNone) ids.push_back(u.leader_id);
    log->emit("loss", q,
              fmt::format("{} is defeated and goes to {}'s Victory pile{} (L89-93).",
                          g.unit_label(s, q, i), g.player_name(credit),
                          u.leader != kNone ? " with " + g.card(u.leader).name : std::string()),
              {{"unit", g.unit_type(u.type).name}, {"ids", ids}});
  }
  if (u.leader != kNone) {
    s.victory_leaders[idx(credit)].push_back(u.leader);
    s.victory_leader_ids[idx(credit)].push_back(u.leader_id);
  }
  if (u.terrain != kNone) {
    const bool can_take =
        taker_unit != kNone && taker_player >= 0 && taker_player != q &&
        static_cast<std::size_t>(taker_unit) < s.units[idx(taker_player)].size() &&
        g.can_hold_terrain(s.units[idx(taker_player)][static_cast<std::size_t>(taker_unit)].type);
    if (can_take) {
      s.spoils.push_back(u.terrain);
      s.spoils_ids.push_back(u.terrain_id);
      s.spoils_player = static_cast<std::uint8_t>(taker_player);
      s.spoils_unit = static_cast<std::uint8_t>(taker_unit);
    } else {
      to_discard(s, u.terrain, u.terrain_id);
      if (log)
        log->emit("discard", q, fmt::format("{} is discarded.", g.card(u.terrain).name),
                  {{"ids", nlohmann::json::array({u.terrain_id})}});
    }
  }
  remove_unit(s, q, i);
  auto& seat = s.seat[idx(q)];
  if (s.units[idx(q)].empty()) {
    seat = Seat::kDestroyed;
    if (log) log->emit("info", q, fmt::format("{} has no units left in play.", g.player_name(q)));
  } else if (g.rules().retire_at_two && s.units[idx(q)].size() <= 2) {
    seat = Seat::kRetired;
    if (log) {
      log->emit("info", q,
                fmt::format("{} is reduced to {} units and retires from the field (L219).",
                            g.player_name(q), s.units[idx(q)].size()));
    }
  }
  if (seat != Seat::kInPlay) check_victory(g, s, log);
}

void check_defeat(const GtGame& g, GtState& s, int q, int i, int credit, int taker_player,
                  int taker_unit, EventLog* log) {
  const Unit& u = s.units[idx(q)][static_cast<std::size_t>(i)];
  if (u.dm > g.defense(u)) defeat(g, s, q, i, credit, taker_player, taker_unit, log);
}

void add_dm(const GtGame& g, GtState& s, int q, int i, int dm, int credit, int taker_player,
            int taker_unit, EventLog* log) {
  Unit& u = s.units[idx(q)][static_cast<std::size_t>(i)];
  u.dm = static_cast<std::uint8_t>(std::min(255, u.dm + dm));
  if (log) {
    log->emit("damage", q,
              fmt::format("{} takes {} DM, now {} against Defense {}.", g.unit_label(s, q, i), dm,
                          u.dm, g.defense(u)),
              {{"dm", dm}, {"total", u.dm}, {"ids", unit_ids(s, {{q, i}})}});
  }
  check_defeat(g, s, q, i, credit, taker_player, taker_unit, log);
}

}  // namespace bivouac::gt::detail
