// Hidden information. A player sees his own hand, the table and the face-up discard pile; the
// opponent's hand and the draw pile are one pool of cards he cannot tell apart (`unknown`), of
// which he knows only how many sit in each place.
#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

void VolleyGame::observe(const State& state, int player, State& out_state) const {
  const auto& s = as<VolleyState>(state);
  auto& out = as<VolleyState>(out_state);
  out = s;
  const auto opponent = static_cast<std::size_t>(1 - player);
  out.unknown = s.unknown | s.hand[opponent] | s.deck;
  out.hand[opponent] = 0;
  out.deck = 0;
  out.forced_draws.clear();  // a scenario's forcing is not the player's knowledge
  out.chance = Chance{};
}

void VolleyGame::determinize(const State& observation, int player, Rng& rng,
                             State& out_state) const {
  const auto& obs = as<VolleyState>(observation);
  auto& out = as<VolleyState>(out_state);
  out = obs;
  CardMask pool = obs.unknown;
  const auto opponent = static_cast<std::size_t>(1 - player);
  if (pool != 0 && out.hand[opponent] == 0) {
    for (int i = 0; i < out.hand_size[opponent] && pool != 0; ++i) {
      const int c = random_card(pool, rng);
      pool &= ~bit(c);
      out.hand[opponent] |= bit(c);
    }
  }
  out.deck |= pool;
  out.unknown = 0;
  out.chance = Chance(rng.next());
}

}  // namespace bivouac::volley
