// The turn outside combat (L53-80, L191-194): Draw, Terrain, Reinforce, and Discard and Redraw,
// with the tactics cards that belong to those phases and the reactive Confusion and Difficult
// Terrain windows of the non-active player.
#include <fmt/format.h>

#include <bitset>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

bool placement_allowed(const RafGame& g, const RafState& s, CardId c, int column, bool at_setup);

namespace {

constexpr int kHandMax = 7;

bool can_draw(const RafState& s, int q, bool tactics) {
  if (tactics) return !s.tactics_deck.empty() || !s.tactics_discard.empty();
  return !s.reserve[q].empty() || !s.discard[q].empty();
}

bool is_draw_card(Tactic t) {
  return t == Tactic::kRapidDeployment || t == Tactic::kForcedMarch || t == Tactic::kLimber ||
         t == Tactic::kCavalryReform || t == Tactic::kRearguardAction;
}

TroopClass retrieve_class(Tactic t) {
  return t == Tactic::kForcedMarch ? TroopClass::kInfantry
         : t == Tactic::kLimber    ? TroopClass::kArtillery
                                   : TroopClass::kCavalry;
}

}  // namespace

void RafGame::begin_turn(RafState& s, EventLog* log) const {
  s.active = static_cast<std::uint8_t>(s.turn == 0 ? s.first_player : 1 - s.active);
  ++s.turn;
  if (s.turn > opts_.turn_limit) {
    s.step = Step::kOver;
    s.winner = -1;
    s.end_reason = kTurnLimit;
    if (log)
      log->emit("result", -1,
                fmt::format("The turn limit of {} is reached: a draw", opts_.turn_limit));
    return;
  }
  s.draws_left = 0;
  s.confused = 0;
  s.terrain_played = 0;
  s.reorganised = 0;
  s.moves_left = 1;
  s.placed_from_hand = 0;
  s.attacks_left = 0;
  s.stacks_attacked = 0;
  s.extra_used = 0;
  s.free_discard_done = 0;
  s.difficult_offered = 0;
  // Re-roll allowances (L229-235): attack value in one's own turn, defence value otherwise.
  for (int q = 0; q < 2; ++q) {
    const int side = q == s.active ? 0 : 1;
    auto refresh = [&](General& g) {
      if (g.card == kNoCard) return;
      g.left = static_cast<std::uint8_t>(
          kRatings[static_cast<std::size_t>(rating(s, g.card))][static_cast<std::size_t>(side)]);
      if (!opts_.death_counter_per_game) g.made = 0;
    };
    for (General& g : s.generals[q]) refresh(g);
    refresh(s.army_commander[q]);
  }
  if (log) {
    log->emit("turn", s.active,
              fmt::format("Turn {}: {} ({})", s.turn, player_name(s.active),
                          data_.nations[s.nation[s.active]].name));
  }
  if (!s.hand_tactics[1 - s.active].empty()) {
    s.step = Step::kConfusion;
  } else {
    enter_draw(s, log);
  }
}

void RafGame::enter_draw(RafState& s, EventLog* log) const {
  s.step = Step::kDraw;
  s.draws_left = s.confused ? 0 : 2;
  if (!opts_.draw_either) {
    while (s.draws_left > 0) {
      --s.draws_left;
      draw_card(s, s.active, false, log);
    }
  }
}

void RafGame::enter_terrain(RafState& s, EventLog* log) const {
  s.step = Step::kTerrain;
  if (log) log->emit("phase", s.active, "Terrain phase");
}

void RafGame::enter_reinforce(RafState& s, EventLog* log) const {
  s.step = Step::kReinforce;
  if (log) log->emit("phase", s.active, "Reinforce phase");
}

void RafGame::enter_attack(RafState& s, EventLog* log) const {
  if (check_victory(s, log)) return;
  // L83: three attacks, or (per_stack_plus_one) each stack once plus this one extra attack.
  s.attacks_left = opts_.attack_per_stack ? 1 : 3;
  if (log) log->emit("phase", s.active, "Attack phase");
  if (!s.hand_tactics[1 - s.active].empty() && !s.difficult_offered) {
    s.step = Step::kDifficult;
  } else {
    s.step = Step::kAttack;
  }
}

void RafGame::enter_discard(RafState& s, EventLog* log) const {
  if (check_victory(s, log)) return;
  if (log) log->emit("phase", s.active, "Discard and Redraw phase");
  s.step = hand_size(s, s.active) > 0 ? Step::kDiscardOne : Step::kRedraw;
  if (s.step == Step::kRedraw) continue_redraw(s, log);
}

void RafGame::continue_redraw(RafState& s, EventLog* log) const {
  const int q = s.active;
  if (hand_size(s, q) > kHandMax) {
    s.step = Step::kTrim;
    return;
  }
  const bool any = can_draw(s, q, false) || (opts_.draw_either && can_draw(s, q, true));
  if (hand_size(s, q) < kHandMax && !s.confused && any) {
    s.step = Step::kRedraw;
    if (!opts_.draw_either) {
      while (hand_size(s, q) < kHandMax && draw_card(s, q, false, log)) {
      }
      end_turn(s, log);
    }
    return;
  }
  end_turn(s, log);
}

void RafGame::end_turn(RafState& s, EventLog* log) const {
  if (check_victory(s, log)) return;
  for (auto& stack : s.stacks[s.active]) {
    for (Slot& slot : stack) slot.flags &= static_cast<std::uint8_t>(~kFreshBlown);
  }
  begin_turn(s, log);
}

bool RafGame::check_victory(RafState& s, EventLog* log) const {
  if (s.step == Step::kOver) return true;
  // The active player's opponent is examined first: the side that made the last move wins a tie.
  for (int q : {1 - static_cast<int>(s.active), static_cast<int>(s.active)}) {
    if (empty_stacks(s, q) >= 3) {
      s.winner = static_cast<std::int8_t>(1 - q);
      s.end_reason = kThreePositions;
    } else if (opts_.breakpoint) {
      const int total = breakpoint_total(s, q);
      const int limit = data_.nations[s.nation[q]].breakpoint;
      if (opts_.breakpoint_passed ? total > limit : total >= limit) {
        s.winner = static_cast<std::int8_t>(1 - q);
        s.end_reason = kBreakpoint;
      }
    }
    if (s.end_reason != kNotOver) {
      s.step = Step::kOver;
      if (log) {
        log->emit("result", 1 - q,
                  s.end_reason == kThreePositions
                      ? fmt::format("{} is routed from 3 of 5 positions (L50): {} wins",
                                    player_name(q), player_name(1 - q))
                      : fmt::format("{} reaches the army breakpoint ({} of {}, L311-336): {} wins",
                                    player_name(q), breakpoint_total(s, q),
                                    data_.nations[s.nation[q]].breakpoint, player_name(1 - q)));
      }
      return true;
    }
  }
  return false;
}

bool RafGame::draw_card(RafState& s, int q, bool tactics, EventLog* log) const {
  if (tactics) {
    if (s.tactics_deck.empty()) {
      if (s.tactics_discard.empty()) return false;
      while (!s.tactics_discard.empty()) s.tactics_deck.push_back(s.tactics_discard.pop_back());
      s.chance.rng.shuffle(s.tactics_deck.begin(), s.tactics_deck.end());
      if (log)
        log->emit("shuffle", -1, "The tactics discard pile is shuffled into a new Tactics deck");
    }
    if (s.hand_tactics[q].size() >= HandZone::capacity()) return false;
    const CardId c = s.tactics_deck.pop_back();
    s.hand_tactics[q].push_back(Slot{c, 0});
    s.seen[c] |= static_cast<std::uint8_t>(1u << q);
    if (log) {
      log->emit("draw", q,
                fmt::format("{} draws {} from the Tactics deck", player_name(q), card_name(s, c)),
                {{"card", card_name(s, c)}, {"ids", nlohmann::json::array({c})}}, only(q));
      log->emit("draw", q, fmt::format("{} draws a card from the Tactics deck", player_name(q)), {},
                ~only(q));
    }
    return true;
  }
  if (s.reserve[q].empty()) {
    // L67: the discard pile becomes the new Reserve deck (which also lowers the breakpoint count).
    if (s.discard[q].empty()) return false;
    while (!s.discard[q].empty()) s.reserve[q].push_back(s.discard[q].pop_back());
    s.chance.rng.shuffle(s.reserve[q].begin(), s.reserve[q].end());
    if (log)
      log->emit("shuffle", q,
                fmt::format("{} shuffles the discard pile into a new Reserve deck (L67)",
                            player_name(q)));
  }
  if (s.hand_army[q].size() >= HandZone::capacity()) return false;
  const CardId c = s.reserve[q].pop_back();
  s.hand_army[q].push_back(Slot{c, 0});
  s.seen[c] |= static_cast<std::uint8_t>(1u << q);
  if (log) {
    log->emit("draw", q,
              fmt::format("{} draws {} from the Reserve deck", player_name(q), card_name(s, c)),
              {{"card", card_name(s, c)}, {"ids", nlohmann::json::array({c})}}, only(q));
    log->emit("draw", q, fmt::format("{} draws a card from the Reserve deck", player_name(q)), {},
              ~only(q));
  }
  return true;
}

void RafGame::play_tactic_from_hand(RafState& s, int q, Tactic t, EventLog* log) const {
  const int i = hand_tactic_index(s, q, t);
  if (i < 0) throw std::logic_error("ready-aim-fire: tactic not in hand");
  const CardId c = s.hand_tactics[q][static_cast<std::size_t>(i)].card;
  s.hand_tactics[q].erase_at(static_cast<std::size_t>(i));
  s.seen[c] = 3;
  if (is_terrain(t)) return;  // terrain stays in play; the caller places it
  s.tactics_discard.push_back(c);
  if (log) {
    log->emit("play", q,
              fmt::format("{} plays {}: {}", player_name(q), tactic_name(t),
                          data_.tactics[static_cast<std::size_t>(t)].text),
              {{"card", tactic_name(t)}, {"ids", nlohmann::json::array({c})}});
  }
}

void RafGame::reveal_hand(RafState& s, int q, EventLog* log) const {
  const int opp = 1 - q;
  // q now knows the whole hand: a card he remembered as "in the hand or in stack X" that is not
  // in it must be in one of those stacks.
  for (int c = opp * kArmyCards; c < opp * kArmyCards + kArmyCards; ++c)
    s.remembered[static_cast<std::size_t>(c)] &= static_cast<std::uint8_t>(~kRememberHand);
  for (Slot& slot : s.hand_army[opp]) {
    slot.flags |= kKnownOpp;
    s.seen[slot.card] |= static_cast<std::uint8_t>(1u << q);
    s.remembered[slot.card] = 0;
  }
  for (Slot& slot : s.hand_tactics[opp]) {
    slot.flags |= kKnownOpp;
    s.seen[slot.card] |= static_cast<std::uint8_t>(1u << q);
  }
  if (log) {
    std::string names;
    nlohmann::json ids = nlohmann::json::array();
    for (const auto* hand : {&s.hand_army[opp], &s.hand_tactics[opp]}) {
      for (const Slot& slot : *hand) {
        names += (names.empty() ? "" : ", ") + card_name(s, slot.card);
        ids.push_back(slot.card);
      }
    }
    log->emit(
        "reveal", q,
        fmt::format("Scouts: {}'s hand is {}", player_name(opp), names.empty() ? "empty" : names),
        {{"ids", ids}}, only(q) | only(opp));
  }
}

void RafGame::turn_legal(const RafState& s, ActionList& out) const {
  const int q = s.active;
  const int opp = 1 - q;
  const std::uint64_t held_mask[2] = {s.hand_tactics[0].empty() ? 0 : tactics_held(s, 0),
                                      s.hand_tactics[1].empty() ? 0 : tactics_held(s, 1)};
  auto held = [&](int p, Tactic t) { return (held_mask[p] >> static_cast<int>(t) & 1u) != 0; };
  switch (s.step) {
    case Step::kConfusion:
      if (held(opp, Tactic::kConfusion))
        out.push_back(make_action(kActPlay, static_cast<int>(Tactic::kConfusion)));
      out.push_back(make_action(kActDone));
      return;
    case Step::kDifficult:
      if (held(opp, Tactic::kDifficultTerrain))
        out.push_back(make_action(kActPlay, static_cast<int>(Tactic::kDifficultTerrain)));
      out.push_back(make_action(kActDone));
      return;
    case Step::kDraw: {
      if (s.draws_left > 0 && opts_.draw_either) {
        if (can_draw(s, q, false)) out.push_back(make_action(kActDrawReserve));
        if (can_draw(s, q, true)) out.push_back(make_action(kActDrawTactics));
      }
      for (const Slot& slot : s.hand_tactics[q]) {
        const Tactic t = tactic(slot.card);
        const Action plain = make_action(kActPlay, static_cast<int>(t));
        if ((is_draw_card(t) || t == Tactic::kScouts) && !out.contains(plain)) {
          out.push_back(plain);
          if (t == Tactic::kForcedMarch || t == Tactic::kLimber || t == Tactic::kCavalryReform) {
            std::uint32_t kinds = 0;
            for (CardId c : s.discard[q]) {
              if (is_battalion(c) && cls(s, c) == retrieve_class(t))
                kinds |= 1u << static_cast<int>(troop(s, c));
            }
            for (int k = 0; k < kNumTroops; ++k) {
              if (kinds >> k & 1u) out.push_back(make_action(kActPlay, static_cast<int>(t), 1, k));
            }
          }
        }
      }
      const bool drawable =
          s.draws_left > 0 && opts_.draw_either && (can_draw(s, q, false) || can_draw(s, q, true));
      if (!drawable) out.push_back(make_action(kActDone));
      return;
    }
    case Step::kTerrain: {
      if (!s.terrain_played) {
        for (const Slot& slot : s.hand_tactics[q]) {
          const Tactic t = tactic(slot.card);
          if (!is_terrain(t)) continue;
          for (int col = 0; col < kStacks; ++col) {
            Action a = kNoAction;
            const auto n = static_cast<int>(s.stacks[q][col].size());
            switch (t) {
              case Tactic::kWoods:
              case Tactic::kRedoubt:
                if (!has_terrain(s, q, col, t) && n <= card_limit(s, q, col) - 1)
                  a = make_action(kActPlay, static_cast<int>(t), col);
                break;
              case Tactic::kHills:
                if (!has_terrain(s, q, col, t)) a = make_action(kActPlay, static_cast<int>(t), col);
                break;
              case Tactic::kRiver:
                if ((col == 0 || col == kStacks - 1) && !has_terrain(s, q, col, t))
                  a = make_action(kActPlay, static_cast<int>(t), col);
                break;
              case Tactic::kBridge:
                if (river_covers(s, opp, col) && !has_terrain(s, opp, col, t))
                  a = make_action(kActPlay, static_cast<int>(t), col, 1);
                break;
              default:
                break;
            }
            if (a != kNoAction && !out.contains(a)) out.push_back(a);
          }
        }
      }
      out.push_back(make_action(kActDone));
      return;
    }
    case Step::kReinforce: {
      const bool before_hand = !s.placed_from_hand;
      std::array<int, kStacks> room{};
      for (int col = 0; col < kStacks; ++col) {
        room[static_cast<std::size_t>(col)] =
            card_limit(s, q, col) - static_cast<int>(s.stacks[q][col].size());
      }
      if (before_hand && !s.reorganised) {
        for (int col = 0; col < kStacks; ++col) {
          if (s.stacks[q][col].size() >= 2) out.push_back(make_action(kActReorganise, 0, col));
        }
      }
      if (before_hand && s.moves_left > 0) {
        for (int col = 0; col < kStacks; ++col) {
          const auto& st = s.stacks[q][col];
          for (int to : {col - 1, col + 1}) {
            if (to < 0 || to >= kStacks) continue;
            if (room[static_cast<std::size_t>(to)] <= 0) continue;
            // Identical cards (same troop, same markers and knowledge) give one action: the
            // top-most.
            std::bitset<kNumTroops * 16> offered;
            for (int i = static_cast<int>(st.size()) - 1; i >= 0; --i) {
              const Slot& sl = st[static_cast<std::size_t>(i)];
              const auto key = static_cast<std::size_t>(static_cast<int>(troop(s, sl.card)) * 16 +
                                                        (sl.flags & 15));
              if (offered[key]) continue;
              offered[key] = true;
              if (placement_allowed(*this, s, sl.card, to, false)) {
                out.push_back(make_action(kActMove, col, i, to));
              }
            }
          }
        }
      }
      if (before_hand && held(q, Tactic::kColumn))
        out.push_back(make_action(kActPlay, static_cast<int>(Tactic::kColumn)));
      std::uint32_t kinds = 0;
      for (const Slot& slot : s.hand_army[q]) kinds |= 1u << hand_kind(s, slot.card);
      for (int k = 0; k < kNumTroops; ++k) {
        if (!(kinds >> k & 1u)) continue;
        CardId sample = kNoCard;
        for (const Slot& slot : s.hand_army[q]) {
          if (hand_kind(s, slot.card) == k) sample = slot.card;
        }
        for (int col = 0; col < kStacks; ++col) {
          if (room[static_cast<std::size_t>(col)] > 0 &&
              placement_allowed(*this, s, sample, col, false)) {
            out.push_back(make_action(kActReinforce, k, col));
          }
        }
      }
      for (int r = 0; r < kNumRatings; ++r) {
        if (!(kinds >> (kCommanderKind + r) & 1u)) continue;
        // Under army_commander=secret|random the designated card can only be the Army
        // Commander and every other one only a Divisional General (L224-226).
        bool as_general = false, as_ac = false;
        for (const Slot& slot : s.hand_army[q]) {
          if (hand_kind(s, slot.card) != kCommanderKind + r) continue;
          if (opts_.army_commander == kAcFirstPlayed) {
            as_general = as_ac = true;
          } else if (is_designated_ac(s, q, slot.card)) {
            as_ac = true;
          } else {
            as_general = true;
          }
        }
        for (int col = 0; col < kStacks && as_general; ++col) {
          if (s.generals[q][col].card == kNoCard) out.push_back(make_action(kActGeneral, r, col));
        }
        if (as_ac && !s.ac_assigned[q]) out.push_back(make_action(kActArmyCommander, r));
      }
      if (s.army_commander[q].card != kNoCard) {
        for (int col = 0; col < kStacks; ++col) {
          if ((s.general_died_mask[q] >> col & 1u) && s.generals[q][col].card == kNoCard) {
            out.push_back(make_action(kActTakeOver, 0, col));
          }
        }
      }
      out.push_back(make_action(kActDone));
      return;
    }
    case Step::kReorder: {
      const auto& st = s.stacks[q][s.reorder_stack];
      const int remaining = static_cast<int>(st.size()) - s.reorder_done;
      std::bitset<kNumTroops * 16> offered;
      for (int i = remaining - 1; i >= 0; --i) {
        const Slot& sl = st[static_cast<std::size_t>(i)];
        const auto key =
            static_cast<std::size_t>(static_cast<int>(troop(s, sl.card)) * 16 + (sl.flags & 15));
        if (offered[key]) continue;
        offered[key] = true;
        out.push_back(make_action(kActReorderPick, 0, i));
      }
      return;
    }
    case Step::kDiscardOne:
    case Step::kTrim: {
      // The designated Army Commander (army_commander=secret|random) is its own choice, so the
      // owner can tell it from a general of the same rating.
      std::uint32_t kinds = 0;
      int ac_kind = -1;
      for (const Slot& slot : s.hand_army[q]) {
        if (is_designated_ac(s, q, slot.card))
          ac_kind = hand_kind(s, slot.card);
        else
          kinds |= 1u << hand_kind(s, slot.card);
      }
      for (int k = 0; k < kCommanderKind + kNumRatings; ++k) {
        if (kinds >> k & 1u) out.push_back(make_action(kActDiscard, 0, k));
        if (k == ac_kind) out.push_back(make_action(kActDiscard, 2, k));
      }
      for (const Slot& slot : s.hand_tactics[q]) {
        const Action a = make_action(kActDiscard, 1, static_cast<int>(tactic(slot.card)));
        if (!out.contains(a)) out.push_back(a);
      }
      if (s.step == Step::kDiscardOne) out.push_back(make_action(kActDone));
      return;
    }
    case Step::kRedraw:
      if (can_draw(s, q, false)) out.push_back(make_action(kActDrawReserve));
      if (can_draw(s, q, true)) out.push_back(make_action(kActDrawTactics));
      return;
    default:
      return;
  }
}

namespace {

// want_ac: -1 any card of the kind, 1 the designated Army Commander only, 0 any other one.
int hand_index_of_kind(const RafGame& g, const RafState& s, int q, int kind, int want_ac = -1) {
  const auto& h = s.hand_army[q];
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (g.hand_kind(s, h[i].card) != kind) continue;
    if (want_ac >= 0 && g.is_designated_ac(s, q, h[i].card) != (want_ac == 1)) continue;
    return static_cast<int>(i);
  }
  return -1;
}

// A card leaves q's hand face up: the opponent sees which one, so whatever he remembered about
// its whereabouts is settled.
void leave_hand_face_up(RafState& s, CardId c) {
  s.seen[c] = 3;
  s.remembered[c] = 0;
}

}  // namespace

void RafGame::turn_apply(RafState& s, Action a, EventLog* log) const {
  const int q = s.active;
  const int opp = 1 - q;
  const int type = act_type(a);
  switch (s.step) {
    case Step::kConfusion:
      if (type == kActPlay) {
        play_tactic_from_hand(s, opp, Tactic::kConfusion, log);
        s.confused = 1;
      }
      enter_draw(s, log);
      return;
    case Step::kDifficult:
      s.difficult_offered = 1;
      if (type == kActPlay) {
        play_tactic_from_hand(s, opp, Tactic::kDifficultTerrain, log);
        --s.attacks_left;
      }
      s.step = Step::kAttack;
      return;
    case Step::kDraw:
      if (type == kActDrawReserve || type == kActDrawTactics) {
        --s.draws_left;
        draw_card(s, q, type == kActDrawTactics, log);
        return;
      }
      if (type == kActPlay) {
        const auto t = static_cast<Tactic>(act_a(a));
        play_tactic_from_hand(s, q, t, log);
        if (t == Tactic::kScouts) {
          reveal_hand(s, q, log);
          return;
        }
        if (act_b(a) == 1) {
          // Retrieve a battalion of the named troop from the discard pile to the hand.
          auto& d = s.discard[q];
          for (std::size_t i = 0; i < d.size(); ++i) {
            if (is_battalion(d[i]) && static_cast<int>(troop(s, d[i])) == act_c(a)) {
              const CardId c = d[i];
              d.erase_at(i);
              s.hand_army[q].push_back(Slot{c, kKnownOpp});
              if (log)
                log->emit("play", q,
                          fmt::format("{} takes {} back from the discard pile", player_name(q),
                                      card_name(s, c)),
                          {{"card", card_name(s, c)}, {"ids", nlohmann::json::array({c})}});
              break;
            }
          }
          return;
        }
        const int extra = t == Tactic::kRearguardAction ? 2 : 1;
        if (s.confused) return;  // Confusion: no cards drawn this turn
        s.draws_left = static_cast<std::uint8_t>(s.draws_left + extra);
        if (!opts_.draw_either) {
          while (s.draws_left > 0) {
            --s.draws_left;
            draw_card(s, q, false, log);
          }
        }
        return;
      }
      s.draws_left = 0;
      enter_terrain(s, log);
      return;
    case Step::kTerrain: {
      if (type == kActPlay) {
        const auto t = static_cast<Tactic>(act_a(a));
        const int col = act_b(a);
        const int side = act_c(a) == 1 ? opp : q;
        const int i = hand_tactic_index(s, q, t);
        const CardId c = s.hand_tactics[q][static_cast<std::size_t>(i)].card;
        play_tactic_from_hand(s, q, t, log);
        s.terrain[side][col].push_back(c);
        s.terrain_played = 1;
        if (log) {
          log->emit(
              "play", q,
              fmt::format("{} plays {} on {}'s {}{}", player_name(q), tactic_name(t),
                          player_name(side), stack_name(side, col),
                          t == Tactic::kRiver
                              ? fmt::format(" (also covers {})",
                                            stack_name(side, col == 0 ? 1 : kStacks - 2))
                              : ""),
              {{"card", tactic_name(t)}, {"stack", col}, {"ids", nlohmann::json::array({c})}});
        }
      }
      enter_reinforce(s, log);
      return;
    }
    case Step::kReinforce: {
      switch (type) {
        case kActReorganise: {
          const int col = act_b(a);
          s.reorganised = 1;
          s.reorder_stack = static_cast<std::uint8_t>(col);
          s.reorder_done = 0;
          if (s.turn > 2) {
            // Fog of war: the opponent still knows which cards are there, no longer where.
            for (Slot& slot : s.stacks[q][col]) {
              if (slot.flags & kKnownOpp)
                s.remembered[slot.card] = static_cast<std::uint8_t>(1u << col);
              slot.flags &= static_cast<std::uint8_t>(~kKnownOpp);
            }
          }
          s.step = Step::kReorder;
          if (log)
            log->emit("reinforce", q,
                      fmt::format("{} reorganises {}", player_name(q), stack_name(q, col)));
          return;
        }
        case kActMove: {
          const int from = act_a(a), pos = act_b(a), to = act_c(a);
          const Slot slot = s.stacks[q][from][static_cast<std::size_t>(pos)];
          s.stacks[q][from].erase_at(static_cast<std::size_t>(pos));
          if (!(slot.flags & kKnownOpp)) {
            for (int c = q * kArmyCards; c < q * kArmyCards + kBattalionsPerArmy; ++c) {
              if (s.remembered[static_cast<std::size_t>(c)] >> from & 1u) {
                s.remembered[static_cast<std::size_t>(c)] |= static_cast<std::uint8_t>(1u << to);
              }
            }
          }
          s.stacks[q][to].insert_at(0, slot);
          --s.moves_left;
          if (log) {
            // A card the opponent knows is named, with its id; else it is "a card" to all.
            nlohmann::json data = nlohmann::json::object();
            if (slot.flags & kKnownOpp) data["ids"] = nlohmann::json::array({slot.card});
            log->emit("reinforce", q,
                      fmt::format("{} moves {} from {} to the bottom of {}", player_name(q),
                                  (slot.flags & kKnownOpp) ? card_name(s, slot.card) : "a card",
                                  stack_name(q, from), stack_name(q, to)),
                      std::move(data));
          }
          return;
        }
        case kActPlay: {
          play_tactic_from_hand(s, q, Tactic::kColumn, log);
          ++s.moves_left;
          return;
        }
        case kActReinforce: {
          const int i = hand_index_of_kind(*this, s, q, act_a(a));
          const int col = act_b(a);
          const Slot hs = s.hand_army[q][static_cast<std::size_t>(i)];
          s.hand_army[q].erase_at(static_cast<std::size_t>(i));
          const bool face_up = s.turn <= 2;  // the first turn is played face up (L46-47)
          if (face_up) {
            leave_hand_face_up(s, hs.card);
          } else {
            // The opponent cannot tell which card left the hand (R26). Every battalion he knew
            // or remembered in it is now "in the hand or in this stack"; known commanders stay
            // known, since only a battalion can be placed in a stack.
            const auto bit = static_cast<std::uint8_t>(1u << col);
            for (int c = q * kArmyCards; c < q * kArmyCards + kBattalionsPerArmy; ++c) {
              if (s.remembered[static_cast<std::size_t>(c)] & kRememberHand)
                s.remembered[static_cast<std::size_t>(c)] |= bit;
            }
            auto forget = [&](const Slot& h) {
              if (!(h.flags & kKnownOpp) || !is_battalion(h.card)) return false;
              s.remembered[h.card] = static_cast<std::uint8_t>(kRememberHand | bit);
              return true;
            };
            forget(hs);
            for (Slot& h : s.hand_army[q]) {
              if (forget(h)) h.flags &= static_cast<std::uint8_t>(~kKnownOpp);
            }
          }
          s.stacks[q][col].insert_at(
              0, Slot{hs.card, static_cast<std::uint8_t>(face_up ? kKnownOpp : 0)});
          s.placed_from_hand = 1;
          if (log) {
            log->emit("reinforce", q,
                      fmt::format("{} puts {} at the bottom of {}", player_name(q),
                                  card_name(s, hs.card), stack_name(q, col)),
                      {{"card", card_name(s, hs.card)},
                       {"stack", col},
                       {"ids", nlohmann::json::array({hs.card})}},
                      face_up ? kEveryone : only(q));
            if (!face_up) {
              log->emit("reinforce", q,
                        fmt::format("{} puts a card at the bottom of {}", player_name(q),
                                    stack_name(q, col)),
                        {}, ~only(q));
            }
          }
          return;
        }
        case kActGeneral:
        case kActArmyCommander: {
          const int want_ac = opts_.army_commander == kAcFirstPlayed ? -1
                              : type == kActArmyCommander            ? 1
                                                                     : 0;
          const int i = hand_index_of_kind(*this, s, q, kCommanderKind + act_a(a), want_ac);
          if (i < 0) throw std::logic_error("ready-aim-fire: no such commander in hand");
          const CardId c = s.hand_army[q][static_cast<std::size_t>(i)].card;
          s.hand_army[q].erase_at(static_cast<std::size_t>(i));
          leave_hand_face_up(s, c);
          const auto& r = kRatings[static_cast<std::size_t>(act_a(a))];
          General g{c, static_cast<std::uint8_t>(r[0]), 0};  // placed in its own turn: attack value
          if (type == kActGeneral) {
            s.generals[q][act_b(a)] = g;
            if (log)
              log->emit("reinforce", q,
                        fmt::format("{} places a {}/{} Divisional General beside {}",
                                    player_name(q), r[0], r[1], stack_name(q, act_b(a))),
                        {{"card", card_name(s, c)}, {"ids", nlohmann::json::array({c})}});
          } else {
            s.army_commander[q] = g;
            s.ac_assigned[q] = 1;
            if (log)
              log->emit("reinforce", q,
                        fmt::format("{} places a {}/{} Army Commander behind the line{}",
                                    player_name(q), r[0], r[1],
                                    opts_.army_commander == kAcFirstPlayed
                                        ? ""
                                        : " (the commander designated at setup, L224-226)"),
                        {{"card", card_name(s, c)}, {"ids", nlohmann::json::array({c})}});
          }
          return;
        }
        case kActTakeOver: {
          const int col = act_b(a);
          s.generals[q][col] = s.army_commander[q];
          s.army_commander[q] = General{};
          s.ac_stack[q] = static_cast<std::uint8_t>(col + 1);
          s.general_died_mask[q] &= static_cast<std::uint8_t>(~(1u << col));
          if (log)
            log->emit(
                "reinforce", q,
                fmt::format("The Army Commander takes over {} (L248-251)", stack_name(q, col)),
                {{"card", card_name(s, s.generals[q][col].card)},
                 {"ids", nlohmann::json::array({s.generals[q][col].card})}});
          return;
        }
        default:
          enter_attack(s, log);
          return;
      }
    }
    case Step::kReorder: {
      auto& st = s.stacks[q][s.reorder_stack];
      const auto n = static_cast<int>(st.size());
      const int pick = act_b(a);
      const Slot slot = st[static_cast<std::size_t>(pick)];
      st.erase_at(static_cast<std::size_t>(pick));
      st.insert_at(static_cast<std::size_t>(n - 1 - s.reorder_done), slot);
      ++s.reorder_done;
      if (n - s.reorder_done <= 1) s.step = Step::kReinforce;
      return;
    }
    case Step::kDiscardOne:
    case Step::kTrim: {
      if (type == kActDiscard) {
        if (act_a(a) != 1) {
          const int want_ac = opts_.army_commander == kAcFirstPlayed ? -1 : act_a(a) == 2 ? 1 : 0;
          const int i = hand_index_of_kind(*this, s, q, act_b(a), want_ac);
          if (i < 0) throw std::logic_error("ready-aim-fire: no such card in hand");
          const CardId c = s.hand_army[q][static_cast<std::size_t>(i)].card;
          s.hand_army[q].erase_at(static_cast<std::size_t>(i));
          s.discard[q].push_back(c);
          leave_hand_face_up(s, c);
          if (log)
            log->emit("discard", q, fmt::format("{} discards {}", player_name(q), card_name(s, c)),
                      {{"ids", nlohmann::json::array({c})}});
        } else {
          const auto t = static_cast<Tactic>(act_b(a));
          const int i = hand_tactic_index(s, q, t);
          const CardId c = s.hand_tactics[q][static_cast<std::size_t>(i)].card;
          s.hand_tactics[q].erase_at(static_cast<std::size_t>(i));
          s.tactics_discard.push_back(c);
          s.seen[c] = 3;
          if (log)
            log->emit("discard", q, fmt::format("{} discards {}", player_name(q), card_name(s, c)),
                      {{"ids", nlohmann::json::array({c})}});
        }
      }
      continue_redraw(s, log);
      return;
    }
    case Step::kRedraw:
      draw_card(s, q, type == kActDrawTactics, log);
      continue_redraw(s, log);
      return;
    default:
      throw std::logic_error("ready-aim-fire: unexpected action for this step");
  }
}

}  // namespace bivouac::raf
