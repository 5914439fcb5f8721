#pragma once
// What one client address may hold of the server at once (docs/network.md, "Quotas"): games
// created per minute, games waiting for players, bot-only games in progress, games of a person
// against a server bot in progress, replay builds in progress, WebSocket connections, and
// WebSocket messages a second across all its connections (and, inside that, per connection).
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
  int games_per_minute = 30;          // creations (and rematches), refilled evenly over a minute
  int open_games = 20;                // games waiting for a player to join
  int bot_games = 4;                  // bot-against-bot games still being played
  int person_bot_games = 8;           // games of a person against a server bot, while in memory
  int replay_builds = 2;              // replay requests being built at once
  int card_lookups_per_minute = 120;  // POST /api/card (each may parse a 48 KiB card list)
  int ws_connections = 64;            // WebSocket connections open at once
  int connections = 256;          // connections open at once, HTTP and WebSocket (ConnectionGate)
  int messages_per_second = 100;  // WebSocket messages, all connections together ...
  double message_window_s = 5.0;  // ... averaged over this window (the burst it allows)
  // ...and of one connection, over the same window: one noisy client is throttled before it can
  // empty its address's bucket for its neighbours (a club behind one NAT).
  int connection_messages_per_second = 20;
};

// A token bucket: `rate` a second, at most `rate * window` held (it starts full).
class MessageBucket {
 public:
  MessageBucket() = default;
  MessageBucket(double rate, double window_s);
  // Whether a token is there now (refilled up to `now`), without taking it.
  [[nodiscard]] bool has_token(std::chrono::steady_clock::time_point now);
  void take() { tokens_ -= 1.0; }
  [[nodiscard]] bool full() const { return tokens_ >= capacity_; }

 private:
  double rate_ = 0;
  double capacity_ = 0;
  double tokens_ = 0;
  std::chrono::steady_clock::time_point refilled_ = std::chrono::steady_clock::now();
};

// What a new game will be, read from its creation request before the lobby sees it.
struct NewGameKind {
  bool open = false;        // some human seat is open for a stranger to join
  bool bot_only = false;    // every seat is a bot
  bool person_bot = false;  // a person plays against a server bot (some seats of each)
};
// Reads `seats` of a POST /api/games body; anything unreadable counts as neither (the lobby
// refuses it anyway).
[[nodiscard]] NewGameKind classify_new_game(std::string_view body);

class AddressQuotas {
 public:
  // `still_open(id)` and `still_playing(id)` say whether a game counted against an address still
  // waits for a player, or is still being played; finished or joined games stop counting.
  // `still_live(id)`: whether a person-against-bot game is still played in memory (one left
  // idle leaves memory, and stops counting, so an abandoned game does not hold the quota).
  AddressQuotas(QuotaLimits limits, std::function<bool(const std::string&)> still_open,
                std::function<bool(const std::string&)> still_playing,
                std::function<bool(const std::string&)> still_live = {});

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

  // One WebSocket message from `address` on the connection whose own bucket is `connection`:
  // taken from both when both have room; a connection's refusal costs its address nothing.
  enum class Message { kAllowed, kConnectionFull, kAddressFull };
  [[nodiscard]] Message allow_message(const std::string& address, MessageBucket& connection);
  // A bucket for one new connection (connection_messages_per_second over the window).
  [[nodiscard]] MessageBucket connection_bucket() const;
  // One POST /api/card from `address`: true when its bucket has room.
  [[nodiscard]] bool allow_card_lookup(const std::string& address);

  // Addresses with any state kept (for tests of the bookkeeping's own bound).
  [[nodiscard]] std::size_t tracked_addresses() const;

 private:
  using Clock = std::chrono::steady_clock;
  struct Entry {
    int websockets = 0;
    int replays = 0;
    int reserved_open = 0;  // creations in progress
    int reserved_bot = 0;
    int reserved_person_bot = 0;
    double game_tokens = 0;
    Clock::time_point games_refilled;
    MessageBucket messages;
    std::set<std::string> open;         // games created waiting for players (pruned when asked)
    std::set<std::string> bots;         // bot-only games created (pruned when asked)
    std::set<std::string> person_bots;  // person-against-bot games created (pruned when asked)
    double card_tokens = 0;
    Clock::time_point cards_refilled;
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
  std::function<bool(const std::string&)> still_live_;
  mutable std::mutex mutex_;
  std::map<std::string, Entry, std::less<>> entries_;
  std::size_t operations_ = 0;
};

}  // namespace bivouac::server
