#pragma once
// The server's whole connection count, kept below what its file descriptors allow: past the cap a
// new connection is answered 503 and closed while the connections already open go on. Refusals
// themselves are bounded too, and beyond that a connection is closed at once, so a flood of
// handshakes can never use the last descriptor (the database, the log and the listener need
// some).
#include <atomic>
#include <cstddef>
#include <string>

namespace bivouac::server {

// Descriptors kept back from the connection cap: SQLite's files, stdio, the listener, Asio's own
// (epoll, eventfd, timerfd), a static file being read, and the refusals in flight.
inline constexpr std::size_t kReservedDescriptors = 64;
inline constexpr std::size_t kMaxRefusalsInFlight = 32;

// Raises the soft RLIMIT_NOFILE to the hard one and returns the most connections it leaves room
// for. `requested` 0 means "as many as that"; a larger request than that throws
// std::invalid_argument naming the limit and how to raise it.
[[nodiscard]] std::size_t connection_cap(std::size_t requested);

class ConnectionGate {
 public:
  explicit ConnectionGate(std::size_t max_connections) : max_(max_connections) {}
  ConnectionGate(const ConnectionGate&) = delete;
  ConnectionGate& operator=(const ConnectionGate&) = delete;

  // One open connection, counted until it is destroyed (moved from an HTTP session to its
  // WebSocket on upgrade).
  class Slot {
   public:
    Slot() = default;
    explicit Slot(std::atomic<std::size_t>* count) : count_(count) {}
    Slot(Slot&& other) noexcept : count_(other.count_) { other.count_ = nullptr; }
    Slot& operator=(Slot&& other) noexcept;
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    ~Slot() { release(); }
    [[nodiscard]] bool held() const { return count_ != nullptr; }

   private:
    void release();
    std::atomic<std::size_t>* count_ = nullptr;
  };
  // A slot for a new connection, or an empty one when the server is full.
  [[nodiscard]] Slot admit();
  // A slot for answering a refused connection (503), or empty: close it without a word.
  [[nodiscard]] Slot admit_refusal();

  [[nodiscard]] std::size_t open() const { return open_.load(); }
  [[nodiscard]] std::size_t max() const { return max_; }

 private:
  static Slot take(std::atomic<std::size_t>& count, std::size_t max);
  std::size_t max_;
  std::atomic<std::size_t> open_{0};
  std::atomic<std::size_t> refusing_{0};
};

}  // namespace bivouac::server
