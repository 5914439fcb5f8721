#pragma once
// What one client address may hold of the server at once (docs/network.md, "Quotas"): games
// created per minute, games waiting for players, bot-only games in progress, replay builds in
// progress, WebSocket connections, and WebSocket messages a second across all its connections.
// Reconnecting or opening more sockets does not reset any of them: they are kept per address,
// not per connection. The lobby and the rooms know nothing of this; the network layer asks here
// before it hands them a request.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <string_view>

namespace bivouac::server {

struct QuotaLimits {
  int games_per_minute = 30;      // creations (and rematches), refilled evenly over a minute
  int open_games = 20;            // games waiting for a player to join
  int bot_games = 4;              // bot-against-bot games still being played
  int replay_builds = 2;          // replay requests being built at once
  int ws_connections = 64;        // WebSocket connections open at once
  int messages_per_second = 100;  // WebSocket messages, all connections together ...
  double message_window_s = 5.0;  // ... averaged over this window (the burst it allows)
};

// What a new game will be, read from its creation request before the lobby sees it.
struct NewGameKind {
  bool open = false;      // some human seat is open for a stranger to join
  bool bot_only = false;  // every seat is a bot
};
// Reads `seats` of a POST /api/games body; anything unreadable counts as neither (the lobby
// refuses it anyway).
[[nodiscard]] NewGameKind classify_new_game(std::string_view body);

class AddressQuotas {
 public:
  // `still_open(id)` and `still_playing(id)` say whether a game counted against an address still
  // waits for a player, or is still being played; finished or joined games stop counting.
  AddressQuotas(QuotaLimits limits, std::function<bool(const std::string&)> still_open,
                std::function<bool(const std::string&)> still_playing);

  [[nodiscard]] const QuotaLimits& limits() const { return limits_; }

  // A game about to be created by `address`. When granted, its place is reserved until the
  // ticket's created() or its destruction (the lobby refused it); else refusal() says why.
  class GameTicket {
   public:
    GameTicket() = default;
    GameTicket(GameTicket&& other) noexcept;
    GameTicket& operator=(GameTicket&&) = delete;
    GameTicket(const GameTicket&) = delete;
    ~GameTicket();
    [[nodiscard]] bool granted() const { return quotas_ != nullptr; }
    [[nodiscard]] const std::string& refusal() const { return refusal_; }
    // The game exists: it counts from now on while open or bot-only.
    void created(const std::string& id);

   private:
    friend class AddressQuotas;
    AddressQuotas* quotas_ = nullptr;
    std::string address_;
    NewGameKind kind_;
    std::string refusal_;
  };
  [[nodiscard]] GameTicket create_game(const std::string& address, NewGameKind kind);

  // Held while something is in progress for an address (a connection, a replay build); the count
  // drops when it is destroyed. Empty (refused) when the address is at its limit.
  class Lease {
   public:
    Lease() = default;
    Lease(AddressQuotas* q, std::string address, int what);
    Lease(Lease&& other) noexcept;
    Lease& operator=(Lease&& other) noexcept;
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease();
    [[nodiscard]] bool granted() const { return quotas_ != nullptr; }
    [[nodiscard]] const std::string& address() const { return address_; }

   private:
    void release();
    AddressQuotas* quotas_ = nullptr;
    std::string address_;
    int what_ = 0;
  };
  [[nodiscard]] Lease open_websocket(const std::string& address);
  [[nodiscard]] Lease start_replay(const std::string& address);

  // One WebSocket message from `address`: true when its bucket has room.
  [[nodiscard]] bool allow_message(const std::string& address);

  // Addresses with any state kept (for tests of the bookkeeping's own bound).
  [[nodiscard]] std::size_t tracked_addresses() const;

 private:
  using Clock = std::chrono::steady_clock;
  struct Entry {
    int websockets = 0;
    int replays = 0;
    int reserved_open = 0;  // creations in progress
    int reserved_bot = 0;
    double game_tokens = 0;
    Clock::time_point games_refilled;
    double message_tokens = 0;
    Clock::time_point messages_refilled;
    std::set<std::string> open;  // games created waiting for players (pruned when asked)
    std::set<std::string> bots;  // bot-only games created (pruned when asked)
  };
  enum What { kWebSocket = 1, kReplay = 2 };
  Entry& entry(const std::string& address, Clock::time_point now);
  void refill(Entry& e, Clock::time_point now) const;
  [[nodiscard]] bool idle(const Entry& e) const;
  void prune_idle();
  void release(const std::string& address, int what);
  void finish_create(const std::string& address, NewGameKind kind, const std::string* id);

  QuotaLimits limits_;
  std::function<bool(const std::string&)> still_open_;
  std::function<bool(const std::string&)> still_playing_;
  mutable std::mutex mutex_;
  std::map<std::string, Entry, std::less<>> entries_;
  std::size_t operations_ = 0;
};

}  // namespace bivouac::server
