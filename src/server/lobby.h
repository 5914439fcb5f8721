#pragma once
// The lobby: the games this instance plays, and the HTTP API of docs/network.md over every game
// in the database. Only live games are in memory: a room is loaded from the database when a
// request needs it, and leaves memory once the game is finished, idle or expired (the database
// keeps it for its listing and replays). Requests arrive as method, path, query and body;
// replies are a status and a JSON body.
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "server/room.h"
#include "server/storage/storage.h"

namespace bivouac::server {

// How much a stranger may ask of the server's bots per move (docs/network.md): a bot seat over
// these is refused when the game is created, so one game cannot hold the bot workers for minutes.
struct BotLimits {
  double seconds = 5;
  long iterations = 100'000;
  int threads = 2;
};

// How long games stay, and who this instance is among the servers sharing the database.
struct LobbyConfig {
  BotLimits bot_limits;
  std::string instance;                // this process's id as an owner (random when empty)
  std::string advertise;               // the URL other instances send this one's clients to
  double waiting_ttl_seconds = 86400;  // a game waiting for players this long expires
  double idle_seconds = 600;           // a live game nobody touched this long leaves memory
  // ...and one that no client has opened since it was made or loaded, this long: a flood of
  // created games nobody plays holds only the last few seconds' worth in memory (issue 26).
  double unvisited_idle_seconds = 5;
  int lease_ttl_ms = 5000;           // an instance silent this long loses its games
  std::size_t resume_per_tick = 32;  // bot games taken over (or resumed) per maintenance tick
};

class Lobby {
 public:
  Lobby(Storage& storage, JobRunner jobs, LobbyConfig config = {});

  // A game this instance may play: its live room (loaded from the database and owned now when
  // it was not), or the live owner that plays it elsewhere.
  struct Opened {
    std::shared_ptr<Room> room;
    std::optional<Owner> elsewhere;
  };
  [[nodiscard]] Opened open(std::string_view id);
  // The room for reading (record, replay): this instance's live room, else one built from the
  // database for this request only (never started, never committed to).
  [[nodiscard]] std::shared_ptr<Room> peek(std::string_view id) const;
  // What the database lists of a game (status, joinable), whether or not it is in memory here.
  [[nodiscard]] std::optional<ListedGame> listing(const std::string& id) const {
    return storage_.listing(id);
  }
  // One maintenance pass (every second or so, off the I/O threads): heartbeat, drop finished and
  // idle rooms, expire waiting games, resume bot games nobody plays.
  void maintain();
  // Clean shutdown: every game this instance owned is free at once for the others.
  void retire();
  [[nodiscard]] const LobbyConfig& config() const { return config_; }
  // Sets the address other instances send this one's clients to (before maintenance starts).
  void advertise(std::string url) { config_.advertise = std::move(url); }
  // A 307 to the owner's advertised address for `path` (503 when it advertises none).
  [[nodiscard]] Reply elsewhere_reply(const std::string& id, const Owner& owner,
                                      std::string_view path) const;
  // Handles one API request under /api/. `target` is the path with its query string.
  [[nodiscard]] Reply handle(std::string_view method, std::string_view target,
                             std::string_view body);
  void close_all();
  // Rooms in memory (live ones, and finished ones still connected).
  [[nodiscard]] std::size_t size() const;
  // Lets a client choose a new game's seed (tests, local tournaments); off by default.
  void allow_client_seeds(bool allow) { allow_client_seeds_ = allow; }

 private:
  Reply catalog() const;
  Reply create(const nlohmann::json& body);
  Reply list(std::string_view query) const;
  [[nodiscard]] std::shared_ptr<Room> peek_live(const std::string& id) const;
  [[nodiscard]] static nlohmann::json listed_summary(const ListedGame& row);
  Reply rematch(const std::shared_ptr<Room>& room, const nlohmann::json& body);
  // The refusal for a bot seat that may cost more a move than limits_ allow.
  [[nodiscard]] std::optional<Reply> over_budget(const std::string& spec, const GamePtr& game,
                                                 std::size_t seat) const;
  Reply replay(const Room& room, std::string_view method, std::string_view query,
               std::string_view body) const;
  static Reply replay_upload(std::string_view query, std::string_view body);
  std::shared_ptr<Room> add_new(const StoredGame& game);
  [[nodiscard]] RoomContext room_context();
  void forget(const std::string& id, bool release);

  Storage& storage_;
  JobRunner jobs_;
  LobbyConfig config_;
  // Lock order: a room's lock, then this one (a room tells the lobby it finished); never a room's
  // lock while holding this one.
  mutable std::mutex mutex_;
  // The rooms this instance plays (strong) and every room still alive here (weak: a finished
  // game's room lives while a connection holds it, and is found again while it does).
  std::map<std::string, std::shared_ptr<Room>, std::less<>> live_;
  std::map<std::string, std::weak_ptr<Room>, std::less<>> index_;
  const nlohmann::json& catalog_;
  int maintenance_ticks_ = 0;
  bool allow_client_seeds_ = false;
};

}  // namespace bivouac::server
