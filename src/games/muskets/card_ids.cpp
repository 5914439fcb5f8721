// The Muskets card ledger (card_ids.h).
#include "games/muskets/card_ids.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <tuple>
#include <utility>

#include "core/card_labels.h"
#include "core/rng.h"
#include "games/muskets/card_table.h"

namespace bivouac::muskets {

static_assert(kMaxLabel == kLabelMask31, "labels are the 31-bit bijection's values");

namespace {

// Whether `l` is among the first n labels (no early exit: the loop vectorizes).
bool label_taken(const MusketsState& s, int n, std::uint32_t l) {
  bool taken = false;
  for (int i = 0; i < n; ++i) taken |= s.label[static_cast<std::size_t>(i)] == l;
  return taken;
}

// A fresh random label used by no card (where the state has no key).
std::uint32_t random_fresh_label(const MusketsState& s, std::uint64_t& x) {
  std::uint32_t l = 0;
  do {
    l = static_cast<std::uint32_t>(1 + splitmix64(x) % kMaxLabel);
  } while (label_taken(s, s.card_total, l));
  return l;
}

}  // namespace

std::uint32_t label_of(std::uint64_t key, std::uint32_t n) {
  // Walks the cycle past 0, which is no label: still a bijection of 1..kMaxLabel.
  std::uint32_t y = mix31(key, n);
  while (y == 0) y = mix31(key, y);
  return y;
}

void sync_ledger_masks(MusketsState& s) {
  s.at = {};
  s.of_kind = {};
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const std::uint64_t bit = std::uint64_t{1} << i;
    if (s.place[k] < kPlaceCount) s.at[s.place[k]] |= bit;
    if (s.kind[k] < kMaxTypes) s.of_kind[s.kind[k]] |= bit;
  }
}

void deal_card_ids(MusketsState& s, const int* copies, int type_count, std::uint64_t seed) {
  std::array<std::uint8_t, kMaxCards> types{};
  int n = 0;
  for (int t = 0; t < type_count; ++t)
    for (int k = 0; k < copies[t] && n < kMaxCards; ++k)
      types[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(t);
  // A stream of its own, so the game's random stream (deck, dice) is the one it always was; a
  // Fisher-Yates shuffle scaling 32 random bits (a bias below 1e-8: every game deals this).
  std::uint64_t x = seed ^ 0x6361726449647321ULL;  // "cardIds!"
  for (int i = n - 1; i > 0; --i) {
    const auto j = ((splitmix64(x) >> 32) * static_cast<std::uint64_t>(i + 1)) >> 32;
    std::swap(types[static_cast<std::size_t>(i)], types[j]);
  }
  s.card_total = static_cast<std::uint8_t>(n);
  s.kind = types;
  s.place = {};
  s.order = {};
  s.seen = {};
  s.label = {};
  do {
    s.label_key = splitmix64(x);
  } while (s.label_key == 0);
  s.at = {};
  s.of_kind = {};
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    s.label[k] = label_of(s.label_key, static_cast<std::uint32_t>(i + 1));
    s.of_kind[types[k]] |= std::uint64_t{1} << i;
  }
  s.at[kInDeck] = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;  // all in the deck
  s.labels_issued = static_cast<std::uint32_t>(n);
}

void relabel_deck(MusketsState& s) {
  const std::uint64_t deck = s.at[kInDeck];
  if (s.label_key != 0 &&
      s.labels_issued + static_cast<std::uint32_t>(ledger_bits(deck)) > kMaxLabelsIssued)
    s.label_key = 0;  // the keyed labels are used up: random ones from here on
  const auto& w = s.chance.rng.words();
  std::uint64_t x = w[1] ^ (w[3] << 7);
  for (std::uint64_t b = deck; b != 0; b &= b - 1) {
    auto& label = s.label[static_cast<std::size_t>(std::countr_zero(b))];
    if (s.labels_issued < kMaxLabelsIssued) ++s.labels_issued;
    if (s.label_key != 0) {
      label = label_of(s.label_key, s.labels_issued);
    } else {
      label = 0;
      label = random_fresh_label(s, x);
    }
  }
}

int nth_oldest(const MusketsState& s, int type, Place from, int n) {
  if (from >= kPlaceCount || type < 0 || type >= kMaxTypes) return 0;
  std::pair<int, int> found[kMaxCards];  // (age, id)
  int m = 0;
  for (std::uint64_t b = s.at[from] & s.of_kind[static_cast<std::size_t>(type)]; b != 0;
       b &= b - 1) {
    const int i = std::countr_zero(b);
    found[m++] = {s.order[static_cast<std::size_t>(i)], i + 1};
  }
  if (n < 0 || n >= m) return 0;
  std::nth_element(found, found + n, found + m);
  return found[n].second;
}

void move_all(MusketsState& s, Place from, Place to) {
  const int arrived = to == kInDeck ? 0 : ledger_bits(s.at[to]);
  for (std::uint64_t b = s.at[from]; b != 0; b &= b - 1) {
    const auto k = static_cast<std::size_t>(std::countr_zero(b));
    s.place[k] = to;
    s.order[k] = to == kInDeck ? 0 : static_cast<std::uint8_t>(arrived + s.order[k]);
  }
  s.at[to] |= s.at[from];
  s.at[from] = 0;
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
  if (s.labels_issued > kMaxLabelsIssued)
    return fmt::format("labels_issued is {}, at most {}", s.labels_issued, kMaxLabelsIssued);
  if (s.label_key != 0) {
    // Every label must be one the key issued, so that the ones it issues next are new.
    if (s.labels_issued < s.card_total)
      return fmt::format("labels_issued ({}) is below the {} cards of the game", s.labels_issued,
                         s.card_total);
    std::vector<std::uint32_t> issued;
    issued.reserve(s.labels_issued);
    for (std::uint32_t n = 1; n <= s.labels_issued; ++n) issued.push_back(label_of(s.label_key, n));
    std::sort(issued.begin(), issued.end());
    for (int i = 0; i < s.card_total; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (s.place[k] != kPlaceUnknown &&
          !std::binary_search(issued.begin(), issued.end(), s.label[k]))
        return fmt::format("card {}'s id {} is not one of the {} that label_key issued", i + 1,
                           s.label[k], s.labels_issued);
    }
  }
  MusketsState synced = s;
  sync_ledger_masks(synced);
  if (synced.at != s.at || synced.of_kind != s.of_kind)
    return "the ledger's zone and type masks do not match its cards";
  return "";
}

// A ledger in card-table order (ids 1.. by type, ages in id order): what a document written
// before the card ids gets (docs/formats.md).
void ledger_from_counts(MusketsState& s, const CardTable& cards) {
  s.card_total = 0;
  s.seen = {};
  s.label_key = 0;  // labels 1, 2, 3...: later ones are drawn at random
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
  s.labels_issued = s.card_total;
  sync_ledger_masks(s);
}

}  // namespace bivouac::muskets
