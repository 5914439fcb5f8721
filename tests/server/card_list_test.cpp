// Card lists sent over the network are kept only by what uses them (issue 41, item 2): a refused
// request keeps nothing, a request answered keeps nothing once answered, and a game keeps its
// list while it is in memory and frees it when it leaves (the database keeps it for its next
// load). In-process, on a real SQLite file; bot moves run when the test says.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <functional>

#include "core/named_data.h"
#include "core/resources.h"
#include "server/card_lists.h"
#include "server/lobby.h"
#include "server/queued_jobs.h"
#include "server/routes.h"
#include "server/storage_backends.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

using Jobs = QueuedJobs;

// Muskets' own list with a comment that makes its text (and so its content name) unique.
std::string muskets_cards(int n) {
  return fmt::format("# copy {}\n{}", n, *resource("src/games/muskets/cards.toml"));
}

TEST(CardLists, RefusedInlineListsAreNotKept) {
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  Lobby lobby(*storage, jobs.runner());
  const std::size_t before = named_data_count();
  for (int i = 0; i < 200; ++i) {
    const std::string broken = fmt::format("this is not a card list {}", i);
    const Reply card =
        serve_api(lobby, "POST", "/api/card",
                  json{{"game", "muskets"}, {"name", "x"}, {"cards", broken}}.dump());
    EXPECT_EQ(card.status, 400) << card.body.dump();
    const Reply game =
        serve_api(lobby, "POST", "/api/games",
                  json{{"game", "muskets"},
                       {"cards", broken},
                       {"seats", json::array({{{"kind", "human"}}, {{"kind", "human"}}})}}
                      .dump());
    EXPECT_EQ(game.status, 400) << game.body.dump();
    // A good list whose request is refused for something else (its seats) is not kept either.
    const Reply seats = serve_api(
        lobby, "POST", "/api/games",
        json{{"game", "muskets"}, {"cards", muskets_cards(i)}, {"seats", json::array()}}.dump());
    EXPECT_EQ(seats.status, 400) << seats.body.dump();
  }
  EXPECT_EQ(named_data_count(), before);
}

TEST(CardLists, AnAnsweredLookUpKeepsNothing) {
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  Lobby lobby(*storage, jobs.runner());
  const std::size_t before = named_data_count();
  for (int i = 0; i < 50; ++i) {
    const Reply card = serve_api(
        lobby, "POST", "/api/card",
        json{{"game", "muskets"}, {"name", "nothing"}, {"cards", muskets_cards(i)}}.dump());
    EXPECT_EQ(card.status, 400) << card.body.dump();  // no such card, but the list was read
  }
  EXPECT_EQ(named_data_count(), before);
}

TEST(CardLists, AGameHoldsItsListWhileInMemoryAndFreesItWithIt) {
  forbid_data_files();  // as bivouac serve: a name no list has is refused, never a file read
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  Lobby lobby(*storage, jobs.runner());
  const std::size_t before = named_data_count();
  const Reply created =
      serve_api(lobby, "POST", "/api/games",
                json{{"game", "muskets"},
                     {"cards", muskets_cards(1000)},
                     {"seats", json::array({{{"kind", "bot"}, {"bot", "random"}},
                                            {{"kind", "bot"}, {"bot", "random"}}})}}
                    .dump());
  ASSERT_EQ(created.status, 200) << created.body.dump();
  const std::string id = created.body["id"].get<std::string>();
  EXPECT_EQ(named_data_count(), before + 1);
  // While the game is in memory its list can be named by its content name.
  const std::string spec = storage->load_game(id)->spec;
  EXPECT_NE(spec.find("cards=list-"), std::string::npos) << spec;
  const std::string ask = json{{"game", spec}, {"name", "Cannon"}}.dump();
  const Reply while_held = serve_api(lobby, "POST", "/api/card", ask);
  EXPECT_EQ(while_held.status, 200) << while_held.body.dump();
  jobs.run_all();  // the bots play it to the end
  lobby.maintain();
  EXPECT_EQ(lobby.size(), 0u);
  EXPECT_EQ(named_data_count(), before) << "a game that left memory still holds its list";
  EXPECT_EQ(serve_api(lobby, "POST", "/api/card", ask).status, 400)
      << "its list is no longer offered";
  // Loaded again from the database, it has its list again, and frees it again.
  {
    RoomCache::Opened opened = lobby.open(id);
    ASSERT_NE(opened.room, nullptr);
    EXPECT_EQ(opened.room->published()->listing.status, "finished");
    EXPECT_EQ(named_data_count(), before + 1);
  }
  lobby.maintain();
  EXPECT_EQ(named_data_count(), before);
}

}  // namespace
}  // namespace bivouac::server::testing
