// The battery that holds every game's `legal[].parts` to one meaning (core/board_view.h
// ActionParts): on random playouts, each legal action's parts are checked against the boards
// before and after it is applied. `from` is where its cards were, `to` where they are after it,
// `at` and `targets` name what was on the board, and `by` a card on the board. A failure names
// the game, the action's text and the part that is wrong.
#include <gtest/gtest.h>

#include <optional>
#include <sstream>

#include "core/board_view.h"
#include "core/registry.h"
#include "core/seat_view.h"
#include "support/game_variants.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

const ZoneView* find_zone(const BoardView& b, const std::string& id) {
  for (const ZoneView& z : b.zones) {
    if (z.id == id) return &z;
  }
  return nullptr;
}

// A fact "X_id" holding `id`: a card lying on a card or a zone that the board shows as a fact
// (GT's Leader on a unit, Ready Aim Fire's general and terrain on a stack).
bool names_as_fact(const nlohmann::json& facts, int id) {
  for (const auto& [key, value] : facts.items()) {
    if (key.size() > 3 && key.ends_with("_id") && value.is_number_integer() && value == id)
      return true;
  }
  return false;
}

bool zone_holds(const ZoneView& z, int id) {
  if (names_as_fact(z.facts, id)) return true;
  for (const CardView& c : z.cards) {
    if (c.id == id || names_as_fact(c.facts, id)) return true;
  }
  return false;
}

// Where card `id` lies on board `b` (a zone id), or nothing when the board does not show it;
// the board's own facts ("player1_army_commander_card_id") count as the zone "board".
std::optional<std::string> zone_of(const BoardView& b, int id) {
  for (const ZoneView& z : b.zones) {
    if (zone_holds(z, id)) return z.id;
  }
  if (names_as_fact(b.facts, id)) return std::string("board");
  return std::nullopt;
}

// A board as the actor sees it and as the all-seeing viewer does: a card the actor cannot know
// after the action (gone face down) is still found on the second.
struct Boards {
  BoardView actor;
  BoardView all;
};

Boards boards_of(const Game& g, const State& s, int actor) {
  Boards out;
  g.describe_board(*g.observation(s, actor), actor, out.actor);
  g.describe_board(s, kAllSeeingViewer, out.all);
  return out;
}

bool in_zone(const Boards& b, const std::string& zone, int id) {
  for (const BoardView* v : {&b.actor, &b.all}) {
    if (const ZoneView* z = find_zone(*v, zone); z != nullptr && zone_holds(*z, id)) return true;
  }
  return false;
}

std::string where(const Boards& b, int id) {
  const auto z = zone_of(b.actor, id);
  if (z) return *z;
  const auto w = zone_of(b.all, id);
  return w ? *w : "nowhere on the board";
}

// How many events of one action name card `id`: a card the action moves on after putting it in
// `to` (a discard pile drawn again as the reserve, in the same action) is named again.
int times_named(const EventLog& log, int id) {
  int n = 0;
  for (const Event& e : log.events()) {
    if (!e.data.is_object() || !e.data.contains("ids") || !e.data["ids"].is_array()) continue;
    for (const auto& v : e.data["ids"]) n += v.is_number_integer() && v == id ? 1 : 0;
  }
  return n;
}

// Every way `parts` of an action contradict the boards before and after it, one line each.
std::string contradictions(const ActionParts& p, const Boards& before, const Boards& after,
                           const EventLog& log) {
  std::ostringstream out;
  for (const std::string* zone : {&p.from, &p.to, &p.at}) {
    if (!zone->empty() && find_zone(before.all, *zone) == nullptr)
      out << "\n  names the zone \"" << *zone << "\", which the board does not have";
  }
  for (int id : p.cards) {
    if (!p.from.empty() && !in_zone(before, p.from, id))
      out << "\n  `from` is " << p.from << " but card " << id << " was in " << where(before, id);
    // A card that shows nowhere after, even to the all-seeing viewer, went on into a deck in
    // the same action (GT's discard pile reshuffled by the draw a card makes): no zone to check.
    const bool into_a_deck = !zone_of(after.all, id) && !zone_of(after.actor, id);
    if (!p.to.empty() && !in_zone(after, p.to, id) && !into_a_deck && times_named(log, id) < 2)
      out << "\n  `to` is " << p.to << " but card " << id << " went to " << where(after, id);
    if (p.from.empty() && !zone_of(before.actor, id) && !zone_of(before.all, id))
      out << "\n  card " << id << " is not on the board";
  }
  if (!p.to.empty() && (!p.targets.empty() || p.by >= 0) && p.cards.empty())
    out << "\n  `to` is " << p.to << " but the action moves no card (the zone it acts on is `at`)";
  for (int id : p.targets) {
    if (!p.at.empty() && !in_zone(before, p.at, id))
      out << "\n  `at` is " << p.at << " but target " << id << " was in " << where(before, id);
    if (!zone_of(before.actor, id) && !zone_of(before.all, id))
      out << "\n  target " << id << " is not on the board";
  }
  if (p.by >= 0 && !zone_of(before.actor, p.by) && !zone_of(before.all, p.by))
    out << "\n  `by` is card " << p.by << ", which is not on the board";
  if (p.slot >= 0 && p.to.empty()) {
    // A slot with no `to` is the position in `from` of the card it names.
    const ZoneView* z = p.from.empty() ? nullptr : find_zone(before.all, p.from);
    if (z == nullptr) {
      out << "\n  `slot` " << p.slot << " with neither `to` nor `from`";
    } else if (p.slot >= z->count) {
      out << "\n  `slot` " << p.slot << " is past the " << z->count << " cards of " << p.from;
    } else if (!p.cards.empty()) {
      const ZoneView* seen = find_zone(before.actor, p.from);
      const auto at_slot = [&](const ZoneView* v) {
        return v != nullptr && static_cast<std::size_t>(p.slot) < v->cards.size() &&
               v->cards[static_cast<std::size_t>(p.slot)].id == p.cards.front();
      };
      if (!at_slot(z) && !at_slot(seen))
        out << "\n  `slot` " << p.slot << " of " << p.from << " is not card " << p.cards.front();
    }
  }
  return out.str();
}

class ActionPartsTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ActionPartsTest, EveryPartMeansWhatTheBoardShows) {
  const GamePtr game = make_game(GetParam());
  long checked = 0;
  for (int g = 0; g < testing::property_games(40, 3); ++g) {
    Rng rng(derive_seed(31, static_cast<std::uint64_t>(g)));
    std::string failure;
    testing::random_game(*game, derive_seed(13, static_cast<std::uint64_t>(g)),
                         [&](const State& s) {
                           if (!failure.empty() || rng.below(3) != 0) return;
                           const int actor = game->current_player(s);
                           const auto known = game->observation(s, actor);
                           const Boards before = boards_of(*game, s, actor);
                           ActionList legal;
                           game->legal_actions(s, legal);
                           for (Action a : legal) {
                             const ActionParts parts = game->describe_action(*known, a);
                             auto next = s.clone();
                             EventLog log;
                             game->apply_action(*next, a, &log);
                             const std::string wrong =
                                 contradictions(parts, before, boards_of(*game, *next, actor), log);
                             ++checked;
                             if (wrong.empty()) continue;
                             failure = game->spec() + ", \"" + game->action_to_string(s, a) +
                                       "\" (" + action_parts_json(parts).dump() + "):" + wrong;
                             return;
                           }
                         });
    ASSERT_TRUE(failure.empty()) << failure;
  }
  EXPECT_GT(checked, 100) << "hardly any action was checked";
}

INSTANTIATE_TEST_SUITE_P(AllGames, ActionPartsTest,
                         ::testing::ValuesIn(testing::registered_game_variants()),
                         testing::variant_test_name);

}  // namespace
}  // namespace bivouac
