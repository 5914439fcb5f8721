#pragma once
// One WebSocket connection to a game room. Reads one message at a time and hands it to the room;
// writes go through a bounded queue on the connection's strand (one write in flight, as Beast
// requires). A client that stops reading, floods, or sends an oversized message is disconnected.
#include <chrono>
#include <deque>
#include <memory>
#include <string>

#include "server/address_quotas.h"
#include "server/client.h"
#include "server/connection_gate.h"
#include "server/net.h"
#include "server/room.h"

namespace bivouac::server {

struct WsLimits {
  std::size_t max_message = 64 * 1024;
  std::size_t max_queued_bytes = 4 * 1024 * 1024;
  int flood_close_after = 3;  // refused messages in a row before closing
  // A connection that has not said a hello that binds it by then is closed.
  std::chrono::milliseconds hello_timeout{10'000};
};

// What a connection holds of the server while open: its place in the connection count and in its
// address's WebSocket count (both released when the session ends), and the address whose message
// rate it draws on (each connection also has a bucket of its own inside it).
struct WsAdmission {
  AddressQuotas* quotas = nullptr;
  AddressQuotas::Lease websocket;
  ConnectionGate::Slot slot;
};

class WsSession final : public Client, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, std::shared_ptr<Room> room, WsLimits limits,
            WsAdmission admission);
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
  // Whether this message may be handled: its connection's bucket, then its address's.
  AddressQuotas::Message allow_message();
  void start_hello_timer();

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::shared_ptr<Room> room_;
  WsLimits limits_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::size_t queued_bytes_ = 0;
  bool open_ = false;
  bool closing_ = false;
  bool detached_ = false;
  WsAdmission admission_;
  net::steady_timer hello_timer_;
  int refused_ = 0;
  MessageBucket messages_;  // this connection's own share of its address's rate
};

}  // namespace bivouac::server
