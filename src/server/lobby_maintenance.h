#pragma once
// The lobby's periodic pass (every second or so, off the I/O threads): this instance's
// heartbeat, rooms that leave memory (finished ones nobody holds, idle ones, waiting ones past
// their time), games that waited too long marked expired, and bot games nobody plays taken up.
#include <cstddef>
#include <string>

#include "server/lobby_config.h"
#include "server/room_cache.h"
#include "server/storage/storage.h"

namespace bivouac::server {

class LobbyMaintenance {
 public:
  LobbyMaintenance(Storage& storage, RoomCache& rooms, const LobbyConfig& config)
      : storage_(storage), rooms_(rooms), config_(config) {}
  void run_once();

 private:
  void drop_idle_rooms(std::int64_t now);
  void resume_bot_games();

  Storage& storage_;
  RoomCache& rooms_;
  const LobbyConfig& config_;
  int ticks_ = 0;
};

}  // namespace bivouac::server
