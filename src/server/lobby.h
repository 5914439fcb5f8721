#pragma once
// The lobby: the games this instance plays, made of parts with one job each: the room cache
// (which rooms are in memory and who owns each game), the game factory (new games and
// rematches) and the maintenance pass. Only live games are in memory: a room is loaded from the
// database when a request needs it, and leaves memory once the game is finished, idle or expired
// (the database keeps it for its listing and replays). The HTTP API over it is the route table
// (server/routes.h).
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "server/game_factory.h"
#include "server/lobby_config.h"
#include "server/lobby_maintenance.h"
#include "server/room_cache.h"
#include "server/storage/storage.h"

namespace bivouac::server {

class Lobby {
 public:
  Lobby(Storage& storage, JobRunner jobs, LobbyConfig config = {});

  [[nodiscard]] RoomCache& rooms() { return rooms_; }
  [[nodiscard]] const RoomCache& rooms() const { return rooms_; }
  [[nodiscard]] GameFactory& factory() { return factory_; }
  [[nodiscard]] Storage& storage() const { return storage_; }
  // Shorthand for rooms().open(id).
  [[nodiscard]] RoomCache::Opened open(std::string_view id) { return rooms_.open(id); }
  // What the database lists of a game (status, joinable), whether or not it is in memory here.
  [[nodiscard]] std::optional<ListedGame> listing(const std::string& id) const {
    return storage_.listing(id);
  }
  // One maintenance pass (every second or so, off the I/O threads).
  void maintain() { maintenance_.run_once(); }
  // Clean shutdown: every game this instance owned is free at once for the others.
  void retire();
  [[nodiscard]] const LobbyConfig& config() const { return config_; }
  // Sets the address other instances send this one's clients to (before maintenance starts).
  void advertise(std::string url) { config_.advertise = std::move(url); }
  // A 307 to the owner's advertised address for `path` (503 when it advertises none).
  [[nodiscard]] Reply elsewhere_reply(const std::string& id, const Owner& owner,
                                      std::string_view path) const;
  void close_all();
  // Rooms in memory (live ones, and finished ones still connected).
  [[nodiscard]] std::size_t size() const { return rooms_.size(); }
  void allow_client_seeds(bool allow) { factory_.allow_client_seeds(allow); }

 private:
  Storage& storage_;
  LobbyConfig config_;
  RoomCache rooms_;
  GameFactory factory_;
  LobbyMaintenance maintenance_;
};

}  // namespace bivouac::server
