// What a Ready Aim Fire board draws (core/board_view.h): each side's five stacks (slots bottom
// first, with Shaken/Blown markers visible even on a face-down card, the stack's general, card
// limit and terrain), hand, Reserve deck, discard and eliminated piles, the battalions still to
// place at setup, the tactics deck and discard; meters for the losses against the breakpoint and
// the emptied positions; and what each action names.
//
// A card's id is its card number (owner * 39 + index, tactics from 78), the same for the whole
// game, and is shown only where the viewer knows the card. Stacks are numbered by the engine's
// column, 0-4 from Player 1's Left Flank for both players, so column c of one army faces column
// c of the other (docs/formats.md).
#include <fmt/format.h>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

namespace {

constexpr int kPositionsToWin = 3;  // three emptied positions lose the game (check_victory)

std::string stack_zone(int q, int column) {
  return fmt::format("stack:{}:{}", q, column);
}
std::string zone_id(const char* kind, int q) {
  return fmt::format("{}:{}", kind, q);
}

}  // namespace

// A card as the state knows it: a back when unknown.
static CardView card_view(const RafGame& g, const RafState& s, CardId c, std::uint8_t flags,
                          int slot) {
  CardView v;
  if (c != kUnknownCard && c != kNoCard) {
    v.id = c;
    v.name = g.card_name(s, c);
    if (is_tactic_card(c)) {
      v.facts["kind"] = "tactic";
      v.facts["terrain"] = is_terrain(g.tactic(c));
      // The card's key (cards.toml), for clients that draw it: names are a designer's to edit.
      v.facts["tactic_key"] = g.data().tactics[static_cast<std::size_t>(g.tactic(c))].key;
    } else if (is_commander(c)) {
      const auto& r = kRatings[static_cast<std::size_t>(g.rating(s, c))];
      v.facts["kind"] = "commander";
      v.facts["rating"] = fmt::format("{}/{}", r[0], r[1]);
    } else {
      const TroopInfo& t = g.troop_info(s, c);
      v.facts["kind"] = "battalion";
      v.facts["troop"] = t.name;
      v.facts["troop_key"] = t.key;
      v.facts["class"] = troop_class_word(t.cls);
      v.facts["morale"] = g.morale_target(s, c);
      v.facts["modifier"] = t.modifier;
      if (g.tough(s, c)) v.facts["tough"] = true;
    }
  }
  v.slot = slot;
  if (flags & kShaken) v.marks.emplace_back("shaken");
  if (flags & kBlown) v.marks.emplace_back("blown");
  if (!v.is_back() && !is_tactic_card(c) && !is_commander(c)) {
    v.facts["state"] = (flags & kBlown) ? "blown" : (flags & kShaken) ? "shaken" : "fresh";
  }
  return v;
}

void RafGame::describe_board(const State& known, int /*viewer*/, BoardView& out) const {
  const auto& s = as<RafState>(known);
  const auto obj = nlohmann::json::object();
  const auto listed = [&](std::string id, ZoneKind kind, int owner, std::string label,
                          const auto& zone) {
    ZoneView z{std::move(id), kind, owner, std::move(label), 0, {}, obj};
    for (CardId c : zone) z.cards.push_back(card_view(*this, s, c, 0, -1));
    z.count = static_cast<int>(z.cards.size());
    return z;
  };
  // A card lying on a stack or beside the army (a general, a terrain, the Army Commander), shown
  // as facts: `key` its name, `key`_id its card id (docs/network.md, "Card ids").
  const auto name_card = [&](nlohmann::json& facts, const std::string& key, CardId c) {
    if (c == kNoCard || c == kUnknownCard) return;
    facts[key] = card_name(s, c);
    facts[key + "_id"] = c;
  };
  const auto commander = [&](const General& g) -> nlohmann::json {
    if (g.card == kNoCard || g.card == kUnknownCard) return nullptr;
    const auto& r = kRatings[static_cast<std::size_t>(rating(s, g.card))];
    return fmt::format("{}/{}", r[0], r[1]);
  };
  for (int q = 0; q < 2; ++q) {
    for (int col = 0; col < kStacks; ++col) {
      const auto& stack = s.stacks[q][col];
      ZoneView z{stack_zone(q, col), ZoneKind::kStack, q, stack_name(q, col), 0, {}, obj};
      for (std::size_t i = 0; i < stack.size(); ++i)
        z.cards.push_back(card_view(*this, s, stack[i].card, stack[i].flags, static_cast<int>(i)));
      z.count = static_cast<int>(z.cards.size());
      z.facts["column"] = col;
      z.facts["card_limit"] = card_limit(s, q, col);
      const General& g = s.generals[q][col];
      if (const auto rating_text = commander(g); !rating_text.is_null()) {
        z.facts["general"] = rating_text.get<std::string>();
        z.facts["general_rerolls"] = g.left;
        name_card(z.facts, "general_card", g.card);
      }
      std::string terrain;
      int n = 0;
      for (CardId c : s.terrain[q][col]) {
        terrain += (terrain.empty() ? "" : ", ") + card_name(s, c);
        name_card(z.facts,
                  ++n == 1 ? std::string("terrain_card") : fmt::format("terrain_card_{}", n), c);
      }
      if (!terrain.empty()) z.facts["terrain"] = terrain;
      out.zones.push_back(std::move(z));
    }
    ZoneView hand{zone_id("hand", q), ZoneKind::kHand, q, "Hand", 0, {}, obj};
    for (const Slot& sl : s.hand_army[q]) hand.cards.push_back(card_view(*this, s, sl.card, 0, -1));
    for (const Slot& sl : s.hand_tactics[q])
      hand.cards.push_back(card_view(*this, s, sl.card, 0, -1));
    hand.count = static_cast<int>(hand.cards.size());
    hand.facts["tactics"] = static_cast<int>(s.hand_tactics[q].size());
    out.zones.push_back(std::move(hand));
    out.zones.push_back({zone_id("reserve", q),
                         ZoneKind::kDeck,
                         q,
                         "Reserve deck",
                         static_cast<int>(s.reserve[q].size()),
                         {},
                         obj});
    out.zones.push_back(
        listed(zone_id("discard", q), ZoneKind::kPile, q, "Discard pile", s.discard[q]));
    out.zones.push_back(
        listed(zone_id("eliminated", q), ZoneKind::kPile, q, "Eliminated", s.eliminated[q]));
    out.zones.push_back(
        listed(zone_id("pool", q), ZoneKind::kPile, q, "To place", s.setup_pool[q]));
    const NationInfo& nation = data_.nations[s.nation[q]];
    // Without the optional breakpoint (L51, L311-338) nothing ends at the nation's figure: the
    // losses are shown against the whole army's value instead of overflowing it.
    int army_value = 0;
    for (std::size_t t = 0; t < nation.battalions.size(); ++t)
      army_value += nation.battalions[t] * data_.troops[t].breakpoint;
    out.meters.push_back({zone_id("losses", q), q,
                          opts_.breakpoint ? "Losses (breakpoint)" : "Losses (of the army's value)",
                          breakpoint_total(s, q),
                          opts_.breakpoint ? nation.breakpoint : army_value});
    // Stacks still being formed (L29-41) are not positions routed from (L50): the meter starts at
    // 0.
    out.meters.push_back({zone_id("positions", q), q, "Positions emptied",
                          in_setup(s) ? 0 : empty_stacks(s, q), kPositionsToWin});
  }
  out.zones.push_back({"tactics_deck",
                       ZoneKind::kDeck,
                       -1,
                       "Tactics deck",
                       static_cast<int>(s.tactics_deck.size()),
                       {},
                       obj});
  out.zones.push_back(
      listed("tactics_discard", ZoneKind::kPile, -1, "Tactics discard", s.tactics_discard));
  for (int q = 0; q < 2; ++q) {
    const std::string who = q == 0 ? "player1_" : "player2_";
    const std::string whose = fmt::format("Player {}'s ", q + 1);
    out.fact_labels[who + "nation"] = whose + "nation";
    out.fact_labels[who + "army_commander"] = whose + "army commander";
    out.fact_labels[who + "army_commander_rerolls"] = whose + "army commander's re-rolls left";
    out.fact_labels[who + "army_commander_dead"] = whose + "army commander has fallen";
    out.facts[who + "nation"] = data_.nations[s.nation[q]].name;
    out.facts[who + "nation_key"] = data_.nations[s.nation[q]].key;
    if (const auto ac = commander(s.army_commander[q]); !ac.is_null()) {
      out.facts[who + "army_commander"] = ac.get<std::string>();
      out.facts[who + "army_commander_rerolls"] = s.army_commander[q].left;
      name_card(out.facts, who + "army_commander_card", s.army_commander[q].card);
    }
    if (s.ac_dead[q]) out.facts[who + "army_commander_dead"] = true;
  }
  out.fact_labels["breakpoint_in_play"] = "Army Breakpoint victory in play";
  out.facts["breakpoint_in_play"] = opts_.breakpoint;
  out.facts["attacks_left"] = s.turn == 0 ? 0 : static_cast<int>(s.attacks_left);
  out.facts["active"] = s.active;
}

ActionParts RafGame::describe_action(const State& known, Action a) const {
  const auto& s = as<RafState>(known);
  const int q =
      (s.step == Step::kSetup || s.step == Step::kSetupStack || s.step == Step::kDesignate)
          ? s.setup_player
          : s.active;
  const int opp = 1 - q;
  // Who decides (the defender answers with his own tactics, support and discard pile): the
  // cards an action plays come from his hand.
  const int me = current_player(known);
  const int A = act_a(a), B = act_b(a), C = act_c(a);
  ActionParts p;
  const auto known_id = [](CardId c) { return c == kUnknownCard || c == kNoCard ? -1 : int(c); };
  const auto add_card = [&](CardId c) {
    if (const int id = known_id(c); id >= 0) p.cards.push_back(id);
  };
  // The first army card of hand kind k in the decider's hand, as the rules take it: want_ac -1
  // any card, 1 the designated Army Commander only, 0 any other one (rules_turn.cpp).
  const auto hand_kind_card = [&](int k, int want_ac = -1) {
    if (opts_.army_commander == kAcFirstPlayed) want_ac = -1;
    for (const Slot& sl : s.hand_army[me]) {
      if (sl.card == kUnknownCard || hand_kind(s, sl.card) != k) continue;
      if (want_ac >= 0 && is_designated_ac(s, me, sl.card) != (want_ac == 1)) continue;
      return sl.card;
    }
    return kNoCard;
  };
  const auto top_of = [&](int owner, int col) -> CardId {
    const auto& stk = s.stacks[owner][col];
    return stk.empty() ? kNoCard : stk.back().card;
  };
  switch (act_type(a)) {
    case kActPlace:
      if (s.step == Step::kSetupStack) {
        p.verb = "place";
        p.to = stack_zone(q, B);
      } else {
        p.verb = "pick";
        for (CardId c : s.setup_pool[q]) {
          if (c != kUnknownCard && hand_kind(s, c) == A) {
            add_card(c);
            break;
          }
        }
        p.from = zone_id("pool", q);
      }
      break;
    case kActDeploy:
      p.verb = "deploy_all";
      p.from = zone_id("pool", q);
      break;
    case kActSwap:
      p.verb = "swap";
      p.choice = kind_name(A);
      break;
    case kActDone:
      p.verb = "done";
      break;
    case kActDrawReserve:
      p.verb = "draw";
      p.from = zone_id("reserve", q);
      p.to = zone_id("hand", q);
      break;
    case kActDrawTactics:
      p.verb = "draw";
      p.from = "tactics_deck";
      p.to = zone_id("hand", q);
      break;
    case kActPlay: {
      const auto t = static_cast<Tactic>(A);
      p.verb = "play";
      const int i = hand_tactic_index(s, me, t);
      if (i >= 0) add_card(s.hand_tactics[me][static_cast<std::size_t>(i)].card);
      p.from = zone_id("hand", me);
      // A terrain card stays on the stack it is played on; any other tactic is discarded.
      if (is_terrain(t)) {
        p.to = stack_zone(C == 1 ? opp : q, B);
      } else {
        p.to = "tactics_discard";
        if (t == Tactic::kSniper) {
          p.at = stack_zone(opp, B);
        } else if (B == 1) {
          p.choice = kind_name(C);
        }
      }
      break;
    }
    case kActReorganise:
      p.verb = "reorganise";
      p.at = stack_zone(q, B);
      break;
    case kActReorderPick:
      p.verb = "next";
      add_card(s.stacks[q][s.reorder_stack][static_cast<std::size_t>(B)].card);
      p.from = stack_zone(q, s.reorder_stack);
      p.slot = B;
      break;
    case kActMove:
      p.verb = "move";
      add_card(s.stacks[q][A][static_cast<std::size_t>(B)].card);
      p.from = stack_zone(q, A);
      p.slot = B;
      p.to = stack_zone(q, C);
      break;
    case kActReinforce:
      p.verb = "reinforce";
      add_card(hand_kind_card(A));
      p.from = zone_id("hand", q);
      p.to = stack_zone(q, B);
      break;
    case kActGeneral:
      p.verb = "general";
      add_card(hand_kind_card(kCommanderKind + A, 0));
      p.from = zone_id("hand", q);
      p.to = stack_zone(q, B);
      break;
    case kActArmyCommander:
      p.verb = "army_commander";
      add_card(hand_kind_card(kCommanderKind + A, 1));
      p.from = zone_id("hand", q);
      break;
    case kActTakeOver:
      p.verb = "take_over";
      p.at = stack_zone(q, B);
      break;
    case kActAttack: {
      p.verb = "attack";
      p.from = stack_zone(q, B);
      p.at = stack_zone(opp, C);
      if (const int by = known_id(top_of(q, B)); by >= 0) p.by = by;
      if (const int t = known_id(top_of(opp, C)); t >= 0) p.targets.push_back(t);
      static const char* const kKinds[] = {"",      "sabers & pistols", "fusillade",
                                           "probe", "indirect fire",    "empty stack"};
      if (A > 0 && A < 6) p.choice = kKinds[A];
      break;
    }
    case kActRideAround:
      p.verb = "ride_around";
      break;
    case kActReroll:
      p.verb = "reroll";
      p.choice = A == 1 ? "army commander" : "general";
      break;
    case kActEliminate:
      p.verb = "eliminate";
      for (CardId c : s.discard[me]) {
        if (c != kUnknownCard && !is_tactic_card(c) && hand_kind(s, c) == A) {
          add_card(c);
          break;
        }
      }
      p.from = zone_id("discard", me);
      p.to = zone_id("eliminated", me);
      break;
    case kActDiscard:
      p.verb = "discard";
      p.from = zone_id("hand", me);
      if (A == 1) {
        const int i = hand_tactic_index(s, me, static_cast<Tactic>(B));
        if (i >= 0) add_card(s.hand_tactics[me][static_cast<std::size_t>(i)].card);
        p.to = "tactics_discard";
      } else {
        add_card(hand_kind_card(B, A == 2 ? 1 : 0));
        p.to = zone_id("discard", me);
      }
      break;
    case kActDesignate:
      p.verb = "designate";
      for (CardId c : s.setup_pool[q]) {
        if (c != kUnknownCard && is_commander(c) && rating(s, c) == A) {
          add_card(c);
          break;
        }
      }
      p.from = zone_id("pool", q);
      break;
    case kActSupport: {
      const bool att = s.step == Step::kAttackSupport;
      const int owner = att ? s.active : 1 - s.active;
      const int col = att ? s.combat.att_stack : s.combat.def_stack;
      p.verb = "support";
      add_card(s.stacks[owner][col][static_cast<std::size_t>(A)].card);
      p.from = stack_zone(owner, col);
      p.slot = A;
      break;
    }
    default:
      p.verb = "action";
      break;
  }
  return p;
}

}  // namespace bivouac::raf
