// Morale (L173-189) and its re-rolls (L229-256): queued stack checks in stack order with the
// cumulative +1, the Army Commander's army check, revival of Shaken cards and Blown recovery in
// the active player's Morale phase, and the immediate tests of a 0 combat result.
#include <fmt/format.h>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

const char* kind_label(int kind) {
  switch (kind) {
    case kStackCheck:
      return "stack morale check";
    case kArmyCheck:
      return "army morale check (Army Commander killed)";
    case kReviveCheck:
      return "revival test";
    case kBlownCheck:
      return "Blown recovery test";
    default:
      return "immediate morale check";
  }
}

// Narrates a morale test (ruling R34, docs/rulings/ready-aim-fire.md): "After the first turn,
// all cards are played face down" (L47), and "To pass a moral check, the player must roll the
// units moral value or less" (L178-179). At a table the owner of a face-down battalion rolls and
// says whether it passes: his opponent learns the outcome, not the card, nor the morale value the
// roll needed, nor the dice that would bound it. So a card the opponent may not know (its slot
// is not known to him; his observation shows it as "?") is named only to its owner; the
// opponent is told that a face-down battalion in that stack tested, and the outcome.
void narrate_test(EventLog* log, const RollReport& full, bool opponent_knows, int owner,
                  const std::string& face_down_label, bool pass) {
  if (!log) return;
  if (opponent_knows) {
    log->roll(full);
    return;
  }
  log->roll(full, only(owner));
  const std::string outcome = pass ? "passes" : "fails";
  // Not a "roll" event: the opponent sees no dice, only the owner's word.
  log->emit("morale", owner,
            fmt::format("{}: {} (its owner rolls; L47, L178-179)", face_down_label, outcome),
            {{"label", face_down_label}, {"outcome", outcome}, {"face_down", true}},
            kEveryone & ~only(owner));
}

}  // namespace

void RafGame::enter_morale(RafState& s, EventLog* log) const {
  if (check_victory(s, log)) return;
  if (log) log->emit("phase", s.active, "Morale phase");
  const auto q = static_cast<std::uint8_t>(s.active);
  if (s.morale_queue.size() + 2 <= s.morale_queue.capacity()) {
    s.morale_queue.push_back(MoraleEntry{q, 0, kReviveCheck, 0, kNoCard});
    s.morale_queue.push_back(MoraleEntry{q, 0, kBlownCheck, 0, kNoCard});
  }
  s.checks_in_combat = 0;
  s.morale_running = 1;
  s.morale_cursor = 0;
  s.morale_routs = 0;
  if (run_checks(s, log)) after_checks(s, log);
}

void RafGame::after_checks(RafState& s, EventLog* log) const {
  if (s.checks_in_combat) {
    finish_combat(s, log);
  } else {
    s.morale_running = 0;
    enter_discard(s, log);
  }
}

bool RafGame::test_may_reroll(const RafState& s, bool with_ac) const {
  const PendingTest& t = s.test;
  if (with_ac) {
    if (s.checks_in_combat || t.kind == kImmediate) return false;  // morale phase only (L245-246)
    const General& g = s.generals[t.player][t.stack];
    if (g.card != kNoCard && g.left > 0) return false;  // after the Divisional General's
    return s.army_commander[t.player].card != kNoCard && s.army_commander[t.player].left > 0;
  }
  const General& g = s.generals[t.player][t.stack];
  return g.card != kNoCard && g.left > 0;
}

bool RafGame::run_checks(RafState& s, EventLog* log) const {
  auto empty = [&] {
    return s.checks_in_combat ? s.immediate_queue.empty() : s.morale_queue.empty();
  };
  auto pop = [&] {
    if (s.checks_in_combat)
      s.immediate_queue.erase_at(0);
    else
      s.morale_queue.erase_at(0);
  };
  while (!empty()) {
    if (s.step == Step::kOver) return false;
    const MoraleEntry e = s.checks_in_combat ? s.immediate_queue[0] : s.morale_queue[0];
    // Find the next card this entry tests.
    int col = -1, pos = -1;
    switch (e.kind) {
      case kStackCheck: {
        const auto& st = s.stacks[e.player][e.stack];
        if (s.morale_cursor < st.size()) {
          col = e.stack;
          pos = static_cast<int>(st.size()) - 1 - s.morale_cursor;
        }
        break;
      }
      case kImmediate: {
        if (s.morale_cursor > 0) break;
        const auto& st = s.stacks[e.player][e.stack];
        for (std::size_t i = 0; i < st.size(); ++i) {
          if (st[i].card == e.card) {
            col = e.stack;
            pos = static_cast<int>(i);
          }
        }
        break;
      }
      default: {
        for (int c = s.morale_cursor / 8; c < kStacks && col < 0; ++c) {
          const auto& st = s.stacks[e.player][c];
          const int from_top_start = c == s.morale_cursor / 8 ? s.morale_cursor % 8 : 0;
          for (int k = from_top_start; k < static_cast<int>(st.size()); ++k) {
            const Slot& sl = st[st.size() - 1 - static_cast<std::size_t>(k)];
            bool wanted = e.kind == kArmyCheck;
            if (e.kind == kReviveCheck) {
              wanted = (sl.flags & kShaken) &&
                       (!opts_.revive_needs_commander || s.generals[e.player][c].card != kNoCard);
            }
            if (e.kind == kBlownCheck) wanted = (sl.flags & kBlown) && !(sl.flags & kFreshBlown);
            if (wanted) {
              col = c;
              pos = static_cast<int>(st.size()) - 1 - k;
              s.morale_cursor = static_cast<std::uint8_t>(c * 8 + k);
              break;
            }
          }
        }
        break;
      }
    }
    if (col < 0) {
      pop();
      s.morale_cursor = 0;
      s.morale_routs = 0;
      continue;
    }
    const CardId c = s.stacks[e.player][col][static_cast<std::size_t>(pos)].card;
    PendingTest& t = s.test;
    t = PendingTest{};
    t.player = e.player;
    t.stack = static_cast<std::uint8_t>(col);
    t.pos = static_cast<std::uint8_t>(pos);
    t.kind = e.kind;
    t.target = static_cast<std::uint8_t>(morale_target(s, c));
    t.bonus = static_cast<std::int8_t>(e.bonus + (e.kind == kStackCheck ? s.morale_routs : 0));
    const int d1 = s.chance.roll(6), d2 = s.chance.roll(6);
    t.roll = static_cast<std::uint8_t>(d1 + d2);
    const bool pass = t.roll + t.bonus <= t.target;
    if (log) {
      std::vector<Modifier> mods;
      if (e.bonus) mods.push_back(Modifier{"Overrun", e.bonus});
      if (e.kind == kStackCheck && s.morale_routs)
        mods.push_back(Modifier{"earlier routs in this stack", s.morale_routs});
      const Slot& tested = s.stacks[e.player][col][static_cast<std::size_t>(pos)];
      narrate_test(
          log,
          RollReport{fmt::format("{} of {}'s {} in {}", kind_label(e.kind), player_name(e.player),
                                 card_name(s, c), stack_name(e.player, col)),
                     e.player,
                     {d1, d2},
                     mods,
                     t.roll + t.bonus,
                     fmt::format("{} (needs {} or less{})", pass ? "passes" : "fails", t.target,
                                 s.ac_dead[e.player] ? ", -1 for the dead Army Commander" : "")},
          (tested.flags & kKnownOpp) != 0, e.player,
          fmt::format("{} of {}'s face-down battalion in {} (slot {})", kind_label(e.kind),
                      player_name(e.player), stack_name(e.player, col),
                      static_cast<int>(s.stacks[e.player][col].size()) - pos),
          pass);
    }
    if (!pass && (test_may_reroll(s, false) || test_may_reroll(s, true))) {
      s.test_active = 1;
      s.step = Step::kMoraleReroll;
      return false;
    }
    // Apply the outcome.
    auto& st = s.stacks[e.player][col];
    switch (e.kind) {
      case kStackCheck:
        if (pass) {
          ++s.morale_cursor;
        } else {
          rout_card(s, e.player, col, pos, false, log);
          ++s.morale_routs;
        }
        break;
      case kArmyCheck:
        if (pass) {
          ++s.morale_cursor;
        } else {
          if (log) log->emit("loss", e.player, "It quits the battlefield (L253-254)");
          eliminate_card(s, e.player, col, pos, log);
        }
        break;
      case kReviveCheck:
        if (pass) {
          st[static_cast<std::size_t>(pos)].flags &= static_cast<std::uint8_t>(~kShaken);
          if (log) log->emit("morale", e.player, "Revived: no longer Shaken (L187-188)");
        }
        ++s.morale_cursor;
        break;
      case kBlownCheck:
        if (pass) {
          st[static_cast<std::size_t>(pos)].flags &=
              static_cast<std::uint8_t>(~(kBlown | kFreshBlown));
          if (log) log->emit("morale", e.player, "No longer Blown (L138-141)");
        }
        ++s.morale_cursor;
        break;
      default:
        if (!pass) {
          Slot& sl = st[static_cast<std::size_t>(pos)];
          if ((sl.flags & kShaken) && opts_.repeated_shaken_routs) {
            rout_card(s, e.player, col, pos, false, log);
          } else {
            sl.flags |= kShaken;
            if (log) log->emit("morale", e.player, "Shaken (L99-100)");
          }
        }
        s.morale_cursor = 1;
        break;
    }
  }
  s.morale_cursor = 0;
  s.morale_routs = 0;
  return true;
}

void RafGame::morale_legal(const RafState& s, ActionList& out) const {
  if (test_may_reroll(s, false)) out.push_back(make_action(kActReroll, 0));
  if (test_may_reroll(s, true)) out.push_back(make_action(kActReroll, 1));
  out.push_back(make_action(kActDone));
}

void RafGame::morale_apply(RafState& s, Action a, EventLog* log) const {
  PendingTest& t = s.test;
  if (act_type(a) == kActReroll) {
    const bool ac = act_a(a) == 1;
    General& g = ac ? s.army_commander[t.player] : s.generals[t.player][t.stack];
    if (ac) {
      --g.left;  // the Army Commander never rolls for his life (L243-247)
    } else {
      g.spend_reroll();
    }
    const int d1 = s.chance.roll(6), d2 = s.chance.roll(6);
    t.roll = static_cast<std::uint8_t>(d1 + d2);
    const bool pass = t.roll + t.bonus <= t.target;
    if (log) {
      const char* label =
          ac ? "Army Commander's morale re-roll (L243-247)" : "general's morale re-roll (L229-235)";
      const Slot& tested = s.stacks[t.player][t.stack][t.pos];
      narrate_test(
          log,
          RollReport{label,
                     t.player,
                     {d1, d2},
                     t.bonus ? std::vector<Modifier>{{"roll modifiers", t.bonus}}
                             : std::vector<Modifier>{},
                     t.roll + t.bonus,
                     fmt::format("{} (needs {} or less)", pass ? "passes" : "fails", t.target)},
          (tested.flags & kKnownOpp) != 0, t.player,
          fmt::format("{} for {}'s face-down battalion in {}", label, player_name(t.player),
                      stack_name(t.player, t.stack)),
          pass);
    }
    if (!ac) general_death_roll(s, t.player, t.stack, log);
    if (!pass && (test_may_reroll(s, false) || test_may_reroll(s, true))) return;
    if (pass) {
      // Treat as a pass: advance past this card and undo nothing.
      s.test_active = 0;
      s.step = Step::kAttack;  // run_checks and after_checks set the real next step
      switch (t.kind) {
        case kStackCheck:
        case kArmyCheck:
          ++s.morale_cursor;
          break;
        case kReviveCheck:
          s.stacks[t.player][t.stack][t.pos].flags &= static_cast<std::uint8_t>(~kShaken);
          ++s.morale_cursor;
          break;
        case kBlownCheck:
          s.stacks[t.player][t.stack][t.pos].flags &=
              static_cast<std::uint8_t>(~(kBlown | kFreshBlown));
          ++s.morale_cursor;
          break;
        default:
          s.morale_cursor = 1;
          break;
      }
      if (run_checks(s, log)) after_checks(s, log);
      return;
    }
  }
  // The failure stands.
  s.test_active = 0;
  s.step = Step::kAttack;
  switch (t.kind) {
    case kStackCheck:
      rout_card(s, t.player, t.stack, t.pos, false, log);
      ++s.morale_routs;
      break;
    case kArmyCheck:
      eliminate_card(s, t.player, t.stack, t.pos, log);
      break;
    case kReviveCheck:
    case kBlownCheck:
      ++s.morale_cursor;
      break;
    default: {
      Slot& sl = s.stacks[t.player][t.stack][t.pos];
      if ((sl.flags & kShaken) && opts_.repeated_shaken_routs) {
        rout_card(s, t.player, t.stack, t.pos, false, log);
      } else {
        sl.flags |= kShaken;
      }
      s.morale_cursor = 1;
      break;
    }
  }
  if (run_checks(s, log)) after_checks(s, log);
}

}  // namespace bivouac::raf
