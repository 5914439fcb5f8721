// What a Muskets board draws (core/board_view.h): both hands, both lines, the discard pile, the
// deck as a count and both Morale meters; and what each action names.
//
// Cards of one type are interchangeable under the rules and the state keeps them as counts, so a
// Muskets card id names one copy within this view: ids are unique in a view and an action names
// the ids of cards in the right zone, but a copy keeps its id only while the zones before it in
// the drawing order are unchanged (docs/network.md, "Card ids").
#include <fmt/format.h>

#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

const char* const kRoleNames[] = {"general", "cannon", "cavalry", "infantry",
                                  "ready",   "aim",    "fire"};

std::string zone_id(const char* kind, int p) {
  return fmt::format("{}:{}", kind, p);
}

// The board with its ids; `ids[z][t]` lists the ids of the type-t cards of zone z in order.
struct Layout {
  BoardView board;
  std::vector<std::array<std::vector<int>, kMaxTypes>> ids;
};

enum ZoneIndex { kLine0, kLine1, kDiscardZone, kHand0, kHand1, kDeckZone };

Layout layout(const MusketsGame& g, const MusketsState& s) {
  Layout out;
  out.ids.resize(6);
  int next = 1;
  const CardTable& cards = g.cards();
  auto add_counts = [&](ZoneView& z, int zi, const Counts& counts) {
    for (int t = 0; t < cards.size(); ++t) {
      for (int k = 0; k < counts[static_cast<std::size_t>(t)]; ++k) {
        CardView c;
        c.id = next++;
        c.name = cards[t].name;
        c.facts["role"] = kRoleNames[static_cast<int>(cards[t].role)];
        if (cards.is_infantry(t)) c.facts["force"] = cards[t].force;
        if (cards[t].scouts) c.facts["scouts"] = true;
        out.ids[static_cast<std::size_t>(zi)][static_cast<std::size_t>(t)].push_back(c.id);
        z.cards.push_back(std::move(c));
      }
    }
    z.count = static_cast<int>(z.cards.size());
  };
  for (int p = 0; p < 2; ++p) {
    ZoneView z{zone_id("line", p), ZoneKind::kLine, p, "Line", 0, {}, nlohmann::json::object()};
    add_counts(z, kLine0 + p, s.line[static_cast<std::size_t>(p)]);
    z.facts["force"] = g.force_of(s.line[static_cast<std::size_t>(p)]);
    out.board.zones.push_back(std::move(z));
  }
  ZoneView discard{"discard", ZoneKind::kPile, -1, "Discard pile", 0, {}, nlohmann::json::object()};
  add_counts(discard, kDiscardZone, s.discard);
  out.board.zones.push_back(std::move(discard));
  for (int p = 0; p < 2; ++p) {
    ZoneView z{zone_id("hand", p), ZoneKind::kHand, p, "Hand", 0, {}, nlohmann::json::object()};
    add_counts(z, kHand0 + p, s.hand[static_cast<std::size_t>(p)]);
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
  const Layout l = layout(*this, s);
  const int me = current_player(known);
  const int foe = 1 - me;
  const auto hand_ids = [&](int t) -> const std::vector<int>& {
    return l.ids[static_cast<std::size_t>(kHand0 + me)][static_cast<std::size_t>(t)];
  };
  ActionParts parts;
  // The first copy of type `t` in my hand not already named by this action.
  const auto take = [&](int t) {
    const auto& ids = hand_ids(t);
    int used = 0;
    for (int id : parts.cards) used += std::count(ids.begin(), ids.end(), id) > 0 ? 1 : 0;
    if (static_cast<std::size_t>(used) < ids.size())
      parts.cards.push_back(ids[static_cast<std::size_t>(used)]);
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
      parts.verb = "battery";
      take(cannon_);
      parts.to = zone_id("line", foe);
      const auto& foes =
          l.ids[static_cast<std::size_t>(kLine0 + foe)][static_cast<std::size_t>(arg)];
      if (!foes.empty()) parts.targets.push_back(foes.front());
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
      const auto& mine =
          l.ids[static_cast<std::size_t>(kLine0 + me)][static_cast<std::size_t>(arg)];
      const auto chosen = static_cast<std::size_t>(s.losing[static_cast<std::size_t>(arg)]);
      if (chosen < mine.size()) parts.cards.push_back(mine[chosen]);
      parts.from = zone_id("line", me);
      parts.to = "discard";
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
