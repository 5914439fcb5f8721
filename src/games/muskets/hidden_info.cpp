// What each player may know: his own hand, both lines, the discard pile, the cards of the enemy
// hand he scouted and can still be sure of, and the sizes of everything else. Never the deck
// order, the rest of the enemy hand, or the random generator.
#include <algorithm>
#include <stdexcept>

#include "games/muskets/card_ids.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

void MusketsGame::observe(const State& state, int player, State& out_state) const {
  auto& out = as<MusketsState>(out_state);
  out = as<MusketsState>(state);
  out.chance = Chance{};
  out.label_key = 0;  // as secret as the generator: it would tell the labels still to come
  for (auto& c : out.deck) c = kUnknownCard;
  const auto foe = static_cast<std::size_t>(1 - player);
  out.unseen[foe] =
      static_cast<std::uint8_t>(out.unseen[foe] + count(out.hand[foe]) - count(out.known[foe]));
  out.hand[foe] = out.known[foe];
  // The ledger: deck cards and the enemy hand's unscouted cards lose their id's type and place
  // (and every enemy hand card its age), so no id can be tied to a hidden card. Done on the
  // zone masks (kept in step with the arrays): a VectorEnv observes at every step.
  const auto foe_hand = hand_place(static_cast<int>(foe));
  const std::uint64_t cards =
      out.card_total >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << out.card_total) - 1;
  std::uint64_t placed = 0;
  for (const std::uint64_t m : out.at) placed |= m;
  const std::uint64_t hidden = out.at[kInDeck] | (out.at[foe_hand] & ~out.seen[foe]);
  const std::uint64_t ageless = hidden | out.at[foe_hand] | (cards & ~placed);
  out.at[kInDeck] &= ~hidden;
  out.at[foe_hand] &= ~hidden;
  for (std::uint64_t& m : out.of_kind) m &= ~hidden;
  for (std::uint64_t b = hidden; b != 0; b &= b - 1) {
    const auto k = static_cast<std::size_t>(__builtin_ctzll(b));
    out.kind[k] = kUnknownCard;
    out.place[k] = kPlaceUnknown;
    out.label[k] = 0;
  }
  for (std::uint64_t b = ageless; b != 0; b &= b - 1)
    out.order[static_cast<std::size_t>(__builtin_ctzll(b))] = 0;
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
  // Unknown ids take the placed cards: first the enemy hand's (ages after his scouted cards,
  // which keep theirs in order), then the deck's.
  int next_unknown = 0;
  const auto unknown_id = [&]() {
    while (next_unknown < out.card_total &&
           out.place[static_cast<std::size_t>(next_unknown)] != kPlaceUnknown)
      ++next_unknown;
    // Only an observation has an unknown ledger entry for every card it cannot place; a true
    // state (every entry known) handed here would otherwise run past the ledger.
    if (next_unknown >= out.card_total) {
      throw std::invalid_argument(
          "Muskets determinize: more hidden cards than unknown card ids; pass the player's "
          "observation, not the true state");
    }
    return static_cast<std::size_t>(next_unknown++);
  };
  const auto foe_hand = hand_place(static_cast<int>(foe));
  std::uint8_t age = 0;
  for (int i = 0; i < out.card_total; ++i)
    if (out.place[static_cast<std::size_t>(i)] == foe_hand)
      out.order[static_cast<std::size_t>(i)] = age++;
  for (int k = 0; k < out.unseen[foe]; ++k) {
    const CardId t = pool.take();
    ++out.hand[foe][t];
    const auto id = unknown_id();
    out.kind[id] = t;
    out.place[id] = foe_hand;
    out.order[id] = age++;
  }
  out.unseen[foe] = 0;
  // Hidden cards get fresh labels (any unused ones: the viewer knows none of them).
  std::uint32_t fresh = 1;
  for (int i = 0; i < out.card_total; ++i) {
    auto& l = out.label[static_cast<std::size_t>(i)];
    if (l != 0) continue;
    while (std::find(out.label.begin(), out.label.begin() + out.card_total, fresh) !=
           out.label.begin() + out.card_total)
      ++fresh;
    l = fresh;
  }
  pool.fill(out.deck);
  for (CardId t : out.deck) {
    const auto id = unknown_id();
    out.kind[id] = t;
    out.place[id] = kInDeck;
    out.order[id] = 0;
  }
  sync_ledger_masks(out);
  out.chance = Chance(rng.next());
}

}  // namespace bivouac::muskets
