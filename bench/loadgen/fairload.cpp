// bivouac-fairload: do bots stay fair under load? (issue 26; docs/network.md, "Fair bots")
// Loads a running `bivouac serve` over loopback with bot-against-bot games (16 `ismcts:hard` by
// default) and clients looping replay uploads of a long record (8 by default), while a few
// people play against a server bot each (random, heuristic, ismcts:hard), and reports how long
// each person waited for the bot's reply (from sending the action to the bot's move arriving).
// Each background client speaks for its own address through X-Forwarded-For, so the server must
// run with `--trust-proxy 127.0.0.1` (otherwise one address's quotas stop the load, as they
// should). Everything is bounded by --seconds and stays on 127.0.0.1.
//
//   bivouac serve --port 18610 --db /tmp/fair.sqlite --trust-proxy 127.0.0.1 &
//   bivouac-fairload --port 18610 --seconds 60
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <thread>
#include <utility>  // Boost 1.74's Asio uses std::exchange without including it
#include <vector>

namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

struct Config {
  std::uint16_t port = 8080;
  int bot_games = 16;
  std::string bot = "ismcts:hard";
  int uploaders = 8;
  std::string game = "muskets";
  std::string record_game = "ready-aim-fire";
  std::vector<std::string> human_bots = {"random", "random", "heuristic", "ismcts:hard"};
  double seconds = 60;
};

const std::string kHost = "127.0.0.1";

std::pair<int, std::string> http_call(const Config& c, const std::string& method,
                                      const std::string& target, const std::string& body,
                                      const std::string& client) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(tcp::endpoint(net::ip::make_address(kHost), c.port));
  http::request<http::string_body> req{http::string_to_verb(method), target, 11};
  req.set(http::field::host, kHost);
  req.set("X-Forwarded-For", client);
  req.body() = body;
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64u << 20);
  http::read(stream, buffer, parser);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return {static_cast<int>(parser.get().result_int()), parser.get().body()};
}

json create_game(const Config& c, const std::string& spec, const json& seats,
                 const std::string& client) {
  const auto [status, body] =
      http_call(c, "POST", "/api/games", json{{"game", spec}, {"seats", seats}}.dump(), client);
  if (status != 200) throw std::runtime_error("cannot create a game: " + body);
  return json::parse(body);
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  const auto k = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1));
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

struct Latencies {
  std::mutex mutex;
  std::map<std::string, std::vector<double>> by_bot;  // ms from a person's act to the bot's move
  void add(const std::string& bot, double ms) {
    std::scoped_lock lock(mutex);
    by_bot[bot].push_back(ms);
  }
};

// One person against a server bot, game after game, until the deadline.
void play_against(const Config& c, const std::string& bot, int index, Clock::time_point deadline,
                  Latencies& out) {
  std::mt19937_64 rng(static_cast<std::uint64_t>(index) + 1);
  // A person may finish games faster than one address may create them: each game is a new
  // client address.
  for (int game = 0; Clock::now() < deadline; ++game) {
    const std::string client = fmt::format("10.2.{}.{}", index + 1, game % 250 + 1);
    const json created = create_game(
        c, c.game, json::array({{{"kind", "human"}}, {{"kind", "bot"}, {"bot", bot}}}), client);
    net::io_context ioc;
    websocket::stream<tcp::socket> ws(ioc);
    ws.next_layer().connect(tcp::endpoint(net::ip::make_address(kHost), c.port));
    ws.set_option(websocket::stream_base::decorator(
        [client](websocket::request_type& req) { req.set("X-Forwarded-For", client); }));
    ws.handshake(kHost, created["ws"].get<std::string>());
    ws.write(net::buffer(json{{"type", "hello"}, {"token", created["seats"][0]["token"]}}.dump()));
    std::optional<Clock::time_point> sent;
    std::uint64_t acked = 0;
    bool over = false;
    while (!over && Clock::now() < deadline) {
      beast::flat_buffer buffer;
      ws.read(buffer);
      const json j = json::parse(beast::buffers_to_string(buffer.data()));
      const std::string type = j.value("type", "");
      if (type == "ack") {
        acked = j["version"].get<std::uint64_t>();
        continue;
      }
      if (type != "view") continue;
      const auto version = j["version"].get<std::uint64_t>();
      const auto& legal = j["legal"];
      if (sent && acked > 0 && version > acked) {
        // The first view after ours: the bot's move made it.
        out.add(bot, std::chrono::duration<double, std::milli>(Clock::now() - *sent).count());
        sent.reset();
      } else if (sent && acked > 0 && version == acked && !legal.empty()) {
        sent.reset();  // still this person's turn: no bot reply to time
      }
      if (j["terminal"].get<bool>()) {
        over = true;
        continue;
      }
      if (sent || legal.empty()) continue;
      const json index =
          legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]["index"];
      ws.write(net::buffer(json{{"type", "act"}, {"index", index}, {"version", version}}.dump()));
      sent = Clock::now();
      acked = 0;
    }
    beast::error_code ec;
    ws.next_layer().close(ec);
  }
}

}  // namespace

int main(int argc, char** argv) {
  Config c;
  CLI::App app{"bivouac-fairload: bot replies to people under bot-only games and replay uploads"};
  app.add_option("--port", c.port)->capture_default_str();
  app.add_option("--bot-games", c.bot_games, "bot-against-bot games")->capture_default_str();
  app.add_option("--bot", c.bot, "the bots of those games")->capture_default_str();
  app.add_option("--uploaders", c.uploaders, "clients looping replay uploads")
      ->capture_default_str();
  app.add_option("--game", c.game, "the game played")->capture_default_str();
  app.add_option("--record-game", c.record_game, "the game whose record is uploaded")
      ->capture_default_str();
  app.add_option("--human-bots", c.human_bots, "one person plays against each of these")
      ->capture_default_str();
  app.add_option("--seconds", c.seconds, "how long to measure")
      ->check(CLI::Range(1.0, 600.0))
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  try {
    // The record uploaded: a whole game between random bots, played on the server.
    const json rec_game = create_game(
        c, c.record_game,
        json::array({{{"kind", "bot"}, {"bot", "random"}}, {{"kind", "bot"}, {"bot", "random"}}}),
        "10.9.0.1");
    std::string record;
    for (int i = 0; i < 600 && record.empty(); ++i) {
      auto [status, body] = http_call(
          c, "GET", "/api/games/" + rec_game["id"].get<std::string>() + "/record", "", "10.9.0.1");
      if (status == 200)
        record = body;
      else
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    if (record.empty()) throw std::runtime_error("the record's game did not finish");

    std::vector<std::string> bot_ids;
    for (int g = 0; g < c.bot_games; ++g) {
      bot_ids.push_back(create_game(
          c, c.game,
          json::array({{{"kind", "bot"}, {"bot", c.bot}}, {{"kind", "bot"}, {"bot", c.bot}}}),
          fmt::format("10.1.{}.{}", g / 200, g % 200 + 1))["id"]);
    }
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::milliseconds(static_cast<long>(c.seconds * 1000));
    std::atomic<long> pages{0}, replays{0}, refused{0};
    std::mutex page_mutex;
    std::vector<double> page_ms;
    std::vector<std::thread> threads;
    for (int u = 0; u < c.uploaders; ++u) {
      threads.emplace_back([&, u] {
        const std::string client = fmt::format("10.3.0.{}", u + 1);
        while (Clock::now() < deadline) {
          for (std::size_t from = 0; Clock::now() < deadline;) {
            const auto t0 = Clock::now();
            auto [status, body] =
                http_call(c, "POST", fmt::format("/api/replay?viewer=all&count=100&from={}", from),
                          record, client);
            if (status != 200) {
              ++refused;
              std::this_thread::sleep_for(std::chrono::milliseconds(100));
              break;
            }
            {
              std::scoped_lock lock(page_mutex);
              page_ms.push_back(
                  std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            }
            ++pages;
            const json page = json::parse(body);
            if (page["next"].is_null()) {
              ++replays;
              break;
            }
            from = page["next"].get<std::size_t>();
          }
        }
      });
    }
    Latencies latencies;
    for (std::size_t h = 0; h < c.human_bots.size(); ++h) {
      threads.emplace_back([&, h] {
        try {
          play_against(c, c.human_bots[h], static_cast<int>(h), deadline, latencies);
        } catch (const std::exception& e) {
          std::cerr << "fairload: person " << h << ": " << e.what() << "\n";
        }
      });
    }
    for (auto& t : threads) t.join();
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    long bot_moves = 0;
    for (const auto& id : bot_ids) {
      const auto [status, body] = http_call(c, "GET", "/api/games/" + id, "", "10.9.0.1");
      if (status == 200) bot_moves += json::parse(body)["version"].get<long>();
    }
    std::cout << fmt::format(
        "load: {} {} bot-only games ({} moves made), {} uploaders of a {} KB {} record "
        "({} whole replays, {} pages, page p50 {:.0f} ms, p99 {:.0f} ms, {} refused), {:.0f} s\n",
        c.bot_games, c.bot, bot_moves, c.uploaders, record.size() / 1024, c.record_game,
        replays.load(), pages.load(), percentile(page_ms, 0.5), percentile(page_ms, 0.99),
        refused.load(), elapsed);
    for (const auto& [bot, ms] : latencies.by_bot) {
      std::cout << fmt::format(
          "bot reply to a person, {}: {} replies, p50 {:.1f} ms, p99 {:.1f} ms, max {:.1f} ms\n",
          bot, ms.size(), percentile(ms, 0.5), percentile(ms, 0.99),
          ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()));
    }
  } catch (const std::exception& e) {
    std::cerr << "fairload: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
