// `bivouac db copy` moves every game from SQLite to PostgreSQL and back, and each game reads and
// replays the same afterwards: finished ones (record, all-seeing replay), one in progress with a
// bot seat, one waiting for a player to join, and one made on a card list sent inline (stored with
// the game: the servers reading the copies never saw that list).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <random>

#include "core/resources.h"
#include "server/net_client.h"
#include "server/server_process.h"
#include "server/storage_backends.h"
#include "server/table.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

// What a game looks like from outside: its summary (without who is connected now), its record
// and its replay (all-seeing once finished, the spectator's before).
json snapshot(std::uint16_t port, const std::string& id) {
  json summary = http_request(port, "GET", "/api/games/" + id).json();
  for (auto& seat : summary["seats"]) seat.erase("connected");
  const bool finished = summary["status"] == "finished";
  json out = {{"summary", summary}};
  out["replay"] =
      http_request(port, "GET",
                   "/api/games/" + id + "/replay?viewer=" + (finished ? "all" : "spectator"))
          .json();
  if (finished) out["record"] = http_request(port, "GET", "/api/games/" + id + "/record").json();
  return out;
}

void copy(const std::string& from, const std::string& to) {
  const std::string cmd = bivouac_binary() + " db copy '" + from + "' '" + to + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
}

TEST(DbCopy, EveryGameReplaysTheSameAfterACopyToPostgresAndBack) {
  std::string why;
  if (!test_cluster_url(&why)) {
    if (why.rfind("SKIP", 0) == 0) GTEST_SKIP() << why;
    FAIL() << why;
  }
  TestDatabase pg("postgres");
  TestDatabase back("sqlite");
  std::vector<std::string> ids;
  std::map<std::string, json> before;
  ServerProcess sqlite_server({}, unthrottled_clients());  // random clients act at once
  {
    std::mt19937_64 rng(3);
    const std::uint16_t port = sqlite_server.port();
    for (const char* spec : {"muskets", "volley", "ready-aim-fire"}) {
      Table t = create_table(port, spec, {"human", "human"}, 40);
      connect_all(t);
      drain_to(t, play_random(t, rng));
      ids.push_back(t.id);
    }
    Table partial = create_table(port, "muskets", {"human", "random"}, 41);
    connect_all(partial);
    drain_to(partial, play_random(partial, rng, 6));
    ids.push_back(partial.id);
    const auto waiting =
        http_request(port, "POST", "/api/games",
                     json{{"game", "volley"},
                          {"seats", {{{"kind", "human"}}, {{"kind", "human"}, {"open", true}}}}}
                         .dump());
    ids.push_back(waiting.json()["id"]);
    const auto carded =
        http_request(port, "POST", "/api/games",
                     json{{"game", "muskets"},
                          {"cards", std::string(*resource("src/games/muskets/cards.toml"))},
                          {"seats", {{{"kind", "human"}}, {{"kind", "human"}, {"open", true}}}}}
                         .dump());
    ASSERT_EQ(carded.status, 200) << carded.body;
    ids.push_back(carded.json()["id"]);
    for (const auto& id : ids) {
      before[id] = snapshot(port, id);
      ASSERT_FALSE(before[id]["replay"]["frames"].empty()) << before[id].dump();
    }
    ASSERT_EQ(before[ids[0]]["summary"]["status"], "finished");
    ASSERT_EQ(before[ids[3]]["summary"]["status"], "playing");
    ASSERT_EQ(before[ids[4]]["summary"]["status"], "waiting");
    ASSERT_NE(before[ids[5]]["summary"]["game"].get<std::string>().find("cards=list-"),
              std::string::npos)
        << before[ids[5]].dump();
  }
  sqlite_server.stop();
  copy(sqlite_server.db().string(), pg.where());
  copy(pg.where(), back.where());  // and back, into a new SQLite file
  for (const std::string& where : {pg.where(), back.where()}) {
    ServerProcess server(where);
    for (const auto& id : ids) {
      EXPECT_EQ(snapshot(server.port(), id), before[id]) << id << " on " << where;
    }
    // The copy plays on: the waiting game's open seat can be joined.
    EXPECT_EQ(http_request(server.port(), "POST", "/api/games/" + ids[4] + "/join",
                           json{{"seat", 1}}.dump())
                  .status,
              200);
    EXPECT_EQ(http_request(server.port(), "POST", "/api/games/" + ids[5] + "/join",
                           json{{"seat", 1}}.dump())
                  .status,
              200)
        << "the inline card list came with the game";
  }
  // A second copy into the same database leaves what is there alone.
  const std::string again =
      bivouac_binary() + " db copy '" + sqlite_server.db().string() + "' '" + pg.where() + "'";
  EXPECT_EQ(std::system(again.c_str()), 0);
}

}  // namespace
}  // namespace bivouac::server::testing
