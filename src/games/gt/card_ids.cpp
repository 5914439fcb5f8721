// GT's Battle card labels (card_ids.h).
#include "games/gt/card_ids.h"

#include <fmt/format.h>

#include <algorithm>
#include <bitset>
#include <vector>

#include "core/card_labels.h"
#include "core/rng.h"

namespace bivouac::gt {

static_assert(kLastLabel == kLabelMask31, "labels are the 31-bit bijection's values");

namespace {

// Every list of labels with the zone it lies beside, visited in a fixed order. S is GtState or
// const GtState.
template <class S, class F>
void for_each_label_list(S& s, int players, F&& f) {
  for (int p = 0; p < players; ++p) {
    const auto P = static_cast<std::size_t>(p);
    f(s.hand_ids[P], s.hand[P].size(), "hand_ids", p);
    f(s.victory_leader_ids[P], s.victory_leaders[P].size(), "victory_leader_ids", p);
  }
  f(s.discard_ids, s.discard.size(), "discard_ids", -1);
  f(s.spoils_ids, s.spoils.size(), "spoils_ids", -1);
}

std::string where(const char* list, int p) {
  return p < 0 ? std::string(list) : fmt::format("{}[{}]", list, p);
}

}  // namespace

namespace {

// Whether some card of `s` holds a label for which `pred` is true (a search: only where no key
// can be used, or once when a document is loaded).
template <typename Pred>
bool any_label(const GtState& s, Pred pred) {
  bool found = false;
  for_each_label_list(s, kMaxSeats, [&](const auto& labels, std::size_t, const char*, int) {
    for (CardLabel x : labels) found |= pred(x);
  });
  for (const auto& army : s.units)
    for (const Unit& u : army) found |= pred(u.leader_id) || pred(u.terrain_id);
  return found;
}

bool label_in_use(const GtState& s, CardLabel l) {
  return any_label(s, [l](CardLabel x) { return x == l; });
}

}  // namespace

CardLabel label_of(std::uint64_t key, std::uint32_t n) {
  // Cycle walking keeps the bijection within kFirstLabel..kLastLabel.
  std::uint32_t y = (n + kFirstLabel - 1) & kLastLabel;
  do {
    y = mix31(key, y);
  } while (y < kFirstLabel);
  return y;
}

std::uint64_t label_key_for(std::uint64_t seed) {
  std::uint64_t x = seed ^ 0x6774436172644964ULL;  // "gtCardId"
  std::uint64_t key = 0;
  while (key == 0) key = splitmix64(x);
  return key;
}

void give_missing_labels(GtState& s, int players) {
  // A document written before the ids gets a key. One whose cards hold labels but no key is a
  // world sampled from an observation (which hides the key): its labels were not given by any
  // key, so it stays without one.
  if (s.label_key == 0 && !any_label(s, [](CardLabel x) { return x != 0; })) {
    const auto& w = s.chance.rng.words();
    s.label_key = label_key_for(w[0] ^ (w[1] << 1) ^ (w[2] << 2) ^ (w[3] << 3));
  }
  const auto fill = [&](auto& labels, std::size_t n, const char*, int) {
    while (labels.size() < n) labels.push_back(0);
    for (auto& l : labels)
      if (l == 0) l = next_label(s);
  };
  for_each_label_list(s, players, fill);
  for (int p = 0; p < players; ++p) {
    const auto P = static_cast<std::size_t>(p);
    for (Unit& u : s.units[P]) {
      if (u.leader != kNone && u.leader_id == 0) u.leader_id = next_label(s);
      if (u.terrain != kNone && u.terrain_id == 0) u.terrain_id = next_label(s);
    }
    while (s.victory_unit_ids[P].size() < s.victory_units[P].size())
      s.victory_unit_ids[P].push_back(s.next_unit_id++);
  }
}

void label_dealt_hand_cards(GtState& s, int players) {
  const auto& w = s.chance.rng.words();
  std::uint64_t x = w[0] ^ (w[1] << 17) ^ (w[2] >> 5) ^ w[3];
  for (int q = 0; q < players; ++q) {
    for (auto& l : s.hand_ids[static_cast<std::size_t>(q)]) {
      while (l == 0) {
        const auto c = static_cast<CardLabel>(
            kFirstLabel + (((splitmix64(x) >> 32) * (kLastLabel - kFirstLabel + 1ULL)) >> 32));
        if (!label_in_use(s, c)) l = c;
      }
    }
  }
}

std::string label_error(const GtState& s, int players) {
  std::string error;
  // Sorted vectors, not sets: invariants are checked after every action of the random games.
  std::vector<CardLabel> seen;
  seen.reserve(256);
  // With a key every label must be one it gave, so that the ones it gives next are new.
  std::vector<CardLabel> issued;
  if (s.label_key != 0) {
    issued.reserve(s.labels_issued);
    for (std::uint32_t n = 1; n <= s.labels_issued; ++n) issued.push_back(label_of(s.label_key, n));
    std::sort(issued.begin(), issued.end());
  }
  const auto check = [&](CardLabel l, const auto& at) {
    if (!error.empty()) return;
    if (l == 0) {
      error = fmt::format("{}: a card without an id", at());
    } else if (l < kFirstLabel) {
      error = fmt::format("{}: the id {} is below {}", at(), l, kFirstLabel);
    } else if (l > kLastLabel) {
      error = fmt::format("{}: the id {} is above {}", at(), l, kLastLabel);
    } else if (s.label_key != 0 && !std::binary_search(issued.begin(), issued.end(), l)) {
      error = fmt::format("{}: the id {} is not one of the labels_issued ({}) that label_key gave",
                          at(), l, s.labels_issued);
    }
    seen.push_back(l);
  };
  for_each_label_list(s, players, [&](const auto& labels, std::size_t n, const char* list, int p) {
    if (!error.empty()) return;
    if (labels.size() != n) {
      error = fmt::format("{}: {} ids for {} cards", where(list, p), labels.size(), n);
      return;
    }
    for (CardLabel l : labels) check(l, [&] { return where(list, p); });
  });
  std::bitset<256> units;
  for (int p = 0; p < players && error.empty(); ++p) {
    for (const Unit& u : s.units[static_cast<std::size_t>(p)]) {
      units.set(u.id);
      const auto at = [p] { return where("units", p); };
      if (u.leader == kNone ? u.leader_id != 0 : u.leader_id == 0)
        error = fmt::format("{}: a leader_id without a Leader, or a Leader without one", at());
      if (u.terrain == kNone ? u.terrain_id != 0 : u.terrain_id == 0)
        error = fmt::format("{}: a terrain_id without a Terrain, or a Terrain without one", at());
      if (u.leader_id != 0) check(u.leader_id, [p] { return where("units", p) + ".leader_id"; });
      if (u.terrain_id != 0) check(u.terrain_id, [p] { return where("units", p) + ".terrain_id"; });
    }
  }
  if (error.empty()) {
    std::sort(seen.begin(), seen.end());
    if (const auto twice = std::adjacent_find(seen.begin(), seen.end()); twice != seen.end())
      error = fmt::format("the id {} is given to two cards", *twice);
  }
  for (int p = 0; p < players && error.empty(); ++p) {
    const auto P = static_cast<std::size_t>(p);
    if (s.victory_unit_ids[P].size() != s.victory_units[P].size()) {
      error = fmt::format("{}: {} ids for {} units", where("victory_unit_ids", p),
                          s.victory_unit_ids[P].size(), s.victory_units[P].size());
      break;
    }
    for (std::uint8_t id : s.victory_unit_ids[P]) {
      if (id == 0 || id >= s.next_unit_id || units.test(id)) {
        error =
            fmt::format("{}: the id {} is 0, given to another unit, or not below next_unit_id ({})",
                        where("victory_unit_ids", p), id, s.next_unit_id);
        break;
      }
      units.set(id);
    }
  }
  return error;
}

}  // namespace bivouac::gt
