// Seat tokens, bad input and limits against the real server: each gets a clear error or a clean
// disconnect, changes nothing, and leaves other games alone.
#include <arpa/inet.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <fstream>
#include <thread>

#include "server/net_client.h"
#include "server/server_process.h"
#include "server/table.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;
using std::chrono::seconds;

// The seat to decide, and the other one, in a fresh two-person game.
struct TwoSeats {
  Table t;
  SeatClient* mover = nullptr;
  SeatClient* other = nullptr;
};

TwoSeats two_seats(std::uint16_t port) {
  TwoSeats out;
  out.t = create_table(port, "muskets", {"human", "human"}, 42);
  connect_all(out.t);
  for (auto& c : out.t.clients) {
    if (c.viewer < 0) continue;
    (c.latest_view["legal"].empty() ? out.other : out.mover) = &c;
  }
  return out;
}

std::uint64_t version_of(std::uint16_t port, const std::string& id) {
  return http_request(port, "GET", "/api/games/" + id).json()["version"];
}

TEST(ServerTokens, WrongTokenOtherSeatAndSpectatorCannotAct) {
  ServerProcess server;
  auto g = two_seats(server.port());
  const json first = g.mover->latest_view["legal"][0]["index"];
  // A wrong token binds nothing.
  WsClient stranger(server.port(), "/ws/games/" + g.t.id);
  stranger.send({{"type", "hello"}, {"token", std::string(32, 'a')}});
  EXPECT_NE(stranger.expect("error")["error"].get<std::string>().find("wrong token"),
            std::string::npos);
  stranger.send({{"type", "act"}, {"index", first}, {"version", 0}});
  EXPECT_NE(stranger.expect("error")["error"].get<std::string>().find("hello first"),
            std::string::npos);
  // The other seat's token acts only for the other seat, which is not to decide.
  g.other->ws->send({{"type", "act"}, {"id", 7}, {"index", first}, {"version", 0}});
  const json e = g.other->ws->expect("error");
  EXPECT_EQ(e["id"], 7);
  EXPECT_NE(e["error"].get<std::string>().find("not your turn"), std::string::npos);
  // A spectator cannot act.
  auto& spectator = g.t.clients.back();
  spectator.ws->send({{"type", "act"}, {"index", first}, {"version", 0}});
  EXPECT_NE(spectator.ws->expect("error")["error"].get<std::string>().find("spectator"),
            std::string::npos);
  // A token of another game acts for nothing here.
  auto other_game = create_table(server.port(), "muskets", {"human", "human"}, 1);
  WsClient cross(server.port(), "/ws/games/" + g.t.id);
  cross.send({{"type", "hello"}, {"token", other_game.tokens[0]}});
  EXPECT_NE(cross.expect("error")["error"].get<std::string>().find("wrong token"),
            std::string::npos);
  EXPECT_EQ(version_of(server.port(), g.t.id), 0u);
  // And the right seat can.
  g.mover->ws->send({{"type", "act"}, {"index", first}, {"version", 0}});
  EXPECT_EQ(g.mover->ws->expect("ack")["version"], 1);
}

TEST(ServerTokens, StaleVersionAndIllegalActionChangeNothing) {
  ServerProcess server;
  auto g = two_seats(server.port());
  g.mover->ws->send({{"type", "act"}, {"index", 1}, {"version", 3}});
  EXPECT_NE(g.mover->ws->expect("error")["error"].get<std::string>().find("stale version"),
            std::string::npos);
  g.mover->ws->send({{"type", "act"}, {"action", "conquer the world"}, {"version", 0}});
  EXPECT_NE(g.mover->ws->expect("error")["error"].get<std::string>().find("not a legal action"),
            std::string::npos);
  EXPECT_EQ(version_of(server.port(), g.t.id), 0u);
}

// Protocol 2 (docs/network.md): an act names the chosen action by its index in the view's legal
// list. An index past the list is refused with the list's range; text from the network is taken
// only as the exact text of a legal action, never as a prefix or a number (issue 40).
TEST(ServerActions, AnActNamesItsActionByIndexAndNothingElseMatches) {
  ServerProcess server;
  // Ready Aim Fire's setup offers many actions at once.
  TwoSeats g;
  g.t = create_table(server.port(), "ready-aim-fire", {"human", "human"}, 42);
  connect_all(g.t);
  for (auto& c : g.t.clients) {
    if (c.viewer >= 0 && !c.latest_view["legal"].empty()) g.mover = &c;
  }
  ASSERT_NE(g.mover, nullptr);
  const json& legal = g.mover->latest_view["legal"];
  ASSERT_GE(legal.size(), 2u);
  const std::size_t n = legal.size();
  g.mover->ws->send({{"type", "act"}, {"index", n + 1}, {"version", 0}});
  const std::string past = g.mover->ws->expect("error")["error"];
  EXPECT_NE(past.find(fmt::format("actions 1 to {}", n)), std::string::npos) << past;
  g.mover->ws->send({{"type", "act"}, {"index", 0}, {"version", 0}});
  EXPECT_NE(g.mover->ws->expect("error")["error"].get<std::string>().find("from 1"),
            std::string::npos);
  // The start of a legal action's text, and its number as text, name nothing.
  const std::string text = legal[n - 1]["text"];
  g.mover->ws->send({{"type", "act"}, {"action", text.substr(0, text.size() - 1)}, {"version", 0}});
  EXPECT_NE(g.mover->ws->expect("error")["error"].get<std::string>().find("not a legal action"),
            std::string::npos);
  g.mover->ws->send({{"type", "act"}, {"action", std::to_string(n)}, {"version", 0}});
  EXPECT_NE(g.mover->ws->expect("error")["error"].get<std::string>().find("not a legal action"),
            std::string::npos);
  EXPECT_EQ(version_of(server.port(), g.t.id), 0u);
  // The last index plays the last action listed: the server applies legal[index].
  g.mover->ws->send({{"type", "act"}, {"id", "last"}, {"index", n}, {"version", 0}});
  EXPECT_EQ(g.mover->ws->expect("ack")["version"], 1);
  const json record_page =
      http_request(server.port(), "POST", "/api/games/" + g.t.id + "/replay",
                   json{{"viewer", g.mover->viewer},
                        {"token", g.t.tokens[static_cast<std::size_t>(g.mover->viewer)]}}
                       .dump())
          .json();
  ASSERT_TRUE(record_page.contains("frames")) << record_page;
  EXPECT_EQ(record_page["frames"][1]["action"], text) << record_page["frames"][1];
}

TEST(ServerTokens, LeaveRevokesTheTokenAndJoinGivesANewOne) {
  ServerProcess server;
  json body = {{"game", "muskets"},
               {"seats", json::array({{{"kind", "human"}}, {{"kind", "human"}, {"open", true}}})}};
  const json created = http_request(server.port(), "POST", "/api/games", body.dump()).json();
  const std::string id = created["id"];
  EXPECT_FALSE(created["seats"][1].contains("token"));
  const json open = http_request(server.port(), "GET", "/api/games?status=open").json();
  bool listed = false;
  for (const auto& g : open["games"]) listed = listed || g["id"] == id;
  EXPECT_TRUE(listed);
  EXPECT_EQ(open.dump().find(created["seats"][0]["token"].get<std::string>()), std::string::npos);
  const auto joined = http_request(server.port(), "POST", "/api/games/" + id + "/join",
                                   json{{"seat", 1}, {"name", "Ney"}}.dump());
  ASSERT_EQ(joined.status, 200) << joined.body;
  const std::string token = joined.json()["token"];
  EXPECT_EQ(token.size(), 32u);
  EXPECT_EQ(
      http_request(server.port(), "POST", "/api/games/" + id + "/join", json{{"seat", 1}}.dump())
          .status,
      409);
  const auto left = http_request(server.port(), "POST", "/api/games/" + id + "/leave",
                                 json{{"token", token}}.dump());
  EXPECT_EQ(left.status, 200) << left.body;
  WsClient ws(server.port(), "/ws/games/" + id);
  ws.send({{"type", "hello"}, {"token", token}});
  EXPECT_NE(ws.expect("error")["error"].get<std::string>().find("wrong token"), std::string::npos);
  EXPECT_EQ(http_request(server.port(), "POST", "/api/games/" + id + "/leave",
                         json{{"token", token}}.dump())
                .status,
            403);
}

TEST(ServerInput, MalformedAndUnknownMessagesGetErrorsAndTheConnectionLives) {
  ServerProcess server;
  auto g = two_seats(server.port());
  auto& ws = *g.mover->ws;
  for (const char* bad :
       {"{", "[]", "42", R"({"type":"fly"})", R"({"type":7})",
        R"({"type":"act","action":3,"version":0})", R"({"type":"act","action":"x","version":-1})",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"}) {
    ws.send_text(bad);
    const json e = ws.expect("error");
    EXPECT_FALSE(e["error"].get<std::string>().empty()) << bad;
  }
  ws.send({{"type", "ping"}, {"id", "p"}});
  EXPECT_EQ(ws.expect("pong")["id"], "p");
  EXPECT_EQ(version_of(server.port(), g.t.id), 0u);
}

TEST(ServerInput, OversizedMessageClosesOnlyThatConnection) {
  ServerProcess server;
  auto g = two_seats(server.port());
  g.other->ws->send_text(std::string(70 * 1024, ' '));
  while (g.other->ws->read_raw(seconds(10))) {
  }
  EXPECT_TRUE(g.other->ws->closed());
  g.mover->ws->send({{"type", "ping"}});
  EXPECT_EQ(g.mover->ws->expect("pong")["type"], "pong");
}

TEST(ServerInput, FloodIsRefusedThenClosed) {
  // A bucket of 100 (20 a second over 5 s) for the address.
  ServerProcess server({}, {"--rate-limit", "20"});
  auto g = two_seats(server.port());
  auto& ws = *g.other->ws;
  try {
    for (int i = 0; i < 200; ++i) ws.send({{"type", "ping"}});
  } catch (const std::exception&) {
    // Closed by the server while still sending: that is the point.
  }
  int pongs = 0;
  int refusals = 0;
  while (auto raw = ws.read_raw(seconds(10))) {
    const json j = json::parse(*raw);
    pongs += j["type"] == "pong";
    refusals += j["type"] == "error";
  }
  EXPECT_TRUE(ws.closed());
  EXPECT_LE(pongs, 110);
  EXPECT_GE(refusals, 1);
  // The other seat shares the flooder's address, so its bucket: once it has refilled a little,
  // that seat is served again.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  g.mover->ws->send({{"type", "ping"}});
  EXPECT_EQ(g.mover->ws->expect("pong")["type"], "pong");
}

TEST(ServerInput, VanishingClientMidMessageLeavesOthersPlaying) {
  ServerProcess server;
  auto g = two_seats(server.port());
  {
    // A raw TCP client that upgrades, starts a frame and disappears in the middle of it.
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(server.port());
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
    const std::string upgrade =
        "GET /ws/games/" + g.t.id +
        " HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n";
    ASSERT_EQ(write(fd, upgrade.data(), upgrade.size()), static_cast<ssize_t>(upgrade.size()));
    char reply[512];
    ASSERT_GT(read(fd, reply, sizeof reply), 0);
    // A masked text frame announcing 100 bytes, of which 5 arrive.
    const unsigned char frame[] = {0x81, 0x80 | 100, 1, 2, 3, 4, 'h', 'e', 'l', 'l', 'o'};
    ASSERT_EQ(write(fd, frame, sizeof frame), static_cast<ssize_t>(sizeof frame));
    close(fd);
  }
  std::mt19937_64 rng(1);
  EXPECT_GT(play_random(g.t, rng, 10), 0u);
}

TEST(ServerHttp, LobbyErrorsAreClear) {
  ServerProcess server;
  const auto port = server.port();
  EXPECT_EQ(http_request(port, "POST", "/api/games", "{not json").status, 400);
  EXPECT_EQ(http_request(port, "POST", "/api/games", R"({"game":"chess","seats":[]})").status, 400);
  const auto wrong_seats =
      http_request(port, "POST", "/api/games", R"({"game":"muskets","seats":[{"kind":"human"}]})");
  EXPECT_EQ(wrong_seats.status, 400);
  EXPECT_NE(wrong_seats.body.find("2 players"), std::string::npos);
  EXPECT_EQ(
      http_request(port, "POST", "/api/games",
                   R"({"game":"muskets","seats":[{"kind":"human"},{"kind":"bot","bot":"nobody"}]})")
          .status,
      400);
  EXPECT_EQ(http_request(port, "GET", "/api/games/nope").status, 404);
  EXPECT_EQ(http_request(port, "POST", "/api/games", std::string(70 * 1024, ' ')).status, 413);
  const auto t = create_table(port, "muskets", {"human", "human"}, 3);
  EXPECT_EQ(http_request(port, "GET", "/api/games/" + t.id + "/record").status, 409);
  const json catalog = http_request(port, "GET", "/api/catalog").json();
  EXPECT_GE(catalog["games"].size(), 4u);
  // A Ready Aim Fire nation says what choosing it means: breakpoint (L330-336) and army.
  bool noted = false;
  for (const auto& g : catalog["games"]) {
    if (g["id"] != "ready-aim-fire") continue;
    for (const auto& o : g["options"]) {
      if (o["name"] != "nation_a") continue;
      noted = true;
      EXPECT_EQ(o["choice_notes"]["france"],
                "France: breakpoint 31 (L330-336); 28 battalions (L197-209)")
          << o.dump();
      EXPECT_NE(o["choice_notes"]["random"].get<std::string>().find("random"), std::string::npos);
    }
  }
  EXPECT_TRUE(noted);
  // Every game's ismcts says in words how strong each level plays (issue 28; docs/ai.md).
  for (const auto& g : catalog["games"]) {
    bool described = false;
    for (const auto& b : g["bots"]) {
      if (b["name"] != "ismcts") continue;
      described = true;
      for (const char* level : {"easy", "medium", "hard"}) {
        ASSERT_TRUE(b.contains("level_notes")) << g["id"];
        EXPECT_FALSE(b["level_notes"].value(level, std::string()).empty()) << g["id"] << level;
      }
    }
    EXPECT_TRUE(described) << g["id"];
  }
  // Nothing listed carries a token.
  const std::string listing = http_request(port, "GET", "/api/games").body;
  EXPECT_EQ(listing.find(t.tokens[0]), std::string::npos);
  EXPECT_EQ(listing.find(t.tokens[1]), std::string::npos);
}

TEST(ServerHttp, TheRegCompanionOpensNoFileOnTheServersMachine) {
  ServerProcess server;
  const auto port = server.port();
  const auto target = std::filesystem::temp_directory_path() / "bivouac-reg-written-by-a-stranger";
  std::filesystem::remove(target);
  const std::vector<json> requests = {
      {{"calc", "session"}, {"action", "save"}, {"file", target.string()}},
      {{"calc", "session"}, {"action", "load"}, {"file", "/etc/hostname"}},
      {{"calc", "army"}, {"file", "/etc/hostname"}},
      {{"calc", "faces"}, {"file", "/etc/hostname"}},
      {{"calc", "deck"}, {"file", "/etc/hostname"}},
      {{"calc", "kab"}, {"target", "general"}, {"level", "LG"}, {"faces_file", "/etc/hostname"}},
      {{"calc", "kab"}, {"target", "general"}, {"level", "LG"}, {"deck_file", "/etc/hostname"}}};
  for (const json& req : requests) {
    const auto r = http_request(port, "POST", "/api/reg", req.dump());
    EXPECT_NE(r.body.find("this server opens no files for a request"), std::string::npos)
        << req.dump() << " -> " << r.body;
    EXPECT_EQ(r.body.find("hostname\\\""), std::string::npos) << r.body;
  }
  EXPECT_FALSE(std::filesystem::exists(target)) << "a request wrote a file on the server";
  // What needs no file still works.
  const auto ok =
      http_request(port, "POST", "/api/reg", R"({"calc":"kab","target":"general","level":"LG"})");
  EXPECT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(ok.json()["ok"], true) << ok.body;
}

TEST(ServerHttp, ACardsTextComesWithItsRuleLines) {
  ServerProcess server;
  const auto port = server.port();
  const auto rifles = http_request(port, "POST", "/api/card",
                                   json{{"game", "ready-aim-fire"}, {"name", "Rifles"}}.dump());
  ASSERT_EQ(rifles.status, 200) << rifles.body;
  const std::string text = rifles.json()["text"];
  EXPECT_NE(text.find("Rifles"), std::string::npos) << text;
  EXPECT_NE(text.find("L2"), std::string::npos) << "cites its rule line: " << text;
  const auto unknown = http_request(port, "POST", "/api/card",
                                    json{{"game", "ready-aim-fire"}, {"name", "Zeppelin"}}.dump());
  EXPECT_EQ(unknown.status, 400) << unknown.body;
  EXPECT_EQ(http_request(port, "GET", "/api/card").status, 405);
  EXPECT_EQ(http_request(port, "POST", "/api/card", R"({"name":"Rifles"})").status, 400);
}

TEST(ServerHttp, BotSeatsOverTheServersBudgetAreRefusedAtCreation) {
  ServerProcess server;
  const auto port = server.port();
  const auto with_bot = [&](const std::string& bot) {
    return http_request(
        port, "POST", "/api/games",
        json{{"game", "muskets"},
             {"seats", json::array({{{"kind", "human"}}, {{"kind", "bot"}, {"bot", bot}}})}}
            .dump());
  };
  for (const char* costly : {"ismcts:time=60", "ismcts:iters=5000000", "ismcts:threads=8"}) {
    const auto r = with_bot(costly);
    EXPECT_EQ(r.status, 400) << costly;
    EXPECT_NE(r.body.find("seats[1]"), std::string::npos) << r.body;
    EXPECT_NE(r.body.find("this server allows a bot at most 5 s, 100000 iterations"),
              std::string::npos)
        << r.body;
  }
  const auto before = http_request(port, "GET", "/api/games").json()["games"].size();
  for (const char* fits : {"ismcts:hard", "ismcts:time=2", "ismcts:iters=20000", "heuristic"}) {
    EXPECT_EQ(with_bot(fits).status, 200) << fits;
  }
  EXPECT_EQ(http_request(port, "GET", "/api/games").json()["games"].size(), before + 4)
      << "the refused games were not created";
}

TEST(ServerTokens, ARematchReachesASeatThatWasNotConnectedWhenItNextSaysHello) {
  ServerProcess server({}, unthrottled_clients());  // random clients act at once
  auto g = two_seats(server.port());
  // Play the game to its end with the table's clients, then the mover's connection goes away.
  std::mt19937_64 rng(5);
  drain_to(g.t, play_random(g.t, rng));
  const int absent = g.other->viewer;
  const std::string absent_token = g.other->token;
  g.other->ws.reset();
  const auto made = http_request(server.port(), "POST", "/api/games/" + g.t.id + "/rematch",
                                 json{{"token", g.mover->token}}.dump());
  ASSERT_EQ(made.status, 200) << made.body;
  const std::string rematch = made.json()["id"];
  // The absent player comes back to the old game with the old token and learns the new one.
  WsClient back(server.port(), "/ws/games/" + g.t.id);
  back.send({{"type", "hello"}, {"token", absent_token}});
  const json offer = back.expect("rematch");
  EXPECT_EQ(offer["id"], rematch);
  const std::string token = offer["token"];
  EXPECT_EQ(token.size(), 32u);
  EXPECT_NE(token, made.json()["token"].get<std::string>());
  EXPECT_NE(offer["seat"].get<int>(), absent) << "sides are swapped in a rematch";
  // That token acts for its seat in the new game.
  WsClient seat(server.port(), "/ws/games/" + rematch);
  seat.send({{"type", "hello"}, {"token", token}});
  EXPECT_EQ(seat.expect("welcome")["seat"], offer["seat"]);
  // A spectator of the old game is told nothing.
  WsClient watcher(server.port(), "/ws/games/" + g.t.id);
  watcher.send({{"type", "hello"}, {"spectator", true}});
  watcher.expect("welcome");
  while (auto raw = watcher.read_raw(std::chrono::milliseconds(300))) {
    EXPECT_EQ(raw->find("rematch"), std::string::npos) << *raw;
    EXPECT_EQ(raw->find(token), std::string::npos);
  }
}

TEST(ServerHttp, StaticFilesStayInsideTheirDirectory) {
  const auto dir = std::filesystem::temp_directory_path() / "bivouac-static-test";
  std::filesystem::create_directories(dir / "web" / "assets");
  std::ofstream(dir / "web" / "index.html") << "<p>client</p>";
  std::ofstream(dir / "web" / "assets" / "app.js") << "let x = 1;";
  std::ofstream(dir / "secret.txt") << "do not serve";
  ServerProcess server({}, {"--static", (dir / "web").string()});
  const auto port = server.port();
  EXPECT_EQ(http_request(port, "GET", "/").body, "<p>client</p>");
  EXPECT_EQ(http_request(port, "GET", "/assets/app.js").body, "let x = 1;");
  EXPECT_EQ(http_request(port, "GET", "/play/abc").body, "<p>client</p>");  // a client route
  for (const char* bad :
       {"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt",
        "/assets/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/.hidden", "/assets/missing.js"}) {
    const auto res = http_request(port, "GET", bad);
    EXPECT_EQ(res.body.find("do not serve"), std::string::npos) << bad;
    EXPECT_EQ(res.status, 404) << bad;
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace bivouac::server::testing
