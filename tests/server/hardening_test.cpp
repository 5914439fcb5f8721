// Issue 26's reproductions against the real server: a Ready Aim Fire state that crashed it, numbers
// no double holds, request smuggling through Transfer-Encoding, malformed requests, chosen seeds
// and names that disguise themselves. Each is refused with a clear 400 (or a WebSocket error), and
// the server goes on serving.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/match.h"
#include "core/registry.h"
#include "core/resources.h"
#include "server/net_client.h"
#include "server/server_process.h"
#include "server/table.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

// Sends `bytes` on a fresh connection, half-closes, and returns everything the server writes
// until it closes the connection (or 5 s pass).
std::string raw_exchange(std::uint16_t port, const std::string& bytes) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    throw std::runtime_error("connect failed");
  }
  timeval tv{5, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  std::size_t sent = 0;
  while (sent < bytes.size()) {
    const ssize_t n = write(fd, bytes.data() + sent, bytes.size() - sent);
    if (n <= 0) break;
    sent += static_cast<std::size_t>(n);
  }
  std::string out;
  char buf[4096];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n <= 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  close(fd);
  return out;
}

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

void expect_still_serving(std::uint16_t port) {
  EXPECT_EQ(http_request(port, "GET", "/api/catalog").status, 200) << "the server went away";
}

// A Ready Aim Fire position in `step`, reached by random play through the game's own interface.
json raf_position_in(const std::string& step) {
  const GamePtr game = GameRegistry::instance().create("ready-aim-fire");
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    auto s = game->new_initial_state(seed);
    Rng rng(seed);
    ActionList legal;
    for (int i = 0; i < 3000 && !game->is_terminal(*s); ++i) {
      json doc = state_document(*game, *s);
      if (doc["state"]["step"] == step) return doc;
      game->legal_actions(*s, legal);
      game->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
  }
  throw std::runtime_error("no random game reached " + step);
}

json record_from(const json& start, const json& actions) {
  return {{"format", "bivouac-record"},
          {"version", 1},
          {"game", "ready-aim-fire"},
          {"seed", 1},
          {"start", start},
          {"actions", actions}};
}

TEST(Issue26, ARafStateWithTheDefenderOutsideItsStackIsRefusedNotACrash) {
  ServerProcess server;
  const auto port = server.port();
  for (const char* step : {"attack_reroll", "defend_reroll"}) {
    const json position = raf_position_in(step);
    // The unmutated position replays: the refusals below are about the fields alone.
    const auto good = http_request(port, "POST", "/api/replay",
                                   record_from(position, json::array({"keep the roll"})).dump());
    ASSERT_EQ(good.status, 200) << step << ": " << good.body;
    for (const char* field : {"defender_slot", "defender_support"}) {
      for (int v = 5; v <= 8; ++v) {
        json bad = position;
        bad["state"]["combat"][field] = v;
        for (const char* action : {"keep the roll", "re-roll with general"}) {
          const auto res = http_request(port, "POST", "/api/replay",
                                        record_from(bad, json::array({action})).dump());
          EXPECT_EQ(res.status, 400) << step << " " << field << "=" << v << ": " << res.body;
          EXPECT_NE(res.body.find(std::string("combat.") + field), std::string::npos) << res.body;
        }
      }
    }
    expect_still_serving(port);
  }
}

TEST(Issue26, ANumberNoDoubleHoldsIsA400NamingTheField) {
  ServerProcess server;
  const auto port = server.port();
  const auto create = http_request(
      port, "POST", "/api/games",
      R"({"game":"muskets","seats":[{"kind":"human"},{"kind":"human"}],"turns":1e400})");
  EXPECT_EQ(create.status, 400);
  EXPECT_NE(create.body.find("\\\"turns\\\""), std::string::npos) << create.body;
  EXPECT_NE(create.body.find("out of range"), std::string::npos) << create.body;
  const auto replay = http_request(
      port, "POST", "/api/replay",
      R"({"format":"bivouac-record","version":1,"game":"muskets","seed":1e400,"actions":[]})");
  EXPECT_EQ(replay.status, 400) << "was a 500 quoting the exception";
  EXPECT_NE(replay.body.find("seed"), std::string::npos) << replay.body;
  EXPECT_EQ(replay.body.find("json.exception"), std::string::npos) << replay.body;
  // Over the WebSocket: an error naming the field, and the connection still answers.
  const Table t = create_table(port, "muskets", {"human", "human"}, 5);
  WsClient ws(port, "/ws/games/" + t.id);
  ws.send_text(R"({"type":"hello","token":")" + t.tokens[0] + R"("})");
  (void)ws.expect("view");
  ws.send_text(R"({"type":"act","action":"x","version":[1,2,-1e999]})");
  const json error = ws.expect("error");
  EXPECT_NE(error["error"].get<std::string>().find("version[2]"), std::string::npos) << error;
  ws.send({{"type", "ping"}});
  EXPECT_EQ(ws.expect("pong")["type"], "pong");
  expect_still_serving(port);
}

TEST(Issue26, ATransferEncodingOtherThanChunkedIsA400AndTheBodyIsNeverASecondRequest) {
  ServerProcess server;
  const auto port = server.port();
  // The body is a complete second request: a server that took the body as the next request
  // would answer it with the catalog.
  const std::string smuggled = "GET /api/catalog HTTP/1.1\r\nHost: x\r\n\r\n";
  const std::string length = std::to_string(smuggled.size());
  for (const std::string coding : {"xchunked", "identity", "chunked, identity", "gzip"}) {
    const std::string reply =
        raw_exchange(port, "POST /api/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: " + coding +
                               "\r\n\r\n" + smuggled);
    EXPECT_EQ(reply.rfind("HTTP/1.1 400", 0), 0u) << coding << ": " << reply;
    EXPECT_EQ(count_of(reply, "HTTP/1.1 "), 1) << coding << ": the body was answered: " << reply;
    EXPECT_NE(reply.find("Transfer-Encoding"), std::string::npos) << reply;
  }
  const std::string both =
      raw_exchange(port, "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: " + length +
                             "\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + smuggled);
  EXPECT_EQ(both.rfind("HTTP/1.1 400", 0), 0u) << both;
  EXPECT_EQ(count_of(both, "HTTP/1.1 "), 1) << both;
  // Exactly `chunked` still works.
  const std::string body = R"({"game":"muskets","name":"Cannon"})";
  char size[16];
  std::snprintf(size, sizeof size, "%zx", body.size());
  const std::string chunked =
      raw_exchange(port,
                   "POST /api/card HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: "
                   "chunked\r\n\r\n" +
                       std::string(size) + "\r\n" + body + "\r\n0\r\n\r\n");
  EXPECT_EQ(count_of(chunked, "HTTP/1.1 "), 1) << chunked;
  EXPECT_EQ(chunked.rfind("HTTP/1.1 200", 0), 0u) << chunked;
  expect_still_serving(port);
}

TEST(Issue26, AMalformedRequestGetsA400BeforeTheClose) {
  ServerProcess server;
  const auto port = server.port();
  for (const std::string& bad :
       {std::string("GARBAGE\r\n\r\n"), std::string("GET / HTTP/1.1\r\nHost x\r\n\r\n"),
        std::string("GET / HTTP/9.9\r\nHost: x\r\n\r\n"),
        std::string("POST /api/games HTTP/1.1\r\nHost: x\r\nContent-"
                    "Length: 12abc\r\n\r\n")}) {
    const std::string reply = raw_exchange(port, bad);
    EXPECT_EQ(reply.rfind("HTTP/1.1 400", 0), 0u) << bad << " -> " << reply;
  }
  expect_still_serving(port);
}

TEST(Issue26, AClientsSeedIsRefusedUnlessTheOperatorAllowsIt) {
  const std::string with_seed =
      R"({"game":"muskets","seed":42,"seats":[{"kind":"human"},{"kind":"human","open":true}]})";
  {
    ServerProcess strict({}, {}, ClientSeeds::kRefused);
    const auto refused = http_request(strict.port(), "POST", "/api/games", with_seed);
    EXPECT_EQ(refused.status, 400);
    EXPECT_NE(refused.body.find("--allow-client-seeds"), std::string::npos) << refused.body;
    const auto drawn = http_request(
        strict.port(), "POST", "/api/games",
        R"({"game":"muskets","seats":[{"kind":"human"},{"kind":"human","open":true}]})");
    EXPECT_EQ(drawn.status, 200) << drawn.body;
  }
  ServerProcess allowing;  // the suite's servers run with --allow-client-seeds
  EXPECT_EQ(http_request(allowing.port(), "POST", "/api/games", with_seed).status, 200);
}

TEST(Issue26, NamesAreNormalizedAndNeverControlsBidiOrAnotherSeatsDefault) {
  ServerProcess server;
  const auto port = server.port();
  auto create = [&](const std::string& name) {
    const json body = {
        {"game", "muskets"},
        {"seats", json::array({{{"kind", "human"}, {"name", name}}, {{"kind", "human"}}})}};
    return http_request(port, "POST", "/api/games", body.dump());
  };
  const auto bidi = create(
      "\xE2\x80\xAE"
      "evil");  // U+202E RIGHT-TO-LEFT OVERRIDE
  EXPECT_EQ(bidi.status, 400);
  EXPECT_NE(bidi.body.find("bidirectional"), std::string::npos) << bidi.body;
  const auto bell = create("bell\x07");
  EXPECT_EQ(bell.status, 400);
  EXPECT_NE(bell.body.find("control character"), std::string::npos) << bell.body;
  const auto impostor = create("Player 2");
  EXPECT_EQ(impostor.status, 400);
  EXPECT_NE(impostor.body.find("default name"), std::string::npos) << impostor.body;
  EXPECT_EQ(create("player 2 ").status, 400) << "case and spaces do not make another name";
  EXPECT_EQ(create("Player 1").status, 200) << "a seat's own default name is its name";
  // "e" + COMBINING ACUTE ACCENT is stored as the one character U+00E9.
  const auto composed = create("Ren\x65\xCC\x81");
  ASSERT_EQ(composed.status, 200) << composed.body;
  EXPECT_EQ(composed.json()["seats"][0]["name"], "Ren\xC3\xA9");
  // Joining an open seat checks the name the same way.
  const auto open =
      http_request(port, "POST", "/api/games",
                   R"({"game":"muskets","seats":[{"kind":"human"},{"kind":"human","open":true}]})");
  const std::string id = open.json()["id"];
  const json join_bidi = {{"seat", 1}, {"name", "\xE2\x81\xA6x"}};  // U+2066 LEFT-TO-RIGHT ISOLATE
  const auto refused = http_request(port, "POST", "/api/games/" + id + "/join", join_bidi.dump());
  EXPECT_EQ(refused.status, 400);
  EXPECT_NE(refused.body.find("bidirectional"), std::string::npos) << refused.body;
  const json join_ok = {{"seat", 1}, {"name", "Guest"}};
  EXPECT_EQ(http_request(port, "POST", "/api/games/" + id + "/join", join_ok.dump()).status, 200)
      << "the refused join changed nothing: the seat is still open";
  expect_still_serving(port);
}

// Issue 41, item 11: lookalikes of another seat's name are refused, whatever trick makes them
// look alike, and two seats of one game never share a name.
TEST(Issue41, NamesThatLookLikeAnotherSeatsAreRefused) {
  ServerProcess server;
  const auto port = server.port();
  auto create = [&](const std::string& name) {
    const json body = {
        {"game", "muskets"},
        {"seats", json::array({{{"kind", "human"}, {"name", name}}, {{"kind", "human"}}})}};
    return http_request(port, "POST", "/api/games", body.dump());
  };
  const std::vector<std::string> player_2 = {
      "Player\u200B 2",                                    // zero-width space
      "Player\u00A02",                                     // no-break space
      "\uFF30\uFF4C\uFF41\uFF59\uFF45\uFF52 2",            // fullwidth letters
      "\uFF30\uFF4C\uFF41\uFF59\uFF45\uFF52\u3000\uFF12",  // and ideographic space, fullwidth 2
      "Pl\u0430yer 2",                                     // Cyrillic a
      "Pl\u0430y\u0435r 2",                                // Cyrillic a and e
      "Player\u31642",                                     // U+3164 HANGUL FILLER as the space
      "Player 2\u3164",                                    // ... after it
      "\u200BPlayer 2",                                    // a leading zero-width space
      "Player\u20602",                                     // word joiner
      "Play\u00ADer 2",                                    // soft hyphen
      "PLAYER  2",                                         // case and two spaces
      "PIayer 2",                                          // capital I for l
      "Player\u20072",                                     // figure space
  };
  ASSERT_EQ(player_2.size(), 14u);
  for (const std::string& name : player_2) {
    const auto r = create(name);
    EXPECT_EQ(r.status, 400) << name << ": " << r.body;
  }
  // Names of their own, emoji included, still pass; a name of nothing visible does not.
  for (const std::string name :
       {"Player 3", "Ney", "\u00C9mile", "\U0001F44D\U0001F3FD", "\u2764\uFE0F", "\u5F20\u4F1F"}) {
    const auto r = create(name);
    EXPECT_EQ(r.status, 200) << name << ": " << r.body;
  }
  EXPECT_EQ(create(" \u3000 ").status, 400);
  // Two seats of one game: the second may not take the first's name, by any lookalike.
  const json twins = {
      {"game", "muskets"},
      {"seats", json::array({{{"kind", "human"}, {"name", "Alice"}},
                             {{"kind", "human"}, {"name", "\u0410lice"}}})}};  // Cyrillic A
  const auto refused_twins = http_request(port, "POST", "/api/games", twins.dump());
  EXPECT_EQ(refused_twins.status, 400) << refused_twins.body;
  EXPECT_NE(refused_twins.body.find("another seat"), std::string::npos) << refused_twins.body;
  // A joiner may not take the creator's name.
  const json open = {{"game", "muskets"},
                     {"seats", json::array({{{"kind", "human"}, {"name", "Alice"}},
                                            {{"kind", "human"}, {"open", true}}})}};
  const std::string id = http_request(port, "POST", "/api/games", open.dump()).json()["id"];
  const std::string join = "/api/games/" + id + "/join";
  for (const std::string name :
       {"Alice", "alice", " ALICE", "\u0410lice", "Al\u200Bice", "\uFF21lice", "Player 1"}) {
    const auto r = http_request(port, "POST", join, json{{"seat", 1}, {"name", name}}.dump());
    EXPECT_EQ(r.status, 400) << name << ": " << r.body;
  }
  const auto joined = http_request(port, "POST", join, json{{"seat", 1}, {"name", "Bob"}}.dump());
  EXPECT_EQ(joined.status, 200) << "the refused joins changed nothing: " << joined.body;
  expect_still_serving(port);
}

// A reply with every occurrence of `path` removed: what it says apart from echoing the name.
std::string without(std::string text, const std::string& path) {
  for (auto at = text.find(path); at != std::string::npos; at = text.find(path))
    text.erase(at, path.size());
  return text;
}

TEST(Issue26, NoRequestNamesAFileAndNoErrorTellsWhetherOneExists) {
  ServerProcess server;
  const auto port = server.port();
  const std::vector<std::string> paths = {"/etc/hostname", "/no/such/file.toml", "/dev/stdin",
                                          "../../../../etc/passwd"};
  const GamePtr muskets = GameRegistry::instance().create("muskets");
  const json start = state_document(*muskets, *muskets->new_initial_state(1));
  for (const char* endpoint : {"card", "games", "replay", "replay-start"}) {
    std::string first_reply;
    for (const std::string& path : paths) {
      const std::string spec = "muskets:cards=" + path;
      std::string target = std::string("/api/") + endpoint;
      json body;
      if (target == "/api/card") {
        body = {{"game", spec}, {"name", "Cannon"}};
      } else if (target == "/api/games") {
        body = {{"game", spec}, {"seats", json::array({{{"kind", "human"}}, {{"kind", "human"}}})}};
      } else {
        target = "/api/replay";
        body = {{"format", "bivouac-record"},
                {"version", 1},
                {"game", spec},
                {"seed", 1},
                {"actions", json::array()}};
        if (std::string(endpoint) == "replay-start") {
          body["game"] = "muskets";
          body["start"] = start;
          body["start"]["game"] = spec;
        }
      }
      const auto res = http_request(port, "POST", target, body.dump());
      EXPECT_EQ(res.status, 400) << endpoint << " " << path << ": " << res.body;
      EXPECT_NE(res.body.find("not a card list this server offers"), std::string::npos)
          << endpoint << " " << path << ": " << res.body;
      // The same words whether the file exists, is missing or is a device.
      const std::string said = without(res.body, path);
      if (first_reply.empty()) first_reply = said;
      EXPECT_EQ(said, first_reply) << endpoint << " " << path;
    }
  }
  expect_still_serving(port);
}

TEST(Issue26, CardListsComeInlineOrFromTheOperatorsDirectoryAndAreStoredWithTheGame) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("bivouac-cards-dir-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string builtin = std::string(*resource("src/games/muskets/cards.toml"));
  std::ofstream(dir / "house.toml") << builtin;
  const json seats = json::array({{{"kind", "human"}}, {{"kind", "human"}}});
  ServerProcess server({}, {"--cards-dir", dir.string()});
  auto port = server.port();
  // By the operator's name.
  const auto named = http_request(port, "POST", "/api/games",
                                  json{{"game", "muskets:cards=house"}, {"seats", seats}}.dump());
  ASSERT_EQ(named.status, 200) << named.body;
  const std::string named_id = named.json()["id"];
  EXPECT_NE(named.json()["game"].get<std::string>().find("cards=list-"), std::string::npos)
      << "stored under the list's content name: " << named.body;
  // Inline, in the request.
  const auto sent =
      http_request(port, "POST", "/api/games",
                   json{{"game", "muskets"}, {"cards", builtin}, {"seats", seats}}.dump());
  ASSERT_EQ(sent.status, 200) << sent.body;
  const std::string sent_id = sent.json()["id"];
  const auto card =
      http_request(port, "POST", "/api/card",
                   json{{"game", "muskets"}, {"cards", builtin}, {"name", "Cannon"}}.dump());
  EXPECT_EQ(card.status, 200) << card.body;
  const auto broken = http_request(
      port, "POST", "/api/games",
      json{{"game", "muskets"}, {"cards", "[[card]]\nname = 3\n"}, {"seats", seats}}.dump());
  EXPECT_EQ(broken.status, 400) << broken.body;
  // The list leaves the directory; a restart still has both games, on the lists they were made
  // with, and a new game can no longer name it.
  std::filesystem::remove(dir / "house.toml");
  server.stop();
  server.restart();
  port = server.port();
  for (const std::string* id : {&named_id, &sent_id}) {
    const auto summary = http_request(port, "GET", "/api/games/" + *id);
    EXPECT_EQ(summary.status, 200) << *id << ": " << summary.body;
    // The summary is the stored listing; a replay rebuilds the game itself from the database.
    const auto replay = http_request(port, "GET", "/api/games/" + *id + "/replay");
    EXPECT_EQ(replay.status, 200) << *id << ": " << replay.body;
  }
  EXPECT_EQ(http_request(port, "POST", "/api/games",
                         json{{"game", "muskets:cards=house"}, {"seats", seats}}.dump())
                .status,
            400);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace bivouac::server::testing
