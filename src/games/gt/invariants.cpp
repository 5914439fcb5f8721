// Invariants (every card accounted for, attachments legal, the decision well formed) and forced
// draws for scenarios and tests.
#include <fmt/format.h>

#include <stdexcept>

#include "core/errors.h"
#include "games/gt/internal.h"

namespace bivouac::gt {

using detail::idx;

namespace {

[[noreturn]] void broken(const std::string& what) {
  throw std::logic_error("gt invariant: " + what);
}

}  // namespace

void GtGame::check_invariants(const State& state) const {
  const auto& s = as<GtState>(state);
  const int n = rules_.players;
  std::array<int, kMaxBattleTypes> battle{};
  std::array<int, kMaxUnitTypes> units{};
  const auto count_battle = [&](CardId c, const char* where) {
    if (c >= cards_.battle.size()) broken(fmt::format("{} holds an unknown Battle card", where));
    ++battle[c];
  };
  const auto count_unit = [&](CardId c, const char* where) {
    if (c >= cards_.units.size()) broken(fmt::format("{} holds an unknown unit card", where));
    ++units[c];
  };
  for (CardId c : s.deck) count_battle(c, "the Battle deck");
  for (CardId c : s.discard) count_battle(c, "the discard pile");
  for (CardId c : s.spoils) count_battle(c, "the spoils");
  for (CardId c : s.army) count_unit(c, "the Army deck");
  for (int p = 0; p < kMaxSeats; ++p) {
    const auto P = idx(p);
    const bool seated = p < n;
    if (!seated && (!s.hand[P].empty() || !s.units[P].empty() || !s.victory_units[P].empty() ||
                    !s.victory_leaders[P].empty())) {
      broken(fmt::format("seat {} is not in this game but holds cards", p + 1));
    }
    if (s.known[P].size() != s.hand[P].size())
      broken(fmt::format("player {}'s hand knowledge is out of step", p + 1));
    for (CardId c : s.hand[P]) count_battle(c, "a hand");
    for (CardId c : s.victory_leaders[P]) {
      count_battle(c, "a victory pile");
      if (cards_.battle[c].kind != CardKind::kLeader)
        broken("a victory pile holds a Battle card that is not a Leader");
    }
    for (CardId c : s.victory_units[P]) count_unit(c, "a victory pile");
    for (const Unit& u : s.units[P]) {
      count_unit(u.type, "a unit in play");
      if (u.leader != kNone) {
        count_battle(u.leader, "a Leader slot");
        if (cards_.battle[u.leader].kind != CardKind::kLeader)
          broken("a non-Leader card is attached as a Leader");
      }
      if (u.terrain != kNone) {
        count_battle(u.terrain, "a Terrain slot");
        if (cards_.battle[u.terrain].kind != CardKind::kTerrain)
          broken("a non-Terrain card is attached as Terrain");
        if (!can_hold_terrain(u.type))
          broken(cards_.units[u.type].name + " holds Terrain but may not");
      }
      if (seated && s.seat[P] == Seat::kInPlay && u.dm > defense(u)) {
        broken(unit_label(s, p, static_cast<int>(&u - s.units[P].begin())) +
               " has more DM than its Defense but is in play");
      }
    }
    if (seated && s.seat[P] == Seat::kDestroyed && !s.units[P].empty())
      broken(fmt::format("player {} is out but has units", p + 1));
    if (seated && s.seat[P] == Seat::kInPlay && s.units[P].empty())
      broken(fmt::format("player {} has no units but is in play", p + 1));
  }
  for (std::size_t t = 0; t < cards_.battle.size(); ++t) {
    const int want = rules_.quick_start ? 1 : cards_.battle[t].copies;
    if (battle[t] != want) {
      broken(fmt::format("{} copies of {} instead of {}", battle[t], cards_.battle[t].name, want));
    }
  }
  for (std::size_t t = 0; t < cards_.units.size(); ++t) {
    const int want = rules_.quick_start ? 1 : cards_.units[t].copies;
    if (units[t] != want)
      broken(fmt::format("{} copies of {} instead of {}", units[t], cards_.units[t].name, want));
  }
  if (s.step == Step::kGameOver) {
    // Only the end conditions a game can reach: a side destroyed, the turn limit, a stalemate.
    const int limit = rules_.turn_limit;
    const bool ok = s.winner >= 0
                        ? s.end_reason == EndReason::kDestroyed
                        : (s.end_reason == EndReason::kTurnLimit && limit > 0 && s.turn >= limit) ||
                              (s.end_reason == EndReason::kStalemate &&
                               s.quiet_turns >= detail::kMaxQuietTurns);
    if (!ok) broken("the game is over, but not by any way a game can end");
    return;
  }
  if (s.winner >= 0 || s.end_reason != EndReason::kNone)
    broken("a winner or an end is set but the game is not over");
  if (s.active >= n || s.decider >= n) broken("the player to move is not in the game");
  if (!in_play(s, s.decider)) broken("the player to move has no units in play");
  if (detail::is_active_step(s.step) && s.decider != s.active)
    broken("the active player's step is decided by another");
  const bool needs_attack = s.step == Step::kTarget || s.step == Step::kShootDefend ||
                            s.step == Step::kScreen || s.step == Step::kOpportunity ||
                            s.step == Step::kMeleeDefend;
  if (needs_attack) {
    if (s.attack.card == kNone || s.attack.card >= cards_.battle.size() ||
        !cards_.battle[s.attack.card].is_attack()) {
      broken("a step of the attack without an attack card");
    }
    if (s.attack.unit == kNone || s.attack.unit >= s.units[s.active].size())
      broken("the attacking unit is not in play");
  }
  if (s.step != Step::kTarget && needs_attack) {
    if (s.attack.target_player >= n || !enemies(s.active, s.attack.target_player))
      broken("the target is not an enemy");
    if (s.attack.target_unit != kNone &&
        s.attack.target_unit >= s.units[s.attack.target_player].size()) {
      broken("the target unit is not in play");
    }
    if (s.step == Step::kOpportunity && s.attack.target_unit == kNone)
      broken("an opportunity attack without a target");
  }
  if (s.step == Step::kSpoils) {
    if (s.spoils.empty() || s.spoils_player >= n ||
        s.spoils_unit >= s.units[s.spoils_player].size()) {
      broken("the Terrain spoils have no taker");
    }
  }
  // Every card out of the deck has one label, and no two cards share one (card_ids.h).
  if (const std::string error = label_error(s, n); !error.empty()) broken(error);
}

void GtGame::force_draws(State& state, std::string_view deck,
                         const std::vector<std::string>& names) const {
  auto& s = as<GtState>(state);
  const bool army = deck == "army";
  if (!army && !deck.empty() && deck != "battle") {
    throw FormatError(
        fmt::format("gt has the decks \"battle\" (the default) and \"army\", not \"{}\"", deck));
  }
  // The first name is drawn first, so it goes on top (the back) last; each search skips the
  // cards already forced to the top.
  std::size_t forced = 0;
  for (auto it = names.rbegin(); it != names.rend(); ++it, ++forced) {
    const int t = army ? cards_.unit_index(*it) : cards_.battle_index(*it);
    if (t < 0)
      throw FormatError(
          fmt::format("gt: no {} card is called \"{}\"", army ? "unit" : "Battle", *it));
    const auto move_to_top = [&](auto& zone) {
      if (zone.size() <= forced) return false;
      for (std::size_t i = zone.size() - forced; i-- > 0;) {
        if (zone[i] == t) {
          zone.erase_at(i);
          zone.push_back(static_cast<CardId>(t));
          return true;
        }
      }
      return false;
    };
    if (!(army ? move_to_top(s.army) : move_to_top(s.deck))) {
      throw FormatError(
          fmt::format("gt: not enough copies of {} in the {} deck", *it, army ? "Army" : "Battle"));
    }
  }
}

}  // namespace bivouac::gt
