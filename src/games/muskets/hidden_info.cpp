// What each player may know: his own hand, both lines, the discard pile, the cards of the enemy
// hand he scouted and can still be sure of, and the sizes of everything else. Never the deck
// order, the rest of the enemy hand, or the random generator.
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

void MusketsGame::observe(const State& state, int player, State& out_state) const {
  auto& out = as<MusketsState>(out_state);
  out = as<MusketsState>(state);
  out.chance = Chance{};
  for (auto& c : out.deck) c = kUnknownCard;
  const auto foe = static_cast<std::size_t>(1 - player);
  out.unseen[foe] =
      static_cast<std::uint8_t>(out.unseen[foe] + count(out.hand[foe]) - count(out.known[foe]));
  out.hand[foe] = out.known[foe];
}

void MusketsGame::determinize(const State& observation, int player, Rng& rng,
                              State& out_state) const {
  auto& out = as<MusketsState>(out_state);
  out = as<MusketsState>(observation);
  const auto me = static_cast<std::size_t>(player);
  const auto foe = 1 - me;
  // The cards this player cannot place: every card less those he sees.
  UnknownPool<kMaxCards> pool;
  for (int t = 0; t < cards_.size(); ++t) {
    const auto i = static_cast<std::size_t>(t);
    const int located =
        out.hand[me][i] + out.hand[foe][i] + out.line[0][i] + out.line[1][i] + out.discard[i];
    for (int k = located; k < cards_[t].copies; ++k) pool.add(static_cast<CardId>(t));
  }
  pool.shuffle(rng);
  for (int k = 0; k < out.unseen[foe]; ++k) ++out.hand[foe][pool.take()];
  out.unseen[foe] = 0;
  pool.fill(out.deck);
  out.chance = Chance(rng.next());
}

}  // namespace bivouac::muskets
