// What a Volley board draws (core/board_view.h): both hands, the meld on the table, the Defense
// cards played against it, the discard pile, the draw pile as a count and both troop meters; and
// what each action names. A Volley card's id is its card number, the same for the whole game.
#include <fmt/format.h>

#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {

std::string hand_id(int p) {
  return fmt::format("hand:{}", p);
}

}  // namespace

void VolleyGame::describe_board(const State& known, int /*viewer*/, BoardView& out) const {
  const auto& s = as<VolleyState>(known);
  const CardMask negated = negated_cards(s);
  auto face = [&](int c) {
    CardView v;
    v.id = c;
    v.name = cards_.name(c);
    v.facts["suit"] = std::string(suit_code(cards_.suit(c)));
    v.facts["suit_name"] = std::string(suit_title(cards_.suit(c)));
    v.facts["force"] = cards_.force(c);
    if (cards_.suit(c) == kDefense) {
      v.facts["negates"] = std::string(suit_code(cards_.card(c).negates));
      // In words too, as the card's own suit is: a board prints "Negates Infantry Weapon".
      v.facts["negates_name"] = std::string(suit_title(cards_.card(c).negates));
    }
    if (negated & bit(c)) v.marks.emplace_back("negated");
    return v;
  };
  auto listed = [&](ZoneView z, CardMask m) {
    for (CardMask rest = m; rest != 0; rest &= rest - 1) z.cards.push_back(face(lowest(rest)));
    z.count = static_cast<int>(z.cards.size());
    return z;
  };
  const auto obj = nlohmann::json::object();
  for (int p = 0; p < 2; ++p) {
    ZoneView z = listed({hand_id(p), ZoneKind::kHand, p, "Hand", 0, {}, obj},
                        s.hand[static_cast<std::size_t>(p)]);
    // Cards of this hand the state as known does not name are backs.
    const int size = s.hand_size[static_cast<std::size_t>(p)];
    while (static_cast<int>(z.cards.size()) < size) z.cards.push_back(CardView::back());
    z.count = size;
    out.zones.push_back(std::move(z));
  }
  ZoneView meld = listed({"meld", ZoneKind::kLine, s.active, "Meld", 0, {}, obj}, s.meld);
  meld.facts["force"] = meld_force(s);
  out.zones.push_back(std::move(meld));
  ZoneView reactions{"reactions", ZoneKind::kLine, -1, "Defense cards", 0, {}, obj};
  for (const Reaction& r : s.reactions) {
    CardView v = face(r.card);
    v.facts["target"] = r.target;  // the id of the card it negates
    reactions.cards.push_back(std::move(v));
  }
  reactions.count = static_cast<int>(reactions.cards.size());
  out.zones.push_back(std::move(reactions));
  out.zones.push_back(
      listed({"discard", ZoneKind::kPile, -1, "Discard pile", 0, {}, obj}, s.discard));
  out.zones.push_back({"deck", ZoneKind::kDeck, -1, "Draw pile", s.deck_size, {}, obj});
  for (int p = 0; p < 2; ++p) {
    out.meters.push_back({fmt::format("troops:{}", p), p, "Troops",
                          s.troops[static_cast<std::size_t>(p)], rules_.troops});
  }
  out.facts["attacker"] = s.active;
  out.facts["hand_size"] = kHandSize;
}

ActionParts VolleyGame::describe_action(const State& known, Action a) const {
  const int me = current_player(known);
  ActionParts parts;
  if (a == act::kDone) {
    parts.verb = "done";
  } else if (a == act::kPass) {
    parts.verb = "pass";
  } else if (a == act::kAttack) {
    parts.verb = "attack";
    parts.at = "meld";
  } else {
    parts.cards.push_back(act::card_of(a));
    parts.from = hand_id(me);
    if (act::is_discard(a)) {
      parts.verb = "discard";
      parts.to = "discard";
    } else if (act::is_meld(a)) {
      parts.verb = "meld";
      parts.to = "meld";
    } else {
      parts.verb = "negate";
      // An answer that closes the exchange (one Defense card each, the default) resolves the
      // attack at once: the card goes on to the discard pile with the rest.
      const bool closes =
          !rules_.defense_per_card && as<VolleyState>(known).phase == Phase::kCounter;
      parts.to = closes ? "discard" : "reactions";
      parts.targets.push_back(act::target_of(a));
    }
  }
  return parts;
}

}  // namespace bivouac::volley
