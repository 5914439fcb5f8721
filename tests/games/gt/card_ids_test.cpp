// GT's Battle card ids (card_ids.h; docs/network.md, "Card ids", issue 24): a card keeps one id
// from the hand it is drawn into to the pile it ends on, the same for every viewer, and a card a
// viewer may not know carries none, on the board or in his saved observation.
#include "games/gt/card_ids.h"

#include <gtest/gtest.h>

#include <set>

#include "core/registry.h"
#include "core/seat_view.h"
#include "games/gt/position.h"
#include "support/random_play.h"

namespace bivouac::gt {
namespace {

using testing::Position;

// The id and name of every card of zone `zone` in a seat view.
std::vector<std::pair<std::int64_t, std::string>> zone_cards(const nlohmann::json& view,
                                                             const std::string& zone) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  for (const auto& z : view["board"]["zones"]) {
    if (z["id"] != zone) continue;
    for (const auto& c : z["cards"])
      out.emplace_back(c.contains("id") ? c["id"].get<std::int64_t>() : -1,
                       c.contains("name") ? c["name"].get<std::string>() : "");
  }
  return out;
}

TEST(GtCardIds, APlayedCardKeepsItsHandIdOnTheDiscardPileForEveryViewer) {
  Position pos(testing::make());
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Fusiliers");
  pos.hand(0, {"Sabers", "Volley Fire"});
  pos.hand(1, {"Cannon Balls"});
  pos.start(0);
  const auto view = [&](int viewer) {
    return build_seat_view(pos.g(), pos.s(), viewer, SeatViewContext{});
  };
  const auto mine = zone_cards(view(0), "hand:0");
  ASSERT_EQ(mine.size(), 2U);
  const auto muskets = mine[1];
  EXPECT_EQ(muskets.second, "Volley Fire");
  EXPECT_GE(muskets.first, kFirstLabel);
  // The opponent and a spectator see two backs in that hand.
  for (int viewer : {1, kSpectatorViewer}) {
    for (const auto& [id, name] : zone_cards(view(viewer), "hand:0")) {
      EXPECT_EQ(id, -1) << "viewer " << viewer << " sees an id on a card he may not know";
      EXPECT_EQ(name, "");
    }
  }
  // The attack names the card by the id its owner saw.
  bool named = false;
  const auto before = view(0);
  for (const auto& a : before["legal"]) {
    if (a["text"].get<std::string>().rfind("attack with Volley Fire", 0) == 0) {
      EXPECT_EQ(a["parts"]["card"], muskets.first) << a.dump();
      named = true;
    }
  }
  ASSERT_TRUE(named) << before["legal"].dump();
  pos.log.clear();
  pos.play("attack with Volley Fire by Grenadiers (P1 #1)");
  bool event_named = false;
  for (const auto& e : pos.log.events()) {
    if (e.kind == "play" && e.data.contains("ids"))
      for (const auto& id : e.data["ids"]) event_named = event_named || id == muskets.first;
  }
  EXPECT_TRUE(event_named) << "the play event names the card by its hand id";
  for (int viewer : {0, 1, kSpectatorViewer}) {
    const auto discard = zone_cards(view(viewer), "discard");
    ASSERT_FALSE(discard.empty());
    EXPECT_EQ(discard.back(), muskets) << "viewer " << viewer;
  }
  // The card left in the hand keeps its id.
  EXPECT_EQ(zone_cards(view(0), "hand:0"), std::vector{mine[0]});
}

TEST(GtCardIds, ACardShuffledBackIntoTheDeckComesOutUnderAFreshId) {
  Position pos(testing::make());
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Fusiliers");
  // Every card on the discard pile, so the turn's draw reshuffles it (L65).
  auto& s = pos.s();
  std::set<CardLabel> before;
  while (!s.deck.empty()) {
    s.discard.push_back(s.deck.pop_back());
    s.discard_ids.push_back(next_label(s));
    before.insert(s.discard_ids.back());
  }
  ASSERT_EQ(before.size(), s.discard.size()) << "labels are given once";
  EventLog log;
  pos.g().begin_turn(s, 0, &log);
  ASSERT_TRUE(s.discard.empty());
  ASSERT_GE(s.hand_ids[0].size(), 1U);
  for (CardLabel id : s.hand_ids[0]) EXPECT_EQ(before.count(id), 0U) << id;
  EXPECT_EQ(label_error(s, 2), "");
}

// Over random games, for every seat: a hand card he may not know has neither type nor id in his
// observation, and one he may know (his own, or one he spied) has both.
TEST(GtCardIds, AnObservationHidesTheIdsOfTheCardsItHides) {
  const auto game = make_game("gt:players=3");
  int hidden = 0;
  for (int g = 0; g < bivouac::testing::property_games(6); ++g) {
    const auto seed = derive_seed(2424, static_cast<std::uint64_t>(g));
    auto s = game->new_initial_state(seed);
    Rng rng(seed);
    for (int step = 0; !game->is_terminal(*s) && step < 100000; ++step) {
      for (int p = 0; p < game->num_players(); ++p) {
        const auto obs = game->observation(*s, p);
        const auto& o = as<GtState>(*obs);
        for (int q = 0; q < game->num_players(); ++q) {
          const auto Q = static_cast<std::size_t>(q);
          ASSERT_EQ(o.hand_ids[Q].size(), o.hand[Q].size());
          for (std::size_t i = 0; i < o.hand[Q].size(); ++i) {
            const bool unknown = o.hand[Q][i] == kUnknownCard;
            hidden += unknown ? 1 : 0;
            ASSERT_EQ(unknown, o.hand_ids[Q][i] == 0)
                << "seat " << p << " and hand " << q << " slot " << i << " at step " << step;
          }
        }
        const auto saved = game->state_to_json(*obs);
        for (int q = 0; q < game->num_players(); ++q) {
          const auto& hand = saved["hands"][static_cast<std::size_t>(q)];
          const auto& ids = saved["hand_ids"][static_cast<std::size_t>(q)];
          for (std::size_t i = 0; i < hand.size(); ++i)
            ASSERT_EQ(hand[i] == "?", ids[i] == 0) << saved["hand_ids"].dump();
        }
      }
      game->apply_action(*s, bivouac::testing::random_action(*game, *s, rng), nullptr);
    }
  }
  EXPECT_GT(hidden, 0) << "no hidden card was checked";
}

TEST(GtCardIds, SavedIdsLoadBackAndBrokenOnesAreRefused) {
  const auto game = make_game("gt");
  auto s = game->new_initial_state(7);
  Rng rng(7);
  for (int k = 0; k < 60 && !game->is_terminal(*s); ++k)
    game->apply_action(*s, bivouac::testing::random_action(*game, *s, rng), nullptr);
  const auto j = game->state_to_json(*s);
  ASSERT_FALSE(j["hand_ids"][0].empty());
  EXPECT_TRUE(game->state_from_json(j)->equals(*s));

  // A document written before the ids: every card out of the deck gets one.
  auto old = j;
  for (const char* key :
       {"hand_ids", "discard_ids", "spoils_ids", "victory_unit_ids", "victory_leader_ids"})
    old.erase(key);
  for (auto& army : old["units"])
    for (auto& u : army) {
      u.erase("leader_id");
      u.erase("terrain_id");
    }
  const auto loaded = game->state_from_json(old);
  const auto& l = as<GtState>(*loaded);
  EXPECT_EQ(l.hand_ids[0].size(), l.hand[0].size());
  EXPECT_EQ(label_error(l, 2), "");

  // One id on two cards, and an id below the labels, are refused by name.
  auto twice = j;
  twice["hand_ids"][1][0] = twice["hand_ids"][0][0];
  try {
    (void)game->state_from_json(twice);
    ADD_FAILURE() << "a repeated id was accepted";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("given to two cards"), std::string::npos) << e.what();
  }
  auto short_list = j;
  short_list["hand_ids"][0].erase(0);
  try {
    (void)game->state_from_json(short_list);
    ADD_FAILURE() << "a hand with fewer ids than cards was accepted";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("one id per card"), std::string::npos) << e.what();
  }
  auto low = j;
  low["hand_ids"][0][0] = 5;
  try {
    (void)game->state_from_json(low);
    ADD_FAILURE() << "an id below 1000 was accepted";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("hand_ids[0]"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace bivouac::gt
