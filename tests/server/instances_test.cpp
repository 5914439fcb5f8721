// Several `bivouac serve` instances on one PostgreSQL database (the throwaway cluster of
// scripts/pg-test-cluster): each lists every instance's games, each game is played by exactly one
// instance and the others send its clients there, and when an instance is killed (-9) another
// takes over its games once its lease expires, from the stored actions: clients reconnect with
// `since` and lose nothing, no event repeated or skipped, every acknowledged action in place.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <thread>

#include "server/net_client.h"
#include "server/server_process.h"
#include "server/storage_backends.h"
#include "server/table.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// Short leases so that a takeover comes within seconds (long enough that a loaded machine does
// not miss a heartbeat).
std::vector<std::string> instance_args() {
  auto args = unthrottled_clients();
  for (const char* a :
       {"--lease-ms", "3000", "--maintenance-seconds", "0.3", "--idle-seconds", "30"})
    args.emplace_back(a);
  return args;
}

std::uint16_t port_of(const std::string& url) {
  const auto colon = url.rfind(':');
  return static_cast<std::uint16_t>(std::stoi(url.substr(colon + 1)));
}

class Instances : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    if (!test_cluster_url(&why)) {
      if (why.rfind("SKIP", 0) == 0) GTEST_SKIP() << why;
      FAIL() << why;
    }
    db_ = std::make_unique<TestDatabase>("postgres");
  }
  std::unique_ptr<TestDatabase> db_;
};

TEST_F(Instances, ShareTheLobbyAndEachGameHasOneOwner) {
  ServerProcess a(db_->where(), instance_args());
  ServerProcess b(db_->where(), instance_args());
  Table on_a = create_table(a.port(), "muskets", {"human", "human"}, 1);
  Table on_b = create_table(b.port(), "volley", {"human", "human"}, 2);
  for (const auto port : {a.port(), b.port()}) {
    std::set<std::string> listed;
    const json page = http_request(port, "GET", "/api/games").json();
    for (const auto& g : page["games"]) listed.insert(g["id"].get<std::string>());
    EXPECT_TRUE(listed.count(on_a.id) && listed.count(on_b.id)) << "instance on port " << port;
  }
  // B does not play A's game: its clients are sent to A, and so are lobby requests on it.
  const auto refused = ws_open(b.port(), "/ws/games/" + on_a.id);
  EXPECT_EQ(refused.client, nullptr);
  EXPECT_EQ(refused.status, 307);
  EXPECT_EQ(refused.location, fmt::format("http://127.0.0.1:{}/ws/games/{}", a.port(), on_a.id));
  const auto leave = http_request(b.port(), "POST", "/api/games/" + on_a.id + "/leave",
                                  json{{"token", on_a.tokens[0]}}.dump());
  EXPECT_EQ(leave.status, 307) << leave.body;
  EXPECT_EQ(port_of(leave.json()["owner"].get<std::string>()), a.port());
  // Each game plays to its end on its owner; its record reads the same from either instance.
  std::mt19937_64 rng(5);
  for (Table* t : {&on_a, &on_b}) {
    connect_all(*t);
    drain_to(*t, play_random(*t, rng));
  }
  for (const Table* t : {&on_a, &on_b}) {
    const auto from_a = http_request(a.port(), "GET", "/api/games/" + t->id + "/record");
    const auto from_b = http_request(b.port(), "GET", "/api/games/" + t->id + "/record");
    ASSERT_EQ(from_a.status, 200) << from_a.body;
    EXPECT_EQ(from_a.json(), from_b.json());
    EXPECT_EQ(http_request(b.port(), "GET", "/api/games/" + t->id).json()["status"], "finished");
  }
  // A clean stop frees an instance's games at once: B takes A's unfinished game.
  Table waiting = create_table(a.port(), "muskets", {"human", "human"}, 3);
  EXPECT_EQ(ws_open(b.port(), "/ws/games/" + waiting.id).status, 307);
  a.stop();
  EXPECT_EQ(ws_open(b.port(), "/ws/games/" + waiting.id).status, 101);
}

TEST_F(Instances, ABotGameOfAKilledInstanceIsTakenOver) {
  ServerProcess a(db_->where(), instance_args());
  ServerProcess b(db_->where(), instance_args());
  const auto created = http_request(
      a.port(), "POST", "/api/games",
      json{{"game", "muskets"},
           {"seats",
            {{{"kind", "bot"}, {"bot", "ismcts:hard,time=1,early=off"}},
             {{"kind", "bot"}, {"bot", "ismcts:hard,time=1,early=off"}}}}}
          .dump());  // a second every move (no early stop): A is killed in the middle of the game
  ASSERT_EQ(created.status, 200) << created.body;
  const std::string id = created.json()["id"];
  std::this_thread::sleep_for(1500ms);
  a.kill_hard();
  const auto summary = [&] { return http_request(b.port(), "GET", "/api/games/" + id).json(); };
  const json at_kill = summary();
  ASSERT_NE(at_kill["status"], "finished");
  // B takes the game up once A's lease is over, and its bots play on from the stored actions.
  const auto deadline = std::chrono::steady_clock::now() + 60s;
  while (summary()["version"] <= at_kill["version"] &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(100ms);
  }
  EXPECT_GT(summary()["version"], at_kill["version"]);
}

// --- kill -9 of one of two instances, in a loop, under load --------------------------------

struct Seat {
  int seat = 0;
  std::string token;
  std::unique_ptr<WsClient> ws;
  std::uint64_t events = 0;  // the last event number received
  json view;
};

struct Game {
  std::string id;
  std::vector<Seat> seats;
  std::map<std::uint64_t, std::string> acked;  // version after the action -> its text
};

class Cluster {
 public:
  Cluster(const std::string& db) {
    for (int i = 0; i < 2; ++i) {
      servers_.push_back(std::make_unique<ServerProcess>(db, instance_args()));
      ports_[i] = servers_.back()->port();
    }
  }
  std::uint16_t port(int i) {
    std::scoped_lock lock(mutex_);
    return ports_[i];
  }
  // Kills instance i with SIGKILL and starts it again (a new instance, on a new port).
  void kill_and_restart(int i) {
    servers_[static_cast<std::size_t>(i)]->kill_hard();
    std::this_thread::sleep_for(200ms);
    servers_[static_cast<std::size_t>(i)]->restart();
    std::scoped_lock lock(mutex_);
    ports_[i] = servers_[static_cast<std::size_t>(i)]->port();
  }

 private:
  std::vector<std::unique_ptr<ServerProcess>> servers_;
  std::mutex mutex_;
  std::uint16_t ports_[2] = {0, 0};
};

// Reads one message for a seat, checking that events come numbered one after the other.
bool read_one(Seat& s, std::chrono::milliseconds timeout, std::vector<std::string>& failures,
              const std::string& game) {
  auto raw = s.ws->read_raw(timeout);
  if (!raw) return false;
  const json j = json::parse(*raw);
  if (j["type"] == "events") {
    for (const auto& e : j["events"]) {
      const auto n = e["n"].get<std::uint64_t>();
      if (n != s.events + 1) {
        failures.push_back(
            fmt::format("game {} seat {}: event {} after {}", game, s.seat, n, s.events));
      }
      s.events = n;
    }
  }
  if (j["type"] == "view") s.view = j;
  return true;
}

// Connects a seat through whichever instance answers, following a redirect to the owner, and
// says hello with `since`; false if no instance took it within the time.
bool reconnect(Cluster& cluster, Game& g, Seat& s, std::vector<std::string>& failures) {
  s.ws.reset();
  const auto deadline = std::chrono::steady_clock::now() + 30s;
  for (int attempt = 0; std::chrono::steady_clock::now() < deadline; ++attempt) {
    auto opened = ws_open(cluster.port(attempt % 2), "/ws/games/" + g.id);
    if (opened.status == 307) opened = ws_open(port_of(opened.location), "/ws/games/" + g.id);
    if (opened.client) {
      s.ws = std::move(opened.client);
      try {
        s.ws->send({{"type", "hello"}, {"token", s.token}, {"since", s.events}});
        s.view = json();
        while (s.view.is_null()) {
          if (!read_one(s, 5s, failures, g.id)) break;
        }
      } catch (const std::exception&) {
      }
      if (!s.view.is_null()) return true;
      s.ws.reset();
    }
    std::this_thread::sleep_for(100ms);
  }
  return false;
}

TEST_F(Instances, KillNineOfOneOfTwoInstancesLosesNoActionAndNoEvent) {
  const char* env = std::getenv("BIVOUAC_FAILOVER_KILLS");
  const int kills = env ? std::atoi(env) : 6;  // the full run: 30
  Cluster cluster(db_->where());
  std::vector<Game> games;
  for (int i = 0; i < 4; ++i) {
    const Table t = create_table(cluster.port(i % 2), i == 3 ? "volley" : "muskets",
                                 {"human", "human"}, 100 + static_cast<std::uint64_t>(i));
    Game g;
    g.id = t.id;
    for (int p = 0; p < 2; ++p) {
      Seat s;
      s.seat = p;
      s.token = t.tokens[static_cast<std::size_t>(p)];
      g.seats.push_back(std::move(s));
    }
    games.push_back(std::move(g));
  }
  std::vector<std::string> failures;
  for (auto& g : games) {
    for (auto& s : g.seats) ASSERT_TRUE(reconnect(cluster, g, s, failures));
  }
  std::atomic<bool> done{false};
  std::thread killer([&] {
    for (int k = 0; k < kills; ++k) {
      std::this_thread::sleep_for(1500ms);
      cluster.kill_and_restart(k % 2);
    }
    done = true;
  });
  std::mt19937_64 rng(29);
  std::size_t reconnects = 0;
  // Play through the kills, then on to every game's end.
  while (true) {
    bool any_live = false;
    for (auto& g : games) {
      for (auto& s : g.seats) {
        if (!s.ws || s.ws->closed()) {
          ++reconnects;
          ASSERT_TRUE(reconnect(cluster, g, s, failures)) << "game " << g.id << " unreachable";
        }
        // Read what has arrived (the other seat's moves).
        while (s.ws && !s.ws->closed() && read_one(s, 1ms, failures, g.id)) {
        }
        if (s.view.is_null() || s.view["terminal"].get<bool>()) continue;
        any_live = true;
        const auto& legal = s.view["legal"];
        if (legal.empty()) continue;
        const json& pick =
            legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
        const std::string text = pick["text"];
        try {
          s.ws->send({{"type", "act"}, {"index", pick["index"]}, {"version", s.view["version"]}});
        } catch (const std::exception&) {
          continue;
        }
        s.view = json();
        // Only an ack that arrived counts as acknowledged.
        std::optional<std::uint64_t> ack;
        while (!s.ws->closed()) {
          auto raw = s.ws->read_raw(5s);
          if (!raw) break;
          const json j = json::parse(*raw);
          if (j["type"] == "ack") {
            ack = j["version"].get<std::uint64_t>();
            g.acked[*ack] = text;
          }
          if (j["type"] == "events") {
            for (const auto& e : j["events"]) {
              const auto n = e["n"].get<std::uint64_t>();
              if (n != s.events + 1) {
                failures.push_back(
                    fmt::format("game {} seat {}: event {} after {}", g.id, s.seat, n, s.events));
              }
              s.events = n;
            }
          }
          if (j["type"] == "view") {
            s.view = j;
            if (ack && j["version"] == *ack) break;
          }
          if (j["type"] == "error") break;
        }
      }
    }
    if (!any_live && done) break;
    if (!any_live) std::this_thread::sleep_for(10ms);  // games over: the kills go on
  }
  killer.join();
  for (const auto& f : failures) ADD_FAILURE() << f;
  // Every acknowledged action is in its game's record, at its place, read from either instance.
  std::size_t total = 0;
  for (const auto& g : games) {
    const auto record = http_request(cluster.port(1), "GET", "/api/games/" + g.id + "/record");
    ASSERT_EQ(record.status, 200) << record.body;
    const json actions = record.json()["actions"];
    for (const auto& [v, text] : g.acked) {
      ASSERT_LE(v, actions.size()) << g.id;
      EXPECT_EQ(actions[v - 1], text) << g.id << " action " << v;
    }
    total += g.acked.size();
  }
  std::cout << fmt::format("{} kills, {} reconnections, {} acknowledged actions checked\n", kills,
                           reconnects, total);
  EXPECT_GT(total, 20u);
  EXPECT_GT(reconnects, 0u);
}

}  // namespace
}  // namespace bivouac::server::testing
