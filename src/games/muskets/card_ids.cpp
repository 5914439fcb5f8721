// The Muskets card ledger (card_ids.h).
#include "games/muskets/card_ids.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <tuple>
#include <utility>

#include "core/rng.h"
#include "games/muskets/card_table.h"

namespace bivouac::muskets {

namespace {

bool is_hand(Place p) {
  return p == kInHand0 || p == kInHand0 + 1;
}

// Bit i set for each card lying at `at`.
std::uint64_t mask_of(const MusketsState& s, Place at) {
  std::uint64_t m = 0;
  for (int i = 0; i < s.card_total; ++i)
    if (s.place[static_cast<std::size_t>(i)] == at) m |= std::uint64_t{1} << i;
  return m;
}

}  // namespace

void deal_card_ids(MusketsState& s, const int* copies, int type_count, std::uint64_t seed) {
  std::array<std::uint8_t, kMaxCards> types{};
  int n = 0;
  for (int t = 0; t < type_count; ++t)
    for (int k = 0; k < copies[t] && n < kMaxCards; ++k)
      types[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(t);
  // A generator of its own, so the game's random stream (deck, dice) is the one it always was.
  std::uint64_t mix = seed ^ 0x6361726449647321ULL;  // "cardIds!"
  Rng labels(splitmix64(mix));
  labels.shuffle(types.begin(), types.begin() + n);
  s.card_total = static_cast<std::uint8_t>(n);
  s.kind = types;
  s.place = {};
  s.order = {};
  s.seen = {};
  s.label = {};
  std::uint64_t x = labels.next();
  for (int i = 0; i < n; ++i) {
    for (;;) {
      const auto l = static_cast<std::uint32_t>(1 + splitmix64(x) % kMaxLabel);
      if (std::find(s.label.begin(), s.label.begin() + i, l) == s.label.begin() + i) {
        s.label[static_cast<std::size_t>(i)] = l;
        break;
      }
    }
  }
}

void relabel_deck(MusketsState& s) {
  const auto& w = s.chance.rng.words();
  std::uint64_t x = w[1] ^ (w[3] << 7);
  const auto end = s.label.begin() + s.card_total;
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.place[k] != kInDeck) continue;
    s.label[k] = 0;
    for (;;) {
      const auto l = static_cast<std::uint32_t>(1 + splitmix64(x) % kMaxLabel);
      if (std::find(s.label.begin(), end, l) == end) {
        s.label[k] = l;
        break;
      }
    }
  }
}

int nth_oldest(const MusketsState& s, int type, Place from, int n) {
  std::pair<int, int> found[kMaxCards];  // (age, id)
  int m = 0;
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.place[k] == from && s.kind[k] == type) found[m++] = {s.order[k], i + 1};
  }
  if (n < 0 || n >= m) return 0;
  std::nth_element(found, found + n, found + m);
  return found[n].second;
}

int card_to_move(const MusketsState& s, int type, Place from) {
  if (from == kInDeck) {
    // Deck cards have no age and no viewer knows them: one at random from the hidden generator
    // state (read, not advanced, so the game's stream is unchanged).
    int candidates[kMaxCards];
    int n = 0;
    for (int i = 0; i < s.card_total; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (s.place[k] == kInDeck && s.kind[k] == type) candidates[n++] = i + 1;
    }
    if (n == 0) return 0;
    const auto& w = s.chance.rng.words();
    std::uint64_t x = w[0] ^ (w[2] << 1) ^ static_cast<std::uint64_t>(type);
    return candidates[splitmix64(x) % static_cast<std::uint64_t>(n)];
  }
  // One pass: a scouted copy first (the lowest id: the opponent knows these ids but not their
  // ages), else the oldest copy.
  const std::uint64_t scouted =
      is_hand(from) ? s.seen[static_cast<std::size_t>(from - kInHand0)] : std::uint64_t{0};
  int seen_pick = 0;
  int oldest = 0;
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.place[k] != from || s.kind[k] != type) continue;
    if ((scouted >> i) & 1U) {
      if (seen_pick == 0 || s.label[k] < s.label[static_cast<std::size_t>(seen_pick - 1)])
        seen_pick = i + 1;
    } else if (oldest == 0 || s.order[k] < s.order[static_cast<std::size_t>(oldest - 1)]) {
      oldest = i + 1;
    }
  }
  return seen_pick != 0 ? seen_pick : oldest;
}

int move_card(MusketsState& s, int type, Place from, Place to) {
  const int id = card_to_move(s, type, from);
  if (id == 0) return 0;
  const auto k = static_cast<std::size_t>(id - 1);
  const std::uint8_t old = s.order[k];
  if (is_hand(from))
    s.seen[static_cast<std::size_t>(from - kInHand0)] &= ~(std::uint64_t{1} << (id - 1));
  // One pass: younger cards of `from` move up one, and the cards already at `to` are counted.
  int arrived = 0;
  for (int i = 0; i < s.card_total; ++i) {
    const auto j = static_cast<std::size_t>(i);
    if (s.place[j] == from && from != kInDeck && s.order[j] > old) --s.order[j];
    if (s.place[j] == to && to != kInDeck) ++arrived;
  }
  s.place[k] = to;
  s.order[k] = static_cast<std::uint8_t>(arrived);
  return id;
}

void move_all(MusketsState& s, Place from, Place to) {
  int arrived = 0;
  if (to != kInDeck) arrived = std::popcount(mask_of(s, to));
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.place[k] != from) continue;
    s.place[k] = to;
    s.order[k] = to == kInDeck ? 0 : static_cast<std::uint8_t>(arrived + s.order[k]);
  }
}

std::vector<int> cards_in(const MusketsState& s, Place at) {
  // Oldest first; a hand whose ages an observation blanked (the enemy's scouted cards) goes by
  // type, then id.
  std::vector<std::tuple<int, int, std::uint32_t, int>> found;
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.place[k] == at) found.emplace_back(s.order[k], s.kind[k], s.label[k], i + 1);
  }
  std::sort(found.begin(), found.end());
  std::vector<int> out;
  out.reserve(found.size());
  for (const auto& f : found) out.push_back(std::get<3>(f));
  return out;
}

std::string ledger_error(const MusketsState& s, const int* copies, int type_count) {
  int total = 0;
  for (int t = 0; t < type_count; ++t) total += copies[t];
  if (s.card_total != total)
    return fmt::format("the ledger holds {} cards, the card list {}", s.card_total, total);
  std::array<Counts, kPlaceCount> held{};
  int unknown = 0;
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.kind[k] == kUnknownCard && s.place[k] == kPlaceUnknown) {
      ++unknown;
      continue;
    }
    if (s.kind[k] >= type_count) return fmt::format("card {} has no type", i + 1);
    if (s.place[k] >= kPlaceCount) return fmt::format("card {} has no place", i + 1);
    ++held[s.place[k]][s.kind[k]];
  }
  for (int i = s.card_total; i < kMaxCards; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.kind[k] != 0 || s.place[k] != 0 || s.order[k] != 0)
      return fmt::format("card {} is past the {} cards of the game", i + 1, s.card_total);
  }
  Counts in_deck{};
  for (CardId c : s.deck)
    if (c != kUnknownCard) ++in_deck[c];
  if (unknown != (unknown == 0 ? 0 : static_cast<int>(s.deck.size()) + s.unseen[0] + s.unseen[1]))
    return fmt::format("{} cards have no known place, but the deck and unseen hands hold {}",
                       unknown, static_cast<int>(s.deck.size()) + s.unseen[0] + s.unseen[1]);
  const Counts* zones[kPlaceCount] = {&in_deck,   &s.hand[0], &s.hand[1],
                                      &s.line[0], &s.line[1], &s.discard};
  static const char* const kNames[kPlaceCount] = {"deck",   "hand 1", "hand 2",
                                                  "line 1", "line 2", "discard"};
  for (int z = 0; z < kPlaceCount; ++z) {
    if (z == kInDeck && unknown > 0) continue;  // an observation: the deck's ids are unknown
    for (int t = 0; t < type_count; ++t) {
      if (held[static_cast<std::size_t>(z)][static_cast<std::size_t>(t)] !=
          (*zones[z])[static_cast<std::size_t>(t)])
        return fmt::format("the {} holds {} cards of type {} by id, {} by count", kNames[z],
                           held[static_cast<std::size_t>(z)][static_cast<std::size_t>(t)], t,
                           (*zones[z])[static_cast<std::size_t>(t)]);
    }
  }
  for (int z = kInHand0; z < kPlaceCount; ++z) {
    const auto at = static_cast<Place>(z);
    std::uint64_t ages = 0;
    int n = 0;
    for (int i = 0; i < s.card_total; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (s.place[k] != at) continue;
      ++n;
      if (s.order[k] < 64) ages |= std::uint64_t{1} << s.order[k];
    }
    const std::uint64_t all = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    const bool blanked = unknown > 0 && (z == kInHand0 || z == kInHand0 + 1) && ages == 1;
    if (ages != all && !blanked)
      return fmt::format("the ages in the {} are not 0..{}", kNames[z], n - 1);
  }
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (s.place[k] == kPlaceUnknown) continue;
    if (s.label[k] == 0) return fmt::format("card {} has no id", i + 1);
    for (int j = 0; j < i; ++j)
      if (s.label[static_cast<std::size_t>(j)] == s.label[k])
        return fmt::format("cards {} and {} have the same id {}", j + 1, i + 1, s.label[k]);
  }
  for (int p = 0; p < 2; ++p) {
    Counts scouted{};
    for (int i = 0; i < s.card_total; ++i) {
      if (((s.seen[static_cast<std::size_t>(p)] >> i) & 1U) == 0) continue;
      const auto k = static_cast<std::size_t>(i);
      if (s.place[k] != hand_place(p))
        return fmt::format("card {} is marked scouted but is not in hand {}", i + 1, p + 1);
      ++scouted[s.kind[k]];
    }
    if (scouted != s.known[static_cast<std::size_t>(p)])
      return fmt::format("the scouted cards of hand {} are not the ones known", p + 1);
    if (s.card_total < 64 && (s.seen[static_cast<std::size_t>(p)] >> s.card_total) != 0)
      return fmt::format("hand {} has scouted cards past the last id", p + 1);
  }
  return "";
}

// A ledger in card-table order (ids 1.. by type, ages in id order): what a document written
// before the card ids gets (docs/formats.md).
void ledger_from_counts(MusketsState& s, const CardTable& cards) {
  s.card_total = 0;
  s.seen = {};
  const Counts* zones[kPlaceCount] = {nullptr,    &s.hand[0], &s.hand[1],
                                      &s.line[0], &s.line[1], &s.discard};
  Counts in_deck{};
  for (CardId c : s.deck)
    if (c != kUnknownCard) ++in_deck[c];
  zones[kInDeck] = &in_deck;
  std::array<std::uint8_t, kPlaceCount> ages{};
  for (int t = 0; t < cards.size(); ++t) {
    for (int z = 0; z < kPlaceCount; ++z) {
      for (int k = 0; k < (*zones[z])[static_cast<std::size_t>(t)]; ++k) {
        if (s.card_total >= kMaxCards) return;
        const auto i = static_cast<std::size_t>(s.card_total++);
        s.kind[i] = static_cast<std::uint8_t>(t);
        s.place[i] = static_cast<std::uint8_t>(z);
        s.order[i] = z == kInDeck ? 0 : ages[static_cast<std::size_t>(z)]++;
        s.label[i] = static_cast<std::uint32_t>(i + 1);
      }
    }
  }
  for (int p = 0; p < 2; ++p) {
    Counts left = s.known[static_cast<std::size_t>(p)];
    for (int i = 0; i < s.card_total; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (s.place[k] == hand_place(p) && left[s.kind[k]] > 0) {
        --left[s.kind[k]];
        s.seen[static_cast<std::size_t>(p)] |= std::uint64_t{1} << i;
      }
    }
  }
}

}  // namespace bivouac::muskets
