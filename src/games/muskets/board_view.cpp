// What a Muskets board draws (core/board_view.h): both hands, both lines, the discard pile, the
// deck as a count and both Morale meters; and what each action names.
//
// Card ids are the ledger's (card_ids.h): one per physical card for the whole game, shown only
// where the viewer may know the card. An action names the copies the rules will move.
#include <fmt/format.h>

#include "games/muskets/card_ids.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

const char* const kRoleNames[] = {"general", "cannon", "cavalry", "infantry",
                                  "ready",   "aim",    "fire"};

std::string zone_id(const char* kind, int p) {
  return fmt::format("{}:{}", kind, p);
}

CardView card_view(const CardTable& cards, const MusketsState& s, int id) {
  const int t = s.kind[static_cast<std::size_t>(id - 1)];
  CardView c;
  c.id = public_id(s, id);
  c.name = cards[t].name;
  c.facts["role"] = kRoleNames[static_cast<int>(cards[t].role)];
  if (cards.is_infantry(t)) c.facts["force"] = cards[t].force;
  if (cards[t].scouts) c.facts["scouts"] = true;
  return c;
}

struct Layout {
  BoardView board;
};

Layout layout(const MusketsGame& g, const MusketsState& s) {
  Layout out;
  const CardTable& cards = g.cards();
  // Each zone's cards by their ledger ids, oldest first (card_ids.h).
  auto add_cards = [&](ZoneView& z, Place at) {
    for (int id : cards_in(s, at)) z.cards.push_back(card_view(cards, s, id));
    z.count = static_cast<int>(z.cards.size());
  };
  for (int p = 0; p < 2; ++p) {
    ZoneView z{zone_id("line", p), ZoneKind::kLine, p, "Line", 0, {}, nlohmann::json::object()};
    add_cards(z, line_place(p));
    z.facts["force"] = g.force_of(s.line[static_cast<std::size_t>(p)]);
    out.board.zones.push_back(std::move(z));
  }
  ZoneView discard{"discard", ZoneKind::kPile, -1, "Discard pile", 0, {}, nlohmann::json::object()};
  add_cards(discard, kInDiscard);
  out.board.zones.push_back(std::move(discard));
  for (int p = 0; p < 2; ++p) {
    ZoneView z{zone_id("hand", p), ZoneKind::kHand, p, "Hand", 0, {}, nlohmann::json::object()};
    add_cards(z, hand_place(p));
    // The cards of this hand the state as known does not name are backs.
    for (int k = 0; k < s.unseen[static_cast<std::size_t>(p)]; ++k)
      z.cards.push_back(CardView::back());
    z.count = static_cast<int>(z.cards.size());
    out.board.zones.push_back(std::move(z));
  }
  out.board.zones.push_back({"deck",
                             ZoneKind::kDeck,
                             -1,
                             "Deck",
                             static_cast<int>(s.deck.size()),
                             {},
                             nlohmann::json::object()});
  for (int p = 0; p < 2; ++p) {
    out.board.meters.push_back({fmt::format("morale:{}", p), p, "Morale",
                                s.morale[static_cast<std::size_t>(p)], kStartingMorale});
  }
  return out;
}

}  // namespace

void MusketsGame::describe_board(const State& known, int /*viewer*/, BoardView& out) const {
  const auto& s = as<MusketsState>(known);
  out = layout(*this, s).board;
  out.facts["active"] = s.active;
  out.facts["hand_limit"] = kHandLimit;
  if (s.step == Step::kCasualties) out.facts["casualty_force"] = s.casualty_force;
}

ActionParts MusketsGame::describe_action(const State& known, Action a) const {
  const auto& s = as<MusketsState>(known);
  const int me = current_player(known);
  const int foe = 1 - me;
  ActionParts parts;
  // The copy of type `t` the rules will take from my hand (card_ids.h), after the ones this
  // action already named: played on a scratch copy of the ledger.
  MusketsState scratch = s;
  const auto take = [&](int t) {
    const int id = move_card(scratch, t, hand_place(me), kInDiscard);
    if (id != 0) parts.cards.push_back(public_id(s, id));
  };
  const int arg = arg_of(a);
  parts.from = zone_id("hand", me);
  switch (kind_of(a)) {
    case Kind::kPass:
      parts = ActionParts{};
      parts.verb = "pass";
      break;
    case Kind::kDone:
      parts = ActionParts{};
      parts.verb = "done";
      break;
    case Kind::kAllow:
      parts = ActionParts{};
      parts.verb = "allow";
      break;
    case Kind::kBattlePlan:
      parts.verb = "battle_plan";
      take(general_);
      parts.to = "discard";
      break;
    case Kind::kDeploy:
      parts.verb = "deploy";
      take(arg);
      parts.to = zone_id("line", me);
      break;
    case Kind::kCannonAt: {
      // The Cannon is discarded; the line it fires at is where its target lies.
      parts.verb = "battery";
      take(cannon_);
      parts.to = "discard";
      parts.at = zone_id("line", foe);
      if (const int id = nth_oldest(s, arg, line_place(foe), 0); id != 0)
        parts.targets.push_back(public_id(s, id));
      break;
    }
    case Kind::kNegate:
      parts.verb = "negate";
      take(s.step == Step::kBatteryAnswer ? aim_ : ready_);
      parts.to = "discard";
      break;
    case Kind::kBombard:
      parts.verb = "bombard";
      take(cannon_);
      parts.to = "discard";
      break;
    case Kind::kFlank:
      parts.verb = "flank";
      take(cavalry_);
      parts.to = "discard";
      break;
    case Kind::kFireOrder: {
      parts.verb = "fire_order";
      const int order[3] = {ready_, aim_, fire_};
      for (int i = 0; i < 3; ++i) take((arg & (1 << i)) ? general_ : order[i]);
      parts.to = "discard";
      break;
    }
    case Kind::kLose: {
      parts.verb = "lose";
      // The next copy in my line not yet chosen (losing counts the ones chosen so far).
      const int chosen = s.losing[static_cast<std::size_t>(arg)];
      if (const int id = nth_oldest(s, arg, line_place(me), chosen); id != 0)
        parts.cards.push_back(public_id(s, id));
      parts.from = zone_id("line", me);
      // The chosen cards stay in the line until their Force covers the casualties: only the
      // choice that completes it sends them (this one with them) to the discard pile.
      ++scratch.losing[static_cast<std::size_t>(arg)];
      if (force_of(scratch.losing) >= s.casualty_force) parts.to = "discard";
      break;
    }
    case Kind::kCharge:
      parts.verb = "charge";
      take(fire_);
      parts.to = "discard";
      break;
    case Kind::kRally:
      parts.verb = "rally";
      take(general_);
      parts.to = "discard";
      break;
    case Kind::kDiscard:
      parts.verb = "discard";
      take(arg);
      parts.to = "discard";
      break;
  }
  return parts;
}

}  // namespace bivouac::muskets
