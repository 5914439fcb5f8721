// Every card is in exactly one place, the counts agree, and the pending decision makes sense.
#include <fmt/format.h>

#include <stdexcept>

#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {
[[noreturn]] void broken(const std::string& what) {
  throw std::logic_error("volley: " + what);
}
}  // namespace

void VolleyGame::check_invariants(const State& state) const {
  const auto& s = as<VolleyState>(state);
  CardMask reaction_cards = 0;
  CardMask targeted = 0;
  for (const Reaction& r : s.reactions) {
    if (r.card >= cards_.size() || r.target >= cards_.size())
      broken("reaction card id out of range");
    if ((reaction_cards & bit(r.card)) != 0) broken("a Defense card was played twice");
    if ((targeted & bit(r.target)) != 0) broken("a card is the target of two reactions");
    if (cards_.suit(r.card) != kDefense) broken(cards_.name(r.card) + " is not a Defense card");
    if ((cards_.targets_of(r.card) & bit(r.target)) == 0) {
      broken(fmt::format("{} cannot negate {}", cards_.name(r.card), cards_.name(r.target)));
    }
    if ((bit(r.target) & (s.meld | reaction_cards)) == 0) {
      broken(fmt::format("{} targets {}, which is not on the table", cards_.name(r.card),
                         cards_.name(r.target)));
    }
    reaction_cards |= bit(r.card);
    targeted |= bit(r.target);
  }
  // Conservation: the zones partition the card set.
  const CardMask zones[] = {s.hand[0], s.hand[1],      s.deck,   s.discard,
                            s.meld,    reaction_cards, s.unknown};
  const char* zone_names[] = {"hand 1", "hand 2",    "deck",   "discard",
                              "meld",   "reactions", "unknown"};
  CardMask seen = 0;
  for (std::size_t i = 0; i < std::size(zones); ++i) {
    if ((zones[i] & ~cards_.all()) != 0)
      broken(fmt::format("{} holds a card id out of range", zone_names[i]));
    if ((zones[i] & seen) != 0) {
      broken(fmt::format("{} holds {}, which is also elsewhere", zone_names[i],
                         cards_.name(lowest(zones[i] & seen))));
    }
    seen |= zones[i];
  }
  if (seen != cards_.all()) {
    broken(fmt::format("{} is missing from every zone", cards_.name(lowest(cards_.all() & ~seen))));
  }
  // Sizes: a zone may be blank only in an observation, where `unknown` holds its cards.
  int hidden = 0;
  for (std::size_t p = 0; p < 2; ++p) {
    if (s.hand_size[p] > kHandSize)
      broken(fmt::format("hand {} holds more than {} cards", p + 1, kHandSize));
    if (count(s.hand[p]) == s.hand_size[p]) continue;
    if (s.hand[p] != 0 || s.unknown == 0) {
      broken(fmt::format("hand {} holds {} cards but hand_sizes says {}", p + 1, count(s.hand[p]),
                         s.hand_size[p]));
    }
    hidden += s.hand_size[p];
  }
  if (count(s.deck) != s.deck_size) {
    if (s.deck != 0 || s.unknown == 0) {
      broken(fmt::format("deck holds {} cards but deck_size says {}", count(s.deck), s.deck_size));
    }
    hidden += s.deck_size;
  }
  if (count(s.unknown) != hidden) {
    broken(fmt::format("{} unknown cards for {} hidden places", count(s.unknown), hidden));
  }
  CardMask ordered = 0;
  for (CardId c : s.deck_order) {
    if (c >= cards_.size() || (ordered & bit(c)) != 0)
      broken("deck order repeats a card or is out of range");
    ordered |= bit(c);
  }
  if (ordered != s.deck) broken("the deck order and the deck hold different cards");
  // The troops and the outcome.
  for (std::size_t p = 0; p < 2; ++p) {
    if (s.troops[p] < 0 || s.troops[p] > rules_.troops) {
      broken(fmt::format("player {} has {} troops (0 to {} allowed)", p + 1, s.troops[p],
                         rules_.troops));
    }
  }
  if (s.active > 1 || s.first_player > 1) broken("active and first_player must be 0 or 1");
  const bool over = s.phase == Phase::kOver;
  if (over != (s.end != EndReason::kNone)) broken("end_reason does not match the phase");
  if (s.end == EndReason::kTroops &&
      (s.winner < 0 || s.troops[static_cast<std::size_t>(1 - s.winner)] != 0)) {
    broken("a troops victory needs a winner whose opponent has 0 troops");
  }
  if (s.end != EndReason::kTroops && s.winner != -1) broken("only a troops victory has a winner");
  if (s.end == EndReason::kTurnLimit && (rules_.turn_limit == 0 || s.turn < rules_.turn_limit))
    broken("the game is drawn by a turn limit that is not set or not reached");
  if (!over && (s.troops[0] == 0 || s.troops[1] == 0))
    broken("a player has 0 troops but play goes on");
  // The pending decision.
  const bool table_phase = s.phase == Phase::kDefend || s.phase == Phase::kCounter;
  if (!table_phase && !s.reactions.empty())
    broken("Defense cards are on the table outside an attack");
  if (s.phase != Phase::kAttack && !table_phase && s.meld != 0)
    broken("a meld is on the table outside an attack");
  if (table_phase && !meld_complete(s.meld)) broken("the attacking meld is not a valid meld");
  if (s.phase == Phase::kAttack && s.meld != 0 && s.hand[s.active] != 0 &&
      !meld_completable(s.meld, s.hand[s.active])) {
    broken("the meld being built can no longer be completed");
  }
  if (s.phase == Phase::kCounter && s.reactions.empty())
    broken("an answer is pending with no Defense card to answer");
  if (!rules_.defense_per_card) {
    int defender_cards = 0;
    int attacker_cards = 0;
    for (const Reaction& r : s.reactions)
      ((s.meld & bit(r.target)) ? defender_cards : attacker_cards)++;
    // The answer resolves the attack at once, so it is never seen on the table.
    if (defender_cards > 1 || attacker_cards > 0) {
      broken("defense_cards=one allows one Defense card and one answer per attack");
    }
  }
  if (rules_.turn_limit > 0 && s.turn > rules_.turn_limit) broken("the turn limit was passed");
}

}  // namespace bivouac::volley
