// bivouac-loadgen: holds N concurrent games on a running `bivouac serve` over loopback, each seat
// a WebSocket client playing random legal actions, and reports games held, actions per second
// and the action-to-acknowledgement latency (p50/p99; bot moves are not counted). A game that
// ends is replaced by a fresh one in its slot, so a saturated run stays saturated to its end
// (before, 200 Muskets games with no think time were all over in about 10 of 12 s).
//
//   bivouac serve --port 18080 --db /tmp/load.sqlite --trust-proxy 127.0.0.1 --allow-client-seeds &
//   bivouac-loadgen --port 18080 --games 1000 --seconds 30
#include <fmt/format.h>
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <iostream>
#include <memory>
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
  std::string host = "127.0.0.1";
  std::vector<std::uint16_t> ports = {8080};  // several: instances sharing one database
  int games = 100;
  int clients_per_game = 2;  // 1: seat 1 is a random bot on the server
  double seconds = 20;
  int think_ms = 0;  // pause before each action (0: answer at once)
  std::string game = "muskets";
  // How an act names its action: "index" (protocol 2), or "text" to drive a server of protocol 1
  // (an older binary in an interleaved comparison).
  std::string act_by = "index";
};

struct Stats {
  std::vector<double> latency_ms;
  std::uint64_t actions = 0;
  std::uint64_t errors = 0;
  std::uint64_t finished = 0;  // seats that saw their game end
  std::uint64_t replaced = 0;  // games created during the run in place of ended ones
  int connected = 0;           // connections made over the run
  int open = 0;                // connections open now
};

// Each game speaks for its own client address (X-Forwarded-For), so that a server run with
// `--trust-proxy 127.0.0.1` applies its per-address quotas to each game, not to the whole load.
std::string client_of(int game) {
  return fmt::format("10.4.{}.{}", game / 250, game % 250 + 1);
}

json http_json(const Config& c, std::uint16_t port, const std::string& method,
               const std::string& target, const json& body, const std::string& client) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(tcp::endpoint(net::ip::make_address(c.host), port));
  http::request<http::string_body> req{http::string_to_verb(method), target, 11};
  req.set(http::field::host, c.host);
  req.set("X-Forwarded-For", client);
  req.body() = body.dump();
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return json::parse(res.body());
}

class Seat : public std::enable_shared_from_this<Seat> {
 public:
  Seat(net::io_context& ioc, const Config& c, Stats& stats, std::uint16_t port, std::string game,
       std::string token, std::uint64_t seed, std::string client, std::function<void()> on_finish)
      : on_finish_(std::move(on_finish)),
        port_(port),
        ws_(ioc),
        timer_(ioc),
        config_(c),
        stats_(stats),
        game_(std::move(game)),
        token_(std::move(token)),
        rng_(seed) {
    ws_.set_option(websocket::stream_base::decorator(
        [client](websocket::request_type& req) { req.set("X-Forwarded-For", client); }));
  }

  void start() {
    beast::get_lowest_layer(ws_).async_connect(
        tcp::endpoint(net::ip::make_address(config_.host), port_),
        [self = shared_from_this()](beast::error_code ec) {
          if (ec) return self->fail("connect", ec);
          beast::error_code ignored;
          beast::get_lowest_layer(self->ws_).socket().set_option(tcp::no_delay(true), ignored);
          self->ws_.async_handshake(
              self->config_.host, "/ws/games/" + self->game_, [self](beast::error_code ec2) {
                if (ec2) return self->fail("handshake", ec2);
                ++self->stats_.connected;
                ++self->stats_.open;
                self->is_open_ = true;
                self->write(json{{"type", "hello"}, {"token", self->token_}}.dump());
                self->read();
              });
        });
  }

  void stop() {
    stopped_ = true;  // what fails from here on is the shutdown, not the server
    timer_.cancel();
    if (is_open_) --stats_.open;
    is_open_ = false;
    beast::error_code ec;
    beast::get_lowest_layer(ws_).socket().close(ec);
  }

 private:
  void fail(const char* what, beast::error_code ec) {
    if (!stopped_) {
      ++stats_.errors;
      if (stats_.errors <= 5) std::cerr << "loadgen: " << what << ": " << ec.message() << "\n";
    }
    stopped_ = true;
  }

  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) {
        if (ec != net::error::operation_aborted && ec != websocket::error::closed) {
          self->fail("read", ec);
        }
        return;
      }
      self->on_message(beast::buffers_to_string(self->buffer_.data()));
      self->buffer_.consume(self->buffer_.size());
      self->read();
    });
  }

  void on_message(const std::string& text) {
    const json j = json::parse(text);
    const std::string type = j.value("type", "");
    if (type == "ack" && sent_) {
      stats_.latency_ms.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - *sent_).count());
      ++stats_.actions;
      sent_.reset();
    } else if (type == "error") {
      ++stats_.errors;
      if (stats_.errors <= 5) std::cerr << "loadgen: server said: " << text << "\n";
      sent_.reset();
    } else if (type == "view") {
      if (j["terminal"].get<bool>()) {
        if (counted_finish_) return;
        ++stats_.finished;
        counted_finish_ = true;
        stop();
        if (on_finish_) on_finish_();
        return;
      }
      if (j["legal"].empty() || sent_) return;
      const auto& legal = j["legal"];
      const json& pick =
          legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng_)];
      json act = {{"type", "act"}, {"version", j["version"]}};
      if (config_.act_by == "text") {
        act["action"] = pick["text"];
      } else {
        act["index"] = pick["index"];
      }
      if (config_.think_ms <= 0) return send_act(act.dump());
      timer_.expires_after(std::chrono::milliseconds(std::uniform_int_distribution<int>(
          config_.think_ms / 2, config_.think_ms * 3 / 2)(rng_)));
      timer_.async_wait([self = shared_from_this(), msg = act.dump()](beast::error_code ec) {
        if (!ec) self->send_act(msg);
      });
    }
  }

  void send_act(std::string msg) {
    if (stopped_) return;
    sent_ = Clock::now();
    write(std::move(msg));
  }

  void write(std::string msg) {
    queue_.push_back(std::move(msg));
    if (queue_.size() == 1) write_next();
  }

  void write_next() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      if (ec) return self->fail("write", ec);
                      self->queue_.pop_front();
                      if (!self->queue_.empty()) self->write_next();
                    });
  }

  std::function<void()> on_finish_;  // once, when the game has ended for this seat
  std::uint16_t port_;               // the instance that created the game, so the one that plays it
  websocket::stream<beast::tcp_stream> ws_;
  net::steady_timer timer_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  const Config& config_;
  Stats& stats_;
  std::string game_;
  std::string token_;
  std::mt19937_64 rng_;
  std::optional<Clock::time_point> sent_;
  bool stopped_ = false;
  bool is_open_ = false;
  bool counted_finish_ = false;
};

struct Created {
  std::uint16_t port;
  std::string id;
  std::vector<std::string> tokens;
};

// Creates one game for slot `slot` (speaking for that slot's address), or says why not.
std::optional<Created> create_game(const Config& c, int slot, std::uint64_t seed) {
  json seats = json::array({{{"kind", "human"}},
                            c.clients_per_game == 2 ? json{{"kind", "human"}}
                                                    : json{{"kind", "bot"}, {"bot", "random"}}});
  const std::uint16_t port = c.ports[static_cast<std::size_t>(slot) % c.ports.size()];
  const json reply =
      http_json(c, port, "POST", "/api/games", {{"game", c.game}, {"seed", seed}, {"seats", seats}},
                client_of(slot));
  if (!reply.value("ok", false)) {
    std::cerr << "loadgen: cannot create a game: " << reply.dump() << "\n";
    return std::nullopt;
  }
  std::vector<std::string> tokens;
  for (const auto& s : reply["seats"]) {
    if (s.contains("token")) tokens.push_back(s["token"].get<std::string>());
  }
  return Created{port, reply["id"].get<std::string>(), tokens};
}

// Creates the fresh games on a thread of its own (its HTTP calls block), handing each to the
// network thread to play: the seats' reads and writes never wait for a creation.
class Replacer {
 public:
  explicit Replacer(std::function<void(int, Created)> play, const Config& c)
      : play_(std::move(play)), config_(c), thread_([this] { run(); }) {}
  ~Replacer() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    wake_.notify_one();
    thread_.join();
  }
  Replacer(const Replacer&) = delete;
  Replacer& operator=(const Replacer&) = delete;

  [[nodiscard]] int refused() const { return refused_.load(); }

  void replace(int slot) {
    {
      std::lock_guard lock(mutex_);
      slots_.push_back(slot);
    }
    wake_.notify_one();
  }

 private:
  void run() {
    std::uint64_t seed = 1000000;  // past the first games' seeds (1..games)
    for (;;) {
      int slot = 0;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [this] { return done_ || !slots_.empty(); });
        if (done_) return;
        slot = slots_.front();
        slots_.pop_front();
      }
      if (auto g = create_game(config_, slot, seed++)) {
        play_(slot, std::move(*g));
      } else {
        // The slot stays empty (a quota, say --max-games-per-minute): said in the report, so a
        // run that lost its saturation is not read as a saturated one.
        ++refused_;
      }
    }
  }

  std::function<void(int, Created)> play_;
  const Config& config_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<int> slots_;
  bool done_ = false;
  std::atomic<int> refused_ = 0;
  std::thread thread_;
};

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  const auto k = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1));
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

}  // namespace

int main(int argc, char** argv) {
  Config c;
  CLI::App app{"bivouac-loadgen: concurrent random games against a running bivouac serve"};
  app.add_option("--host", c.host)->capture_default_str();
  app.add_option("--port", c.ports,
                 "the server's port; several (--port A --port B): instances on one database, "
                 "games created on each in turn and played where they were created")
      ->capture_default_str();
  app.add_option("--games", c.games, "concurrent games")->capture_default_str();
  app.add_option("--clients-per-game", c.clients_per_game,
                 "2: two people; 1: one person against the server's random bot")
      ->check(CLI::Range(1, 2))
      ->capture_default_str();
  app.add_option("--seconds", c.seconds, "how long to play")->capture_default_str();
  app.add_option("--think-ms", c.think_ms, "average pause before each action")
      ->capture_default_str();
  app.add_option("--game", c.game, "game spec")->capture_default_str();
  app.add_option("--act-by", c.act_by,
                 "index: acts name the legal action's index (protocol 2); text: its text, for a "
                 "server of protocol 1")
      ->check(CLI::IsMember({"index", "text"}))
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  // Each game needs one or two sockets here and as many in the server.
  rlimit lim{};
  getrlimit(RLIMIT_NOFILE, &lim);
  lim.rlim_cur = lim.rlim_max;
  setrlimit(RLIMIT_NOFILE, &lim);

  const auto created_at = Clock::now();
  std::vector<Created> games;
  for (int g = 0; g < c.games; ++g) {
    auto created = create_game(c, g, static_cast<std::uint64_t>(g) + 1);
    if (!created) return 1;
    games.push_back(std::move(*created));
  }
  const double create_s = std::chrono::duration<double>(Clock::now() - created_at).count();

  net::io_context ioc(1);
  Stats stats;
  std::vector<std::shared_ptr<Seat>> seats;
  std::uint64_t seat_seed = 1;
  bool running = true;
  std::function<void(int, const Created&)> play;
  // Started last, stopped first: its thread posts to `ioc` and calls `play` until it is joined.
  std::optional<Replacer> replacer;
  play = [&](int slot, const Created& game) {
    auto ended = std::make_shared<std::size_t>(0);
    for (const auto& t : game.tokens) {
      auto on_finish = [&, slot, ended, seats_of_game = game.tokens.size()] {
        // The slot gets a fresh game once each of its seats has seen this one end.
        if (++*ended == seats_of_game && running && replacer) replacer->replace(slot);
      };
      seats.push_back(std::make_shared<Seat>(ioc, c, stats, game.port, game.id, t, seat_seed++,
                                             client_of(slot), on_finish));
      seats.back()->start();
    }
  };
  for (std::size_t g = 0; g < games.size(); ++g) play(static_cast<int>(g), games[g]);
  replacer.emplace(
      [&](int slot, Created game) {
        net::post(ioc, [&, slot, game = std::move(game)] {
          if (!running) return;
          ++stats.replaced;
          play(slot, game);
        });
      },
      c);
  const auto started = Clock::now();
  net::steady_timer done(ioc);
  int held_games = 0;
  done.expires_after(std::chrono::milliseconds(static_cast<long>(c.seconds * 1000)));
  done.async_wait([&](beast::error_code) {
    held_games = stats.open / c.clients_per_game;
    running = false;
    for (auto& s : seats) s->stop();
  });
  ioc.run();
  const int refused = replacer->refused();
  replacer.reset();
  const double elapsed = std::chrono::duration<double>(Clock::now() - started).count();
  std::cout << fmt::format(
      "games {} ({} created in {:.1f} s), clients connected {}, games held {}, game {}\n"
      "actions {} in {:.1f} s = {:.0f} actions/s, games finished {}, games replaced {} (refused "
      "{}), errors {}\n"
      "action-to-ack latency: p50 {:.2f} ms, p99 {:.2f} ms, max {:.2f} ms (bots excluded)\n",
      c.games, games.size(), create_s, stats.connected, held_games, c.game, stats.actions, elapsed,
      static_cast<double>(stats.actions) / elapsed, stats.finished, stats.replaced, refused,
      stats.errors, percentile(stats.latency_ms, 0.5), percentile(stats.latency_ms, 0.99),
      stats.latency_ms.empty()
          ? 0.0
          : *std::max_element(stats.latency_ms.begin(), stats.latency_ms.end()));
  return 0;
}
