// kill -9 at any moment loses no acknowledged action: clients play several games while the
// server is killed in a loop; after each restart every acknowledged action is in the game, in
// order, and the games play on to the end and replay exactly from their records.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <optional>
#include <thread>

#include "server/net_client.h"
#include "server/sanitized.h"
#include "server/server_process.h"
#include "server/table.h"
#include "server/view_checks.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

struct Acked {
  std::map<std::uint64_t, std::string> actions;  // version after the action -> its text
};

// Plays random actions on every table until the connection drops; records each acknowledged
// action. Returns when every client is gone.
void play_until_killed(std::vector<Table>& tables, std::vector<Acked>& acked,
                       std::mt19937_64& rng) {
  for (std::size_t g = 0; g < tables.size(); ++g) {
    try {
      connect_all(tables[g], false);
    } catch (const std::exception&) {
      return;  // killed while connecting
    }
  }
  while (true) {
    bool progressed = false;
    for (std::size_t g = 0; g < tables.size(); ++g) {
      for (auto& c : tables[g].clients) {
        if (c.ws->closed() || c.latest_view.is_null() || c.latest_view["legal"].empty() ||
            c.latest_view["terminal"].get<bool>()) {
          continue;
        }
        const auto& legal = c.latest_view["legal"];
        const json& pick =
            legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
        const std::string text = pick["text"];
        try {
          c.ws->send(
              {{"type", "act"}, {"index", pick["index"]}, {"version", c.latest_view["version"]}});
        } catch (const std::exception&) {
          continue;
        }
        // Only an ack that arrived counts as acknowledged.
        std::optional<std::uint64_t> ack;
        while (auto raw = c.ws->read_raw(std::chrono::seconds(5))) {
          const json j = json::parse(*raw);
          if (j["type"] == "ack") {
            ack = j["version"].get<std::uint64_t>();
            acked[g].actions[*ack] = text;
            progressed = true;
          }
          if (j["type"] == "error") break;
          if (j["type"] == "view") {
            c.latest_view = j;
            if (ack && j["version"] == *ack) break;
          }
        }
      }
      // Let the other seats' views arrive.
      for (auto& c : tables[g].clients) {
        while (!c.ws->closed()) {
          auto raw = c.ws->read_raw(std::chrono::milliseconds(1));
          if (!raw) break;
          const json j = json::parse(*raw);
          if (j["type"] == "view") c.latest_view = j;
        }
      }
    }
    bool alive = false;
    for (auto& t : tables) {
      for (auto& c : t.clients) alive = alive || !c.ws->closed();
    }
    if (!alive) return;
    if (!progressed) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

TEST(ServerRecovery, KillNineInALoopLosesNoAcknowledgedAction) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  std::vector<Table> tables;
  for (const char* spec : {"muskets", "volley", "gt:players=4", "ready-aim-fire"}) {
    const int players = std::string(spec) == "gt:players=4" ? 4 : 2;
    tables.push_back(create_table(
        server.port(), spec, std::vector<std::string>(static_cast<std::size_t>(players), "human"),
        std::hash<std::string>{}(spec)));
  }
  std::vector<Acked> acked(tables.size());
  std::mt19937_64 rng(2024);
  for (int round = 0; round < release_or_sanitized(6, 3); ++round) {
    std::thread killer([&server, round] {
      // Under the sanitizers the server acts several times slower: it gets longer between kills.
      std::this_thread::sleep_for(
          std::chrono::milliseconds(release_or_sanitized(150, 600) + 70 * round));
      server.kill_hard();
    });
    play_until_killed(tables, acked, rng);
    killer.join();
    server.restart();
    for (auto& t : tables) t.port = server.port();
    // Every acknowledged action is there, at its place.
    for (std::size_t g = 0; g < tables.size(); ++g) {
      const auto summary = http_request(server.port(), "GET", "/api/games/" + tables[g].id).json();
      const auto version = summary["version"].get<std::uint64_t>();
      if (!acked[g].actions.empty()) {
        EXPECT_GE(version, acked[g].actions.rbegin()->first);
      }
    }
  }
  // The games play on to the end, and their records hold every acknowledged action in place.
  std::size_t total_acked = 0;
  for (std::size_t g = 0; g < tables.size(); ++g) {
    connect_all(tables[g]);
    const auto version = play_random(tables[g], rng);
    drain_to(tables[g], version);
    const auto res = http_request(server.port(), "GET", "/api/games/" + tables[g].id + "/record");
    ASSERT_EQ(res.status, 200) << res.body;
    const json record = res.json();
    for (const auto& [v, text] : acked[g].actions) {
      ASSERT_LE(v, record["actions"].size());
      EXPECT_EQ(record["actions"][v - 1], text) << tables[g].spec << " action " << v;
    }
    total_acked += acked[g].actions.size();
    for (const auto& f : check_messages(tables[g], record)) ADD_FAILURE() << f;
  }
  EXPECT_GT(total_acked, 20u);
}

}  // namespace
}  // namespace bivouac::server::testing
