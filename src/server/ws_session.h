#pragma once
// One WebSocket connection to a game room. Reads one message at a time and hands it to the room;
// writes go through a bounded queue on the connection's strand (one write in flight, as Beast
// requires). A client that stops reading, floods, or sends an oversized message is disconnected.
#include <deque>
#include <memory>
#include <string>

#include "server/client.h"
#include "server/net.h"
#include "server/room.h"

namespace bivouac::server {

struct WsLimits {
  std::size_t max_message = 64 * 1024;
  std::size_t max_queued_bytes = 4 * 1024 * 1024;
  int rate_messages = 20;      // at most this many ...
  double rate_window_s = 5.0;  // ... a second, averaged over this window
  int flood_close_after = 3;   // refused messages beyond the limit before closing
};

class WsSession final : public Client, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, std::shared_ptr<Room> room, WsLimits limits);
  // Takes over after the HTTP session read an upgrade request.
  void run(http::request<http::string_body> request);
  void send(std::shared_ptr<const std::string> text) override;
  void close() override;

 private:
  void on_accept(beast::error_code ec);
  void read();
  void on_read(beast::error_code ec, std::size_t bytes);
  void on_send(std::shared_ptr<const std::string> text);
  void on_write(beast::error_code ec, std::size_t bytes);
  void fail();
  bool allow_message();

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::shared_ptr<Room> room_;
  WsLimits limits_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::size_t queued_bytes_ = 0;
  bool open_ = false;
  bool closing_ = false;
  bool detached_ = false;
  // Rate limit: a token bucket refilled at rate_messages per second, holding a window's worth.
  double bucket_ = 0;
  std::chrono::steady_clock::time_point last_refill_;
  int refused_ = 0;
};

}  // namespace bivouac::server
