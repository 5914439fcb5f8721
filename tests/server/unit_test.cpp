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
#include "server/event_streams.h"
#include "server/job_scheduler.h"
#include "server/query_string.h"
#include "server/routes.h"
#include "server/static_site.h"
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
  EXPECT_NE(error_of(R"({"type":"act","version":1})").find("\"index\" is missing"),
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

// The web client served from memory: what the root held at start, nothing outside it, no hidden
// file, no parent step however it is spelt.
TEST(StaticSite, ServesWhatTheRootHeldAtStartAndNothingElse) {
  const fs::path dir = fs::temp_directory_path() / "bivouac-static-site-unit";
  fs::remove_all(dir);
  fs::create_directories(dir / "root" / "a");
  fs::create_directories(dir / "root" / ".hidden");
  std::ofstream(dir / "root" / "index.html") << "i";
  std::ofstream(dir / "root" / "a" / "b.css") << "b";
  std::ofstream(dir / "root" / ".hidden" / "secret.txt") << "s";
  std::ofstream(dir / "outside.txt") << "o";
  fs::create_symlink(dir / "outside.txt", dir / "root" / "link.txt");
  const StaticSite site(dir / "root");
  EXPECT_EQ(site.files(), 2u);
  ASSERT_TRUE(site.find("/a/b.css"));
  EXPECT_EQ(site.find("/a/b.css")->content, "b");
  EXPECT_EQ(site.find("/a/b.css")->content_type, "text/css; charset=utf-8");
  EXPECT_EQ(site.find("/")->content, "i");
  EXPECT_EQ(site.find("/games/42?x=1")->content, "i");
  std::ofstream(dir / "root" / "late.js") << "l";  // read at start only: no disk after that
  for (const char* bad : {"/../outside.txt", "/a/../../outside.txt", "/%2E%2E/outside.txt",
                          "/link.txt", "/a/missing.js", "/%zz", "/%00", "relative", "/a\\..\\x.js",
                          "/.hidden/secret.txt", "/late.js"}) {
    EXPECT_FALSE(site.find(bad)) << bad;
  }
  EXPECT_THROW(StaticSite(dir / "nowhere"), std::invalid_argument);
  fs::remove_all(dir);
}

TEST(QueryStrings, AreDecodedOnceAndRefuseMalformedText) {
  const QueryString q = QueryString::parse("viewer=all&name=Jean+Lannes&city=Br%C3%BCnn&empty=&x");
  EXPECT_EQ(q.get("viewer"), "all");
  EXPECT_EQ(q.get("name"), "Jean Lannes");
  EXPECT_EQ(q.get("city"), "Br\xC3\xBCnn");
  EXPECT_TRUE(q.has("empty"));
  EXPECT_TRUE(q.has("x"));
  EXPECT_FALSE(q.has("y"));
  EXPECT_EQ(q.get("y"), "");
  EXPECT_EQ(QueryString::parse("status=%6fpen").get("status"), "open");
  for (const char* bad : {"a=%", "a=%4", "a=%zz", "a=%00", "a=%0A", "a=%FF", "%zz=1"}) {
    EXPECT_THROW((void)QueryString::parse(bad), std::invalid_argument) << bad;
  }
  try {
    (void)QueryString::parse("limit=%2");
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("\"limit\""), std::string::npos) << e.what();
  }
}

TEST(Routes, EveryPathHasOneRouteOrARefusalNamingWhatItTakes) {
  const RouteMatch join = match_api_route("POST", "/api/games/0123456789abcdef/join");
  ASSERT_TRUE(join.route);
  EXPECT_EQ(join.id, "0123456789abcdef");
  EXPECT_EQ(join.route->pattern, "/api/games/{id}/join");
  const RouteMatch summary = match_api_route("GET", "/api/games/abc");
  ASSERT_TRUE(summary.route);
  EXPECT_EQ(summary.route->pattern, "/api/games/{id}");
  EXPECT_EQ(match_api_route("GET", "/api/how-to-play/muskets").id, "muskets");
  const RouteMatch wrong = match_api_route("DELETE", "/api/games");
  EXPECT_FALSE(wrong.route);
  EXPECT_EQ(wrong.refusal.status, 405);
  EXPECT_NE(wrong.refusal.body["error"].get<std::string>().find("GET or POST"), std::string::npos);
  EXPECT_EQ(match_api_route("GET", "/api/games//join").refusal.status, 404);
  EXPECT_EQ(match_api_route("GET", "/api/nothing").refusal.status, 404);
  EXPECT_EQ(body_limit_for("/api/replay"), std::size_t{1} << 20);
  EXPECT_EQ(body_limit_for("/api/games"), kMaxMessageBytes);
  // One route per method and path: no two rows of the table overlap.
  std::set<std::string> seen;
  for (const Route& r : routes()) {
    EXPECT_TRUE(seen.insert(std::string(r.method) + " " + std::string(r.pattern)).second)
        << r.pattern;
  }
}

// A long game's history goes to a client in pages of kEventsPerMessage-sized reads.
TEST(EventStreamsPaging, PagesContinueWhereTheLastEndedAndRollBackExactly) {
  EventStreams streams(2);
  std::vector<Event> events;
  for (int i = 0; i < 1200; ++i) events.push_back(Event{"x", 0, kEveryone, std::to_string(i), {}});
  streams.take(events);
  EXPECT_EQ(streams.size(0), 1200u);
  const auto first = streams.page(0, 0, 500);
  const auto second = streams.page(0, 500, 500);
  const auto last = streams.page(0, 1000, 500);
  ASSERT_EQ(first.size(), 500u);
  ASSERT_EQ(last.size(), 200u);
  EXPECT_EQ(second.front()->text, "500");
  EXPECT_EQ(last.back()->text, "1199");
  const auto mark = streams.mark();
  events.push_back(Event{"y", 0, kEveryone, "more", {}});
  streams.take(events);
  EXPECT_EQ(streams.size(1), 1201u);
  streams.rollback(mark);
  EXPECT_EQ(streams.size(1), 1200u);
  EXPECT_TRUE(streams.page(0, 1200, 10).empty());
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
  // A person against a bot counts as such; people only, or bots only, do not.
  EXPECT_TRUE(classify_new_game(R"({"seats":[{"kind":"human"},{"kind":"bot"}]})").person_bot);
  EXPECT_FALSE(classify_new_game(R"({"seats":[{"kind":"bot"},{"kind":"bot"}]})").person_bot);
  EXPECT_FALSE(classify_new_game(R"({"seats":[{"kind":"human"},{"kind":"human"}]})").person_bot);
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

using Lines = std::vector<std::string_view>;

net::ip::address ip(const char* text) {
  return net::ip::make_address(text);
}

TEST(ServerQuotas, TheClientAddressComesFromXForwardedForOnlyThroughTheTrustedProxy) {
  const ClientAddress none("");
  EXPECT_EQ(none.of(ip("127.0.0.1"), Lines{"203.0.113.9"}), "127.0.0.1");
  const ClientAddress proxy("127.0.0.1");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"203.0.113.9"}), "203.0.113.9");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"1.2.3.4, 203.0.113.9 "}), "203.0.113.9");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"not an address"}), "127.0.0.1");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{""}), "127.0.0.1");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{}), "127.0.0.1");
  EXPECT_EQ(proxy.of(ip("::ffff:127.0.0.1"), Lines{"203.0.113.9"}), "203.0.113.9");
  EXPECT_EQ(proxy.of(ip("127.0.0.2"), Lines{"203.0.113.9"}), "127.0.0.2");
  EXPECT_THROW(ClientAddress("proxy.example"), std::invalid_argument);
}

// Issue 41, item 4: a client's forged first line must not pick its address when the proxy
// appends its own line; the last entry across every line is the proxy's.
TEST(ServerQuotas, TheLastForwardedEntryIsReadAcrossEveryHeaderLine) {
  const ClientAddress proxy("127.0.0.1");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"6.6.6.6", "203.0.113.9"}), "203.0.113.9");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"6.6.6.6, 7.7.7.7", "198.51.100.1, 203.0.113.9"}),
            "203.0.113.9");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"6.6.6.6", ""}), "6.6.6.6");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"6.6.6.6", "garbage"}), "127.0.0.1");
  EXPECT_EQ(last_forwarded_entry(ProxyHeader::kXForwardedFor, Lines{"a, b", " c ,"}), "c");
}

TEST(ServerQuotas, AForwardedPortIsStripped) {
  EXPECT_EQ(forwarded_address("203.0.113.9:5678")->to_string(), "203.0.113.9");
  EXPECT_EQ(forwarded_address(" 203.0.113.9 ")->to_string(), "203.0.113.9");
  EXPECT_EQ(forwarded_address("[2001:db8::1]:4711")->to_string(), "2001:db8::1");
  EXPECT_EQ(forwarded_address("[2001:db8::1]")->to_string(), "2001:db8::1");
  EXPECT_EQ(forwarded_address("2001:db8::1")->to_string(), "2001:db8::1");
  EXPECT_EQ(forwarded_address("::ffff:203.0.113.9")->to_string(), "203.0.113.9");
  for (const char* bad : {"unknown", "_hidden", "", "[203.0.113.9]:1", "[2001:db8::1", "[::1]x",
                          "203.0.113.9:", "1.2.3.4.5", "example.org:80"}) {
    EXPECT_FALSE(forwarded_address(bad).has_value()) << bad;
  }
  const ClientAddress proxy("127.0.0.1");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"198.51.100.7:40000"}), "198.51.100.7");
}

TEST(ServerQuotas, ForwardedIsReadByItsForParameter) {
  const auto last = [](Lines lines) {
    return last_forwarded_entry(ProxyHeader::kForwarded, lines);
  };
  EXPECT_EQ(last({"for=192.0.2.60;proto=http;by=203.0.113.43"}), "192.0.2.60");
  EXPECT_EQ(last({"for=192.0.2.43, for=198.51.100.17"}), "198.51.100.17");
  EXPECT_EQ(last({"For=\"[2001:db8:cafe::17]:4711\""}), "[2001:db8:cafe::17]:4711");
  EXPECT_EQ(last({"for=6.6.6.6", "proto=https;for=198.51.100.17"}), "198.51.100.17");
  // A comma inside a quoted value does not split the element.
  EXPECT_EQ(last({"for=1.1.1.1, by=\"a,b\";for=198.51.100.17"}), "198.51.100.17");
  EXPECT_EQ(last({"proto=http"}), "");
  const ClientAddress proxy("127.0.0.1", ProxyHeader::kForwarded);
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"for=6.6.6.6", "for=\"[::1]:5\""}), "::/64");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"for=\"198.51.100.17:5\""}), "198.51.100.17");
  EXPECT_EQ(proxy.of(ip("127.0.0.1"), Lines{"for=unknown"}), "127.0.0.1");
  EXPECT_EQ(parse_proxy_header("Forwarded"), ProxyHeader::kForwarded);
  EXPECT_EQ(parse_proxy_header("X-Forwarded-For"), ProxyHeader::kXForwardedFor);
  EXPECT_THROW((void)parse_proxy_header("x-real-ip"), std::invalid_argument);
}

TEST(ServerQuotas, IPv6ClientsCountPerNetwork) {
  const ClientAddress direct("");
  EXPECT_EQ(direct.of(ip("2001:db8:1:2:aaaa::1"), Lines{}), "2001:db8:1:2::/64");
  EXPECT_EQ(direct.of(ip("2001:db8:1:2:ffff:ffff:ffff:ffff"), Lines{}), "2001:db8:1:2::/64");
  EXPECT_NE(direct.of(ip("2001:db8:1:3::1"), Lines{}), "2001:db8:1:2::/64");
  EXPECT_EQ(direct.of(ip("192.0.2.1"), Lines{}), "192.0.2.1");
  EXPECT_EQ(ClientAddress("", ProxyHeader::kXForwardedFor, 48).of(ip("2001:db8:1:2::1"), Lines{}),
            "2001:db8:1::/48");
  EXPECT_EQ(ClientAddress("", ProxyHeader::kXForwardedFor, 128).of(ip("2001:db8::1"), Lines{}),
            "2001:db8::1");
  EXPECT_EQ(ClientAddress("", ProxyHeader::kXForwardedFor, 57).of(ip("2001:db8:1:2ff::1"), Lines{}),
            "2001:db8:1:280::/57");
  const ClientAddress proxy("::1");
  EXPECT_EQ(proxy.of(ip("::1"), Lines{"2001:db8:9:9::5"}), "2001:db8:9:9::/64");
  EXPECT_THROW(ClientAddress("", ProxyHeader::kXForwardedFor, 0), std::invalid_argument);
  EXPECT_THROW(ClientAddress("", ProxyHeader::kXForwardedFor, 129), std::invalid_argument);
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

// A gate jobs wait at until the test opens it, and a record of what ran.
struct Gate {
  std::mutex m;
  std::condition_variable cv;
  int waiting = 0;
  bool open = false;
  std::vector<std::string> ran;
  std::function<void()> blocking() {
    return [this] {
      std::unique_lock lock(m);
      ++waiting;
      cv.notify_all();
      cv.wait(lock, [this] { return open; });
    };
  }
  std::function<void()> record(std::string what) {
    return [this, what] {
      std::scoped_lock lock(m);
      ran.push_back(what);
      cv.notify_all();
    };
  }
  bool wait_for(const std::function<bool()>& done) {
    std::unique_lock lock(m);
    return cv.wait_for(lock, std::chrono::seconds(30), done);
  }
  void release() {
    {
      std::scoped_lock lock(m);
      open = true;
    }
    cv.notify_all();
  }
};

TEST(ServerScheduler, OwnersTakeTurnsInsideAClass) {
  // One worker, held while one address queues four bots and two others one each: the others
  // come after its first job, not after all four.
  Gate gate;  // before the pool: its workers may touch the gate until the pool is gone
  JobScheduler pool(SchedulerConfig{.workers = 1, .interactive_workers = 0, .background_nice = 0});
  ASSERT_TRUE(pool.submit(JobClass::kHumanBot, "x", gate.blocking()));
  ASSERT_TRUE(gate.wait_for([&] { return gate.waiting == 1; }));
  for (const char* job : {"a1", "a2", "a3"}) {
    ASSERT_TRUE(pool.submit(JobClass::kHumanBot, "a", gate.record(job)));
  }
  ASSERT_TRUE(pool.submit(JobClass::kHumanBot, "b", gate.record("b1")));
  ASSERT_TRUE(pool.submit(JobClass::kHumanBot, "c", gate.record("c1")));
  ASSERT_TRUE(pool.submit(JobClass::kHumanBot, "a", gate.record("a4")));
  gate.release();
  ASSERT_TRUE(gate.wait_for([&] { return gate.ran.size() == 6; }));
  EXPECT_EQ(gate.ran, (std::vector<std::string>{"a1", "b1", "c1", "a2", "a3", "a4"}));
}

TEST(ServerScheduler, NoOwnerRunsMoreThanItsShareOfTheWorkers) {
  // Two workers, a share of one: while one address's long job runs and more of its jobs wait,
  // another address's job runs on the other worker at once.
  Gate gate;
  JobScheduler pool(SchedulerConfig{
      .workers = 1, .interactive_workers = 1, .background_nice = 0, .owner_share = 1});
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(pool.submit(JobClass::kHumanBot, "a", gate.blocking()));
  ASSERT_TRUE(gate.wait_for([&] { return gate.waiting == 1; }));
  ASSERT_TRUE(pool.submit(JobClass::kHumanBot, "b", gate.record("b")));
  EXPECT_TRUE(gate.wait_for([&] { return gate.ran.size() == 1; }));
  {
    std::scoped_lock lock(gate.m);
    EXPECT_EQ(gate.waiting, 1);  // the address's other jobs still wait for its first one
  }
  gate.release();
  // Its jobs then run one after another.
  EXPECT_TRUE(gate.wait_for([&] { return gate.waiting == 3; }));
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
