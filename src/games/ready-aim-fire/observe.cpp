// Hidden information (the fog of war, L45-47 and L159): observation and determinization.
// A stack slot is visible to the opponent only while he knows which card lies there; cards he
// has seen but lost track of in a reorganise are "remembered" in a set of stacks, and a sampled
// world puts them back somewhere in those stacks.
#include <fmt/format.h>

#include <algorithm>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

struct HiddenSlot {
  CardId* card;
  int column;  // -1 outside the stacks, kHandColumn for a hand card
};
constexpr int kHandColumn = kStacks;

// Every hidden place of one army holds a different card of that army, so 64 bounds each list.
constexpr std::size_t kMaxHidden = 64;
using HiddenSlots = StaticVector<HiddenSlot, kMaxHidden>;
using CardList = StaticVector<CardId, kMaxHidden>;
using SlotMasks = std::array<std::uint64_t, kMaxHidden>;  // per constrained card: allowed slots

// Kuhn's augmenting paths: assigns every constrained card a stack slot its memory allows.
bool augment(int card, const SlotMasks& options, std::array<int, kMaxHidden>& slot_owner,
             std::uint64_t& visited) {
  for (std::uint64_t m = options[static_cast<std::size_t>(card)] & ~visited; m != 0; m &= m - 1) {
    const int slot = __builtin_ctzll(m);
    visited |= std::uint64_t{1} << slot;
    const auto i = static_cast<std::size_t>(slot);
    if (slot_owner[i] < 0 || augment(slot_owner[i], options, slot_owner, visited)) {
      slot_owner[i] = card;
      return true;
    }
  }
  return false;
}

CardId take_first(CardList& cards, auto&& wanted) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (wanted(cards[i])) {
      const CardId c = cards[i];
      cards.erase_at(i);
      return c;
    }
  }
  return kNoCard;
}

// Hides every card of `zone` the opponent has not seen. Written without a branch: which cards he
// knows is unpredictable, and this runs before every action of every game.
// kUnknownCard has every bit set, so or-ing it in hides a card and or-ing 0 keeps it.
static_assert(kUnknownCard == 0xFF);
template <class Z>
void hide_unknown(Z& zone) {
  for (Slot& sl : zone)
    sl.card |= static_cast<CardId>(((sl.flags & kKnownOpp) == 0) * kUnknownCard);
}

}  // namespace

void RafGame::observe(const State& st, int player, State& out_state) const {
  out_state.assign(st);
  auto& o = as<RafState>(out_state);
  o.chance = Chance{};
  const int p = player;
  const int q = 1 - p;
  for (auto& stack : o.stacks[q]) hide_unknown(stack);
  hide_unknown(o.hand_army[q]);
  hide_unknown(o.hand_tactics[q]);
  for (CardId& c : o.setup_pool[q]) c = kUnknownCard;
  // Which battalion the other player has picked up to place is his secret.
  if (o.step == Step::kSetupStack && o.setup_player != p) o.setup_kind = 0;
  for (int r = 0; r < 2; ++r) {
    for (CardId& c : o.reserve[r]) c = kUnknownCard;
    for (CardId& c : o.set_aside[r]) c = kUnknownCard;
  }
  for (CardId& c : o.tactics_deck) c = kUnknownCard;
  // The designated Army Commander is secret until it is played behind the line (L224-226).
  if (o.ac_designated[q] != kNoCard && !o.ac_assigned[q]) o.ac_designated[q] = kUnknownCard;
  // Who else has seen a card is private to him (a draw), so only the viewer's own bit is kept.
  for (auto& bits : o.seen) bits &= static_cast<std::uint8_t>(1u << p);
}

void RafGame::determinize(const State& obs_state, int player, Rng& rng, State& out_state) const {
  out_state.assign(obs_state);
  auto& o = as<RafState>(out_state);
  const int p = player;
  std::array<bool, kNumCards> located{};
  auto mark = [&](CardId c) {
    if (c != kUnknownCard && c < kNumCards) located[c] = true;
  };
  for (int q = 0; q < 2; ++q) {
    for (const auto& stack : o.stacks[q])
      for (const Slot& sl : stack) mark(sl.card);
    for (const Slot& sl : o.hand_army[q]) mark(sl.card);
    for (const Slot& sl : o.hand_tactics[q]) mark(sl.card);
    for (CardId c : o.discard[q]) mark(c);
    for (CardId c : o.eliminated[q]) mark(c);
    for (CardId c : o.setup_pool[q]) mark(c);
    for (const General& g : o.generals[q]) mark(g.card);
    mark(o.army_commander[q].card);
    for (const auto& t : o.terrain[q])
      for (CardId c : t) mark(c);
  }
  for (CardId c : o.tactics_discard) mark(c);

  for (int q = 0; q < 2; ++q) {
    CardList pool;
    for (int i = 0; i < kArmyCards; ++i) {
      const auto c = static_cast<CardId>(q * kArmyCards + i);
      if (!located[c]) pool.push_back(c);
    }
    rng.shuffle(pool.begin(), pool.end());
    HiddenSlots stack_slots, battalion_slots, any_slots, aside_slots;
    for (int col = 0; col < kStacks; ++col) {
      for (Slot& sl : o.stacks[q][col]) {
        if (sl.card == kUnknownCard) stack_slots.push_back({&sl.card, col});
      }
    }
    // During the designation step the setup pool holds the six commanders drawn (L224).
    auto& pool_slots = o.step == Step::kDesignate ? aside_slots : battalion_slots;
    for (CardId& c : o.setup_pool[q])
      if (c == kUnknownCard) pool_slots.push_back({&c, -1});
    // Hidden hand cards may be remembered ones (Scouts, then a face-down placement).
    for (Slot& sl : o.hand_army[q])
      if (sl.card == kUnknownCard) stack_slots.push_back({&sl.card, kHandColumn});
    for (CardId& c : o.reserve[q])
      if (c == kUnknownCard) any_slots.push_back({&c, -1});
    for (CardId& c : o.set_aside[q])
      if (c == kUnknownCard) aside_slots.push_back({&c, -1});
    rng.shuffle(stack_slots.begin(), stack_slots.end());

    // 1. Remembered cards go back to a place their memory allows: a stack it may lie in, or the
    // hand (a matching).
    auto allows = [&](CardId c, int column) {
      return column == kHandColumn ? (o.remembered[c] & kRememberHand) != 0
                                   : (o.remembered[c] >> column & 1u) != 0;
    };
    CardList constrained, free_cards;
    for (CardId c : pool) (o.remembered[c] ? constrained : free_cards).push_back(c);
    SlotMasks options{}, in_stacks{};
    for (std::size_t k = 0; k < constrained.size(); ++k) {
      for (std::size_t i = 0; i < stack_slots.size(); ++i) {
        if (!allows(constrained[k], stack_slots[i].column)) continue;
        options[k] |= std::uint64_t{1} << i;
        if (stack_slots[i].column != kHandColumn) in_stacks[k] |= std::uint64_t{1} << i;
      }
    }
    std::array<int, kMaxHidden> slot_owner;
    slot_owner.fill(-1);
    auto match_all = [&](const SlotMasks& edges, bool must) {
      std::uint64_t matched = 0;
      for (std::size_t i = 0; i < stack_slots.size(); ++i) {
        if (slot_owner[i] >= 0) matched |= std::uint64_t{1} << slot_owner[i];
      }
      for (std::size_t k = 0; k < constrained.size(); ++k) {
        if (matched >> k & 1u) continue;
        std::uint64_t visited = 0;
        if (!augment(static_cast<int>(k), edges, slot_owner, visited) && must) {
          throw std::logic_error(
              "ready-aim-fire: no world fits the remembered cards of the observation");
        }
      }
    };
    match_all(options, true);
    // Stack slots left over need free battalions. If a remembered card took a hand place that
    // leaves too few, match into the stacks first (as many as possible), then the rest: the
    // augmenting paths of the second pass keep every stack slot of the first covered.
    std::size_t open_stack = 0, free_battalions = 0;
    for (std::size_t i = 0; i < stack_slots.size(); ++i)
      open_stack += (slot_owner[i] < 0 && stack_slots[i].column != kHandColumn) ? 1 : 0;
    for (CardId c : free_cards) free_battalions += is_battalion(c) ? 1 : 0;
    if (open_stack + battalion_slots.size() > free_battalions) {
      slot_owner.fill(-1);
      match_all(in_stacks, false);
      match_all(options, true);
    }
    for (std::size_t i = 0; i < stack_slots.size(); ++i) {
      if (slot_owner[i] >= 0) {
        *stack_slots[i].card = constrained[static_cast<std::size_t>(slot_owner[i])];
      } else if (stack_slots[i].column == kHandColumn) {
        any_slots.push_back(stack_slots[i]);
      } else {
        battalion_slots.push_back(stack_slots[i]);
      }
    }
    // 2. The set-aside commanders are ones the viewer has never seen.
    for (HiddenSlot& h : aside_slots) {
      *h.card = take_first(free_cards, [&](CardId c) {
        return is_commander(c) && !(o.seen[c] >> p & 1u) &&
               c != o.ac_designated[q];  // it is in the battle
      });
      if (*h.card == kNoCard)
        throw std::logic_error("ready-aim-fire: no unseen commander for the set-aside pile");
    }
    // 3. Stack and setup slots take battalions; 4. hands and decks take the rest.
    for (HiddenSlot& h : battalion_slots) {
      *h.card = take_first(free_cards, [](CardId c) { return is_battalion(c); });
      if (*h.card == kNoCard)
        throw std::logic_error("ready-aim-fire: too few battalions for the hidden stack slots");
    }
    if (free_cards.size() != any_slots.size()) {
      throw std::logic_error(
          fmt::format("ready-aim-fire: {} hidden army cards for {} hidden places",
                      free_cards.size(), any_slots.size()));
    }
    for (std::size_t i = 0; i < any_slots.size(); ++i) *any_slots[i].card = free_cards[i];

    // 5. A secret Army Commander (L224-226): any of q's commanders in this battle that has not
    // been played as a Divisional General, uniformly.
    if (o.ac_designated[q] == kUnknownCard) {
      StaticVector<CardId, kArmyCards> candidates;
      auto consider = [&](CardId c) {
        if (is_commander(c)) candidates.push_back(c);
      };
      for (CardId c : o.setup_pool[q]) consider(c);
      for (const Slot& sl : o.hand_army[q]) consider(sl.card);
      for (CardId c : o.reserve[q]) consider(c);
      for (CardId c : o.discard[q]) consider(c);
      if (candidates.empty())
        throw std::logic_error("ready-aim-fire: no commander can be the secret Army Commander");
      o.ac_designated[q] = candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
    }
  }

  UnknownPool<kTacticsCards> tactics;
  for (int i = 0; i < kTacticsCards; ++i) {
    const auto c = static_cast<CardId>(kFirstTactic + i);
    if (!located[c]) tactics.add(c);
  }
  tactics.shuffle(rng);
  for (int q = 0; q < 2; ++q) {
    for (Slot& sl : o.hand_tactics[q]) {
      if (sl.card != kUnknownCard) continue;
      if (tactics.empty())
        throw std::logic_error("ready-aim-fire: too few tactics cards for the hidden hands");
      sl.card = tactics.take();
    }
  }
  std::size_t deck_unknown = 0;
  for (CardId c : o.tactics_deck) deck_unknown += c == kUnknownCard ? 1 : 0;
  if (deck_unknown != tactics.size())
    throw std::logic_error("ready-aim-fire: tactics deck does not fit the unknown cards");
  tactics.fill(o.tactics_deck);
  if (!tactics.empty())
    throw std::logic_error("ready-aim-fire: tactics cards left over in a determinization");
  if (o.step == Step::kSetupStack && o.setup_player != p) sample_setup_kind(o, rng);
  o.chance = Chance(rng.next());
}

void RafGame::sample_setup_kind(RafState& o, Rng& rng) const {
  // The battalion picked is one of the pool's that fits a stack. The player's hidden battalions
  // (pool, stacks, reserve) are the same multiset in every world, and the real pool held one that
  // fits, so if the sample's pool holds none, one is swapped in from a hidden stack or the reserve.
  const int q = o.setup_player;
  auto fits = [&](CardId c) {
    const int k = static_cast<int>(troop(o, c));
    for (int col = 0; col < kStacks; ++col) {
      if (setup_fits(o, q, k, col)) return true;
    }
    return false;
  };
  auto& pool = o.setup_pool[q];
  StaticVector<std::size_t, 28> fitting;
  for (std::size_t i = 0; i < pool.size(); ++i) {
    if (fits(pool[i])) fitting.push_back(i);
  }
  if (!fitting.empty()) {
    const CardId c = pool[fitting[rng.below(static_cast<std::uint32_t>(fitting.size()))]];
    o.setup_kind = static_cast<std::uint8_t>(troop(o, c));
    return;
  }
  auto swap_in = [&](CardId& hidden) {
    if (!is_battalion(hidden) || pool.empty()) return false;
    std::swap(hidden, pool[0]);
    if (fits(pool[0])) return true;
    std::swap(hidden, pool[0]);
    return false;
  };
  for (auto& stack : o.stacks[q]) {
    for (Slot& sl : stack) {
      if (swap_in(sl.card)) {
        o.setup_kind = static_cast<std::uint8_t>(troop(o, pool[0]));
        return;
      }
    }
  }
  for (CardId& c : o.reserve[q]) {
    if (swap_in(c)) {
      o.setup_kind = static_cast<std::uint8_t>(troop(o, pool[0]));
      return;
    }
  }
  throw std::logic_error("ready-aim-fire: no world has a battalion that fits a stack");
}

}  // namespace bivouac::raf
