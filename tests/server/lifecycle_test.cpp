// The room lifecycle in-process, on a real SQLite file: only live games stay in memory. A
// finished game leaves at once (and stays stored for its record), an idle one leaves and comes
// back as it was, a game waiting for players too long expires, and a bot game nobody plays is
// taken up by the maintenance pass. Jobs (bot moves) run when the test says, one at a time.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <functional>
#include <memory>
#include <set>

#include "server/lobby.h"
#include "server/queued_jobs.h"
#include "server/routes.h"
#include "server/storage/schema.h"
#include "server/storage_backends.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

using Jobs = QueuedJobs;

std::string create(Lobby& lobby, const json& seats) {
  const Reply r =
      serve_api(lobby, "POST", "/api/games", json{{"game", "muskets"}, {"seats", seats}}.dump());
  EXPECT_EQ(r.status, 200) << r.body.dump();
  return r.body["id"].get<std::string>();
}

// Two human seats held by the creator: nothing moves until a person does.
const json kTwoPeople = json::array({{{"kind", "human"}}, {{"kind", "human"}}});

TEST(RoomLifecycle, AFinishedGameLeavesMemoryAndStaysStored) {
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  Lobby lobby(*storage, jobs.runner());
  const std::string id = create(lobby, json::array({{{"kind", "bot"}, {"bot", "random"}},
                                                    {{"kind", "bot"}, {"bot", "random"}}}));
  EXPECT_EQ(lobby.size(), 1u);
  jobs.run_all();  // the bots play the game to its end
  lobby.maintain();
  EXPECT_EQ(lobby.size(), 0u);
  const Reply summary = serve_api(lobby, "GET", "/api/games/" + id, "");
  EXPECT_EQ(summary.body["status"], "finished");
  EXPECT_TRUE(summary.body.contains("result"));
  EXPECT_EQ(serve_api(lobby, "GET", "/api/games/" + id + "/record", "").status, 200);
  EXPECT_EQ(lobby.size(), 0u);  // read from the database for that request only
  EXPECT_EQ(storage->listing(id)->listing.status, "finished");
}

TEST(RoomLifecycle, AnIdleGameLeavesMemoryAndComesBackAsItWas) {
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  LobbyConfig config;
  config.idle_seconds = 0;
  Lobby lobby(*storage, jobs.runner(), config);
  // Two people at one table: the server draws the seed, and a game against a bot can end
  // before anyone moves (Muskets' first player can win in his first turn), which would leave
  // memory for being finished, not idle.
  const std::string id = create(lobby, kTwoPeople);
  jobs.run_all();
  const json before = serve_api(lobby, "GET", "/api/games/" + id, "").body;
  lobby.maintain();
  EXPECT_EQ(lobby.size(), 0u);
  const json listed = serve_api(lobby, "GET", "/api/games/" + id, "").body;
  EXPECT_EQ(listed["version"], before["version"]);
  EXPECT_EQ(listed["status"], before["status"]);
  auto opened = lobby.open(id);
  ASSERT_TRUE(opened.room);
  EXPECT_EQ(lobby.size(), 1u);
  EXPECT_EQ(opened.room->published()->summary["version"], before["version"]);
  EXPECT_EQ(opened.room->published()->summary["turn"], before["turn"]);
}

// A client the room can hold; what it is sent does not matter here.
class SilentClient final : public Client {
 public:
  void send(std::shared_ptr<const std::string> /*text*/) override {}
  void close() override {}
};

TEST(RoomLifecycle, AGameNobodyOpenedLeavesMemoryLongBeforeOneAPlayerLeft) {
  // A flood of created games nobody plays must not fill memory (issue 26): a room no client has
  // opened leaves after --unvisited-idle-seconds; one a player opened keeps --idle-seconds.
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  LobbyConfig config;
  config.idle_seconds = 3600;
  config.unvisited_idle_seconds = 0;
  Lobby lobby(*storage, jobs.runner(), config);
  // Neither game can end by itself (see AnIdleGameLeavesMemoryAndComesBackAsItWas).
  const std::string unplayed = create(lobby, kTwoPeople);
  const std::string played = create(lobby, kTwoPeople);
  jobs.run_all();
  auto room = lobby.open(played).room;
  ASSERT_TRUE(room);
  const auto client = std::make_shared<SilentClient>();
  ASSERT_TRUE(room->attach(client));
  room->detach(client);  // the player left: the room is idle, but was visited
  EXPECT_FALSE(lobby.open(unplayed).room->activity().visited);
  EXPECT_TRUE(room->activity().visited);
  EXPECT_EQ(lobby.size(), 2u);
  lobby.maintain();
  EXPECT_EQ(lobby.size(), 1u);  // only the game a player opened is still in memory
  // The unplayed game is still stored and comes back when someone asks for it.
  EXPECT_EQ(storage->listing(unplayed)->listing.status, "playing");
  auto back = lobby.open(unplayed).room;
  ASSERT_TRUE(back);
  EXPECT_EQ(lobby.size(), 2u);
}

TEST(RoomLifecycle, AGameWaitingTooLongExpires) {
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  LobbyConfig config;
  config.idle_seconds = 0;
  config.waiting_ttl_seconds = -1;  // every waiting game is past its time
  Lobby lobby(*storage, jobs.runner(), config);
  const std::string id =
      create(lobby, json::array({{{"kind", "human"}}, {{"kind", "human"}, {"open", true}}}));
  const std::string open_games = "/api/games?status=open";
  EXPECT_EQ(serve_api(lobby, "GET", open_games, "").body["games"].size(), 1u);
  lobby.maintain();
  EXPECT_EQ(lobby.size(), 0u);
  EXPECT_EQ(serve_api(lobby, "GET", "/api/games/" + id, "").body["status"], "expired");
  EXPECT_EQ(serve_api(lobby, "GET", open_games, "").body["games"].size(), 0u);
  const Reply join =
      serve_api(lobby, "POST", "/api/games/" + id + "/join", json{{"seat", 1}}.dump());
  EXPECT_EQ(join.status, 410) << join.body.dump();
}

TEST(RoomLifecycle, ABotGameNobodyPlaysIsTakenUp) {
  TestDatabase db("sqlite");
  std::string id;
  {
    auto storage = db.open();
    Jobs jobs;
    Lobby lobby(*storage, jobs.runner());
    id = create(lobby, json::array({{{"kind", "bot"}, {"bot", "random"}},
                                    {{"kind", "bot"}, {"bot", "random"}}}));
    // The server stops before any bot moved (the job never ran).
  }
  auto storage = db.open();  // a restart: nothing is loaded ...
  Jobs jobs;
  Lobby lobby(*storage, jobs.runner());
  EXPECT_EQ(lobby.size(), 0u);
  lobby.maintain();  // ... until the maintenance pass takes up the bot game
  EXPECT_EQ(lobby.size(), 1u);
  jobs.run_all();
  lobby.maintain();
  EXPECT_EQ(storage->listing(id)->listing.status, "finished");
  EXPECT_EQ(lobby.size(), 0u);
}

TEST(RoomLifecycle, AGameStoredBeforeListingsIsListedOnceAndNotKept) {
  TestDatabase db("sqlite");
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.where().c_str(), &raw), SQLITE_OK);
  const std::string v1(migrations()[0]);
  ASSERT_EQ(sqlite3_exec(raw, v1.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(raw,
                         "INSERT INTO games (id, spec, seed, created) VALUES ('old', 'muskets', 1, "
                         "2); INSERT INTO seats VALUES ('old', 0, 'human', '', 'A', 0, 'h'); "
                         "INSERT INTO seats VALUES ('old', 1, 'human', '', 'B', 0, 'i')",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(raw);
  auto storage = db.open();
  Jobs jobs;
  Lobby lobby(*storage, jobs.runner());
  EXPECT_TRUE(storage->listing("old")->listing.summary.empty());
  lobby.maintain();
  const auto listed = storage->listing("old")->listing;
  EXPECT_EQ(listed.status, "playing");
  EXPECT_FALSE(listed.bot_to_move);
  EXPECT_EQ(json::parse(listed.summary)["seats"][1]["name"], "B");
  EXPECT_EQ(lobby.size(), 0u);  // two people's game: nothing to play until they connect
}

TEST(RoomLifecycle, TheLobbyPagesThroughEveryGame) {
  TestDatabase db("sqlite");
  auto storage = db.open();
  Jobs jobs;
  Lobby lobby(*storage, jobs.runner());
  for (int i = 0; i < 7; ++i)
    create(lobby, json::array({{{"kind", "human"}}, {{"kind", "human"}}}));
  std::set<std::string> seen;
  std::string target = "/api/games?limit=3";
  for (int page = 0; page < 5; ++page) {
    const Reply r = serve_api(lobby, "GET", target, "");
    ASSERT_EQ(r.status, 200) << r.body.dump();
    for (const auto& g : r.body["games"]) seen.insert(g["id"].get<std::string>());
    if (!r.body.contains("next")) break;
    target = "/api/games?limit=3&after=" + r.body["next"].get<std::string>();
  }
  EXPECT_EQ(seen.size(), 7u);
  EXPECT_EQ(serve_api(lobby, "GET", "/api/games?limit=0", "").status, 400);
  EXPECT_EQ(serve_api(lobby, "GET", "/api/games?after=zz", "").status, 400);
}

}  // namespace
}  // namespace bivouac::server::testing
