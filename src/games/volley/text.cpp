// Action texts, board rendering and phase names.
#include <fmt/format.h>

#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

std::string VolleyGame::card_label(int card) const {
  const Card& c = cards_.card(card);
  if (c.suit == kDefense) return fmt::format("{} (D: negates {})", c.name, suit_code(c.negates));
  return fmt::format("{} ({} {})", c.name, suit_code(c.suit), c.force);
}

std::string VolleyGame::action_to_string(const State& state, Action a) const {
  const auto& s = as<VolleyState>(state);
  if (a == act::kDone) {
    switch (s.phase) {
      case Phase::kDefend:
        return s.reactions.empty() ? "no defense" : "done";
      case Phase::kCounter: {
        const auto defender_reactions = [&] {
          std::size_t n = 0;
          for (const Reaction& r : s.reactions) n += (s.meld & bit(r.target)) != 0;
          return n;
        }();
        return s.reactions.size() == defender_reactions ? "no answer" : "done";
      }
      default:
        return "done";
    }
  }
  if (a == act::kPass) return "pass";
  if (a == act::kAttack) return "attack";
  if (act::is_discard(a) && act::card_of(a) < cards_.size()) {
    return "discard " + cards_.name(act::card_of(a));
  }
  if (act::is_meld(a) && act::card_of(a) < cards_.size())
    return "play " + cards_.name(act::card_of(a));
  if (act::is_react(a) && act::card_of(a) < cards_.size() && act::target_of(a) < cards_.size()) {
    return fmt::format("negate {} with {}", cards_.name(act::target_of(a)),
                       cards_.name(act::card_of(a)));
  }
  return fmt::format("unknown action {}", a);
}

std::string VolleyGame::phase_name(const State& state) const {
  const auto& s = as<VolleyState>(state);
  switch (s.phase) {
    case Phase::kManeuver:
      return "Maneuver: discard cards, then done";
    case Phase::kAttack:
      return s.meld == 0 ? "Attack: play a meld or pass" : "Attack: add to the meld or attack";
    case Phase::kDefend:
      return "Defense: negate a meld card?";
    case Phase::kCounter:
      return "Fog of War: negate a Defense card?";
    case Phase::kOver:
      break;
  }
  return "Game over";
}

std::string VolleyGame::code_legend() {
  // What the codes after each card name mean, so a new player can read the table (CARDS).
  std::string out = "Codes: ";
  for (int i = 0; i < kNumSuits; ++i) {
    const auto suit = static_cast<Suit>(i);
    out += fmt::format("{}{} = {}", i == 0 ? "" : ", ", suit_code(suit), suit_title(suit));
  }
  return out +
         ". The number is the card's Force; \"D: negates X\" is a Defense card that "
         "cancels a card of suit X.\n";
}

std::string VolleyGame::render(const State& state, int viewer) const {
  const auto& s = as<VolleyState>(state);
  const CardMask negated = negated_cards(s);
  const auto list = [&](CardMask m) {
    std::string out;
    for (int c : cards_of(m)) {
      out += (out.empty() ? "" : ", ") + card_label(c) + ((negated & bit(c)) ? " [negated]" : "");
    }
    return out.empty() ? std::string("-") : out;
  };
  std::string out = fmt::format("Volley, turn {} - {}\n", s.turn, phase_name(s));
  for (int p = 0; p < 2; ++p) {
    const auto i = static_cast<std::size_t>(p);
    out += fmt::format("{}{}: {} troops, {} cards in hand{}\n", player_name(p),
                       p == s.active && s.phase != Phase::kOver ? " (attacker)" : "", s.troops[i],
                       s.hand_size[i], p == s.first_player ? " (won the coin flip)" : "");
    const bool visible = viewer < 0 || viewer == p;
    if (visible && count(s.hand[i]) == s.hand_size[i]) out += "  hand: " + list(s.hand[i]) + "\n";
  }
  out += fmt::format("Deck: {} cards. Discard pile ({}): {}\n", s.deck_size, count(s.discard),
                     list(s.discard));
  if (s.meld != 0) {
    out += fmt::format("Meld (Force {} of {}): {}\n", meld_force(s), cards_.total_force(s.meld),
                       list(s.meld));
  }
  for (const Reaction& r : s.reactions) {
    out += fmt::format("  {} played on {}{}\n", cards_.name(r.card), cards_.name(r.target),
                       (negated & bit(r.card)) ? " [negated]" : "");
  }
  out += code_legend();
  if (s.phase == Phase::kOver) {
    out += s.winner >= 0 ? fmt::format("{} wins ({})\n", player_name(s.winner), end_reason(s))
                         : fmt::format("Draw ({})\n", end_reason(s));
  }
  return out;
}

}  // namespace bivouac::volley
