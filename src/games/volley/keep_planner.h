#pragma once
// Which cards to keep through the Maneuver phase, judged by what they are worth a turn later:
// the Force of the best meld that the kept cards and the cards drawn to refill the hand can make,
// averaged over sampled draws, plus a share of what the cards that meld leaves could add to the
// meld after it, and a fixed worth for each Defense card kept for the opponent's next attack. A
// rule of thumb ("keep your best meld") cannot weigh a weak meld in hand against the chance of
// drawing a strong one; this counts it.
#include <array>
#include <vector>

#include "core/rng.h"
#include "games/volley/cards.h"

namespace bivouac::volley {

struct KeepWeights {
  int samples = 64;          // sampled refills; every subset of the hand is judged on the same
  double defense_worth = 0;  // Force points a kept Defense card is worth
  double carry = 0.5;        // the share of leftover_force counted (0.5 measured best: docs/ai.md)
};

class KeepPlanner {
 public:
  KeepPlanner(const CardTable& cards, bool multi_unit_melds);

  // The subset of `hand` to keep: the one whose kept cards plus the draws that refill the hand
  // to `hand_size` (taken from `unseen`, the cards the player cannot locate) score highest on
  // average over `w.samples` sampled refills: the best meld's Force, plus `w.carry` times the
  // leftover_force, plus `w.defense_worth` for each kept Defense card. Every subset is judged on
  // the same refills, so their differences are not noise of the sampling. Ties keep more cards.
  [[nodiscard]] CardMask plan(CardMask hand, CardMask unseen, int hand_size, const KeepWeights& w,
                              Rng& rng) const;

  // The Force of the strongest meld `pool` can form (0 when it has none).
  [[nodiscard]] int best_meld_force(CardMask pool) const;
  // What the cards the strongest meld leaves in `pool` could add to the meld after it: the
  // second troop type's pair (none with multi_unit_melds, whose meld takes every pair) and the
  // second-best Leader, Strategy and Morale card.
  [[nodiscard]] int leftover_force(CardMask pool) const;

 private:
  // The Force of the rank-th best card (0 = the best) of `suit` in `pool` (0 when there is none).
  [[nodiscard]] int best_force(CardMask pool, Suit suit, int rank = 0) const;
  // The Force of Units and Weapons of one troop type paired off, strongest first.
  [[nodiscard]] int paired_force(CardMask pool, int troop) const;

  const CardTable& cards_;
  bool multi_unit_melds_;
  // Each suit's cards, strongest first.
  std::array<std::vector<int>, kNumSuits> by_force_;
};

}  // namespace bivouac::volley
