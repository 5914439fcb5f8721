#pragma once
// A small blocking HTTP and WebSocket client on Boost.Beast for the server tests. Every wait has
// a timeout so a broken server fails a test instead of hanging it.
#include <chrono>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bivouac::server::testing {

struct HttpResult {
  int status = 0;
  std::string body;
  nlohmann::json json() const { return nlohmann::json::parse(body); }
};

// One request on a fresh connection, with any extra header fields (name, value).
HttpResult http_request(std::uint16_t port, std::string_view method, std::string_view target,
                        std::string_view body = {},
                        const std::vector<std::pair<std::string, std::string>>& headers = {});

class WsClient;

// A WebSocket handshake that may be refused: the client, or the refusal's HTTP status and
// Location (status 0: no connection at all).
struct WsOpen {
  std::unique_ptr<WsClient> client;
  int status = 0;
  std::string location;
};
WsOpen ws_open(std::uint16_t port, std::string_view target);

class WsClient {
 public:
  // Connects to ws://127.0.0.1:port/target, with any extra header fields on the upgrade
  // (X-Forwarded-For, to speak for another address through a trusted proxy); throws on failure.
  WsClient(std::uint16_t port, std::string_view target,
           const std::vector<std::pair<std::string, std::string>>& headers = {});
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  void send_text(std::string_view text);
  void send(const nlohmann::json& j) { send_text(j.dump()); }
  // The next message's raw bytes, or nullopt when none came within `timeout` (the read stays
  // pending for the next call) or the connection closed (then closed() is true).
  std::optional<std::string> read_raw(std::chrono::milliseconds timeout);
  // Reads until a message of `type` arrives (others are kept in the order they came).
  nlohmann::json expect(std::string_view type,
                        std::chrono::milliseconds timeout = std::chrono::seconds(20));
  [[nodiscard]] bool closed() const { return closed_; }

 private:
  void start_read();
  struct Impl;
  std::unique_ptr<Impl> impl_;
  bool closed_ = false;
};

}  // namespace bivouac::server::testing
