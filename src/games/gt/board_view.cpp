// What a GT board draws (core/board_view.h): each seat's hand, units in play (with class,
// Defense, Attack, damage, Leader and Terrain) and victory pile, the two decks as counts, the
// discard pile and the Terrain waiting for the winner; and what each action names.
//
// A unit's card id is its Unit::id (1, 2, 3... in the order units entered play), the same for the
// whole game, in play and in a victory pile. A Battle card's id is its label (card_ids.h), from
// the moment it leaves the deck until it is shuffled back; a Leader or Terrain on a unit is named
// by the unit's facts `leader`/`terrain` and `leader_id`/`terrain_id` (docs/network.md, "Card
// ids").
#include <fmt/format.h>

#include <set>

#include "core/errors.h"
#include "games/gt/internal.h"

namespace bivouac::gt {

using detail::idx;

namespace detail {

void number_units(GtState& s, int players, int next) {
  std::set<int> ids;
  int highest = 0;
  for (int p = 0; p < players; ++p) {
    for (const Unit& u : s.units[idx(p)]) {
      if (u.id == 0) continue;
      if (!ids.insert(u.id).second)
        throw FormatError(fmt::format("units: the id {} is given to two units", u.id));
      highest = std::max(highest, static_cast<int>(u.id));
    }
  }
  for (int p = 0; p < players; ++p) {
    for (Unit& u : s.units[idx(p)]) {
      if (u.id == 0) u.id = static_cast<std::uint8_t>(++highest);
    }
  }
  if (next != 0 && next <= highest) {
    throw FormatError(fmt::format(
        "next_unit_id: {} is not above every unit's id (the highest is {})", next, highest));
  }
  s.next_unit_id = static_cast<std::uint8_t>(next != 0 ? next : highest + 1);
}

void check_unit_numbers(GtState& s, int players, bool entered_given) {
  for (int p = 0; p < players; ++p) {
    std::set<int> numbers;
    int highest = 0;
    for (const Unit& u : s.units[idx(p)]) {
      if (u.number == 0) continue;
      if (!numbers.insert(u.number).second)
        throw FormatError(
            fmt::format("units[{}]: the number {} is given to two units", p, u.number));
      highest = std::max(highest, static_cast<int>(u.number));
    }
    // A document without numbers: its units keep the numbers their places gave them.
    for (std::size_t i = 0; i < s.units[idx(p)].size(); ++i) {
      Unit& u = s.units[idx(p)][i];
      if (u.number == 0) {
        u.number = static_cast<std::uint8_t>(std::max<int>(highest, static_cast<int>(i)) + 1);
        highest = u.number;
      }
    }
    auto& entered = s.units_entered[idx(p)];
    if (!entered_given) entered = static_cast<std::uint8_t>(highest);
    if (entered < highest)
      throw FormatError(fmt::format("units_entered[{}]: {} is below the highest unit number {}", p,
                                    entered, highest));
  }
}

nlohmann::json unit_ids(const GtState& s, std::initializer_list<std::pair<int, int>> units) {
  nlohmann::json ids = nlohmann::json::array();
  for (const auto& [player, index] : units) {
    if (player < 0 || player >= kMaxSeats || index < 0 || index == kNone) continue;
    const auto& army = s.units[idx(player)];
    if (static_cast<std::size_t>(index) < army.size())
      ids.push_back(army[static_cast<std::size_t>(index)].id);
  }
  return ids;
}

}  // namespace detail

namespace {

std::string zone_id(const char* kind, int p) {
  return fmt::format("{}:{}", kind, p);
}

BoardView layout(const GtGame& g, const GtState& s) {
  const CardTable& cards = g.cards();
  const int players = g.num_players();
  BoardView out;
  // A card the viewer may not know has neither type nor label in his observation.
  auto battle = [&](std::uint8_t c, CardLabel id) {
    if (c == kUnknownCard || id == 0) return CardView::back();
    const BattleType& b = cards.battle[c];
    CardView v;
    v.id = id;
    v.name = b.name;
    static const char* const kKinds[] = {"shoot",  "melee",   "opportunity", "defense",
                                         "leader", "terrain", "event"};
    v.facts["kind"] = kKinds[static_cast<int>(b.kind)];
    if (b.damage != 0) v.facts["damage"] = b.damage;
    return v;
  };
  const auto obj = nlohmann::json::object();
  for (int p = 0; p < players; ++p) {
    ZoneView units{zone_id("units", p), ZoneKind::kLine, p, "Units in play", 0, {}, obj};
    const auto& army = s.units[idx(p)];
    for (std::size_t i = 0; i < army.size(); ++i) {
      const Unit& u = army[i];
      const UnitType& t = cards.units[u.type];
      CardView v;
      v.id = u.id;
      v.name = t.name;
      v.slot = static_cast<int>(i);
      // The number the log names the unit by ("Troopers (P1 #6)"), so two Troopers on the table
      // are told apart on the cards as in the narration (issue 42).
      v.facts["unit"] = fmt::format("P{} #{}", p + 1, u.number);
      v.facts["class"] = std::string(group_name(t.troop_class));
      v.facts["defense"] = g.defense(u);
      v.facts["defense_rating"] = t.defense;
      v.facts["attack"] = t.attack;
      v.facts["damage"] = u.dm;
      if (u.leader != kNone) {
        v.facts["leader"] = cards.battle[u.leader].name;
        v.facts["leader_id"] = u.leader_id;
      }
      if (u.terrain != kNone) {
        v.facts["terrain"] = cards.battle[u.terrain].name;
        v.facts["terrain_id"] = u.terrain_id;
      }
      units.cards.push_back(std::move(v));
    }
    units.count = static_cast<int>(units.cards.size());
    units.facts["status"] = s.seat[idx(p)] == Seat::kInPlay    ? "in play"
                            : s.seat[idx(p)] == Seat::kRetired ? "retired"
                                                               : "destroyed";
    out.zones.push_back(std::move(units));
  }
  for (int p = 0; p < players; ++p) {
    ZoneView hand{zone_id("hand", p), ZoneKind::kHand, p, "Hand", 0, {}, obj};
    const auto& cards_in_hand = s.hand[idx(p)];
    for (std::size_t i = 0; i < cards_in_hand.size(); ++i)
      hand.cards.push_back(battle(cards_in_hand[i], s.hand_ids[idx(p)][i]));
    hand.count = static_cast<int>(hand.cards.size());
    hand.facts["limit"] = g.hand_limit(s, p);
    out.zones.push_back(std::move(hand));
  }
  for (int p = 0; p < players; ++p) {
    ZoneView pile{zone_id("victory", p), ZoneKind::kPile, p, "Victory pile", 0, {}, obj};
    const auto& units = s.victory_units[idx(p)];
    for (std::size_t i = 0; i < units.size(); ++i) {
      CardView v;
      v.id = s.victory_unit_ids[idx(p)][i];
      v.name = cards.units[units[i]].name;
      v.facts["class"] = std::string(group_name(cards.units[units[i]].troop_class));
      pile.cards.push_back(std::move(v));
    }
    const auto& leaders = s.victory_leaders[idx(p)];
    for (std::size_t i = 0; i < leaders.size(); ++i)
      pile.cards.push_back(battle(leaders[i], s.victory_leader_ids[idx(p)][i]));
    pile.count = static_cast<int>(pile.cards.size());
    out.zones.push_back(std::move(pile));
  }
  ZoneView discard{"discard", ZoneKind::kPile, -1, "Discard pile", 0, {}, obj};
  for (std::size_t i = 0; i < s.discard.size(); ++i)
    discard.cards.push_back(battle(s.discard[i], s.discard_ids[i]));
  discard.count = static_cast<int>(discard.cards.size());
  out.zones.push_back(std::move(discard));
  ZoneView spoils{"spoils", ZoneKind::kPile, -1, "Terrain of the defeated unit", 0, {}, obj};
  for (std::size_t i = 0; i < s.spoils.size(); ++i)
    spoils.cards.push_back(battle(s.spoils[i], s.spoils_ids[i]));
  spoils.count = static_cast<int>(spoils.cards.size());
  out.zones.push_back(std::move(spoils));
  out.zones.push_back(
      {"army", ZoneKind::kDeck, -1, "Army deck", static_cast<int>(s.army.size()), {}, obj});
  out.zones.push_back(
      {"deck", ZoneKind::kDeck, -1, "Battle deck", static_cast<int>(s.deck.size()), {}, obj});
  return out;
}

int unit_id(const GtState& s, int player, int index) {
  if (player == kNone || index == kNone || player >= kMaxSeats) return -1;
  const auto& army = s.units[idx(player)];
  return static_cast<std::size_t>(index) < army.size() ? army[static_cast<std::size_t>(index)].id
                                                       : -1;
}

}  // namespace

void GtGame::describe_board(const State& known, int /*viewer*/, BoardView& out) const {
  const auto& s = as<GtState>(known);
  out = layout(*this, s);
  out.facts["active"] = s.active;
  out.facts["decider"] = s.decider;
  if (s.attack.card != kNone) {
    out.facts["attack_card"] = cards_.battle[s.attack.card].name;
    if (const int a = unit_id(s, s.active, s.attack.unit); a > 0) out.facts["attacker"] = a;
    if (const int t = unit_id(s, s.attack.target_player, s.attack.target_unit); t > 0)
      out.facts["target"] = t;
  }
}

ActionParts GtGame::describe_action(const State& known, Action a) const {
  const auto& s = as<GtState>(known);
  const int me = current_player(known);
  const std::uint8_t c = act_card(a);
  const std::uint8_t x = act_a(a);
  const std::uint8_t y = act_b(a);
  ActionParts parts;
  // My hand's first card of type c (the one remove_from_hand takes): its id.
  const auto from_hand = [&]() {
    const auto& hand = s.hand[idx(me)];
    for (std::size_t i = 0; i < hand.size(); ++i) {
      if (hand[i] == c) {
        if (const CardLabel id = s.hand_ids[idx(me)][i]; id != 0) parts.cards.push_back(id);
        break;
      }
    }
    parts.from = zone_id("hand", me);
  };
  // The unit an action acts on: its army is `at`; an action whose card lies on that unit after
  // (a Leader, a Terrain) also has it as `to`.
  const auto target_unit = [&](int player, int index) {
    if (const int id = unit_id(s, player, index); id > 0) parts.targets.push_back(id);
    if (player != kNone) parts.at = zone_id("units", player);
  };
  const auto onto_unit = [&](int player, int index) {
    target_unit(player, index);
    parts.to = parts.at;
  };
  switch (act_kind(a)) {
    case Act::kDone:
      parts.verb = "done";
      break;
    case Act::kEvent:
      parts.verb = "play";
      from_hand();
      parts.to = "discard";
      if (x != kNone) target_unit(x, y);
      break;
    case Act::kLeader:
      parts.verb = "attach";
      from_hand();
      onto_unit(me, y);
      break;
    case Act::kMoveLeader:
      // The Leader card moves (named by its id, the unit's fact leader_id), not the unit.
      parts.verb = "move_leader";
      if (x != kNone && static_cast<std::size_t>(x) < s.units[idx(me)].size()) {
        if (const int id = s.units[idx(me)][x].leader_id; id > 0) parts.cards.push_back(id);
      }
      parts.from = zone_id("units", me);
      onto_unit(me, y);
      break;
    case Act::kTerrain:
      parts.verb = "terrain";
      from_hand();
      onto_unit(me, y);
      break;
    case Act::kAttack:
      parts.verb = "attack";
      from_hand();
      if (const int id = unit_id(s, me, y); id > 0) parts.by = id;
      break;
    case Act::kTarget:
      parts.verb = "target";
      target_unit(x, y);
      if (y == kNone) parts.choice = "whole army";
      break;
    case Act::kDefend:
      parts.verb = "defend";
      from_hand();
      if (y == kNone) {
        parts.choice = "whole army";
      } else if (const int id = unit_id(s, me, y); id > 0) {
        parts.by = id;
      }
      break;
    case Act::kScreen:
      parts.verb = "screen";
      target_unit(me, y);
      break;
    case Act::kOpportunity:
      parts.verb = "opportunity";
      from_hand();
      if (const int id = unit_id(s, s.attack.target_player, s.attack.target_unit); id > 0)
        parts.by = id;
      if (const int id = unit_id(s, s.active, s.attack.unit); id > 0) parts.targets.push_back(id);
      break;
    case Act::kTakeTerrain:
      parts.verb = "take";
      for (std::size_t i = 0; i < s.spoils.size(); ++i) {
        if (s.spoils[i] == c) {
          parts.cards.push_back(s.spoils_ids[i]);
          break;
        }
      }
      parts.from = "spoils";
      onto_unit(s.spoils_player, s.spoils_unit);
      break;
    case Act::kDiscard:
      parts.verb = "discard";
      from_hand();
      parts.to = "discard";
      break;
  }
  return parts;
}

}  // namespace bivouac::gt
