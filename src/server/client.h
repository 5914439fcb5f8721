#pragma once
// One connected WebSocket client as a game room sees it. The room never touches a socket: it
// hands finished messages to send(), which queues them for the connection's own strand.
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

namespace bivouac::server {

class Client {
 public:
  virtual ~Client() = default;
  // Queues a text message; never blocks. A client whose queue overflows is disconnected.
  virtual void send(std::shared_ptr<const std::string> text) = 0;
  // Closes the connection (after what is queued, when possible).
  virtual void close() = 0;

  // Owned by the room and touched only under its lock.
  struct Binding {
    bool bound = false;
    int viewer = 0;               // seat, or kSpectator
    std::uint64_t delivered = 0;  // the last event number of its stream already sent
    bool hint_pending = false;
  };
  Binding binding;
  // The client's address (set when connected; "" when unknown): the jobs it causes are its own.
  std::string address;
  // Set once a hello has bound it (read by the connection's hello timeout, off the room's lock).
  std::atomic<bool> greeted{false};
};

}  // namespace bivouac::server
