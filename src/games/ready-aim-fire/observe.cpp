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
  int column;  // -1 outside the stacks
};

// Kuhn's augmenting paths: assigns every constrained card a stack slot its memory allows.
bool augment(int card, const std::vector<std::vector<int>>& options, std::vector<int>& slot_owner,
             std::vector<char>& visited) {
  for (int slot : options[static_cast<std::size_t>(card)]) {
    if (visited[static_cast<std::size_t>(slot)]) continue;
    visited[static_cast<std::size_t>(slot)] = 1;
    if (slot_owner[static_cast<std::size_t>(slot)] < 0 ||
        augment(slot_owner[static_cast<std::size_t>(slot)], options, slot_owner, visited)) {
      slot_owner[static_cast<std::size_t>(slot)] = card;
      return true;
    }
  }
  return false;
}

}  // namespace

void RafGame::observe(const State& st, int player, State& out_state) const {
  out_state.assign(st);
  auto& o = as<RafState>(out_state);
  o.chance = Chance{};
  const int p = player;
  const int q = 1 - p;
  for (auto& stack : o.stacks[q]) {
    for (Slot& sl : stack) {
      if (!(sl.flags & kKnownOpp)) sl.card = kUnknownCard;
    }
  }
  for (Slot& sl : o.hand_army[q]) {
    if (!(sl.flags & kKnownOpp)) sl.card = kUnknownCard;
  }
  for (Slot& sl : o.hand_tactics[q]) {
    if (!(sl.flags & kKnownOpp)) sl.card = kUnknownCard;
  }
  for (CardId& c : o.setup_pool[q]) c = kUnknownCard;
  for (int r = 0; r < 2; ++r) {
    for (CardId& c : o.reserve[r]) c = kUnknownCard;
    for (CardId& c : o.set_aside[r]) c = kUnknownCard;
  }
  for (CardId& c : o.tactics_deck) c = kUnknownCard;
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
    for (const auto& stack : o.stacks[q]) for (const Slot& sl : stack) mark(sl.card);
    for (const Slot& sl : o.hand_army[q]) mark(sl.card);
    for (const Slot& sl : o.hand_tactics[q]) mark(sl.card);
    for (CardId c : o.discard[q]) mark(c);
    for (CardId c : o.eliminated[q]) mark(c);
    for (CardId c : o.setup_pool[q]) mark(c);
    for (const General& g : o.generals[q]) mark(g.card);
    mark(o.army_commander[q].card);
    for (const auto& t : o.terrain[q]) for (CardId c : t) mark(c);
  }
  for (CardId c : o.tactics_discard) mark(c);

  for (int q = 0; q < 2; ++q) {
    std::vector<CardId> pool;
    for (int i = 0; i < kArmyCards; ++i) {
      const auto c = static_cast<CardId>(q * kArmyCards + i);
      if (!located[c]) pool.push_back(c);
    }
    rng.shuffle(pool.begin(), pool.end());
    std::vector<HiddenSlot> stack_slots, battalion_slots, any_slots, aside_slots;
    for (int col = 0; col < kStacks; ++col) {
      for (Slot& sl : o.stacks[q][col]) {
        if (sl.card == kUnknownCard) stack_slots.push_back({&sl.card, col});
      }
    }
    for (CardId& c : o.setup_pool[q]) if (c == kUnknownCard) battalion_slots.push_back({&c, -1});
    for (Slot& sl : o.hand_army[q]) if (sl.card == kUnknownCard) any_slots.push_back({&sl.card, -1});
    for (CardId& c : o.reserve[q]) if (c == kUnknownCard) any_slots.push_back({&c, -1});
    for (CardId& c : o.set_aside[q]) if (c == kUnknownCard) aside_slots.push_back({&c, -1});
    rng.shuffle(stack_slots.begin(), stack_slots.end());

    // 1. Remembered cards go back into a stack their memory allows.
    std::vector<CardId> constrained, free_cards;
    for (CardId c : pool) (o.remembered[c] ? constrained : free_cards).push_back(c);
    std::vector<std::vector<int>> options(constrained.size());
    for (std::size_t k = 0; k < constrained.size(); ++k) {
      for (std::size_t i = 0; i < stack_slots.size(); ++i) {
        if (o.remembered[constrained[k]] >> stack_slots[i].column & 1u) options[k].push_back(static_cast<int>(i));
      }
    }
    std::vector<int> slot_owner(stack_slots.size(), -1);
    for (std::size_t k = 0; k < constrained.size(); ++k) {
      std::vector<char> visited(stack_slots.size(), 0);
      if (!augment(static_cast<int>(k), options, slot_owner, visited)) {
        throw std::logic_error("ready-aim-fire: no world fits the remembered cards of the observation");
      }
    }
    for (std::size_t i = 0; i < stack_slots.size(); ++i) {
      if (slot_owner[i] >= 0) {
        *stack_slots[i].card = constrained[static_cast<std::size_t>(slot_owner[i])];
      } else {
        battalion_slots.push_back(stack_slots[i]);
      }
    }
    // 2. The set-aside commanders are ones the viewer has never seen.
    for (HiddenSlot& h : aside_slots) {
      auto it = std::find_if(free_cards.begin(), free_cards.end(), [&](CardId c) {
        return is_commander(c) && !(o.seen[c] >> p & 1u);
      });
      if (it == free_cards.end()) throw std::logic_error("ready-aim-fire: no unseen commander for the set-aside pile");
      *h.card = *it;
      free_cards.erase(it);
    }
    // 3. Stack and setup slots take battalions; 4. hands and decks take the rest.
    for (HiddenSlot& h : battalion_slots) {
      auto it = std::find_if(free_cards.begin(), free_cards.end(), [](CardId c) { return is_battalion(c); });
      if (it == free_cards.end()) throw std::logic_error("ready-aim-fire: too few battalions for the hidden stack slots");
      *h.card = *it;
      free_cards.erase(it);
    }
    if (free_cards.size() != any_slots.size()) {
      throw std::logic_error(fmt::format("ready-aim-fire: {} hidden army cards for {} hidden places",
                                         free_cards.size(), any_slots.size()));
    }
    for (std::size_t i = 0; i < any_slots.size(); ++i) *any_slots[i].card = free_cards[i];
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
      if (tactics.empty()) throw std::logic_error("ready-aim-fire: too few tactics cards for the hidden hands");
      sl.card = tactics.take();
    }
  }
  std::size_t deck_unknown = 0;
  for (CardId c : o.tactics_deck) deck_unknown += c == kUnknownCard ? 1 : 0;
  if (deck_unknown != tactics.size()) throw std::logic_error("ready-aim-fire: tactics deck does not fit the unknown cards");
  tactics.fill(o.tactics_deck);
  if (!tactics.empty()) throw std::logic_error("ready-aim-fire: tactics cards left over in a determinization");
  o.chance = Chance(rng.next());
}

}  // namespace bivouac::raf
