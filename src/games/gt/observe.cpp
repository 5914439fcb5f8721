// What each player may know: units, attachments, discards and victory piles are face up; the
// decks are face down; a hand is seen by its owner and by whoever spied on it (Probe, Scouts) for
// as long as each card stays in it. A card's label (card_ids.h) goes where its face goes.
#include <stdexcept>

#include "games/gt/internal.h"

namespace bivouac::gt {

using detail::idx;

void GtGame::observe(const State& state, int player, State& out_state) const {
  const auto& s = as<GtState>(state);
  auto& out = as<GtState>(out_state);
  out.copy_seated(s, rules_.players);
  out.chance = Chance{};
  // Without the key no one can tell which labels are still to come (card_ids.h).
  out.label_key = 0;
  for (auto& c : out.army) c = kUnknownCard;
  for (auto& c : out.deck) c = kUnknownCard;
  for (int q = 0; q < rules_.players; ++q) {
    if (q == player) continue;
    auto& hand = out.hand[idx(q)];
    for (std::size_t i = 0; i < hand.size(); ++i) {
      if (!((out.known[idx(q)][i] >> player) & 1u)) {
        hand[i] = kUnknownCard;
        out.hand_ids[idx(q)][i] = 0;
      }
      // Which of q's cards a third player has seen is not the viewer's to know: as cards leave
      // the hand it would tell him whether the card played was one the spy saw.
      out.known[idx(q)][i] &= static_cast<std::uint8_t>(only(player) | only(q));
    }
  }
}

void GtGame::determinize(const State& observation, int player, Rng& rng, State& out_state) const {
  const auto& obs = as<GtState>(observation);
  auto& out = as<GtState>(out_state);
  out.copy_seated(obs, rules_.players);
  // Battle cards: the full deck minus every card the player can see.
  UnknownPool<kMaxBattleCards> battle;
  for (std::size_t t = 0; t < cards_.battle.size(); ++t) {
    const int n = rules_.quick_start ? 1 : cards_.battle[t].copies;
    for (int k = 0; k < n; ++k) battle.add(static_cast<CardId>(t));
  }
  const auto seen = [&](CardId c) {
    if (c != kUnknownCard && c != kNone && !battle.remove(c)) {
      throw std::invalid_argument("gt: the observation shows more copies of a card than exist");
    }
  };
  for (CardId c : obs.discard) seen(c);
  for (CardId c : obs.spoils) seen(c);
  for (int q = 0; q < kMaxSeats; ++q) {
    for (CardId c : obs.hand[idx(q)]) seen(c);
    for (CardId c : obs.victory_leaders[idx(q)]) seen(c);
    for (const Unit& u : obs.units[idx(q)]) {
      seen(u.leader);
      seen(u.terrain);
    }
  }
  battle.shuffle(rng);
  battle.fill(out.deck);
  for (int q = 0; q < kMaxSeats; ++q) battle.fill(out.hand[idx(q)]);
  // Unit cards: the Army deck holds whatever is neither in play nor in a victory pile.
  UnknownPool<kMaxUnitsInDeck> units;
  for (std::size_t t = 0; t < cards_.units.size(); ++t) {
    const int n = rules_.quick_start ? 1 : cards_.units[t].copies;
    for (int k = 0; k < n; ++k) units.add(static_cast<CardId>(t));
  }
  for (int q = 0; q < kMaxSeats; ++q) {
    for (const Unit& u : obs.units[idx(q)]) units.remove(u.type);
    for (CardId c : obs.victory_units[idx(q)]) units.remove(c);
  }
  units.shuffle(rng);
  units.fill(out.army);
  out.chance = Chance(rng.next());
  // The hand cards dealt in place of the hidden ones get labels of their own, none a visible
  // card's (card_ids.h).
  label_dealt_hand_cards(out, rules_.players);
  (void)player;
}

}  // namespace bivouac::gt
