#pragma once
// The rooms this instance plays, with their ownership across the instances sharing the
// database: a game is loaded into a room when a request needs it (and owned by this instance
// then), found again while it lives, and forgotten (and released) when it leaves memory.
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "server/room.h"
#include "server/storage/storage.h"

namespace bivouac::server {

class RoomCache {
 public:
  // `bot_seconds_cap`: the most any bot of these rooms thinks a move, whatever its spec.
  RoomCache(Storage& storage, JobRunner jobs, std::string instance, double bot_seconds_cap);

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
  // This instance's room of `id` if it is in memory.
  [[nodiscard]] std::shared_ptr<Room> peek_live(std::string_view id) const;
  // Stores a new game, made by the client at `owner` (its bots are that address's jobs), and
  // starts its room.
  std::shared_ptr<Room> add_new(const StoredGame& game, const std::string& owner);
  // Whether this instance plays the game `id` in memory now (not finished, not left idle).
  [[nodiscard]] bool playing_here(std::string_view id) const;
  // Out of memory; released for the other instances when `release`.
  void forget(const std::string& id, bool release);

  // The live rooms, and the ids of rooms gone since the last sweep (their games to release).
  [[nodiscard]] std::vector<std::pair<std::string, std::shared_ptr<Room>>> live() const;
  [[nodiscard]] std::vector<std::string> sweep_dead();
  // Every room still in memory (live ones, and finished ones still connected).
  [[nodiscard]] std::vector<std::shared_ptr<Room>> all() const;
  [[nodiscard]] std::vector<std::string> ids() const;
  [[nodiscard]] std::size_t size() const;
  [[nodiscard]] const std::string& instance() const { return instance_; }

 private:
  [[nodiscard]] RoomContext context(const std::string& owner = {});

  Storage& storage_;
  JobRunner jobs_;
  std::string instance_;
  double bot_seconds_cap_;
  // Lock order: a room's lock, then this one (a room tells the cache it finished); never a room's
  // lock while holding this one.
  mutable std::mutex mutex_;
  // The rooms this instance plays (strong) and every room still alive here (weak: a finished
  // game's room lives while a connection holds it, and is found again while it does).
  std::map<std::string, std::shared_ptr<Room>, std::less<>> live_;
  std::map<std::string, std::weak_ptr<Room>, std::less<>> index_;
};

}  // namespace bivouac::server
