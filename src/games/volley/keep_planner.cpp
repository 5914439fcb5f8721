#include "games/volley/keep_planner.h"

#include <algorithm>

#include "games/volley/bits.h"

namespace bivouac::volley {

KeepPlanner::KeepPlanner(const CardTable& cards, bool multi_unit_melds)
    : cards_(cards), multi_unit_melds_(multi_unit_melds) {
  for (int s = 0; s < kNumSuits; ++s) {
    auto& list = by_force_[static_cast<std::size_t>(s)];
    for (int c : cards_of(cards.of_suit(static_cast<Suit>(s)))) list.push_back(c);
    std::sort(list.begin(), list.end(), [&](int a, int b) {
      return cards.force(a) != cards.force(b) ? cards.force(a) > cards.force(b) : a < b;
    });
  }
}

int KeepPlanner::best_force(CardMask pool, Suit suit, int rank) const {
  if ((pool & cards_.of_suit(suit)) == 0) return 0;
  for (int c : by_force_[suit]) {
    if ((pool & bit(c)) != 0 && rank-- == 0) return cards_.force(c);
  }
  return 0;
}

int KeepPlanner::paired_force(CardMask pool, int troop) const {
  const auto& units = by_force_[unit_suit(troop)];
  const auto& weapons = by_force_[weapon_suit(troop)];
  int total = 0;
  auto u = units.begin();
  auto w = weapons.begin();
  while (true) {
    while (u != units.end() && (pool & bit(*u)) == 0) ++u;
    while (w != weapons.end() && (pool & bit(*w)) == 0) ++w;
    if (u == units.end() || w == weapons.end()) return total;
    total += cards_.force(*u++) + cards_.force(*w++);
    if (!multi_unit_melds_) return total;
  }
}

int KeepPlanner::best_meld_force(CardMask pool) const {
  int core = 0;
  for (int troop = 0; troop < kNumTroopTypes; ++troop) {
    const int f = paired_force(pool, troop);
    core = multi_unit_melds_ ? core + f : std::max(core, f);
  }
  if (core == 0) return 0;
  return core + best_force(pool, kLeader) + best_force(pool, kStrategy) + best_force(pool, kMorale);
}

int KeepPlanner::leftover_force(CardMask pool) const {
  int second_pair = 0;
  if (!multi_unit_melds_) {
    std::array<int, kNumTroopTypes> pairs{};
    for (int troop = 0; troop < kNumTroopTypes; ++troop) {
      pairs[static_cast<std::size_t>(troop)] = paired_force(pool, troop);
    }
    std::sort(pairs.begin(), pairs.end());
    second_pair = pairs[kNumTroopTypes - 2];
  }
  return second_pair + best_force(pool, kLeader, 1) + best_force(pool, kStrategy, 1) +
         best_force(pool, kMorale, 1);
}

CardMask KeepPlanner::plan(CardMask hand, CardMask unseen, int hand_size, const KeepWeights& w,
                           Rng& rng) const {
  const int samples = w.samples;
  std::vector<int> in_hand;
  for (int c : cards_of(hand)) in_hand.push_back(c);
  std::vector<int> pool;
  for (int c : cards_of(unseen)) pool.push_back(c);
  const int most_draws = std::min(hand_size, static_cast<int>(pool.size()));
  // draws[j]: the first most_draws cards of a random order of the unseen cards.
  std::vector<std::array<int, kMaxCards>> draws(static_cast<std::size_t>(samples));
  for (auto& d : draws) {
    std::vector<int> order = pool;
    for (int k = 0; k < most_draws; ++k) {
      const auto pick =
          static_cast<std::size_t>(k) + rng.below(static_cast<std::uint32_t>(order.size() - k));
      std::swap(order[static_cast<std::size_t>(k)], order[pick]);
      d[static_cast<std::size_t>(k)] = order[static_cast<std::size_t>(k)];
    }
  }
  const int n = static_cast<int>(in_hand.size());
  CardMask best = hand;
  double best_score = -1;
  for (unsigned subset = 0; subset < (1U << n); ++subset) {
    CardMask keep = 0;
    for (int i = 0; i < n; ++i) {
      if ((subset >> i) & 1U) keep |= bit(in_hand[static_cast<std::size_t>(i)]);
    }
    const int refill = std::min(most_draws, std::max(0, hand_size - count(keep)));
    long meld = 0;
    long left = 0;
    for (const auto& d : draws) {
      CardMask pool_after = keep;
      for (int k = 0; k < refill; ++k) pool_after |= bit(d[static_cast<std::size_t>(k)]);
      meld += best_meld_force(pool_after);
      if (w.carry > 0) left += leftover_force(pool_after);
    }
    const double score =
        (static_cast<double>(meld) + w.carry * static_cast<double>(left)) / std::max(1, samples) +
        w.defense_worth * count(keep & cards_.defense());
    if (score > best_score || (score == best_score && count(keep) > count(best))) {
      best_score = score;
      best = keep;
    }
  }
  return best;
}

}  // namespace bivouac::volley
