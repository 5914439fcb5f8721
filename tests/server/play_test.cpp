// Whole games through the real server: every game, a 2v2 GT game with a bot seat, a game against
// a bot with undo; every message each seat and the spectator received is checked against the
// game replayed from the downloaded record (view_checks.h), on the raw bytes.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "server/net_client.h"
#include "server/sanitized.h"
#include "server/server_process.h"
#include "server/table.h"
#include "server/view_checks.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

json finished_record(const Table& t) {
  const auto res = http_request(t.port, "GET", "/api/games/" + t.id + "/record");
  EXPECT_EQ(res.status, 200) << res.body;
  return res.json();
}

void play_and_check(ServerProcess& server, const std::string& spec,
                    const std::vector<std::string>& seats, std::uint64_t seed) {
  SCOPED_TRACE(spec + " seed " + std::to_string(seed));
  Table t = create_table(server.port(), spec, seats, seed);
  connect_all(t);
  std::mt19937_64 rng(seed);
  const auto version = play_random(t, rng);
  drain_to(t, version);
  ASSERT_TRUE(t.clients.front().latest_view["terminal"].get<bool>());
  const json record = finished_record(t);
  EXPECT_EQ(record["actions"].size(), version);
  for (const auto& f : check_messages(t, record)) ADD_FAILURE() << f;
  const auto summary = http_request(server.port(), "GET", "/api/games/" + t.id).json();
  EXPECT_EQ(summary["status"], "finished");
  EXPECT_TRUE(summary.contains("result"));
}

TEST(ServerPlay, TheOpeningIsToldWithTheFirstViewBeforeAnyoneDecides) {
  ServerProcess server;
  // GT and Muskets narrate their opening deals when the game begins.
  for (const char* spec : {"gt", "muskets"}) {
    SCOPED_TRACE(spec);
    Table t = create_table(server.port(), spec, {"human", "human"}, 4);
    WsClient ws(server.port(), "/ws/games/" + t.id);
    ws.send({{"type", "hello"}, {"token", t.tokens[0]}});
    ws.expect("welcome");
    const json events = ws.expect("events");
    EXPECT_FALSE(events["events"].empty());
    EXPECT_EQ(events["events"][0]["n"], 1);
    EXPECT_EQ(ws.expect("view")["version"], 0) << "told before any action";
  }
}

TEST(ServerPlay, EveryGameToTheEndWithEachSeatSeeingOnlyItsOwn) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  for (const auto* def : GameRegistry::instance().list()) {
    const std::string id = def->info.id;
    const int players = GameRegistry::instance().create(id)->num_players();
    for (int seed = 1; seed <= release_or_sanitized(2, 1); ++seed) {
      play_and_check(server, id,
                     std::vector<std::string>(static_cast<std::size_t>(players), "human"),
                     static_cast<std::uint64_t>(seed) * 7919 + id.size());
    }
  }
}

TEST(ServerPlay, TwoAgainstTwoGtWithABotSeat) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  for (int seed = 1; seed <= release_or_sanitized(2, 1); ++seed) {
    play_and_check(server, "gt:players=4", {"human", "human", "human", "heuristic"},
                   static_cast<std::uint64_t>(seed));
  }
}

TEST(ServerPlay, AgainstABotOnTheWorkerPool) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  play_and_check(server, "muskets", {"human", "heuristic"}, 11);
  play_and_check(server, "volley", {"random", "human"}, 12);
  // A searching bot on the pool; under the sanitizers a shallower search plays the same part.
  play_and_check(server, "ready-aim-fire",
                 {"human", kSanitized ? "ismcts:iters=8" : "ismcts:iters=50"}, 13);
}

TEST(ServerPlay, UndoAgainstBotsTakesBackTheSeatsLastDecision) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  // Under the printed first turn this deal is over by version 11 (undo is refused after the end).
  Table t =
      create_table(server.port(), "muskets:first_turns=no_fire_charge", {"human", "heuristic"}, 5);
  connect_all(t, false);
  auto& me = t.clients.front();
  std::mt19937_64 rng(3);
  play_random(t, rng, 6);
  const auto before = me.latest_view["version"].get<std::uint64_t>();
  ASSERT_TRUE(me.latest_view["can_undo"].get<bool>()) << "version " << before;
  me.ws->send({{"type", "undo"}, {"id", "u"}});
  const json ack = me.ws->expect("ack");
  EXPECT_EQ(ack["id"], "u");
  EXPECT_LT(ack["version"].get<std::uint64_t>(), before);
  // The game goes on from there and still replays exactly from its record.
  while (me.latest_view["version"] != ack["version"])
    ASSERT_TRUE(pump(me, std::chrono::seconds(20)));
  EXPECT_FALSE(me.latest_view["legal"].empty());
  const auto version = play_random(t, rng);
  drain_to(t, version);
  const json record = finished_record(t);
  EXPECT_EQ(record["actions"].size(), version);
}

// Issue 41: once a game is over its record is public, seed included, so taking an action back
// then would let a player replay it knowing every draw. No undo, and no action, after the end,
// in any game; the game stays finished, also after a restart.
class EndedGames : public ::testing::TestWithParam<std::string> {};

TEST_P(EndedGames, NothingIsTakenBackOrPlayedAfterTheEnd) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  Table t = create_table(server.port(), GetParam(), {"human", "random"}, 21);
  connect_all(t, false);
  auto& me = t.clients.front();
  std::mt19937_64 rng(21);
  const auto version = play_random(t, rng);
  drain_to(t, version);
  ASSERT_TRUE(me.latest_view["terminal"].get<bool>());
  EXPECT_FALSE(me.latest_view["can_undo"].get<bool>()) << "the finished view offers an undo";
  me.ws->send({{"type", "undo"}, {"id", "late"}});
  const json refused = me.ws->expect("error");
  EXPECT_EQ(refused["id"], "late");
  EXPECT_NE(refused["error"].get<std::string>().find("the game is over"), std::string::npos)
      << refused;
  me.ws->send({{"type", "act"}, {"index", 1}, {"version", version}});
  EXPECT_NE(me.ws->expect("error")["error"].get<std::string>().find("the game is over"),
            std::string::npos);
  const json summary = http_request(server.port(), "GET", "/api/games/" + t.id).json();
  EXPECT_EQ(summary["status"], "finished");
  EXPECT_EQ(summary["version"], version);
}

INSTANTIATE_TEST_SUITE_P(FourGames, EndedGames,
                         ::testing::Values("muskets", "volley", "gt", "ready-aim-fire"),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

TEST(ServerPlay, UndoIsRefusedWhenAnotherPersonPlays) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  Table t = create_table(server.port(), "muskets", {"human", "human"}, 5);
  connect_all(t, false);
  std::mt19937_64 rng(3);
  play_random(t, rng, 2);
  t.clients[0].ws->send({{"type", "undo"}});
  const json err = t.clients[0].ws->expect("error");
  EXPECT_NE(err["error"].get<std::string>().find("against bots"), std::string::npos);
}

TEST(ServerPlay, HintUsesTheSeatsObservation) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  Table t = create_table(server.port(), "muskets", {"human", "human"}, 9);
  connect_all(t, false);
  SeatClient* mover = nullptr;
  for (auto& c : t.clients) {
    if (!c.latest_view["legal"].empty()) mover = &c;
  }
  ASSERT_NE(mover, nullptr);
  mover->ws->send({{"type", "hint"}, {"id", 1}, {"bot", "ismcts:easy"}});
  const json hint = mover->ws->expect("hint", std::chrono::seconds(60));
  EXPECT_EQ(hint["id"], 1);
  bool listed = false;
  for (const auto& l : mover->latest_view["legal"])
    listed = listed || l["text"] == hint["hint"]["action"];
  EXPECT_TRUE(listed) << hint.dump();
  SeatClient& other = mover == &t.clients[0] ? t.clients[1] : t.clients[0];
  other.ws->send({{"type", "hint"}, {"id", 2}});
  EXPECT_EQ(other.ws->expect("error")["id"], 2);
}

}  // namespace
}  // namespace bivouac::server::testing
