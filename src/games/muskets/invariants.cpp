// Checks that a position is possible: every card is somewhere exactly once, counts and Morale are
// in range, and the pending decision makes sense.
#include <fmt/format.h>

#include <stdexcept>

#include "core/errors.h"
#include "games/muskets/card_ids.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

void MusketsGame::check_invariants(const State& state) const {
  const auto& s = as<MusketsState>(state);
  auto fail = [](const std::string& what) { throw std::logic_error("muskets: " + what); };
  Counts in_deck{};
  for (CardId c : s.deck) {
    if (c >= cards_.size())
      fail(fmt::format("deck holds card type {} (only {} types)", c, cards_.size()));
    ++in_deck[c];
  }
  for (int t = 0; t < cards_.size(); ++t) {
    const auto i = static_cast<std::size_t>(t);
    const int total =
        in_deck[i] + s.hand[0][i] + s.hand[1][i] + s.line[0][i] + s.line[1][i] + s.discard[i];
    if (total != cards_[t].copies) {
      fail(fmt::format("{} copies of {} in play, expected {} (cards created or lost)", total,
                       cards_[t].name, cards_[t].copies));
    }
    for (int p = 0; p < 2; ++p) {
      if (s.known[static_cast<std::size_t>(p)][i] > s.hand[static_cast<std::size_t>(p)][i]) {
        fail(fmt::format("player {} is known to hold more {} than he has", p + 1, cards_[t].name));
      }
      if (!cards_.is_infantry(t) && s.line[static_cast<std::size_t>(p)][i] > 0)
        fail(cards_[t].name + " cannot be in a line");
    }
    if (s.losing[i] > s.line[static_cast<std::size_t>(1 - s.active)][i])
      fail("defender is losing infantry he does not have");
  }
  for (int t = cards_.size(); t < kMaxTypes; ++t) {
    const auto i = static_cast<std::size_t>(t);
    if (s.hand[0][i] || s.hand[1][i] || s.line[0][i] || s.line[1][i] || s.discard[i] ||
        s.known[0][i] || s.known[1][i]) {
      fail(fmt::format("card type {} does not exist", t));
    }
  }
  if (s.unseen[0] || s.unseen[1]) fail("a full state cannot have unseen cards");
  if (const std::string e = ledger_error(s, copies_.data(), cards_.size()); !e.empty()) fail(e);
  if (s.active > 1 || s.first_player > 1) fail("active and first player must be 0 or 1");
  if (s.step == Step::kGameOver) {
    if (s.winner >= 0 && s.morale[static_cast<std::size_t>(1 - s.winner)] > 0)
      fail("the loser still has Morale");
    if (s.winner < 0 && (turn_limit_ == 0 || s.turn < turn_limit_))
      fail("the game is over without a winner, but only the turn limit ends a game drawn");
  } else {
    if (s.winner != -1) fail("a winner is set but the game is not over");
    if (s.morale[0] <= 0 || s.morale[1] <= 0) fail("a player has no Morale but the game goes on");
  }
  if (s.step == Step::kCasualties &&
      force_of(s.line[static_cast<std::size_t>(1 - s.active)]) <= s.casualty_force) {
    fail("a casualty choice is pending but the defender's infantry cannot cover the Force");
  }
  if (s.step == Step::kBatteryAnswer &&
      (!cards_.is_infantry(s.battery_target) ||
       s.line[static_cast<std::size_t>(1 - s.active)][s.battery_target] == 0)) {
    fail("the battery target is not in the defender's line");
  }
  if (s.turn == 0) fail("turn numbers start at 1");
}

void MusketsGame::force_draws(State& state, std::string_view deck,
                              const std::vector<std::string>& names) const {
  auto& s = as<MusketsState>(state);
  if (!deck.empty() && deck != "deck") {
    throw FormatError(fmt::format("muskets has one deck, \"deck\"; there is no deck \"{}\"", deck));
  }
  // The first named card must end on top, so place them from the last to the first.
  for (auto it = names.rbegin(); it != names.rend(); ++it) {
    const int t = cards_.find(*it);
    if (t < 0)
      throw FormatError(
          fmt::format("unknown card \"{}\"; cards are: {}", *it, fmt::join(cards_.names(), ", ")));
    // Search below the cards already placed on top.
    std::size_t found = s.deck.size();
    const std::size_t already = static_cast<std::size_t>(it - names.rbegin());
    for (std::size_t i = s.deck.size() - already; i-- > 0;) {
      if (s.deck[i] == t) {
        found = i;
        break;
      }
    }
    if (found == s.deck.size()) {
      throw FormatError(fmt::format("no {} left in the deck to force (the deck holds {} cards)",
                                    *it, s.deck.size()));
    }
    s.deck.erase_at(found);
    s.deck.push_back(static_cast<CardId>(t));
  }
}

}  // namespace bivouac::muskets
