#include "server/server.h"

#include <fmt/format.h>

#include <array>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>

#include "core/resources.h"
#include "server/api_gate.h"
#include "server/card_lists.h"
#include "server/client_address.h"
#include "server/client_message.h"
#include "server/connection_gate.h"
#include "server/lobby.h"
#include "server/net.h"
#include "server/replay.h"
#include "server/routes.h"
#include "server/static_site.h"
#include "server/ws_session.h"

namespace bivouac::server {

namespace {

constexpr std::string_view kNoClientPage =
    "<!doctype html><title>bivouac serve</title><p>This server has no web client "
    "(start it with <code>--static DIR</code>). The lobby API is under <code>/api/</code>; "
    "see docs/network.md.</p>\n";

struct Shared {
  Lobby& lobby;
  std::optional<StaticSite> site;
  WsLimits limits;
  JobRunner jobs;  // the worker pool, for requests too slow for an I/O thread
  AddressQuotas& quotas;
  ConnectionGate& gate;
  const ClientAddress& addresses;
};

constexpr std::string_view kWsGames = "/ws/games/";

// The game id of a /ws/games/<id> target.
std::string ws_game_id(std::string_view target) {
  return std::string(target.substr(kWsGames.size(), target.find('?') - kWsGames.size()));
}

// The API route of a request target, found once per request.
RouteMatch api_route_of(std::string_view method, std::string_view target) {
  const std::string_view path = target.substr(0, target.find('?'));
  if (path.substr(0, 5) != "/api/" && path != "/api") return {};
  return match_api_route(method, path);
}

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  // `refusal`: the server (or this address's share of it) is full and this connection only gets
  // its 503 or 429 (its slot is one of the few refusals in flight).
  HttpSession(tcp::socket&& socket, Shared& shared, ConnectionGate::Slot slot,
              ConnectionGate::Refusal refusal)
      : stream_(std::move(socket)),
        shared_(shared),
        slot_(std::move(slot)),
        refusing_(refusal != ConnectionGate::Refusal::kNone),
        refusal_(refusal) {
    beast::error_code ec;
    const auto peer = stream_.socket().remote_endpoint(ec);
    if (!ec) peer_ = peer.address();
  }

  void run() {
    net::dispatch(stream_.get_executor(),
                  beast::bind_front_handler(&HttpSession::read, shared_from_this()));
  }

 private:
  // The header is read first so the body limit can depend on the path: an uploaded record
  // (POST /api/replay) may be larger than any other request.
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxReplayUploadBytes);
    parser_->header_limit(16 * 1024);
    // A connection that says nothing is closed as soon as a silent WebSocket would be; one that
    // is only to be refused, sooner.
    stream_.expires_after(refusing_ ? std::min<std::chrono::milliseconds>(
                                          shared_.limits.hello_timeout, std::chrono::seconds(2))
                                    : shared_.limits.hello_timeout);
    http::async_read_header(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&HttpSession::on_header, shared_from_this()));
  }

  void on_header(beast::error_code ec, std::size_t) {
    if (ec) return on_read(ec, 0);
    const auto& req = parser_->get();
    if (refusing_) return refuse_full(req.version());
    if (auto bad = framing_error(req)) return refuse_malformed(*bad);
    stream_.expires_after(std::chrono::seconds(30));
    const std::string_view target(req.target().data(), req.target().size());
    const std::uint64_t limit = body_limit_for(target.substr(0, target.find('?')));
    // A declared length is checked here; a chunked body is counted as it arrives.
    if (parser_->content_length() && *parser_->content_length() > limit) {
      return on_read(http::error::body_limit, 0);
    }
    parser_->body_limit(limit);
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec == http::error::end_of_stream) return shutdown();
    if (ec == http::error::body_limit || ec == http::error::header_limit) {
      auto res = json_response(413,
                               {{"ok", false},
                                {"error",
                                 "request too large (64 KiB at most; 1 MiB for a record "
                                 "uploaded to /api/replay)"}},
                               11, false);
      return write(std::move(res));
    }
    if (ec) {
      // A request Beast could not parse gets a 400 saying so before the connection closes; a
      // timeout or a vanished peer has nobody to answer.
      if (ec.category() == beast::http::make_error_code(http::error::bad_method).category())
        return refuse_malformed("malformed HTTP request (" + ec.message() + ")");
      return;
    }
    auto req = parser_->release();
    address_ = shared_.addresses.of(peer_, req);
    if (websocket::is_upgrade(req)) return upgrade(std::move(req));
    const std::string_view target(req.target().data(), req.target().size());
    const std::string_view method(req.method_string().data(), req.method_string().size());
    route_ = api_route_of(method, target);
    if (route_.route && route_.route->thread == RouteThread::kWorker) {
      return respond_on_worker(std::move(req));
    }
    write(respond(req));
  }

  // The server holds as many connections as it may: this one is told so and closed.
  void refuse_full(unsigned version) {
    if (refusal_ == ConnectionGate::Refusal::kAddressFull) {
      return write(json_response(
          429,
          {{"ok", false},
           {"error", fmt::format("too many connections from your address: at most {} at once "
                                 "(HTTP and WebSocket together); close one first",
                                 shared_.gate.max_per_address())}},
          version, false));
    }
    write(json_response(
        503,
        {{"ok", false},
         {"error", "the server is full (too many connections); try again in a moment"}},
        version, false));
  }

  // Runs on the worker pool so that no I/O thread, and so no game's play, waits for it; the
  // reply is written back on this connection's own executor. An address builds a few at once.
  void respond_on_worker(http::request<http::string_body>&& req) {
    auto lease = std::make_shared<AddressQuotas::Lease>(shared_.quotas.start_replay(address_));
    if (!lease->granted()) {
      return write(json_response(
          429,
          {{"ok", false},
           {"error", fmt::format("too many replays being built for your address: at most {} at "
                                 "once; ask again when one has arrived",
                                 shared_.quotas.limits().replay_builds)}},
          req.version(), req.keep_alive()));
    }
    auto request = std::make_shared<http::request<http::string_body>>(std::move(req));
    const unsigned version = request->version();
    const bool queued =
        shared_.jobs(JobClass::kReplay, address_, [self = shared_from_this(), request, lease]() {
          auto res = std::make_shared<http::response<http::string_body>>(self->respond(*request));
          // Built: the address may ask for another before this one's bytes have left.
          *lease = AddressQuotas::Lease();
          net::post(self->stream_.get_executor(), [self, res]() {
            self->stream_.expires_after(std::chrono::seconds(30));
            self->write(std::move(*res));
          });
        });
    if (!queued) {
      write(json_response(
          503,
          {{"ok", false}, {"error", "too many replays are being built; ask again in a moment"}},
          version, false));
    }
  }

  // How the body is framed (RFC 9112 section 6): a Transfer-Encoding that is not exactly
  // `chunked`, or one beside a Content-Length, would let this server and a proxy in front of it
  // disagree on where the body ends (request smuggling), so such a request is refused whole.
  static std::optional<std::string> framing_error(const http::request<http::string_body>& req) {
    const auto codings = req.equal_range(http::field::transfer_encoding);
    const auto count = std::distance(codings.first, codings.second);
    if (count == 0) return std::nullopt;
    if (req.count(http::field::content_length) > 0)
      return "a request may not carry both Content-Length and Transfer-Encoding (RFC 9112 6.3)";
    if (count > 1 || !beast::iequals(codings.first->value(), beast::string_view("chunked")))
      return "Transfer-Encoding must be exactly \"chunked\" (RFC 9112 6.1); nothing else is "
             "accepted";
    return std::nullopt;
  }

  // 400 and close: after a malformed request the rest of the stream cannot be trusted.
  void refuse_malformed(const std::string& why) {
    write(json_response(400, {{"ok", false}, {"error", why}}, 11, false));
  }

  void upgrade(http::request<http::string_body>&& req) {
    const std::string_view target(req.target().data(), req.target().size());
    if (target.substr(0, kWsGames.size()) != kWsGames) return admit_websocket(std::move(req), {});
    const std::string id = ws_game_id(target);
    if (auto room = shared_.lobby.rooms().peek_live(id)) {
      return admit_websocket(std::move(req), RoomCache::Opened{room, std::nullopt});
    }
    // A game not in memory is rebuilt by replaying its record (tens of milliseconds for a long
    // one): on the worker pool, counted as a replay of its address, never on an I/O thread.
    auto lease = std::make_shared<AddressQuotas::Lease>(shared_.quotas.start_replay(address_));
    if (!lease->granted()) {
      return write(json_response(
          429,
          {{"ok", false},
           {"error", fmt::format("too many games being loaded or replayed for your address: at "
                                 "most {} at once; try again when one has arrived",
                                 shared_.quotas.limits().replay_builds)}},
          req.version(), false));
    }
    auto request = std::make_shared<http::request<http::string_body>>(std::move(req));
    const unsigned version = request->version();
    const bool queued = shared_.jobs(
        JobClass::kReplay, address_, [self = shared_from_this(), request, id, lease]() {
          auto opened = std::make_shared<RoomCache::Opened>();
          auto failure = std::make_shared<std::string>();
          try {
            *opened = self->shared_.lobby.open(id);
          } catch (const std::exception& e) {
            *failure = e.what();
          }
          *lease = AddressQuotas::Lease();
          net::post(self->stream_.get_executor(), [self, request, opened, failure]() {
            if (!failure->empty()) {
              return self->write(json_response(
                  503, {{"ok", false}, {"error", "the game cannot be opened: " + *failure}},
                  request->version(), false));
            }
            self->admit_websocket(std::move(*request), std::move(*opened));
          });
        });
    if (!queued) {
      write(json_response(
          503,
          {{"ok", false}, {"error", "the server is busy loading games; try again in a moment"}},
          version, false));
    }
  }

  void admit_websocket(http::request<http::string_body>&& req, RoomCache::Opened opened) {
    const std::string_view target(req.target().data(), req.target().size());
    if (opened.elsewhere) {
      // Another live instance plays this game: its clients go there (docs/deploy.md).
      const Reply r = shared_.lobby.elsewhere_reply(ws_game_id(target), *opened.elsewhere, target);
      auto res = json_response(r.status, r.body, req.version(), false);
      if (!r.location.empty()) res.set(http::field::location, r.location);
      return write(std::move(res));
    }
    const std::shared_ptr<Room> room = opened.room;
    if (!room) {
      return write(json_response(404,
                                 {{"ok", false},
                                  {"error",
                                   "no such game to play; connect to "
                                   "/ws/games/<id>"}},
                                 req.version(), false));
    }
    auto websocket = shared_.quotas.open_websocket(address_);
    if (!websocket.granted()) {
      return write(json_response(
          429,
          {{"ok", false},
           {"error", fmt::format("too many WebSocket connections from your address: at most {} "
                                 "at once; close one first",
                                 shared_.quotas.limits().ws_connections)}},
          req.version(), false));
    }
    stream_.expires_never();
    std::make_shared<WsSession>(
        stream_.release_socket(), room, shared_.limits,
        WsAdmission{&shared_.quotas, std::move(websocket), std::move(slot_)})
        ->run(std::move(req));
  }

  static http::response<http::string_body> json_response(int status, const nlohmann::json& body,
                                                         unsigned version, bool keep_alive) {
    http::response<http::string_body> res{static_cast<http::status>(status), version};
    res.set(http::field::server, "bivouac");
    res.set(http::field::content_type, "application/json");
    res.set(http::field::cache_control, "no-store");
    res.keep_alive(keep_alive);
    res.body() = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    res.prepare_payload();
    return res;
  }

  http::response<http::string_body> respond(const http::request<http::string_body>& req) {
    const std::string_view target(req.target().data(), req.target().size());
    const std::string_view method(req.method_string().data(), req.method_string().size());
    if (target.substr(0, 5) == "/api/" || target.substr(0, target.find('?')) == "/api") {
      Reply reply =
          handle_api(shared_.lobby, shared_.quotas, route_, method, target, req.body(), address_);
      if (reply.status == 200 && reply.body.is_object() && !reply.body.contains("ok") &&
          !reply.body.contains("format")) {
        reply.body["ok"] = true;
      }
      auto res = json_response(reply.status, reply.body, req.version(), req.keep_alive());
      if (!reply.location.empty()) res.set(http::field::location, reply.location);
      return res;
    }
    if (req.method() != http::verb::get && req.method() != http::verb::head) {
      return json_response(405, {{"ok", false}, {"error", "only GET for files"}}, req.version(),
                           req.keep_alive());
    }
    http::response<http::string_body> res{http::status::ok, req.version()};
    res.set(http::field::server, "bivouac");
    res.keep_alive(req.keep_alive());
    if (!shared_.site) {
      if (target != "/" && target != "/index.html") {
        return json_response(404, {{"ok", false}, {"error", "no such page"}}, req.version(),
                             req.keep_alive());
      }
      res.set(http::field::content_type, "text/html; charset=utf-8");
      res.body() = std::string(kNoClientPage);
    } else {
      const StaticSite::File* file = shared_.site->find(target);
      if (!file) {
        return json_response(404, {{"ok", false}, {"error", "no such file"}}, req.version(),
                             req.keep_alive());
      }
      res.set(http::field::content_type, file->content_type);
      res.body() = file->content;
    }
    res.prepare_payload();
    if (req.method() == http::verb::head) res.body().clear();
    return res;
  }

  void write(http::response<http::string_body>&& res) {
    auto sp = std::make_shared<http::response<http::string_body>>(std::move(res));
    http::async_write(stream_, *sp,
                      [self = shared_from_this(), sp](beast::error_code ec, std::size_t) {
                        if (ec) return;
                        if (sp->need_eof()) return self->shutdown();
                        self->read();
                      });
  }

  // A lingering close: after its last reply the client may still be sending (a body too large to
  // read). Reading that away until the client closes, for a few seconds and megabytes at most,
  // keeps the kernel from answering the unread bytes with a reset, which would destroy the reply
  // before the client reads it.
  void shutdown() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    stream_.expires_after(std::chrono::seconds(5));
    drain_ = std::make_unique<std::array<char, 16 * 1024>>();
    drain();
  }

  void drain() {
    stream_.async_read_some(net::buffer(*drain_),
                            [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                              self->drained_ += n;
                              if (ec || self->drained_ > kMaxDrainBytes) return;
                              self->drain();
                            });
  }

  static constexpr std::size_t kMaxDrainBytes = 8u << 20;
  beast::tcp_stream stream_;
  std::unique_ptr<std::array<char, 16 * 1024>> drain_;  // only while closing
  std::size_t drained_ = 0;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  Shared& shared_;
  ConnectionGate::Slot slot_;
  bool refusing_ = false;
  ConnectionGate::Refusal refusal_ = ConnectionGate::Refusal::kNone;
  net::ip::address peer_;
  std::string address_;  // the client's, per request (a trusted proxy carries many clients)
  RouteMatch route_;     // the API route of the request being answered
};

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(net::io_context& ioc, tcp::acceptor& acceptor, Shared& shared)
      : ioc_(ioc), acceptor_(acceptor), shared_(shared) {}

  void accept() {
    acceptor_.async_accept(net::make_strand(ioc_), [self = shared_from_this()](beast::error_code ec,
                                                                               tcp::socket socket) {
      if (ec == net::error::operation_aborted || !self->acceptor_.is_open()) return;
      if (!ec) {
        // Replies are small and sent in bursts (ack, events, view): no Nagle delay on them.
        beast::error_code ignored;
        socket.set_option(tcp::no_delay(true), ignored);
        const auto peer = socket.remote_endpoint(ignored);
        auto admission =
            self->shared_.gate.admit(self->shared_.addresses.connection_key(peer.address()));
        auto slot = std::move(admission.slot);

        // Full: answer 503 (429 for an address at its share) while few refusals are in flight,
        // else close at once (a descriptor must stay free for the connections already served).
        const bool refusing = !slot.held();
        if (refusing) slot = self->shared_.gate.admit_refusal();
        if (slot.held()) {
          std::make_shared<HttpSession>(std::move(socket), self->shared_, std::move(slot),
                                        admission.refusal)
              ->run();
        } else {
          socket.close(ignored);
        }
        return self->accept();
      }
      // Out of file descriptors or similar: wait a moment rather than spin.
      auto timer = std::make_shared<net::steady_timer>(self->ioc_, std::chrono::milliseconds(50));
      timer->async_wait([self, timer](beast::error_code) { self->accept(); });
    });
  }

 private:
  net::io_context& ioc_;
  tcp::acceptor& acceptor_;
  Shared& shared_;
};

// The lobby's maintenance pass on its own thread, so that a heartbeat never waits behind bots.
class Maintenance {
 public:
  Maintenance(Lobby& lobby, double seconds)
      : thread_([this, &lobby, period = std::chrono::duration<double>(seconds)] {
          std::unique_lock lock(mutex_);
          while (!wake_.wait_for(lock, period, [this] { return stop_; })) {
            lock.unlock();
            try {
              lobby.maintain();
            } catch (const std::exception& e) {
              std::cerr << fmt::format("bivouac serve: maintenance failed: {}\n", e.what());
            }
            lock.lock();
          }
        }) {}
  Maintenance(const Maintenance&) = delete;
  Maintenance& operator=(const Maintenance&) = delete;
  ~Maintenance() { stop(); }
  void stop() {
    {
      std::scoped_lock lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::thread thread_;  // last: it starts once the members it uses exist
};

}  // namespace

int run_server(const ServerConfig& config,
               const std::function<void(const std::string&)>& on_listening) {
  // A peer that vanishes must not kill the process through SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  // Nothing from the network opens a file: a game's card list is one the server holds.
  forbid_data_files();
  const std::size_t card_lists = config.cards_dir.empty() ? 0 : load_cards_dir(config.cards_dir);
  // Checked first: a cap the descriptors cannot hold, or a bad proxy address, stops the start.
  ConnectionGate gate(connection_cap(config.max_connections),
                      static_cast<std::size_t>(config.quotas.connections));
  const ClientAddress addresses(config.trust_proxy, parse_proxy_header(config.proxy_header),
                                config.ipv6_prefix);
  auto storage = open_storage(config.db);
  // Each address may run half the workers at once: another address's job always finds one.
  JobScheduler workers(SchedulerConfig{
      .workers = config.bot_threads,
      .interactive_workers = config.interactive_threads,
      .owner_share = std::max(1, (config.bot_threads + config.interactive_threads) / 2)});
  // Once shutting down, no new bot move or hint starts (a bot-against-bot game would otherwise
  // keep the pool busy to its end); moves already started commit. Restart resumes the bots.
  std::atomic<bool> stopping{false};
  const JobRunner jobs = [&workers, &stopping](JobClass c, const std::string& owner,
                                               std::function<void()> job) {
    return !stopping && workers.submit(c, owner, std::move(job));
  };
  // The quotas outlive the lobby: a room destroyed at the end may still hold a connection, whose
  // lease is then given back to them. They ask the lobby only while the server runs.
  const Lobby* games = nullptr;
  AddressQuotas quotas(
      config.quotas, [&games](const std::string& id) { return game_still_open(*games, id); },
      [&games](const std::string& id) { return game_still_playing(*games, id); },
      [&games](const std::string& id) { return game_still_live(*games, id); });
  LobbyConfig lobby_config = config.lobby;
  lobby_config.bot_limits = config.bot_limits;
  Lobby lobby(*storage, jobs, lobby_config);
  games = &lobby;
  lobby.allow_client_seeds(config.allow_client_seeds);
  // Nothing is loaded at start (a restart costs the same with 10 or 100,000 stored games): rooms
  // load when a request needs them, and bot games resume a page at a time from here on.

  // The web client is read into memory once: no page is read from disk on an I/O thread.
  std::optional<StaticSite> site;
  if (!config.static_dir.empty()) site.emplace(config.static_dir);
  WsLimits limits;
  limits.hello_timeout =
      std::chrono::milliseconds(static_cast<long>(std::lround(config.hello_timeout_s * 1000)));
  Shared shared{lobby, std::move(site), limits, jobs, quotas, gate, addresses};

  net::io_context ioc(config.io_threads);
  tcp::acceptor acceptor(ioc);
  const tcp::endpoint endpoint(net::ip::make_address(config.bind), config.port);
  acceptor.open(endpoint.protocol());
  acceptor.set_option(net::socket_base::reuse_address(true));
  acceptor.bind(endpoint);
  acceptor.listen(net::socket_base::max_listen_connections);
  const auto bound = acceptor.local_endpoint();
  std::make_shared<Listener>(ioc, acceptor, shared)->accept();

  // Shutdown: stop accepting, tell every client we are going away, give them a moment, stop.
  net::signal_set signals(ioc, SIGINT, SIGTERM);
  net::steady_timer grace(ioc);
  signals.async_wait([&](beast::error_code ec, int) {
    if (ec) return;
    stopping = true;
    beast::error_code ignored;
    acceptor.close(ignored);
    lobby.close_all();
    grace.expires_after(std::chrono::milliseconds(500));
    grace.async_wait([&ioc](beast::error_code) { ioc.stop(); });
  });

  const std::string host = bound.address().is_v6() ? "[" + bound.address().to_string() + "]"
                                                   : bound.address().to_string();
  const std::string url = fmt::format("http://{}:{}/", host, bound.port());
  // Other instances send this one's clients to --advertise, or to the bound address when that
  // is a definite one (not 0.0.0.0 or ::).
  if (lobby.config().advertise.empty() && !bound.address().is_unspecified()) {
    lobby.advertise(url);
  }
  lobby.maintain();
  Maintenance maintenance(lobby, config.maintenance_seconds);
  on_listening(url);
  if (card_lists > 0)
    std::cerr << fmt::format("bivouac serve: {} card lists offered from {}\n", card_lists,
                             config.cards_dir);

  std::vector<std::thread> threads;
  for (int i = 1; i < config.io_threads; ++i) threads.emplace_back([&ioc] { ioc.run(); });
  ioc.run();
  for (auto& t : threads) t.join();
  // Bots still thinking finish and commit; nothing is sent once the I/O threads are gone.
  workers.stop_and_join();
  maintenance.stop();
  lobby.close_all();
  lobby.retire();
  return 0;
}

}  // namespace bivouac::server
