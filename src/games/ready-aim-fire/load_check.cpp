// A loaded position is checked whole before any rule runs on it (issue 26): every index the rules
// read later (the battling cards' slots, the supporters, the morale test's slot, the stack being
// reordered) must point inside its stack and agree with the step, so that no document can make an
// action, a view or a bot read outside a stack. check_invariants covers where every card lies;
// this covers what the step says is happening. Each refusal names the field and what it must be.
#include <fmt/format.h>

#include <stdexcept>

#include "core/errors.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

[[noreturn]] void refuse(const std::string& field, const std::string& expected) {
  throw FormatError(fmt::format("{}: {}", field, expected));
}

// The steps of a combat before its result: the battling cards still lie where the combat says.
bool before_result(Step step) {
  switch (step) {
    case Step::kAttackSupport:
    case Step::kDefendSupport:
    case Step::kAttackTactics:
    case Step::kDefendTactics:
    case Step::kRideAround:
    case Step::kSquareReroll:
    case Step::kRideReroll:
    case Step::kAttackReroll:
    case Step::kDefendReroll:
      return true;
    default:
      return false;
  }
}

// One side's battling card and supporter: the slot holds the card the combat names, and the
// supporter (1 + slot, 0 for none) is another battalion of the same stack.
void check_battler(const StackZone& st, int pos, CardId card, int support, const char* side) {
  const auto size = static_cast<int>(st.size());
  if (pos >= size)
    refuse(fmt::format("combat.{}_slot", side),
           fmt::format("a slot of the {}'s stack (0 to {}), not {}", side, size - 1, pos));
  if (st[static_cast<std::size_t>(pos)].card != card)
    refuse(fmt::format("combat.{}_card", side),
           fmt::format("the card in combat.{}_slot of the {}'s stack", side, side));
  if (support != 0 && (support > size || support - 1 == pos))
    refuse(fmt::format("combat.{}_support", side),
           fmt::format("0 (no support) or 1 + the slot of another battalion of the {}'s stack "
                       "(1 to {})",
                       side, size));
}

void check_general_may_reroll(const General& g, const char* field) {
  if (g.card == kNoCard || g.left == 0)
    refuse("step", fmt::format("a re-roll step needs {} with a re-roll left", field));
}

}  // namespace

void RafGame::check_loaded_step(const RafState& s) const {
  const int q = s.active;
  const int opp = 1 - q;
  const Combat& cb = s.combat;
  const bool over = s.step == Step::kOver;
  if (before_result(s.step)) {
    if (!s.in_combat) refuse("in_combat", "1 in a step of a combat");
    check_battler(s.stacks[q][cb.att_stack], cb.att_pos, cb.att_card, cb.att_support, "attacker");
    check_battler(s.stacks[opp][cb.def_stack], cb.def_pos, cb.def_card, cb.def_support, "defender");
  } else if (s.in_combat && s.step != Step::kMoraleReroll && !over) {
    refuse("in_combat", "0 outside a combat and its morale re-rolls");
  }
  switch (s.step) {
    case Step::kAttackReroll:
      check_general_may_reroll(s.generals[q][cb.att_stack], "the attacker's general");
      break;
    case Step::kDefendReroll:
      check_general_may_reroll(s.generals[opp][cb.def_stack], "the defender's general");
      break;
    case Step::kSquareReroll:
    case Step::kRideReroll: {
      const bool square = s.step == Step::kSquareReroll;
      if (!general_may_reroll(s, square ? opp : q, square ? cb.def_stack : cb.att_stack))
        refuse("step", "a square re-roll needs square_rerolls=on and a general with a re-roll");
      break;
    }
    default:
      break;
  }
  if (s.step == Step::kMoraleReroll) {
    if (!s.test_active) refuse("test_active", "1 while a morale re-roll is offered");
    if (s.checks_in_combat && !s.in_combat)
      refuse("checks_in_combat", "0 unless a combat is in progress (in_combat)");
    const bool immediate = s.checks_in_combat != 0;
    const char* queue_name = immediate ? "immediate_queue" : "morale_queue";
    if (immediate ? s.immediate_queue.empty() : s.morale_queue.empty())
      refuse(queue_name, "the check being re-rolled as its first entry (it is empty)");
    const MoraleEntry& first = immediate ? s.immediate_queue[0] : s.morale_queue[0];
    if (first.player != s.test.player || first.kind != s.test.kind)
      refuse("test", fmt::format("the player and kind of the first entry of {}", queue_name));
    const auto size = static_cast<int>(s.stacks[s.test.player][s.test.stack].size());
    if (s.test.pos >= size)
      refuse("test.slot", fmt::format("a slot of the tested stack (0 to {}), not {}", size - 1,
                                      static_cast<int>(s.test.pos)));
    if (!test_may_reroll(s, false) && !test_may_reroll(s, true))
      refuse("step", "a morale re-roll needs a general or Army Commander with a re-roll left");
  } else if (s.test_active) {
    refuse("test_active", "0 unless the step is morale_reroll");
  } else if (!over && (s.checks_in_combat || s.morale_running)) {
    refuse(s.checks_in_combat ? "checks_in_combat" : "morale_running",
           "0 unless a morale check is waiting for its re-roll (step morale_reroll)");
  }
  // The commanders wait in set_aside through the setup; its end draws kCommandersUsed of them
  // for each player (L224), so fewer would pop an empty pile (found by the state_play fuzzer).
  if ((s.step == Step::kSetup || s.step == Step::kSetupStack) &&
      opts_.army_commander != kAcFirstPlayed) {
    for (int p = 0; p < 2; ++p) {
      if (static_cast<int>(s.set_aside[p].size()) < kCommandersUsed)
        refuse(fmt::format("set_aside[{}]", p),
               fmt::format("at least the {} commanders drawn when the setup ends, not {} cards",
                           kCommandersUsed, s.set_aside[p].size()));
    }
  }
  // The first player to form his line has placed or given up all his battalions before the other
  // forms his; the other's "done" ends the setup and draws the commanders into the pool.
  if ((s.step == Step::kSetup || s.step == Step::kSetupStack) && s.setup_player != s.first_player &&
      !s.setup_pool[s.first_player].empty())
    refuse(fmt::format("setup_pool[{}]", static_cast<int>(s.first_player)),
           "empty once the first player has formed his line (setup_player is the other)");
  if (s.step == Step::kReorder) {
    const auto size = static_cast<int>(s.stacks[q][s.reorder_stack].size());
    if (s.reorder_done + 1 >= size)
      refuse("reorder_done", fmt::format("fewer than the cards of the stack being reordered less "
                                         "one ({}), not {}",
                                         size - 1, static_cast<int>(s.reorder_done)));
  }
}

void RafGame::check_loaded_memory(const RafState& s) const {
  // What a player remembers of the cards he lost track of (`seen`, `remembered`) must leave a
  // world the bots can deal from his observation: the true one, where every remembered card lies
  // in a place its memory allows. Dealing one from each player's observation finds any that do
  // not (the fuzzer's state_play found a single flipped bit of `remembered` stopping a bot).
  for (int p = 0; p < 2; ++p) {
    auto obs = s.clone();
    observe(s, p, *obs);
    auto world = s.clone();
    Rng rng(1);
    try {
      determinize(*obs, p, rng, *world);
    } catch (const std::logic_error& e) {
      refuse("remembered",
             fmt::format("where player {} remembers each card he lost track of, including where "
                         "it lies ({})",
                         p + 1, e.what()));
    }
  }
}

}  // namespace bivouac::raf
