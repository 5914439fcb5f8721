// Per-address quotas, the connection cap, the hello timeout and the trusted proxy, against the
// real server on loopback (docs/network.md, "Quotas"): each limit refuses with a clear message
// and changes nothing, and the server keeps serving the clients it has.
#include <arpa/inet.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <sstream>
#include <thread>

#include "server/net_client.h"
#include "server/sanitized.h"
#include "server/server_process.h"
#include "server/table.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;
using std::chrono::milliseconds;
using std::chrono::seconds;
using Headers = std::vector<std::pair<std::string, std::string>>;

const std::string kTwoHumans = R"({"game":"muskets","seats":[{"kind":"human"},{"kind":"human"}]})";
const std::string kOpenSeat =
    R"({"game":"muskets","seats":[{"kind":"human"},{"kind":"human","open":true}]})";
// Bots that think a fifth of a second a move on one thread: a game that lasts the whole test.
const std::string kBotsOnly =
    R"({"game":"muskets","seats":[{"kind":"bot","bot":"ismcts:time=0.2,threads=1"},)"
    R"({"kind":"bot","bot":"ismcts:time=0.2,threads=1"}]})";

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

std::size_t games_listed(std::uint16_t port) {
  return http_request(port, "GET", "/api/games").json()["games"].size();
}

// A raw TCP connection to the server that sends nothing, from `from` (another loopback address
// is another client). -1 when the connection failed.
int raw_connect(std::uint16_t port, const char* from = nullptr) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (from != nullptr) {
    sockaddr_in src{};
    src.sin_family = AF_INET;
    inet_pton(AF_INET, from, &src.sin_addr);
    if (bind(fd, reinterpret_cast<sockaddr*>(&src), sizeof src) != 0) {
      close(fd);
      return -1;
    }
  }
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

// GET /api/catalog on a raw connection that closes after the reply: the status line's code and
// the body (0 when nothing came).
std::pair<int, std::string> raw_catalog(std::uint16_t port, const char* from = nullptr) {
  const int fd = raw_connect(port, from);
  if (fd < 0) return {0, {}};
  const std::string req =
      "GET /api/catalog HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
  if (send(fd, req.data(), req.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(req.size())) {
    close(fd);
    return {0, {}};
  }
  std::string reply;
  char buf[16384];
  pollfd p{fd, POLLIN, 0};
  while (poll(&p, 1, 10'000) > 0) {
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    reply.append(buf, static_cast<std::size_t>(n));
  }
  close(fd);
  if (reply.size() < 12) return {0, reply};
  const auto body = reply.find("\r\n\r\n");
  return {std::stoi(reply.substr(9, 3)), body == std::string::npos ? "" : reply.substr(body + 4)};
}

// True when the server closed `fd` (end of stream or reset) within `timeout`.
bool closed_by_server(int fd, milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) > 0) {
      char buf[4096];
      const ssize_t n = recv(fd, buf, sizeof buf, 0);
      if (n <= 0) return true;
    }
  }
  return false;
}

// Waits until the server has closed `want` of `fds` (each closed here too, and removed), for at
// most `timeout`; returns how many it closed. `said` gets the text of the replies they had.
std::size_t wait_closed(std::vector<int>& fds, std::size_t want, milliseconds timeout,
                        std::string& said) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  std::size_t closed = 0;
  while (closed < want && std::chrono::steady_clock::now() < deadline && !fds.empty()) {
    std::vector<pollfd> polls;
    for (const int fd : fds) polls.push_back({fd, POLLIN, 0});
    if (poll(polls.data(), polls.size(), 100) <= 0) continue;
    for (const pollfd& p : polls) {
      if ((p.revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
      char buf[4096];
      const ssize_t n = recv(p.fd, buf, sizeof buf, 0);
      if (n > 0) {
        said.append(buf, static_cast<std::size_t>(n));
        continue;
      }
      close(p.fd);
      std::erase(fds, p.fd);
      ++closed;
    }
  }
  return closed;
}

// The pong for a ping on an open, bound connection: the server still serves it.
bool answers_ping(WsClient& ws) {
  ws.send({{"type", "ping"}, {"id", 99}});
  return ws.expect("pong")["id"] == 99;
}

TEST(ServerQuota, AFloodOfAHundredThousandGamesFromOneAddressIsStoppedAtTheQuota) {
  ServerProcess server;
  // A game being played before the flood: it must go on being served.
  auto t = create_table(server.port(), "muskets", {"human", "random"}, 7);
  connect_all(t, false);
  // One keep-alive connection, requests pipelined in batches, as a flooding client would.
  namespace net = boost::asio;
  namespace http = boost::beast::http;
  net::io_context ioc;
  boost::beast::tcp_stream stream(ioc);
  stream.connect(net::ip::tcp::endpoint(net::ip::make_address("127.0.0.1"), server.port()));
  http::request<http::string_body> req{http::verb::post, "/api/games", 11};
  req.set(http::field::host, "127.0.0.1");
  req.set(http::field::content_type, "application/json");
  req.body() = kTwoHumans;
  req.prepare_payload();
  std::string one;
  {
    std::ostringstream out;
    out << req;
    one = out.str();
  }
  const int kFlood = release_or_sanitized(100'000, 20'000);
  constexpr int kBatch = 1000;
  std::string batch;
  for (int i = 0; i < kBatch; ++i) batch += one;
  int created = 0;
  int refused = 0;
  std::string refusal;
  boost::beast::flat_buffer buffer;
  for (int sent = 0; sent < kFlood; sent += kBatch) {
    stream.expires_after(seconds(60));
    net::write(stream, net::buffer(batch));
    for (int i = 0; i < kBatch; ++i) {
      http::response<http::string_body> res;
      http::read(stream, buffer, res);
      if (res.result_int() == 200) {
        ++created;
      } else {
        ASSERT_EQ(res.result_int(), 429) << res.body();
        ++refused;
        if (refusal.empty()) refusal = json::parse(res.body())["error"];
      }
    }
  }
  EXPECT_EQ(created + refused, kFlood);
  // The default quota is 30 a minute, refilled evenly: the burst and what refilled meanwhile.
  EXPECT_GE(created, 29);
  EXPECT_LE(created, 29 + 60);
  EXPECT_TRUE(contains(refusal, "too many games created from your address")) << refusal;
  EXPECT_TRUE(contains(refusal, "30 a minute")) << refusal;
  EXPECT_EQ(games_listed(server.port()), static_cast<std::size_t>(created) + 1);
  EXPECT_TRUE(answers_ping(*t.clients[0].ws));
}

TEST(ServerQuota, OpenGamesWaitingForPlayersAreCappedPerAddress) {
  ServerProcess server({}, {"--max-open-games", "2"});
  std::vector<std::string> ids;
  for (int i = 0; i < 2; ++i) {
    const auto r = http_request(server.port(), "POST", "/api/games", kOpenSeat);
    ASSERT_EQ(r.status, 200) << r.body;
    ids.push_back(r.json()["id"]);
  }
  const auto refused = http_request(server.port(), "POST", "/api/games", kOpenSeat);
  EXPECT_EQ(refused.status, 429);
  EXPECT_TRUE(contains(refused.json()["error"], "too many open games from your address"))
      << refused.body;
  EXPECT_TRUE(contains(refused.json()["error"], "at most 2")) << refused.body;
  EXPECT_EQ(games_listed(server.port()), 2u);
  // A game with no open seat is not held back by it.
  EXPECT_EQ(http_request(server.port(), "POST", "/api/games", kTwoHumans).status, 200);
  // Once someone joins, that game no longer waits and a new open game may be made.
  EXPECT_EQ(
      http_request(server.port(), "POST", "/api/games/" + ids[0] + "/join", R"({"seat":1})").status,
      200);
  EXPECT_EQ(http_request(server.port(), "POST", "/api/games", kOpenSeat).status, 200);
}

TEST(ServerQuota, BotAgainstBotGamesAreCappedPerAddress) {
  ServerProcess server({}, {"--max-bot-games", "1", "--bot-threads", "1"});
  const auto first = http_request(server.port(), "POST", "/api/games", kBotsOnly);
  ASSERT_EQ(first.status, 200) << first.body;
  const auto second = http_request(server.port(), "POST", "/api/games", kBotsOnly);
  EXPECT_EQ(second.status, 429);
  EXPECT_TRUE(contains(second.json()["error"], "too many bot-against-bot games")) << second.body;
  EXPECT_EQ(games_listed(server.port()), 1u);
  // A person against a bot is not a bot-only game.
  const auto human = http_request(
      server.port(), "POST", "/api/games",
      R"({"game":"muskets","seats":[{"kind":"human"},{"kind":"bot","bot":"random"}]})");
  EXPECT_EQ(human.status, 200) << human.body;
}

TEST(ServerQuota, WebSocketConnectionsAreCappedPerAddress) {
  ServerProcess server({}, {"--max-websockets", "3"});
  auto t = create_table(server.port(), "muskets", {"human", "human"}, 3);
  connect_all(t);  // two seats and a spectator: three connections
  const Headers upgrade = {{"Upgrade", "websocket"},
                           {"Connection", "Upgrade"},
                           {"Sec-WebSocket-Version", "13"},
                           {"Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="}};
  const auto refused = http_request(server.port(), "GET", "/ws/games/" + t.id, {}, upgrade);
  EXPECT_EQ(refused.status, 429);
  EXPECT_TRUE(contains(refused.json()["error"], "too many WebSocket connections from your address"))
      << refused.body;
  EXPECT_THROW(WsClient(server.port(), "/ws/games/" + t.id), std::exception);
  // The connections it has are served; closing one makes room for another.
  EXPECT_TRUE(answers_ping(*t.clients[0].ws));
  t.clients.pop_back();
  bool reconnected = false;
  for (int i = 0; i < 50 && !reconnected; ++i) {
    try {
      WsClient again(server.port(), "/ws/games/" + t.id);
      again.send({{"type", "hello"}, {"spectator", true}});
      reconnected = again.expect("welcome")["type"] == "welcome";
    } catch (const std::exception&) {
      std::this_thread::sleep_for(milliseconds(100));  // the close is still being processed
    }
  }
  EXPECT_TRUE(reconnected);
}

TEST(ServerQuota, MessageRateCountsEveryConnectionOfAnAddressTogether) {
  // A bucket of 10 (2 a second over 5 s) for the whole address: per connection it would be 10
  // each, 30 for three connections.
  ServerProcess server({}, {"--rate-limit", "2"});
  auto t = create_table(server.port(), "muskets", {"human", "human"}, 5);
  connect_all(t);
  int pongs = 0;
  int refusals = 0;
  std::string refusal;
  for (auto& c : t.clients) {
    try {
      for (int i = 0; i < 15; ++i) c.ws->send({{"type", "ping"}});
    } catch (const std::exception&) {
      // Closed by the server while still sending.
    }
  }
  for (auto& c : t.clients) {
    while (auto raw = c.ws->read_raw(seconds(3))) {
      const json j = json::parse(*raw);
      pongs += j["type"] == "pong";
      if (j["type"] == "error") {
        ++refusals;
        refusal = j["error"];
      }
    }
  }
  // The bucket's 10, plus 2 a second for however long this took (generously).
  EXPECT_LE(pongs, 20);
  EXPECT_GE(refusals, 1);
  EXPECT_TRUE(contains(refusal, "too many messages from your address")) << refusal;
  EXPECT_TRUE(contains(refusal, "all its connections together")) << refusal;
}

// The next ack or error on `ws` (other messages are passed over).
json ack_or_error(WsClient& ws) {
  while (auto raw = ws.read_raw(seconds(20))) {
    json j = json::parse(*raw);
    if (j["type"] == "ack" || j["type"] == "error") return j;
  }
  return {{"type", "none"}};
}

json act_first_legal(WsClient& ws, const json& view) {
  ws.send({{"type", "act"},
           {"action", view["legal"][0]["text"]},
           {"version", view["version"]},
           {"id", 1}});
  return ack_or_error(ws);
}

TEST(ServerQuota, ANoisyConnectionIsThrottledBeforeItsNeighboursFromTheSameAddress) {
  // An address's bucket of 20 (4 a second over 5 s), one connection's of 5 (1 a second): a
  // connection flooding pings empties its own bucket, not its address's.
  ServerProcess server({}, {"--rate-limit", "4", "--connection-rate-limit", "1"});
  auto t = create_table(server.port(), "muskets", {"human", "human"}, 5);
  connect_all(t, false);
  SeatClient& mover = t.clients[t.clients[0].latest_view["legal"].empty() ? 1 : 0];
  SeatClient& noisy = t.clients[&mover == &t.clients[0] ? 1 : 0];
  try {
    for (int i = 0; i < 40; ++i) noisy.ws->send({{"type", "ping"}});
  } catch (const std::exception&) {
    // Closed by the server while still sending.
  }
  std::string refusal;
  while (auto raw = noisy.ws->read_raw(seconds(3))) {
    const json j = json::parse(*raw);
    if (j["type"] == "error") refusal = j["error"];
  }
  EXPECT_TRUE(contains(refusal, "too many messages on this connection")) << refusal;
  // The neighbour, on the same address, still has its act taken.
  const json reply = act_first_legal(*mover.ws, mover.latest_view);
  EXPECT_EQ(reply["type"], "ack") << reply.dump();
}

TEST(ServerQuota, PastTheConnectionCapNewConnectionsGet503AndOldOnesAreServed) {
  ServerProcess server({}, {"--max-connections", "8", "--hello-timeout", "30"});
  auto t = create_table(server.port(), "muskets", {"human", "random"}, 9);
  connect_all(t);  // two connections: the seat and a spectator
  // Six idle connections fill it, or one more when the game's creation was still being closed
  // as they came (that one was refused, and the probe that follows is served).
  std::vector<int> idle;
  for (int i = 0; i < 6; ++i) {
    idle.push_back(raw_connect(server.port()));
    ASSERT_GE(idle.back(), 0);
  }
  std::pair<int, std::string> full;
  for (int probe = 0; probe < 6 && full.first != 503; ++probe) {
    std::this_thread::sleep_for(milliseconds(200));
    full = raw_catalog(server.port());
    ASSERT_TRUE(full.first == 200 || full.first == 503) << full.second;
    if (full.first == 200) {
      std::this_thread::sleep_for(milliseconds(200));
      idle.push_back(raw_connect(server.port()));
    }
  }
  EXPECT_EQ(full.first, 503) << full.second;
  EXPECT_TRUE(contains(json::parse(full.second)["error"], "the server is full")) << full.second;
  // A flood of handshakes beyond the cap: each refused or closed, none served, none kept.
  std::vector<int> flood;
  for (int i = 0; i < 300; ++i) flood.push_back(raw_connect(server.port()));
  EXPECT_TRUE(answers_ping(*t.clients[0].ws));
  int closed = 0;
  for (const int fd : flood) {
    if (fd < 0 || closed_by_server(fd, seconds(10))) ++closed;
    if (fd >= 0) close(fd);
  }
  EXPECT_EQ(closed, 300);
  for (const int fd : idle) close(fd);
  int status = 0;
  for (int i = 0; i < 50 && status != 200; ++i) {
    status = raw_catalog(server.port()).first;
    if (status != 200) std::this_thread::sleep_for(milliseconds(100));
  }
  EXPECT_EQ(status, 200);
  EXPECT_TRUE(answers_ping(*t.clients[0].ws));
}

TEST(ServerQuota, ASocketThatSaysNoHelloIsClosedAfterTheTimeout) {
  ServerProcess server({}, {"--hello-timeout", "0.5"});
  auto t = create_table(server.port(), "muskets", {"human", "human"}, 11);
  WsClient silent(server.port(), "/ws/games/" + t.id);
  WsClient greeted(server.port(), "/ws/games/" + t.id);
  greeted.send({{"type", "hello"}, {"spectator", true}});
  EXPECT_EQ(greeted.expect("welcome")["type"], "welcome");
  // A wrong token is no hello: that socket is closed too.
  WsClient wrong(server.port(), "/ws/games/" + t.id);
  wrong.send({{"type", "hello"}, {"token", std::string(32, 'a')}});
  std::string said;
  while (auto raw = silent.read_raw(seconds(10))) said += *raw;
  EXPECT_TRUE(silent.closed());
  EXPECT_TRUE(contains(said, "no hello within 0.5 s")) << said;
  while (wrong.read_raw(seconds(10))) {
  }
  EXPECT_TRUE(wrong.closed());
  // A TCP connection that never sends a request is closed as well.
  const int fd = raw_connect(server.port());
  ASSERT_GE(fd, 0);
  EXPECT_TRUE(closed_by_server(fd, seconds(10)));
  close(fd);
  // The one that said hello stays.
  EXPECT_TRUE(answers_ping(greeted));
  EXPECT_FALSE(greeted.closed());
}

TEST(ServerQuota, XForwardedForCountsOnlyFromTheTrustedProxy) {
  const auto create = [](std::uint16_t port, const std::string& client) {
    return http_request(port, "POST", "/api/games", kTwoHumans, {{"X-Forwarded-For", client}})
        .status;
  };
  {
    ServerProcess proxied({}, {"--trust-proxy", "127.0.0.1", "--max-games-per-minute", "2"});
    EXPECT_EQ(create(proxied.port(), "203.0.113.1"), 200);
    EXPECT_EQ(create(proxied.port(), "198.51.100.7, 203.0.113.1"), 200);
    EXPECT_EQ(create(proxied.port(), "203.0.113.1"), 429);
    // Another client behind the same proxy has its own quota; the last entry is the one the
    // proxy added, whatever the client put before it.
    EXPECT_EQ(create(proxied.port(), "203.0.113.1, 203.0.113.2"), 200);
    EXPECT_EQ(create(proxied.port(), "203.0.113.2"), 200);
    EXPECT_EQ(create(proxied.port(), "203.0.113.2"), 429);
  }
  for (const std::string& trusted : {std::string(), std::string("127.0.0.2")}) {
    std::vector<std::string> args = {"--max-games-per-minute", "2"};
    if (!trusted.empty()) args.insert(args.end(), {"--trust-proxy", trusted});
    ServerProcess direct({}, args);
    EXPECT_EQ(create(direct.port(), "203.0.113.1"), 200);
    EXPECT_EQ(create(direct.port(), "203.0.113.2"), 200);
    // Not from the trusted proxy: the header is ignored, both came from 127.0.0.1.
    EXPECT_EQ(create(direct.port(), "203.0.113.3"), 429) << "trusted: " << trusted;
  }
}

// Issue 41, item 6: one address holding silent sockets takes its share of the connections, not
// all of them; other addresses are served meanwhile.
TEST(ServerQuota, OneAddressHoldsAtMostItsShareOfTheConnections) {
  ServerProcess server({}, {"--max-connections", "60", "--max-connections-per-address", "8",
                            "--hello-timeout", "30"});
  std::vector<int> sockets;
  for (int i = 0; i < 70; ++i) {
    sockets.push_back(raw_connect(server.port(), "127.0.0.1"));
    ASSERT_GE(sockets.back(), 0);
  }
  // All but 8 are refused and closed, silent as they are, once the refusal's short wait for a
  // request is over (before, 60 were held and the server was full).
  std::string said;
  EXPECT_EQ(wait_closed(sockets, 62, seconds(20), said), 62u);
  // Another address is served while the 8 are held.
  const auto other = raw_catalog(server.port(), "127.0.0.2");
  EXPECT_EQ(other.first, 200) << other.second;
  // The first address is refused until it closes one (a refusal still in flight may close at
  // once: asked again).
  std::pair<int, std::string> mine;
  for (int i = 0; i < 20 && mine.first != 429; ++i) {
    mine = raw_catalog(server.port(), "127.0.0.1");
    ASSERT_NE(mine.first, 200) << "a ninth connection of one address was served";
    if (mine.first == 0) std::this_thread::sleep_for(milliseconds(100));
  }
  EXPECT_EQ(mine.first, 429) << mine.second;
  EXPECT_TRUE(contains(mine.second, "too many connections from your address: at most 8"))
      << mine.second;
  for (const int fd : sockets) close(fd);
  int status = 0;
  for (int i = 0; i < 50 && status != 200; ++i) {
    status = raw_catalog(server.port(), "127.0.0.1").first;
    if (status != 200) std::this_thread::sleep_for(milliseconds(100));
  }
  EXPECT_EQ(status, 200);
}

// Issue 41, item 4: behind a proxy that appends its own X-Forwarded-For line (or Forwarded
// element), the client's forged first line does not choose its address, a port is stripped, and
// IPv6 clients of one /64 share one quota.
TEST(ServerQuota, TheTrustedProxysLastEntryIsTheClientWhateverTheClientForged) {
  ServerProcess proxied({}, {"--trust-proxy", "127.0.0.1", "--max-games-per-minute", "2"});
  const auto create = [&](const Headers& headers) {
    return http_request(proxied.port(), "POST", "/api/games", kTwoHumans, headers).status;
  };
  // Each request forges a new first line; the proxy's line (the last) is the same client's.
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(create({{"X-Forwarded-For", fmt::format("192.0.2.{}", i)},
                      {"X-Forwarded-For", fmt::format("203.0.113.1:{}", 40000 + i)}}),
              200);
  }
  EXPECT_EQ(create({{"X-Forwarded-For", "192.0.2.99"}, {"X-Forwarded-For", "203.0.113.1:40099"}}),
            429);
  // IPv6: two addresses of one /64 are one client; another /64 is another.
  EXPECT_EQ(create({{"X-Forwarded-For", "2001:db8:1:2::1"}}), 200);
  EXPECT_EQ(create({{"X-Forwarded-For", "[2001:db8:1:2::2]:5000"}}), 200);
  EXPECT_EQ(create({{"X-Forwarded-For", "2001:db8:1:2:ffff::3"}}), 429);
  EXPECT_EQ(create({{"X-Forwarded-For", "2001:db8:1:3::1"}}), 200);

  ServerProcess rfc7239({}, {"--trust-proxy", "127.0.0.1", "--proxy-header", "forwarded",
                             "--max-games-per-minute", "2"});
  const auto create_7239 = [&](const Headers& headers) {
    return http_request(rfc7239.port(), "POST", "/api/games", kTwoHumans, headers).status;
  };
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(create_7239({{"Forwarded", fmt::format("for=192.0.2.{}", i)},
                           {"Forwarded", "for=\"[2001:db8::7]:4711\";proto=https"}}),
              200);
  }
  EXPECT_EQ(create_7239({{"Forwarded", "for=192.0.2.99, for=\"[2001:db8::8]:1\""}}), 429);
  // The other header is not read: a client cannot forge it past this proxy.
  EXPECT_EQ(create_7239({{"X-Forwarded-For", "198.51.100.1"}}), 200);
  EXPECT_EQ(create_7239({{"X-Forwarded-For", "198.51.100.2"}}), 200);
  EXPECT_EQ(create_7239({{"X-Forwarded-For", "198.51.100.3"}}), 429);
}

}  // namespace
}  // namespace bivouac::server::testing
