// Hidden information. A player sees his own hand, the table and the face-up discard pile; the
// opponent's hand and the draw pile are one pool of cards he cannot tell apart (`unknown`), of
// which he knows only how many sit in each place.
#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {
constexpr int kRejectionTries = 64;

// `n` random cards of `pool`.
CardMask sample(CardMask pool, int n, Rng& rng) {
  CardMask out = 0;
  for (int i = 0; i < n && pool != 0; ++i) {
    const int c = random_card(pool, rng);
    pool &= ~bit(c);
    out |= bit(c);
  }
  return out;
}
}  // namespace

void VolleyGame::observe(const State& state, int player, State& out_state) const {
  const auto& s = as<VolleyState>(state);
  auto& out = as<VolleyState>(out_state);
  out = s;
  const auto opponent = static_cast<std::size_t>(1 - player);
  out.unknown = s.unknown | s.hand[opponent] | s.deck;
  out.hand[opponent] = 0;
  out.deck = 0;
  out.deck_order.clear();
  out.chance = Chance{};
}

CardMask VolleyGame::sample_hand(const VolleyPosition& obs, int owner, CardMask pool,
                                 Rng& rng) const {
  const int n = obs.hand_size[static_cast<std::size_t>(owner)];
  // An opponent who has started a meld can finish it: the rules let him lay only such cards
  // (rulings §2), so the observer knows it and every sample must respect it.
  const bool building = obs.phase == Phase::kAttack && obs.meld != 0 && obs.active == owner;
  for (int i = 0; i < kRejectionTries; ++i) {
    const CardMask hand = sample(pool, n, rng);
    if (!building || meld_completable(obs.meld, hand)) return hand;
  }
  // Rare: put the missing meld cards in first, then fill the rest at random.
  CardMask hand = 0;
  int units = 0;
  for (int t = 0; t < kNumTroopTypes; ++t) {
    const CardMask us = cards_.of_suit(unit_suit(t));
    const CardMask ws = cards_.of_suit(weapon_suit(t));
    const int u = count(obs.meld & us);
    const int w = count(obs.meld & ws);
    units += u + w;
    if (w > u) hand |= sample(pool & us, w - u, rng);
    if (u > w) hand |= sample(pool & ws, u - w, rng);
  }
  if (units == 0) {
    CardMask types[kNumTroopTypes] = {};
    int options = 0;
    for (int t = 0; t < kNumTroopTypes; ++t) {
      if ((pool & cards_.of_suit(unit_suit(t))) != 0 && (pool & cards_.of_suit(weapon_suit(t))) != 0) {
        types[options++] = static_cast<CardMask>(t);
      }
    }
    if (options > 0) {
      const int t = static_cast<int>(types[rng.below(static_cast<std::uint32_t>(options))]);
      hand |= sample(pool & cards_.of_suit(unit_suit(t)), 1, rng);
      hand |= sample(pool & cards_.of_suit(weapon_suit(t)), 1, rng);
    }
  }
  return hand | sample(pool & ~hand, n - count(hand), rng);
}

void VolleyGame::determinize(const State& observation, int player, Rng& rng,
                             State& out_state) const {
  const auto& obs = as<VolleyState>(observation);
  auto& out = as<VolleyState>(out_state);
  out = obs;
  const auto opponent = static_cast<std::size_t>(1 - player);
  CardMask pool = obs.unknown;
  if (pool != 0 && out.hand[opponent] == 0 && out.hand_size[opponent] > 0) {
    out.hand[opponent] = sample_hand(obs, 1 - player, pool, rng);
    pool &= ~out.hand[opponent];
  }
  if (pool != 0) {
    out.deck |= pool;
    out.deck_order.clear();
    for (int c : cards_of(out.deck)) out.deck_order.push_back(static_cast<CardId>(c));
    rng.shuffle(out.deck_order.begin(), out.deck_order.end());
  }
  out.unknown = 0;
  out.chance = Chance(rng.next());
}

}  // namespace bivouac::volley
