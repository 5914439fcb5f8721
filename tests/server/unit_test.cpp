// The server's pure parts in-process: message parsing, static paths, tokens (storage:
// storage_test).
#include <gtest/gtest.h>

#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <thread>

#include "core/safe_json.h"
#include "server/address_quotas.h"
#include "server/client_address.h"
#include "server/client_message.h"
#include "server/job_scheduler.h"
#include "server/static_files.h"
#include "server/token.h"

namespace bivouac::server {
namespace {

namespace fs = std::filesystem;

std::string error_of(std::string_view text) {
  auto r = parse_client_message(text);
  auto* f = std::get_if<ParseFailure>(&r);
  return f ? f->error : std::string();
}

TEST(ClientMessage, ParsesEachType) {
  auto r = parse_client_message(R"({"type":"act","id":"a1","action":"pass","version":4})");
  ASSERT_TRUE(std::holds_alternative<ClientMessage>(r));
  const auto& m = std::get<ClientMessage>(r);
  EXPECT_EQ(m.id, "a1");
  const auto& act = std::get<ActMsg>(m.body);
  EXPECT_EQ(act.action, "pass");
  EXPECT_EQ(act.version, 4u);
  auto h = parse_client_message(R"({"type":"hello","token":"ab","since":3})");
  ASSERT_TRUE(std::holds_alternative<ClientMessage>(h));
  EXPECT_EQ(std::get<HelloMsg>(std::get<ClientMessage>(h).body).since, 3u);
}

TEST(ClientMessage, RefusesBadShapesWithClearErrors) {
  EXPECT_NE(error_of("{").find("not valid JSON"), std::string::npos);
  EXPECT_NE(error_of("[1]").find("JSON object"), std::string::npos);
  EXPECT_NE(error_of(R"({"type":"dance"})").find("unknown message type \"dance\""),
            std::string::npos);
  EXPECT_NE(error_of(R"({"type":"act","version":1})").find("\"action\" is missing"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"type":"act","action":"x","version":-2})").find("\"version\""),
            std::string::npos);
  EXPECT_NE(error_of(R"({"type":"hello"})").find("token"), std::string::npos);
  EXPECT_NE(error_of(R"({"type":"hello","token":"a","spectator":true})").find("either"),
            std::string::npos);
  EXPECT_NE(error_of(std::string(100, '[') + std::string(100, ']')).find("nests too deeply"),
            std::string::npos);
  EXPECT_NE(error_of(std::string(kMaxMessageBytes + 1, ' ')).find("too large"), std::string::npos);
  // The id of a bad request is still echoed so the client can match the error.
  auto r = parse_client_message(R"({"type":"act","id":9})");
  EXPECT_EQ(std::get<ParseFailure>(r).id, 9);
}

TEST(ClientMessage, DepthIgnoresBracketsInStrings) {
  EXPECT_EQ(json_nesting_depth(R"({"a":"[[[[[[[[[[[[[[[[[[[["})", 8), 1);
  EXPECT_EQ(json_nesting_depth(R"({"a":"\"[[[[[[[[[[[[[[[[[[[["})", 8), 1);
  EXPECT_EQ(json_nesting_depth("[[[]]]", 8), 3);
}

TEST(StaticFiles, ResolvesInsideTheRootOnly) {
  const fs::path dir = fs::temp_directory_path() / "bivouac-static-unit";
  fs::remove_all(dir);
  fs::create_directories(dir / "root" / "a");
  std::ofstream(dir / "root" / "index.html") << "i";
  std::ofstream(dir / "root" / "a" / "b.css") << "b";
  std::ofstream(dir / "outside.txt") << "o";
  fs::create_symlink(dir / "outside.txt", dir / "root" / "link.txt");
  const fs::path root = fs::canonical(dir / "root");
  EXPECT_EQ(resolve_static(root, "/a/b.css")->path, root / "a" / "b.css");
  EXPECT_EQ(resolve_static(root, "/a/b.css")->content_type, "text/css; charset=utf-8");
  EXPECT_EQ(resolve_static(root, "/")->path, root / "index.html");
  EXPECT_EQ(resolve_static(root, "/games/42?x=1")->path, root / "index.html");
  for (const char* bad :
       {"/../outside.txt", "/a/../../outside.txt", "/%2E%2E/outside.txt", "/link.txt",
        "/a/missing.js", "/%zz", "/%00", "relative", "/a\\..\\x.js"}) {
    EXPECT_FALSE(resolve_static(root, bad)) << bad;
  }
  fs::remove_all(dir);
}

TEST(Tokens, AreRandomHexAndStoredHashed) {
  const std::string a = new_token();
  const std::string b = new_token();
  EXPECT_EQ(a.size(), 32u);
  EXPECT_NE(a, b);
  EXPECT_EQ(a.find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_TRUE(same_hash(sha256_hex(a), sha256_hex(a)));
  EXPECT_FALSE(same_hash(sha256_hex(a), sha256_hex(b)));
}

// --- Quotas and the worker pool's order (docs/network.md, "Quotas", "Fair bots") -------------

TEST(ServerQuotas, ANewGamesKindIsReadFromItsSeats) {
  EXPECT_TRUE(classify_new_game(R"({"seats":[{"kind":"bot"},{"kind":"bot"}]})").bot_only);
  EXPECT_FALSE(classify_new_game(R"({"seats":[{"kind":"human"},{"kind":"bot"}]})").bot_only);
  EXPECT_TRUE(
      classify_new_game(R"({"seats":[{"kind":"human"},{"kind":"human","open":true}]})").open);
  // A bot seat marked open is not a seat a stranger can take.
  EXPECT_FALSE(classify_new_game(R"({"seats":[{"kind":"bot","open":true},{"kind":"bot"}]})").open);
  EXPECT_FALSE(classify_new_game("not json").open);
  EXPECT_FALSE(classify_new_game(R"({"seats":[]})").bot_only);
}

TEST(ServerQuotas, AGameRefusedByTheLobbyCostsNothingAndFinishedGamesStopCounting) {
  std::set<std::string> open_games;
  AddressQuotas q(
      QuotaLimits{.games_per_minute = 2, .open_games = 1},
      [&](const std::string& id) { return open_games.contains(id); },
      [](const std::string&) { return false; });
  {
    auto refused_by_lobby = q.create_game("a", NewGameKind{.open = true});
    ASSERT_TRUE(refused_by_lobby.granted());
  }
  auto t = q.create_game("a", NewGameKind{.open = true});
  ASSERT_TRUE(t.granted());
  t.created("g1");
  open_games.insert("g1");
  EXPECT_NE(q.create_game("a", NewGameKind{.open = true}).refusal().find("open games"),
            std::string::npos);
  open_games.erase("g1");  // joined
  auto again = q.create_game("a", NewGameKind{.open = true});
  EXPECT_TRUE(again.granted());
  again.created("g2");
  // Two a minute: the third creation is refused whatever its kind; another address is not.
  EXPECT_NE(q.create_game("a", {}).refusal().find("a minute"), std::string::npos);
  EXPECT_TRUE(q.create_game("b", {}).granted());
}

TEST(ServerQuotas, TheClientAddressComesFromXForwardedForOnlyThroughTheTrustedProxy) {
  const auto a = [](const char* text) { return net::ip::make_address(text); };
  const ClientAddress none("");
  EXPECT_EQ(none.of(a("127.0.0.1"), "203.0.113.9"), "127.0.0.1");
  const ClientAddress proxy("127.0.0.1");
  EXPECT_EQ(proxy.of(a("127.0.0.1"), "203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(proxy.of(a("127.0.0.1"), "1.2.3.4, 203.0.113.9 "), "203.0.113.9");
  EXPECT_EQ(proxy.of(a("127.0.0.1"), "not an address"), "127.0.0.1");
  EXPECT_EQ(proxy.of(a("127.0.0.1"), ""), "127.0.0.1");
  EXPECT_EQ(proxy.of(a("::ffff:127.0.0.1"), "203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(proxy.of(a("127.0.0.2"), "203.0.113.9"), "127.0.0.2");
  EXPECT_THROW(ClientAddress("proxy.example"), std::invalid_argument);
}

TEST(ServerScheduler, APersonsBotIsServedFirstThenHintsThenTheRest) {
  // One general worker, held busy while every class queues a job; then the order they run in.
  JobScheduler pool(SchedulerConfig{.workers = 1, .interactive_workers = 0, .background_nice = 0});
  std::mutex m;
  std::condition_variable cv;
  bool started = false;
  bool release = false;
  std::vector<std::string> order;
  ASSERT_TRUE(pool.submit(JobClass::kBotGame, [&] {
    std::unique_lock lock(m);
    started = true;
    cv.notify_all();
    cv.wait(lock, [&] { return release; });
  }));
  const auto record = [&](const char* what) {
    return [&, what] {
      std::scoped_lock lock(m);
      order.emplace_back(what);
      cv.notify_all();
    };
  };
  {
    // The worker holds the blocking job before the others are queued.
    std::unique_lock lock(m);
    ASSERT_TRUE(cv.wait_for(lock, std::chrono::seconds(30), [&] { return started; }));
  }
  ASSERT_TRUE(pool.submit(JobClass::kReplay, record("replay 1")));
  ASSERT_TRUE(pool.submit(JobClass::kBotGame, record("bots 1")));
  ASSERT_TRUE(pool.submit(JobClass::kReplay, record("replay 2")));
  ASSERT_TRUE(pool.submit(JobClass::kBotGame, record("bots 2")));
  ASSERT_TRUE(pool.submit(JobClass::kHint, record("hint")));
  ASSERT_TRUE(pool.submit(JobClass::kHumanBot, record("person's bot")));
  {
    std::unique_lock lock(m);
    release = true;
    cv.notify_all();
    cv.wait_for(lock, std::chrono::seconds(30), [&] { return order.size() == 6; });
  }
  // Bot-only games and replays take turns: the blocking job was a bot-only game's, so a replay
  // comes next.
  EXPECT_EQ(order, (std::vector<std::string>{"person's bot", "hint", "replay 1", "bots 1",
                                             "replay 2", "bots 2"}));
}

TEST(ServerScheduler, AFullQueueRefusesAndAStoppedPoolTakesNothing) {
  SchedulerConfig config{.workers = 1, .interactive_workers = 0, .background_nice = 0};
  config.capacity[static_cast<std::size_t>(JobClass::kHint)] = 1;
  JobScheduler pool(config);
  std::mutex m;
  std::condition_variable cv;
  bool started = false;
  bool release = false;
  ASSERT_TRUE(pool.submit(JobClass::kHumanBot, [&] {
    std::unique_lock lock(m);
    started = true;
    cv.notify_all();
    cv.wait(lock, [&] { return release; });
  }));
  {
    std::unique_lock lock(m);
    ASSERT_TRUE(cv.wait_for(lock, std::chrono::seconds(30), [&] { return started; }));
  }
  EXPECT_TRUE(pool.submit(JobClass::kHint, [] {}));
  EXPECT_FALSE(pool.submit(JobClass::kHint, [] {}));   // one may wait, the second is refused
  EXPECT_TRUE(pool.submit(JobClass::kReplay, [] {}));  // other classes have their own queues
  {
    std::scoped_lock lock(m);
    release = true;
  }
  cv.notify_all();
  pool.stop_and_join();
  EXPECT_FALSE(pool.submit(JobClass::kHumanBot, [] {}));
}

}  // namespace
}  // namespace bivouac::server
