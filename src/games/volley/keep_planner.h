#pragma once
// Which cards to keep through the Maneuver phase, judged by what they are worth a turn later:
// the Force of the best meld that the kept cards and the cards drawn to refill the hand can make,
// averaged over sampled draws, plus a fixed worth for each Defense card kept for the opponent's
// next attack. A rule of thumb ("keep your best meld") cannot weigh a weak meld in hand against
// the chance of drawing a strong one; this counts it.
#include <array>
#include <vector>

#include "core/rng.h"
#include "games/volley/cards.h"

namespace bivouac::volley {

class KeepPlanner {
 public:
  KeepPlanner(const CardTable& cards, bool multi_unit_melds);

  // The subset of `hand` to keep: the one whose kept cards plus the draws that refill the hand
  // to `hand_size` (taken from `unseen`, the cards the player cannot locate) give the highest
  // mean best-meld Force over `samples` sampled draws, plus `defense_worth` for each kept
  // Defense card. Every subset is judged on the same draws, so their differences are not noise
  // of the sampling. Ties keep more cards.
  [[nodiscard]] CardMask plan(CardMask hand, CardMask unseen, int hand_size, int samples,
                              double defense_worth, Rng& rng) const;

  // The Force of the strongest meld `pool` can form (0 when it has none).
  [[nodiscard]] int best_meld_force(CardMask pool) const;

 private:
  // The best card of `suit` in `pool`'s Force (0 when there is none).
  [[nodiscard]] int best_force(CardMask pool, Suit suit) const;
  // The Force of Units and Weapons of one troop type paired off, strongest first.
  [[nodiscard]] int paired_force(CardMask pool, int troop) const;

  const CardTable& cards_;
  bool multi_unit_melds_;
  // Each suit's cards, strongest first.
  std::array<std::vector<int>, kNumSuits> by_force_;
};

}  // namespace bivouac::volley
