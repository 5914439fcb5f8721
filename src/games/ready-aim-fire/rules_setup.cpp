// Setup (L21-47): place battalions up to each stack's start maximum, commanders into the
// Reserve deck, a hand of five, then every stack turned face up for the first turn.
#include <fmt/format.h>

#include <tuple>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

constexpr std::array<int, kStacks> kStartMax = {2, 3, 3, 3, 2};

bool may_place(const RafGame& g, const RafState& s, CardId c, int column, bool at_setup) {
  if (!at_setup && !g.opts().restrict_reinforcements) return true;
  const TroopInfo& t = g.troop_info(s, c);
  bool anywhere = t.anywhere;
  if (!g.opts().centre_only_foot && t.cls == TroopClass::kInfantry) {
    const Troop k = g.troop(s, c);
    anywhere = anywhere || k == Troop::kGuard || k == Troop::kElite || k == Troop::kSecond;
  }
  return anywhere || (column >= 1 && column <= 3);  // "Centre stacks" = the three centre ones
}

int pool_index(const RafGame& g, const RafState& s, int q, int troop) {
  const auto& pool = s.setup_pool[q];
  for (std::size_t i = 0; i < pool.size(); ++i) {
    if (static_cast<int>(g.troop(s, pool[i])) == troop) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

bool placement_allowed(const RafGame& g, const RafState& s, CardId c, int column, bool at_setup) {
  return may_place(g, s, c, column, at_setup);
}

int RafGame::start_max(int column) {
  return kStartMax[static_cast<std::size_t>(column)];
}

bool RafGame::setup_fits(const RafState& s, int q, int troop_kind, int column) const {
  const int i = pool_index(*this, s, q, troop_kind);
  return i >= 0 && static_cast<int>(s.stacks[q][column].size()) < start_max(column) &&
         may_place(*this, s, s.setup_pool[q][static_cast<std::size_t>(i)], column, true);
}

std::pair<int, int> RafGame::formation_step(const RafState& s, int q) const {
  // The heuristic's formation: the best troops first, each into the emptiest stack that may
  // take it (centre stacks first on a tie), until the start maximum is reached everywhere.
  static constexpr std::array<int, kStacks> kOrder = {2, 1, 3, 0, 4};
  std::pair<int, int> best{-1, -1};
  int best_score = -1000;
  for (int k = 0; k < kNumTroops; ++k) {
    for (int col : kOrder) {
      if (!setup_fits(s, q, k, col)) continue;
      const int score = 10 * data_.troops[static_cast<std::size_t>(k)].modifier -
                        10 * static_cast<int>(s.stacks[q][col].size()) - k;
      if (score > best_score) {
        best_score = score;
        best = {k, col};
      }
    }
  }
  return best;
}

void RafGame::setup_legal(const RafState& s, ActionList& out) const {
  const int q = s.setup_player;
  if (s.step == Step::kDesignate) {
    // One action per rating among the six commanders drawn for the battle (L224-226).
    std::uint32_t ratings = 0;
    for (CardId c : s.setup_pool[q]) ratings |= 1u << rating(s, c);
    for (int r = 0; r < kNumRatings; ++r) {
      if (ratings >> r & 1u) out.push_back(make_action(kActDesignate, r));
    }
    return;
  }
  if (s.step == Step::kSetupStack) {
    // Second part of a placement: the stacks that may take the battalion picked.
    for (int col = 0; col < kStacks; ++col) {
      if (setup_fits(s, q, s.setup_kind, col))
        out.push_back(make_action(kActPlace, s.setup_kind, col));
    }
    return;
  }
  std::array<CardId, kNumTroops> sample;
  sample.fill(kNoCard);
  for (CardId c : s.setup_pool[q]) sample[static_cast<std::size_t>(troop(s, c))] = c;
  bool done_ok = true;
  std::uint32_t placeable = 0;
  for (int col = 0; col < kStacks; ++col) {
    const int n = static_cast<int>(s.stacks[q][col].size());
    const bool room = n < start_max(col);
    bool fillable = false;
    for (int k = 0; k < kNumTroops; ++k) {
      const CardId c = sample[static_cast<std::size_t>(k)];
      if (c == kNoCard || !may_place(*this, s, c, col, true)) continue;
      fillable = true;
      if (room) placeable |= 1u << k;
    }
    // The minimum applies only where a card that may go there is still available (Thoth deals).
    if (n < opts_.min_stack_start && fillable) done_ok = false;
  }
  // A placement is two choices (L39-41): the battalion, then its stack (kSetupStack).
  for (int k = 0; k < kNumTroops; ++k) {
    if (placeable >> k & 1u) out.push_back(make_action(kActPlace, k));
  }
  if (placeable != 0) out.push_back(make_action(kActDeploy));
  if (opts_.thoth_setup && !s.reserve[q].empty()) {
    for (Troop t : {Troop::kGuard, Troop::kHeavyCav}) {
      if (sample[static_cast<std::size_t>(t)] != kNoCard)
        out.push_back(make_action(kActSwap, static_cast<int>(t)));
    }
  }
  if (done_ok) out.push_back(make_action(kActDone));
}

void RafGame::place_from_pool(RafState& s, int q, int troop_kind, int col, EventLog* log) const {
  const int i = pool_index(*this, s, q, troop_kind);
  if (i < 0 || col >= kStacks) throw std::logic_error("ready-aim-fire: illegal placement");
  const CardId c = s.setup_pool[q][static_cast<std::size_t>(i)];
  s.setup_pool[q].erase_at(static_cast<std::size_t>(i));
  s.stacks[q][col].insert_at(0, Slot{c, 0});
  if (log) {
    log->emit(
        "setup", q,
        fmt::format("{} places {} in {}", player_name(q), card_name(s, c), stack_name(q, col)), {},
        only(q));
  }
}

void RafGame::setup_apply(RafState& s, Action a, EventLog* log) const {
  const int q = s.setup_player;
  const auto priv = only(q);
  if (s.step == Step::kSetup) narrate_opening(s, log);
  switch (act_type(a)) {
    case kActPlace: {
      if (s.step == Step::kSetup) {
        if (pool_index(*this, s, q, act_a(a)) < 0)
          throw std::logic_error("ready-aim-fire: no such battalion to place");
        s.setup_kind = static_cast<std::uint8_t>(act_a(a));
        s.step = Step::kSetupStack;
        return;
      }
      place_from_pool(s, q, act_a(a), act_b(a), log);
      s.setup_kind = 0;
      s.step = Step::kSetup;
      return;
    }
    case kActDeploy: {
      // The opponent's summary comes after the placements it stands for (seat_view.h: a public
      // version follows its fuller one).
      for (auto [k, col] = formation_step(s, q); k >= 0; std::tie(k, col) = formation_step(s, q))
        place_from_pool(s, q, k, col, log);
      if (log)
        log->emit("setup", q, fmt::format("{} deploys the rest of his line", player_name(q)), {},
                  ~priv);
      return;
    }
    case kActSwap: {
      const int i = pool_index(*this, s, q, act_a(a));
      if (i < 0 || s.reserve[q].empty()) throw std::logic_error("ready-aim-fire: illegal swap");
      const CardId old = s.setup_pool[q][static_cast<std::size_t>(i)];
      s.setup_pool[q].erase_at(static_cast<std::size_t>(i));
      s.discard[q].push_back(old);
      s.seen[old] = 3;
      const CardId c = s.reserve[q].pop_back();
      s.setup_pool[q].push_back(c);
      s.seen[c] |= static_cast<std::uint8_t>(1u << q);
      if (log) {
        log->emit("setup", q,
                  fmt::format("{} discards {} and deals {} in its place (Thoth setup, L24)",
                              player_name(q), card_name(s, old), card_name(s, c)),
                  {}, priv);
        log->emit("setup", q,
                  fmt::format("{} discards {} and deals a replacement", player_name(q),
                              card_name(s, old)),
                  {}, ~priv);
      }
      return;
    }
    case kActDone: {
      // Unplaced battalions: into the Reserve deck, or discarded under the Thoth setup (L26).
      while (!s.setup_pool[q].empty()) {
        const CardId c = s.setup_pool[q].pop_back();
        if (opts_.thoth_setup) {
          s.discard[q].push_back(c);
          s.seen[c] = 3;
        } else {
          s.reserve[q].push_back(c);
        }
      }
      if (log) log->emit("setup", q, fmt::format("{} has formed the line", player_name(q)));
      if (s.setup_player == s.first_player) {
        s.setup_player = static_cast<std::uint8_t>(1 - q);
      } else {
        finish_setup(s, log);
      }
      return;
    }
    case kActDesignate: {
      CardId chosen = kNoCard;
      for (CardId c : s.setup_pool[q]) {
        if (rating(s, c) == act_a(a)) {
          chosen = c;
          break;
        }
      }
      if (s.step != Step::kDesignate || chosen == kNoCard)
        throw std::logic_error("ready-aim-fire: illegal designation");
      s.ac_designated[q] = chosen;
      if (log) {
        const auto& r = kRatings[static_cast<std::size_t>(act_a(a))];
        log->emit("setup", q,
                  fmt::format("{} designates the {}/{} commander as his Army Commander (L224-226)",
                              player_name(q), r[0], r[1]),
                  {}, priv);
        log->emit("setup", q,
                  fmt::format("{} designates his Army Commander in secret", player_name(q)), {},
                  ~priv);
      }
      if (s.setup_player == s.first_player) {
        s.setup_player = static_cast<std::uint8_t>(1 - q);
      } else {
        deal_and_begin(s, log);
      }
      return;
    }
    default:
      throw std::logic_error("ready-aim-fire: not a setup action");
  }
}

void RafGame::finish_setup(RafState& s, EventLog* log) const {
  if (opts_.army_commander == kAcFirstPlayed) {
    deal_and_begin(s, log);
    return;
  }
  // The 11 commanders are shuffled and 6 drawn for the battle (L224); their owner sees them and
  // designates his Army Commander (L225) in secret, or it is drawn at random (L226).
  for (int q = 0; q < 2; ++q) {
    s.chance.rng.shuffle(s.set_aside[q].begin(), s.set_aside[q].end());
    for (int i = 0; i < kCommandersUsed; ++i) {
      const CardId c = s.set_aside[q].pop_back();
      s.setup_pool[q].push_back(c);
      s.seen[c] |= static_cast<std::uint8_t>(1u << q);
    }
  }
  if (opts_.army_commander == kAcSecret) {
    s.step = Step::kDesignate;
    s.setup_player = s.first_player;
    return;
  }
  for (int q = 0; q < 2; ++q) {
    const auto i = s.chance.rng.below(static_cast<std::uint32_t>(s.setup_pool[q].size()));
    const CardId c = s.setup_pool[q][i];
    s.ac_designated[q] = c;
    if (log) {
      const auto& r = kRatings[static_cast<std::size_t>(rating(s, c))];
      log->emit("setup", q,
                fmt::format("{}'s Army Commander is the {}/{} commander, drawn at random (L226)",
                            player_name(q), r[0], r[1]),
                {}, only(q));
      log->emit("setup", q,
                fmt::format("{}'s Army Commander is drawn at random, in secret", player_name(q)),
                {}, ~only(q));
    }
  }
  deal_and_begin(s, log);
}

void RafGame::deal_and_begin(RafState& s, EventLog* log) const {
  for (int q = 0; q < 2; ++q) {
    if (opts_.army_commander == kAcFirstPlayed) {
      // Six of the eleven commanders join the Reserve deck (L42-43); the rest stay out unseen.
      s.chance.rng.shuffle(s.set_aside[q].begin(), s.set_aside[q].end());
      for (int i = 0; i < kCommandersUsed; ++i) s.reserve[q].push_back(s.set_aside[q].pop_back());
    } else {
      while (!s.setup_pool[q].empty()) s.reserve[q].push_back(s.setup_pool[q].pop_back());
    }
    s.chance.rng.shuffle(s.reserve[q].begin(), s.reserve[q].end());
    for (int i = 0; i < 5; ++i) draw_card(s, q, false, log);
    // Both lines are turned face up for the first turn (L45-46).
    for (auto& stack : s.stacks[q]) {
      for (Slot& slot : stack) {
        slot.flags |= kKnownOpp;
        s.seen[slot.card] = 3;
      }
    }
  }
  if (log)
    log->emit("setup", -1,
              "Both lines are revealed: they stay face up for the first turn (L45-47)");
  s.active = static_cast<std::uint8_t>(1 - s.first_player);  // begin_turn flips to the first player
  begin_turn(s, log);
}

}  // namespace bivouac::raf
