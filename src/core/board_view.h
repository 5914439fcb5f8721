#pragma once
// What a board draws, as data: the whitelist each game fills for one viewer (Game::describe_board)
// and the parts of one action (Game::describe_action). core/seat_view turns them into the `view`
// message every client reads (docs/schema/view.json, docs/network.md "The seat view").
//
// A game describes the state the viewer knows (an observation, or the public state), never the
// true state, so a card the viewer may not know cannot reach these structures: it is a back.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace bivouac {

// One card as a viewer sees it. A known card has an instance `id` and the facts of its face; a
// card the viewer may not know is a back (id kBack, empty name and facts): its place is shown,
// its identity is not.
struct CardView {
  static constexpr int kBack = -1;
  int id = kBack;
  std::string name;
  // Face facts a board prints, by name: "force", "suit", "class", "defense", ... Each value is a
  // number, a string or a boolean (docs/schema/view.json lists the names each game uses).
  nlohmann::json facts = nlohmann::json::object();
  // Position inside its zone where the zone has slots (a stack's 0 = bottom), else -1.
  int slot = -1;
  // Markers lying on the card, visible even on a back ("shaken", "blown", "damage 2").
  std::vector<std::string> marks;

  [[nodiscard]] bool is_back() const { return id == kBack; }
  [[nodiscard]] static CardView back(int slot = -1) {
    CardView c;
    c.slot = slot;
    return c;
  }
};

enum class ZoneKind { kHand, kLine, kStack, kPile, kDeck };

// A place cards lie: one player's hand or line, one stack, a discard pile, a deck. `count` is how
// many cards it holds; `cards` lists them (in order, bottom first) except for a deck or pile the
// viewer sees only as a count, whose `cards` stay empty.
struct ZoneView {
  std::string id;  // unique in the board, e.g. "hand:0", "line:1", "stack:0:2", "deck"
  ZoneKind kind = ZoneKind::kPile;
  int owner = -1;     // seat, or -1 for a shared zone
  std::string label;  // e.g. "Hand", "Centre", "Discard pile"
  int count = 0;
  std::vector<CardView> cards;
  // Facts of the zone itself (a stack's card limit, its general's rating); same value kinds as
  // CardView::facts.
  nlohmann::json facts = nlohmann::json::object();
};

// A number a board shows with its bounds: Morale 17 of 20, troops, losses against a breakpoint.
struct MeterView {
  std::string id;  // unique in the board, e.g. "morale:0"
  int owner = -1;  // seat, or -1
  std::string label;
  int value = 0;
  int max = 0;  // the game's bound for it (from its options where they set it)
};

struct BoardView {
  std::vector<ZoneView> zones;
  std::vector<MeterView> meters;
  // Small game-wide facts a board prints (RAF attacks left, the Primary Attack under way); same
  // value kinds as CardView::facts.
  nlohmann::json facts = nlohmann::json::object();
  // Words for fact names that do not read by themselves once their underscores are spaces
  // ("player1_nation" is "Player 1's nation"), by name, so no client shows a field name.
  nlohmann::json fact_labels = nlohmann::json::object();
};

// What one legal action names, so a client highlights exactly the card and the place a click will
// use: {"verb":"deploy","card":17,"from":"hand:0","to":"line:0"}. Unused fields stay empty.
// Each part means one thing in every action of every game (tests/support/action_parts_tests.cpp
// checks them on random playouts): `cards` lie in `from` before the action and in `to` after it.
// The zone an action acts on without putting its cards there (a battery's target line: the
// Cannon itself goes to the discard pile) is `at`, never `to`.
struct ActionParts {
  std::string verb;          // lower-case, e.g. "pass", "deploy", "attack", "move"
  std::vector<int> cards;    // instance ids of the cards it plays or names, in the text's order
  std::string from;          // zone id the cards leave
  std::string to;            // zone id the cards go to (a card lying on a card or a zone that
                             // the board shows as a fact "X_id" is in that card's zone)
  int slot = -1;             // slot in `to` (or in `from` when `to` is empty)
  std::vector<int> targets;  // instance ids of the cards it acts on (an attack's target)
  std::string at;            // zone id it acts on, where its targets lie (a battery's, an attack's)
  int by = -1;               // instance id of the card that carries it out (the attacking unit)
  std::string choice;        // a named choice that is not a card ("draw from tactics deck")
};

[[nodiscard]] const char* zone_kind_name(ZoneKind k);
[[nodiscard]] nlohmann::json card_view_json(const CardView& c);
[[nodiscard]] nlohmann::json zone_view_json(const ZoneView& z);
[[nodiscard]] nlohmann::json board_view_json(const BoardView& b);
[[nodiscard]] nlohmann::json action_parts_json(const ActionParts& p);

}  // namespace bivouac
