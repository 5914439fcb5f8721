#pragma once
// The server's whole connection count, kept below what its file descriptors allow: past the cap a
// new connection is answered 503 and closed while the connections already open go on. Refusals
// themselves are bounded too, and beyond that a connection is closed at once, so a flood of
// handshakes can never use the last descriptor (the database, the log and the listener need
// some). One address (a client, or an IPv6 network: ClientAddress) holds at most
// `max_per_address` of them, HTTP and WebSocket together, so that one cannot take every slot.
#include <atomic>
#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
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
  // `max_per_address` 0: no cap per address.
  explicit ConnectionGate(std::size_t max_connections, std::size_t max_per_address = 0)
      : max_(max_connections), max_per_address_(max_per_address) {}
  ConnectionGate(const ConnectionGate&) = delete;
  ConnectionGate& operator=(const ConnectionGate&) = delete;

  // One open connection, counted until it is destroyed (moved from an HTTP session to its
  // WebSocket on upgrade).
  class Slot {
   public:
    Slot() = default;
    explicit Slot(std::atomic<std::size_t>* count) : count_(count) {}
    Slot(Slot&& other) noexcept;
    Slot& operator=(Slot&& other) noexcept;
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    ~Slot() { release(); }
    [[nodiscard]] bool held() const { return count_ != nullptr; }

   private:
    friend class ConnectionGate;
    void release();
    std::atomic<std::size_t>* count_ = nullptr;
    ConnectionGate* gate_ = nullptr;  // set when an address's count is held too
    std::string address_;
  };
  enum class Refusal { kNone, kServerFull, kAddressFull };
  struct Admission {
    Slot slot;  // empty when refused
    Refusal refusal = Refusal::kNone;
  };
  // A slot for a new connection from `address` (nullopt: not counted per address, e.g. the
  // trusted proxy, which carries many clients), or an empty one saying which limit is reached.
  [[nodiscard]] Admission admit(const std::optional<std::string>& address);
  // A slot for answering a refused connection (503), or empty: close it without a word.
  [[nodiscard]] Slot admit_refusal();

  [[nodiscard]] std::size_t open() const { return open_.load(); }
  [[nodiscard]] std::size_t max() const { return max_; }
  [[nodiscard]] std::size_t max_per_address() const { return max_per_address_; }
  // Addresses holding a connection now (for tests of the bookkeeping's bound).
  [[nodiscard]] std::size_t addresses() const;

 private:
  static Slot take(std::atomic<std::size_t>& count, std::size_t max);
  void release_address(const std::string& address);
  std::size_t max_;
  std::size_t max_per_address_;
  mutable std::mutex mutex_;
  std::map<std::string, std::size_t, std::less<>> per_address_;  // only addresses holding some
  std::atomic<std::size_t> open_{0};
  std::atomic<std::size_t> refusing_{0};
};

}  // namespace bivouac::server
