// The Attack phase and combat (L82-171, L340-343): choosing attacks, flipping the cards, the
// infantry/cavalry bounce, square, tactics windows, dice with every modifier, generals'
// re-rolls, the results table and its consequences.
#include <fmt/format.h>

#include <bitset>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

// Only combat tactics (all below 32) are ever recorded in a combat's masks.
bool bit(std::uint32_t mask, Tactic t) {
  const int i = static_cast<int>(t);
  return i < 32 && ((mask >> i) & 1u) != 0;
}
std::uint32_t flag(Tactic t) {
  return 1u << static_cast<int>(t);
}

int top_attacker_pos(const RafGame& g, const RafState& s, int q, int col, int kind) {
  const auto& st = s.stacks[q][col];
  if (st.empty()) return -1;
  if (kind == kProbeAttack) {
    for (int i = static_cast<int>(st.size()) - 1; i >= 0; --i) {
      if (g.troop(s, st[static_cast<std::size_t>(i)].card) == Troop::kLight) return i;
    }
    return -1;
  }
  return static_cast<int>(st.size()) - 1;
}

// Whether the battalion at slot `sup` may support the battling card at slot `pos` of the same
// stack: any other battalion that is not Shaken (L115, L118).
bool may_support(const StackZone& st, int pos, int sup) {
  return sup != pos && sup >= 0 && sup < static_cast<int>(st.size()) &&
         !(st[static_cast<std::size_t>(sup)].flags & kShaken);
}

bool any_supporter(const StackZone& st, int pos) {
  for (int i = 0; i < static_cast<int>(st.size()); ++i) {
    if (may_support(st, pos, i)) return true;
  }
  return false;
}

// support=below (the reading before the choice): the battalion directly below, if it may.
std::uint8_t support_below(const StackZone& st, int pos) {
  return may_support(st, pos, pos - 1) ? static_cast<std::uint8_t>(pos) : 0;
}

// The cavalry ride around the square (L132-134): both cards go to the bottom, no combat. A
// general killed by his death roll on the way still has his stack tested at once under
// The ids a roll names (RollReport::ids): the battalion that rolls, known to both players since
// its combat began, and the general who re-rolls or rolls for his life, face up on his stack.
std::vector<RollReport::Card> rolled_by(const RafGame& g, const RafState& s, CardId battalion,
                                        CardId general) {
  std::vector<RollReport::Card> cards;
  for (CardId c : {battalion, general}) {
    if (c != kNoCard && c != kUnknownCard) cards.push_back({c, g.card_name(s, c)});
  }
  return cards;
}

// morale_timing=immediate (square = 3 tells finish_combat that nobody fought).
void ride_around(const RafGame& g, RafState& s, EventLog* log) {
  Combat& cb = s.combat;
  g.move_to_bottom(s, s.active, cb.att_stack, cb.att_pos);
  g.move_to_bottom(s, 1 - s.active, cb.def_stack, cb.def_pos);
  if (s.immediate_queue.empty()) {
    g.end_attack_use(s, log);
    return;
  }
  cb.square = 3;
  s.checks_in_combat = 1;
  if (g.run_checks(s, log)) g.finish_combat(s, log);
}

}  // namespace

bool RafGame::has_supporter(const RafState& s, int q, int column, int pos) const {
  return any_supporter(s.stacks[q][column], pos);
}

void RafGame::attack_options(const RafState& s, ActionList& out) const {
  const int q = s.active;
  const int opp = 1 - q;
  const std::uint64_t held_mask = s.hand_tactics[q].empty() ? 0 : tactics_held(s, q);
  auto held = [&](Tactic t) { return (held_mask >> static_cast<int>(t) & 1u) != 0; };
  for (int from = 0; from < kStacks; ++from) {
    const auto& st = s.stacks[q][from];
    if (st.empty()) continue;
    const bool normal_ok = opts_.attack_per_stack
                               ? (!(s.stacks_attacked >> from & 1u) || s.attacks_left > 0)
                               : s.attacks_left > 0;
    for (int kind : {static_cast<int>(kNormalAttack), static_cast<int>(kSabersAttack),
                     static_cast<int>(kFusilladeAttack), static_cast<int>(kProbeAttack),
                     static_cast<int>(kIndirectAttack)}) {
      if (kind == kNormalAttack && !normal_ok) continue;
      if (kind == kSabersAttack && !held(Tactic::kSabersPistols)) continue;
      if (kind == kFusilladeAttack && !held(Tactic::kFusillade)) continue;
      if (kind == kProbeAttack && !held(Tactic::kProbe)) continue;
      if (kind == kIndirectAttack && !held(Tactic::kIndirectFire)) continue;
      const int pos = top_attacker_pos(*this, s, q, from, kind);
      if (pos < 0) continue;
      const Slot& a = st[static_cast<std::size_t>(pos)];
      const TroopClass c = cls(s, a.card);
      if ((a.flags & kBlown) && !opts_.blown_minus_one) continue;  // Blown cavalry cannot attack
      if (kind == kSabersAttack && c != TroopClass::kCavalry) continue;
      if (kind == kFusilladeAttack && c != TroopClass::kInfantry) continue;
      if (kind == kIndirectAttack) {
        if (c == TroopClass::kArtillery && s.stacks[opp][from].size() >= 2) {
          out.push_back(make_action(kActAttack, kind, from, from));
        }
        continue;
      }
      auto target_ok = [&](int t) {
        if (s.stacks[opp][t].empty()) return false;
        return !(c == TroopClass::kCavalry && has_terrain(s, opp, t, Tactic::kRedoubt));
      };
      if (!s.stacks[opp][from].empty()) {
        if (target_ok(from)) out.push_back(make_action(kActAttack, kind, from, from));
        continue;
      }
      // Facing an empty stack: flank attacks (L163-171) or the empty-stack rule (L340-343).
      for (int t = 0; t < kStacks; ++t) {
        if (t == from) continue;
        const bool adjacent = t == from - 1 || t == from + 1;
        if ((adjacent || c == TroopClass::kCavalry) && target_ok(t)) {
          out.push_back(make_action(kActAttack, kind, from, t));
        }
      }
      if (kind == kNormalAttack) out.push_back(make_action(kActAttack, kDiscardAttack, from, from));
    }
  }
  for (Tactic t : {Tactic::kFireAtWill, Tactic::kAdvance, Tactic::kScouts}) {
    if (held(t)) out.push_back(make_action(kActPlay, static_cast<int>(t)));
  }
  if (held(Tactic::kSniper)) {
    for (int col = 0; col < kStacks; ++col) {
      if (!s.stacks[opp][col].empty())
        out.push_back(make_action(kActPlay, static_cast<int>(Tactic::kSniper), col));
    }
  }
  out.push_back(make_action(kActDone));
}

void RafGame::combat_legal(const RafState& s, ActionList& out) const {
  const int q = s.active;
  const int opp = 1 - q;
  const Combat& cb = s.combat;
  switch (s.step) {
    case Step::kAttack:
      attack_options(s, out);
      return;
    case Step::kAttackSupport:
    case Step::kDefendSupport: {
      // One action per kind of eligible battalion (troop and markers), the top-most of each:
      // identical cards give identical outcomes.
      const bool att = s.step == Step::kAttackSupport;
      const auto& st = s.stacks[att ? q : opp][att ? cb.att_stack : cb.def_stack];
      const int pos = att ? cb.att_pos : cb.def_pos;
      std::bitset<kNumTroops * 16> offered;
      for (int i = static_cast<int>(st.size()) - 1; i >= 0; --i) {
        if (!may_support(st, pos, i)) continue;
        const Slot& sl = st[static_cast<std::size_t>(i)];
        const auto key =
            static_cast<std::size_t>(static_cast<int>(troop(s, sl.card)) * 16 + (sl.flags & 15));
        if (offered[key]) continue;
        offered[key] = true;
        out.push_back(make_action(kActSupport, i));
      }
      out.push_back(make_action(kActDone));
      return;
    }
    case Step::kAttackTactics: {
      const TroopClass ac = cls(s, cb.att_card), dc = cls(s, cb.def_card);
      const Troop at = troop(s, cb.att_card);
      for (const Slot& slot : s.hand_tactics[q]) {
        const Tactic t = tactic(slot.card);
        if (bit(cb.att_tactics, t)) continue;
        bool ok = false;
        switch (t) {
          case Tactic::kInfantryCharge:
          case Tactic::kSocketBayonets:
            ok = at == Troop::kLine;
            break;
          case Tactic::kCannonBall:
            ok = ac == TroopClass::kArtillery;
            break;
          case Tactic::kCanisterShot:
            ok = ac == TroopClass::kArtillery && dc != TroopClass::kArtillery;
            break;
          case Tactic::kRifles:
            ok = at == Troop::kLight;
            break;
          case Tactic::kBrokenSquare:
            ok = ac == TroopClass::kCavalry && dc == TroopClass::kInfantry;
            break;
          case Tactic::kEnfiladeFire:
          case Tactic::kOverrun:
          case Tactic::kTakePrisoners:
            ok = true;
            break;
          default:
            break;
        }
        const Action a = make_action(kActPlay, static_cast<int>(t));
        if (ok && !out.contains(a)) out.push_back(a);
      }
      out.push_back(make_action(kActDone));
      return;
    }
    case Step::kDefendTactics: {
      const TroopClass ac = cls(s, cb.att_card), dc = cls(s, cb.def_card);
      const Troop dt = troop(s, cb.def_card);
      const bool unsided = !opts_.unsided_attacker_only;
      for (const Slot& slot : s.hand_tactics[opp]) {
        const Tactic t = tactic(slot.card);
        if (bit(cb.def_tactics, t)) continue;
        bool ok = false;
        switch (t) {
          // Cards that name no side (L267, L272, L281, L286) also fit the defending card: both
          // dice are "the Attack rolls" (L89), unless unsided_tactics=attacker (R24).
          case Tactic::kSocketBayonets:
            ok = unsided && dt == Troop::kLine;
            break;
          case Tactic::kCanisterShot:
            ok = unsided && dc == TroopClass::kArtillery && ac != TroopClass::kArtillery;
            break;
          case Tactic::kRifles:
            ok = unsided && dt == Troop::kLight;
            break;
          case Tactic::kEnfiladeFire:
            ok = unsided;
            break;
          case Tactic::kSecondVolley:
            ok = dc == TroopClass::kInfantry;
            break;
          case Tactic::kCounterAttack:
            ok = dc == TroopClass::kCavalry;
            break;
          case Tactic::kGrapeShot:
            ok = dc == TroopClass::kArtillery && ac != TroopClass::kArtillery;
            break;
          case Tactic::kFightingWithdrawal:
            ok = true;
            break;
          case Tactic::kSquareFormation:
            ok = troop(s, cb.def_card) == Troop::kLine && ac == TroopClass::kCavalry;
            break;
          default:
            break;
        }
        const Action a = make_action(kActPlay, static_cast<int>(t));
        if (ok && !out.contains(a)) out.push_back(a);
      }
      out.push_back(make_action(kActDone));
      return;
    }
    case Step::kRideAround:
      out.push_back(make_action(kActRideAround));
      out.push_back(make_action(kActDone));
      return;
    case Step::kAttackReroll:
    case Step::kDefendReroll:
    case Step::kSquareReroll:
    case Step::kRideReroll:
      out.push_back(make_action(kActReroll));
      out.push_back(make_action(kActDone));
      return;
    case Step::kEliminateDiscard: {
      std::uint32_t kinds = 0;
      for (CardId c : s.discard[opp]) {
        if (is_battalion(c)) kinds |= 1u << static_cast<int>(troop(s, c));
      }
      for (int k = 0; k < kNumTroops; ++k) {
        if (kinds >> k & 1u) out.push_back(make_action(kActEliminate, k));
      }
      return;
    }
    default:
      return;
  }
}

void RafGame::combat_apply(RafState& s, Action a, EventLog* log) const {
  const int q = s.active;
  const int opp = 1 - q;
  const int type = act_type(a);
  Combat& cb = s.combat;
  switch (s.step) {
    case Step::kAttack:
      if (type == kActAttack) {
        start_attack(s, act_a(a), act_b(a), act_c(a), log);
        return;
      }
      if (type == kActPlay) {
        const auto t = static_cast<Tactic>(act_a(a));
        play_tactic_from_hand(s, q, t, log);
        if (t == Tactic::kFireAtWill || t == Tactic::kAdvance) {
          ++s.attacks_left;
        } else if (t == Tactic::kSniper) {
          queue_check(s, opp, act_b(a), 0, log);
        } else if (t == Tactic::kScouts) {
          reveal_hand(s, q, log);
        }
        return;
      }
      enter_morale(s, log);
      return;
    case Step::kAttackSupport:
    case Step::kDefendSupport: {
      const bool att = s.step == Step::kAttackSupport;
      const int p = att ? q : opp;
      const int col = att ? cb.att_stack : cb.def_stack;
      if (type == kActSupport) {
        (att ? cb.att_support : cb.def_support) = static_cast<std::uint8_t>(act_a(a) + 1);
        if (log) {
          const auto& st = s.stacks[p][col];
          const Slot& sl = st[static_cast<std::size_t>(act_a(a))];
          const int slot_no = static_cast<int>(st.size()) - act_a(a);
          const auto text = [&](const std::string& what) {
            return fmt::format("{}'s {} (slot {} of {}) supports the {} (L115-118)", player_name(p),
                               what, slot_no, stack_name(p, col), att ? "attack" : "defence");
          };
          const nlohmann::json ids = {{"ids", nlohmann::json::array({sl.card})}};
          if (sl.flags & kKnownOpp) {
            log->emit("combat", p, text(card_name(s, sl.card)), ids);
          } else {
            log->emit("combat", p, text(card_name(s, sl.card)), ids, only(p));
            log->emit("combat", p, text("face-down battalion"), {}, ~only(p));
          }
        }
      } else if (log) {
        log->emit("combat", p,
                  fmt::format("{} fights the {} without support", player_name(p),
                              att ? "attack" : "defence"));
      }
      if (att) {
        open_attack_tactics(s, log);
      } else {
        open_defend_tactics(s, log);
      }
      return;
    }
    case Step::kAttackTactics:
      if (type == kActPlay) {
        const auto t = static_cast<Tactic>(act_a(a));
        play_tactic_from_hand(s, q, t, log);
        cb.att_tactics |= flag(t);
        return;
      }
      after_attack_tactics(s, log);
      return;
    case Step::kDefendTactics:
      if (type == kActPlay) {
        const auto t = static_cast<Tactic>(act_a(a));
        play_tactic_from_hand(s, opp, t, log);
        cb.def_tactics |= flag(t);
        return;
      }
      after_defend_tactics(s, log);
      return;
    case Step::kRideAround:
      if (type == kActRideAround) {
        if (roll_ride_around(s, false, log)) {
          ride_around(*this, s, log);
          return;
        }
        if (general_may_reroll(s, q, cb.att_stack)) {
          s.step = Step::kRideReroll;  // square_rerolls=on (R23)
          return;
        }
      } else if (log) {
        log->emit("combat", q, "The cavalry charge the square");
      }
      roll_combat(s, log);
      return;
    case Step::kSquareReroll:
    case Step::kRideReroll: {
      // square_rerolls=on: the general of the rolling card's stack re-rolls its failed roll,
      // then rolls for his life (L229-239).
      const bool square = s.step == Step::kSquareReroll;
      const int p = square ? opp : q;
      const int col = square ? cb.def_stack : cb.att_stack;
      if (type == kActReroll) {
        s.generals[p][col].spend_reroll();
        const bool ok = square ? roll_square(s, true, log) : roll_ride_around(s, true, log);
        const bool dead = general_death_roll(s, p, col, log);
        if (!ok && !dead && general_may_reroll(s, p, col)) return;  // may re-roll again
        if (ok && !square) {
          ride_around(*this, s, log);
          return;
        }
      } else if (!square && log) {
        log->emit("combat", q, "The cavalry charge the square");
      }
      if (square) {
        after_square(s, log);
      } else {
        roll_combat(s, log);
      }
      return;
    }
    case Step::kAttackReroll:
    case Step::kDefendReroll: {
      const bool att = s.step == Step::kAttackReroll;
      const int p = att ? q : opp;
      const int col = att ? cb.att_stack : cb.def_stack;
      if (type == kActReroll) {
        s.generals[p][col].spend_reroll();
        if (att) {
          cb.att_die = static_cast<std::uint8_t>(s.chance.roll(6));
        } else {
          cb.def_die = static_cast<std::uint8_t>(s.chance.roll(6));
          if (bit(cb.def_tactics, Tactic::kSecondVolley))
            cb.def_die2 = static_cast<std::uint8_t>(s.chance.roll(6));
        }
        if (log) {
          RollReport r = combat_report(s, att, "the general's re-roll replaces the die (L229-235)");
          r.label = fmt::format("{}'s general re-rolls the {}", player_name(p), r.label);
          r.cards = rolled_by(*this, s, att ? cb.att_card : cb.def_card, s.generals[p][col].card);
          log->roll(r);
        }
        const bool dead = general_death_roll(s, p, col, log);
        if (!dead && s.generals[p][col].left > 0) return;  // may re-roll again
      }
      if (att && s.generals[opp][cb.def_stack].card != kNoCard &&
          s.generals[opp][cb.def_stack].left > 0) {
        s.step = Step::kDefendReroll;
        return;
      }
      after_rerolls(s, log);
      return;
    }
    case Step::kEliminateDiscard: {
      auto& d = s.discard[opp];
      for (std::size_t i = 0; i < d.size(); ++i) {
        if (is_battalion(d[i]) && static_cast<int>(troop(s, d[i])) == act_a(a)) {
          const CardId c = d[i];
          d.erase_at(i);
          s.eliminated[opp].push_back(c);
          if (log)
            log->emit("loss", opp,
                      fmt::format("{} eliminates {} from the discard pile (L340-343)",
                                  player_name(opp), card_name(s, c)),
                      {{"ids", nlohmann::json::array({c})}});
          break;
        }
      }
      s.step = Step::kAttack;
      return;
    }
    default:
      throw std::logic_error("ready-aim-fire: unexpected combat action");
  }
}

void RafGame::end_attack_use(RafState& s, EventLog*) const {
  s.in_combat = 0;
  s.combat = Combat{};
  s.step = Step::kAttack;
}

void RafGame::move_to_bottom(RafState& s, int q, int column, int pos) const {
  auto& st = s.stacks[q][column];
  const Slot slot = st[static_cast<std::size_t>(pos)];
  st.erase_at(static_cast<std::size_t>(pos));
  st.insert_at(0, slot);
}

void RafGame::start_attack(RafState& s, int kind, int from, int target, EventLog* log) const {
  const int q = s.active;
  const int opp = 1 - q;
  // Attack allowance (L83): variant cards give their attack for free.
  if (kind == kNormalAttack || kind == kDiscardAttack) {
    if (opts_.attack_per_stack && !(s.stacks_attacked >> from & 1u)) {
      s.stacks_attacked |= static_cast<std::uint8_t>(1u << from);
    } else {
      --s.attacks_left;
    }
  } else {
    const Tactic t = kind == kSabersAttack      ? Tactic::kSabersPistols
                     : kind == kFusilladeAttack ? Tactic::kFusillade
                     : kind == kProbeAttack     ? Tactic::kProbe
                                                : Tactic::kIndirectFire;
    play_tactic_from_hand(s, q, t, log);
  }
  if (kind == kDiscardAttack) {
    if (log)
      log->emit("combat", q,
                fmt::format("{} attacks the empty {} (L340-343)", player_name(q),
                            stack_name(opp, target)));
    if (s.generals[opp][target].card != kNoCard)
      kill_general(s, opp, target, "alone in an attacked stack (L240)", log);
    bool any = false;
    for (CardId c : s.discard[opp]) any = any || is_battalion(c);
    s.step = any ? Step::kEliminateDiscard : Step::kAttack;
    if (!any && log)
      log->emit("combat", opp, "There is no battalion in the discard pile to eliminate");
    return;
  }
  Combat& cb = s.combat;
  cb = Combat{};
  cb.kind = static_cast<std::uint8_t>(kind);
  cb.att_stack = static_cast<std::uint8_t>(from);
  cb.att_pos = static_cast<std::uint8_t>(top_attacker_pos(*this, s, q, from, kind));
  cb.def_stack = static_cast<std::uint8_t>(target);
  const auto dsize = static_cast<int>(s.stacks[opp][target].size());
  cb.def_pos = static_cast<std::uint8_t>(kind == kIndirectAttack ? dsize - 2 : dsize - 1);
  cb.flank = target != from ? 1 : 0;
  Slot& as = s.stacks[q][from][cb.att_pos];
  Slot& ds = s.stacks[opp][target][cb.def_pos];
  cb.att_card = as.card;
  cb.def_card = ds.card;
  // Both cards are flipped face up: from now on the opponent knows them (L87-88).
  for (Slot* sl : {&as, &ds}) {
    sl->flags |= kKnownOpp;
    s.seen[sl->card] = 3;
    s.remembered[sl->card] = 0;
  }
  s.in_combat = 1;
  if (log) {
    const char* how = kind == kIndirectAttack    ? "Indirect fire: "
                      : kind == kProbeAttack     ? "Probe: "
                      : kind == kSabersAttack    ? "Sabers & Pistols: "
                      : kind == kFusilladeAttack ? "Fusillade: "
                                                 : "";
    log->emit(
        "combat", q,
        fmt::format("{}{}'s {} ({}) {} {}'s {} ({}{})", how, player_name(q),
                    card_name(s, cb.att_card) + (as.flags & kShaken ? ", Shaken" : ""),
                    stack_name(q, from), cb.flank ? "flank-attacks" : "attacks", player_name(opp),
                    card_name(s, cb.def_card) + (ds.flags & kShaken ? ", Shaken" : ""),
                    stack_name(opp, target), kind == kIndirectAttack ? ", second card" : ""),
        {{"ids", nlohmann::json::array({cb.att_card, cb.def_card})}});
  }
  const TroopClass ac = cls(s, cb.att_card), dc = cls(s, cb.def_card);
  const bool inf_on_cav = ac == TroopClass::kInfantry && dc == TroopClass::kCavalry;
  const bool cav_in_woods = ac == TroopClass::kCavalry && dc == TroopClass::kInfantry &&
                            has_terrain(s, opp, target, Tactic::kWoods);
  if (inf_on_cav || cav_in_woods) {
    if (log) {
      log->emit(
          "combat", q,
          inf_on_cav
              ? "Infantry cannot attack cavalry: both cards go to the bottom of their stacks "
                "(L120-122)"
              : "Cavalry cannot attack infantry in Woods: both cards go to the bottom (L291)");
    }
    move_to_bottom(s, q, from, cb.att_pos);
    move_to_bottom(s, opp, target, cb.def_pos);
    end_attack_use(s, log);
    return;
  }
  // Before the dice (L160) each side declares its support and plays its tactics, the attacker
  // first. Whether a stack has a possible supporter is public (card counts and Shaken markers).
  if (opts_.support_below) {
    cb.att_support = support_below(s.stacks[q][from], cb.att_pos);
    cb.def_support = support_below(s.stacks[opp][target], cb.def_pos);
  }
  if (!opts_.support_below && any_supporter(s.stacks[q][from], cb.att_pos)) {
    s.step = Step::kAttackSupport;
  } else {
    open_attack_tactics(s, log);
  }
}

void RafGame::open_attack_tactics(RafState& s, EventLog* log) const {
  if (!s.hand_tactics[s.active].empty()) {
    s.step = Step::kAttackTactics;
  } else {
    after_attack_tactics(s, log);
  }
}

void RafGame::after_attack_tactics(RafState& s, EventLog* log) const {
  const Combat& cb = s.combat;
  if (!opts_.support_below && any_supporter(s.stacks[1 - s.active][cb.def_stack], cb.def_pos)) {
    s.step = Step::kDefendSupport;
  } else {
    open_defend_tactics(s, log);
  }
}

void RafGame::open_defend_tactics(RafState& s, EventLog* log) const {
  if (!s.hand_tactics[1 - s.active].empty()) {
    s.step = Step::kDefendTactics;
  } else {
    after_defend_tactics(s, log);
  }
}

void RafGame::after_defend_tactics(RafState& s, EventLog* log) const {
  Combat& cb = s.combat;
  const int q = s.active;
  const int opp = 1 - q;
  if (cls(s, cb.att_card) == TroopClass::kCavalry && cls(s, cb.def_card) == TroopClass::kInfantry) {
    // Forming square (L124-129): 2d6 below the infantry's morale; the tactics cards decide it.
    if (bit(cb.def_tactics, Tactic::kSquareFormation)) {
      cb.square = 1;
      if (log)
        log->emit("combat", opp, "Square Formation: the Line Infantry form square automatically");
    } else if (bit(cb.att_tactics, Tactic::kBrokenSquare)) {
      cb.square = 2;
      if (log) log->emit("combat", q, "Broken Square: the infantry fail to form square");
    } else if (!roll_square(s, false, log) && general_may_reroll(s, opp, cb.def_stack)) {
      s.step = Step::kSquareReroll;  // square_rerolls=on (R23)
      return;
    }
  }
  after_square(s, log);
}

bool RafGame::general_may_reroll(const RafState& s, int p, int column) const {
  const General& g = s.generals[p][column];
  return opts_.square_rerolls && g.card != kNoCard && g.left > 0;
}

bool RafGame::roll_square(RafState& s, bool reroll, EventLog* log) const {
  Combat& cb = s.combat;
  const int d1 = s.chance.roll(6), d2 = s.chance.roll(6);
  const int target = morale_target(s, cb.def_card);
  cb.square = d1 + d2 < target ? 1 : 2;
  if (log) {
    log->roll(RollReport{
        reroll ? "general's re-roll of the form square roll (L124-127, L229-235)"
               : "form square roll (L124-127)",
        1 - s.active,
        {d1, d2},
        {},
        d1 + d2,
        cb.square == 1 ? fmt::format("below {}: square formed, the infantry fight at +3", target)
                       : fmt::format("not below {}: no square, the cavalry fight at +3", target),
        rolled_by(*this, s, cb.def_card,
                  reroll ? s.generals[1 - s.active][cb.def_stack].card : kNoCard)});
  }
  return cb.square == 1;
}

bool RafGame::roll_ride_around(RafState& s, bool reroll, EventLog* log) const {
  const Combat& cb = s.combat;
  const int d1 = s.chance.roll(6), d2 = s.chance.roll(6);
  const int target = troop_info(s, cb.att_card).morale;
  const bool ok = d1 + d2 < target;
  if (log) {
    log->roll(RollReport{reroll ? "general's re-roll of the ride-around roll (L130-134, L229-235)"
                                : "ride-around roll (L130-134)",
                         s.active,
                         {d1, d2},
                         {},
                         d1 + d2,
                         ok ? fmt::format("below {}: the cavalry ride around the square", target)
                            : fmt::format("not below {}: they must charge the square", target),
                         rolled_by(*this, s, cb.att_card,
                                   reroll ? s.generals[s.active][cb.att_stack].card : kNoCard)});
  }
  return ok;
}

void RafGame::after_square(RafState& s, EventLog* log) const {
  if (s.combat.square == 1) {
    s.step = Step::kRideAround;
    return;
  }
  roll_combat(s, log);
}

void RafGame::roll_combat(RafState& s, EventLog* log) const {
  Combat& cb = s.combat;
  const int q = s.active;
  const int opp = 1 - q;
  cb.att_die = static_cast<std::uint8_t>(s.chance.roll(6));
  cb.def_die = static_cast<std::uint8_t>(s.chance.roll(6));
  if (bit(cb.def_tactics, Tactic::kSecondVolley))
    cb.def_die2 = static_cast<std::uint8_t>(s.chance.roll(6));
  const General& ga = s.generals[q][cb.att_stack];
  const General& gd = s.generals[opp][cb.def_stack];
  const bool att_may = ga.card != kNoCard && ga.left > 0;
  const bool def_may = gd.card != kNoCard && gd.left > 0;
  // The dice a general may re-roll are shown first, complete; the final rolls follow the
  // re-rolls (after_rerolls).
  if (log && (att_may || def_may)) {
    log->roll(combat_report(s, true, "before any re-roll"));
    log->roll(combat_report(s, false, "before any re-roll"));
  }
  if (att_may) {
    s.step = Step::kAttackReroll;
  } else if (def_may) {
    s.step = Step::kDefendReroll;
  } else {
    after_rerolls(s, log);
  }
}

RollReport RafGame::combat_report(const RafState& s, bool attacker, std::string outcome) const {
  const Combat& cb = s.combat;
  RollReport r;
  r.label = fmt::format("{} roll of {}", attacker ? "attack" : "defence",
                        card_name(s, attacker ? cb.att_card : cb.def_card));
  r.player = attacker ? s.active : 1 - s.active;
  r.dice = {attacker ? cb.att_die : cb.def_die};
  if (!attacker && cb.def_die2) r.dice.push_back(cb.def_die2);
  r.total = combat_total(s, attacker, &r.modifiers);
  if (!attacker && cb.def_die2)
    outcome = "Second Volley keeps the better die" + (outcome.empty() ? "" : "; " + outcome);
  r.outcome = std::move(outcome);
  return r;
}

int RafGame::combat_total(const RafState& s, bool attacker, std::vector<Modifier>* mods) const {
  const Combat& cb = s.combat;
  const int q = attacker ? s.active : 1 - s.active;
  const int col = attacker ? cb.att_stack : cb.def_stack;
  const int pos = attacker ? cb.att_pos : cb.def_pos;
  const CardId me = attacker ? cb.att_card : cb.def_card;
  const CardId foe = attacker ? cb.def_card : cb.att_card;
  const Slot& slot = s.stacks[q][col][static_cast<std::size_t>(pos)];
  const TroopInfo& mi = troop_info(s, me);
  const TroopClass mc = mi.cls, fc = cls(s, foe);
  const Troop mt = troop(s, me), ft = troop(s, foe);
  const std::uint32_t tac = attacker ? cb.att_tactics : cb.def_tactics;
  int die = attacker ? cb.att_die : std::max(cb.def_die, cb.def_die2);
  // Against artillery, infantry and cavalry lose every positive modifier except the flank bonus
  // and the hill's reverse slope (L143-146); the horse-artillery exception is L150-152.
  bool no_positive = fc == TroopClass::kArtillery && mc != TroopClass::kArtillery;
  if (no_positive && ft == Troop::kHorseArtillery && attacker &&
      (mt == Troop::kLightCav || mt == Troop::kLancer || mt == Troop::kSecondCav)) {
    no_positive = false;
  }
  int total = die;
  auto add = [&](int value, const char* source, bool exempt = false) {
    if (value == 0) return;
    if (value > 0 && no_positive && !exempt) {
      if (mods) mods->push_back(Modifier{std::string(source) + " (lost against artillery)", 0});
      return;
    }
    total += value;
    if (mods) mods->push_back(Modifier{source, value});
  };
  add(mi.modifier, "troop quality");
  if (fc == TroopClass::kInfantry) add(mi.bonus_vs_infantry, "lancers against infantry");
  if (slot.flags & kShaken) add(-1, "Shaken");
  if ((slot.flags & kBlown) && opts_.blown_minus_one) add(-1, "Blown");
  if ((attacker ? cb.att_support : cb.def_support) != 0) add(1, "support");
  if (cb.square == 1 && mc == TroopClass::kInfantry) add(3, "in square");
  if (cb.square == 2 && mc == TroopClass::kCavalry) add(3, "infantry failed to form square");
  if (attacker && cb.flank) {
    if (mc == TroopClass::kCavalry)
      add(3, "cavalry flank attack", true);
    else if (mc != TroopClass::kArtillery)
      add(2, "flank attack", true);
  }
  // Light infantry and terrain (L155): by default the terrain of the LI's opponent does not count.
  const bool terrain_ignored = light_ignores_terrain(s, me, foe);
  if (!attacker) {
    const int dq = q;
    if (has_terrain(s, dq, col, Tactic::kWoods) && mc == TroopClass::kInfantry && !terrain_ignored)
      add(1, "Woods");
    if (has_terrain(s, dq, col, Tactic::kHills) && !terrain_ignored)
      add(1, "Hills (reverse slope)", true);
    if (has_terrain(s, dq, col, Tactic::kRedoubt) && mc == TroopClass::kInfantry) add(1, "Redoubt");
    if (river_covers(s, dq, col) && fc != TroopClass::kArtillery && !terrain_ignored) {
      const bool bridged = has_terrain(s, dq, col, Tactic::kBridge) && fc != TroopClass::kArtillery;
      if (!bridged) add(1, "River");
    }
  } else if (mc == TroopClass::kArtillery && has_terrain(s, q, col, Tactic::kHills) &&
             !terrain_ignored) {
    add(1, "artillery on Hills");
  }
  if (bit(tac, Tactic::kInfantryCharge)) add(2, "Infantry Charge");
  if (bit(tac, Tactic::kSocketBayonets)) add(1, "Socket Bayonets");
  if (bit(tac, Tactic::kCannonBall)) add(2, "Cannon Ball");
  if (bit(tac, Tactic::kCanisterShot)) add(1, "Canister Shot");
  if (bit(tac, Tactic::kEnfiladeFire)) add(1, "Enfilade fire");
  if (bit(tac, Tactic::kRifles)) add(1, "Rifles");
  if (bit(tac, Tactic::kCounterAttack)) add(2, "Counter Attack");
  if (bit(tac, Tactic::kGrapeShot)) add(2, "Grape Shot");
  if (bit(tac, Tactic::kFightingWithdrawal)) add(1, "Fighting Withdrawal");
  return total;
}

bool RafGame::light_ignores_terrain(const RafState& s, CardId me, CardId foe) const {
  return opts_.light_own_terrain ? troop(s, me) == Troop::kLight : troop(s, foe) == Troop::kLight;
}

bool RafGame::bridge_crossed(const RafState& s) const {
  const Combat& cb = s.combat;
  const int opp = 1 - s.active;
  return river_covers(s, opp, cb.def_stack) && has_terrain(s, opp, cb.def_stack, Tactic::kBridge) &&
         cls(s, cb.att_card) != TroopClass::kArtillery &&
         !light_ignores_terrain(s, cb.def_card, cb.att_card);
}

void RafGame::after_rerolls(RafState& s, EventLog* log) const {
  Combat& cb = s.combat;
  const int q = s.active;
  const int opp = 1 - q;
  const int at = combat_total(s, true, nullptr);
  const int dt = combat_total(s, false, nullptr);
  const int diff = at - dt;
  const bool art_immune = cls(s, cb.att_card) == TroopClass::kArtillery &&
                          cls(s, cb.def_card) != TroopClass::kArtillery;
  if (log) {
    const std::string result = fmt::format("difference {:+d} (attacker - defender)", diff);
    log->roll(combat_report(s, true, result));
    log->roll(combat_report(s, false, result));
  }
  if (opts_.bridge_single_use && bridge_crossed(s)) {
    // bridge=single_use: the one crossing it allows is made; the card is spent (L308).
    auto& ter = s.terrain[opp][cb.def_stack];
    for (std::size_t i = 0; i < ter.size(); ++i) {
      if (tactic(ter[i]) != Tactic::kBridge) continue;
      s.tactics_discard.push_back(ter[i]);
      ter.erase_at(i);
      break;
    }
    if (log)
      log->emit(
          "play", q,
          fmt::format("The Bridge at {}'s {} has been crossed and is spent (bridge=single_use, "
                      "L308)",
                      player_name(opp), stack_name(opp, cb.def_stack)));
  }
  const bool overrun = bit(cb.att_tactics, Tactic::kOverrun);
  const bool prisoners = bit(cb.att_tactics, Tactic::kTakePrisoners);
  // Loser side: true = defender suffers.
  auto suffer = [&](bool defender, int magnitude) {
    const int p = defender ? opp : q;
    const int col = defender ? cb.def_stack : cb.att_stack;
    const int pos = defender ? cb.def_pos : cb.att_pos;
    const CardId c = defender ? cb.def_card : cb.att_card;
    const int sup_slot = (defender ? cb.def_support : cb.att_support) - 1;
    const bool supported = sup_slot >= 0;
    // The supporter's slot once the battling card has left the stack.
    const int sup = sup_slot > pos ? sup_slot - 1 : sup_slot;
    const int bonus = defender && overrun ? 1 : 0;
    const char* who = defender ? "Defender" : "Attacker";
    if (magnitude >= 3) {
      if (magnitude == 3 && tough(s, c)) {
        if (log)
          log->emit("result", p,
                    fmt::format("{:+d}: {} {} routs instead of being eliminated ({} need +4 or "
                                "more, L94-104, L210-211)",
                                defender ? diff : diff, who, card_name(s, c),
                                data_.nations[s.nation[p]].name));
        magnitude = 2;
      } else {
        if (log)
          log->emit("result", p,
                    fmt::format(
                        "{:+d}: {} {} eliminated, morale check for the rest of its stack (L94-105)",
                        diff, who, card_name(s, c)));
        eliminate_card(s, p, col, pos, log);
        if (supported) rout_card(s, p, col, sup, false, log);
        queue_check(s, p, col, bonus, log);
        return;
      }
    } else if (log) {
      log->emit("result", p,
                fmt::format("{:+d}: {} {} {} (L93-105)", diff, who, card_name(s, c),
                            magnitude == 2 ? "routs" : "is Shaken"));
    }
    if (magnitude == 2) {
      const bool taken = defender && prisoners;
      rout_card(s, p, col, pos, taken, log);
      if (supported) {
        if (taken) {
          rout_card(s, p, col, sup, false, log);
        } else {
          s.stacks[p][col][static_cast<std::size_t>(sup)].flags |= kShaken;
          if (log) log->emit("morale", p, "The supporting battalion is Shaken (L117-118)");
        }
      }
      if (taken) queue_check(s, p, col, bonus, log);
      return;
    }
    Slot& sl = s.stacks[p][col][static_cast<std::size_t>(pos)];
    if ((sl.flags & kShaken) && opts_.repeated_shaken_routs) {
      rout_card(s, p, col, pos, defender && prisoners, log);
      return;
    }
    sl.flags |= kShaken;
  };
  if (diff > 0) {
    suffer(true, std::min(diff, 3) + (diff >= 4 ? 1 : 0));
  } else if (diff < 0) {
    if (art_immune) {
      if (log)
        log->emit("result", q,
                  fmt::format("{:+d}: artillery attacking ignores a bad result (L147-148)", diff));
    } else {
      suffer(false, std::min(-diff, 3) + (-diff >= 4 ? 1 : 0));
    }
  } else {
    if (log)
      log->emit(
          "result", -1,
          "0: both battling cards take an immediate morale check; a failure shakes (L99-100)");
    if (!art_immune)
      s.immediate_queue.push_back(
          MoraleEntry{static_cast<std::uint8_t>(q), cb.att_stack, kImmediate, 0, cb.att_card});
    s.immediate_queue.push_back(MoraleEntry{static_cast<std::uint8_t>(opp), cb.def_stack,
                                            kImmediate, static_cast<std::int8_t>(overrun ? 1 : 0),
                                            cb.def_card});
  }
  s.checks_in_combat = 1;
  if (run_checks(s, log)) finish_combat(s, log);
}

void RafGame::finish_combat(RafState& s, EventLog* log) const {
  Combat& cb = s.combat;
  const int q = s.active;
  const int opp = 1 - q;
  s.checks_in_combat = 0;
  if (cb.square == 3) {  // rode around the square: nobody fought
    end_attack_use(s, log);
    return;
  }
  const bool att_cav = cls(s, cb.att_card) == TroopClass::kCavalry;
  // Survivors go face down to the bottom of their stacks (L159); cavalry become Blown (L136-138).
  auto survive = [&](int p, int col, CardId c, bool blown, bool fresh) {
    auto& st = s.stacks[p][col];
    for (std::size_t i = 0; i < st.size(); ++i) {
      if (st[i].card != c) continue;
      if (blown) st[i].flags |= static_cast<std::uint8_t>(kBlown | (fresh ? kFreshBlown : 0));
      move_to_bottom(s, p, col, static_cast<int>(i));
      return;
    }
  };
  survive(q, cb.att_stack, cb.att_card, att_cav, true);
  survive(opp, cb.def_stack, cb.def_card, att_cav && cls(s, cb.def_card) == TroopClass::kCavalry,
          false);
  if (log)
    log->emit("combat", -1,
              "Surviving battling cards go face down to the bottom of their stacks (L159)");
  end_attack_use(s, log);
}

bool RafGame::general_death_roll(RafState& s, int q, int column, EventLog* log) const {
  General& g = s.generals[q][column];
  const int d = s.chance.roll(6);
  const int need = 7 - g.made;
  const bool dead = d >= need;
  if (log) {
    log->roll(RollReport{
        "general's death roll (L237-239)",
        q,
        {d},
        {},
        d,
        dead ? fmt::format("{} or more after {} re-roll(s): the general is killed", need, g.made)
             : fmt::format("needs {} or more to kill him: he survives", need),
        rolled_by(*this, s, kNoCard, g.card)});
  }
  if (dead) kill_general(s, q, column, "by his death roll", log);
  return dead;
}

void RafGame::kill_general(RafState& s, int q, int column, const char* why, EventLog* log) const {
  General& g = s.generals[q][column];
  const CardId dead = g.card;
  s.eliminated[q].push_back(g.card);
  g = General{};
  s.general_died_mask[q] |= static_cast<std::uint8_t>(1u << column);
  if (log)
    log->emit(
        "loss", q,
        fmt::format("{}'s general at {} is killed {}", player_name(q), stack_name(q, column), why),
        {{"card", card_name(s, dead)}, {"ids", nlohmann::json::array({dead})}});
  queue_check(s, q, column, 0, log);  // L241
  if (s.ac_stack[q] == column + 1) {
    // L252-256: the Army Commander's death tests the whole army at -1 for the rest of the game.
    s.ac_stack[q] = 0;
    s.ac_dead[q] = 1;
    if (!s.morale_queue.size() || s.morale_queue.size() < s.morale_queue.capacity()) {
      s.morale_queue.push_back(
          MoraleEntry{static_cast<std::uint8_t>(q), 0, kArmyCheck, 0, kNoCard});
    }
    if (log)
      log->emit("morale", q,
                fmt::format("{}'s Army Commander is dead: the whole army tests at -1, and morale "
                            "is -1 from now on",
                            player_name(q)));
  }
}

void RafGame::eliminate_card(RafState& s, int q, int column, int pos, EventLog* log) const {
  auto& st = s.stacks[q][column];
  const CardId c = st[static_cast<std::size_t>(pos)].card;
  st.erase_at(static_cast<std::size_t>(pos));
  s.eliminated[q].push_back(c);
  s.seen[c] = 3;
  s.remembered[c] = 0;
  if (st.empty()) s.emptied_mask[q] |= static_cast<std::uint8_t>(1u << column);
  if (log)
    log->emit("loss", q, fmt::format("{}'s {} is eliminated", player_name(q), card_name(s, c)),
              {{"ids", nlohmann::json::array({c})}});
  if (troop(s, c) == Troop::kGuard) {
    // L184-185: the Guard's elimination tests the adjacent stacks.
    for (int t : {column - 1, column + 1}) {
      if (t >= 0 && t < kStacks) queue_check(s, q, t, 0, log);
    }
  }
}

void RafGame::rout_card(RafState& s, int q, int column, int pos, bool prisoners,
                        EventLog* log) const {
  if (prisoners) {
    if (log) log->emit("loss", q, "Take Prisoners: the routing battalion is eliminated instead");
    eliminate_card(s, q, column, pos, log);
    return;
  }
  auto& st = s.stacks[q][column];
  const CardId c = st[static_cast<std::size_t>(pos)].card;
  st.erase_at(static_cast<std::size_t>(pos));
  s.discard[q].push_back(c);
  s.seen[c] = 3;
  s.remembered[c] = 0;
  if (st.empty()) s.emptied_mask[q] |= static_cast<std::uint8_t>(1u << column);
  if (log)
    log->emit("loss", q,
              fmt::format("{}'s {} routs to the discard pile", player_name(q), card_name(s, c)),
              {{"ids", nlohmann::json::array({c})}});
  if (troop(s, c) == Troop::kGuard) queue_check(s, q, column, 0, log);  // L185-186
}

void RafGame::queue_check(RafState& s, int q, int column, int bonus, EventLog* log) const {
  if (s.stacks[q][column].empty()) return;
  const MoraleEntry e{static_cast<std::uint8_t>(q), static_cast<std::uint8_t>(column), kStackCheck,
                      static_cast<std::int8_t>(bonus), kNoCard};
  if (s.in_combat && opts_.checks_immediate) {
    if (s.immediate_queue.size() >= s.immediate_queue.capacity()) return;
    s.immediate_queue.push_back(e);
  } else {
    if (s.morale_queue.size() >= s.morale_queue.capacity()) return;
    s.morale_queue.push_back(e);
  }
  if (log) {
    log->emit(
        "morale", q,
        fmt::format("{}'s {} must take a morale check{}{}", player_name(q), stack_name(q, column),
                    bonus ? " at +1 (Overrun)" : "",
                    (s.in_combat && opts_.checks_immediate) ? " now" : " in the Morale phase"));
  }
}

}  // namespace bivouac::raf
