#pragma once
// Copies every game from one database to another (`bivouac db copy`): SQLite to PostgreSQL when
// a club moves to several instances, and back. Run it with no server on either database.
#include <cstddef>
#include <functional>

#include "server/storage/storage.h"

namespace bivouac::server {

struct CopyCount {
  std::size_t copied = 0;
  std::size_t present = 0;  // already in the destination (an interrupted copy run again)
};

// Copies each game with its seats, actions and listing, a page at a time (memory stays bounded
// by one page and one game). Games come over owned by no instance. `progress` is told the count
// so far after each page.
CopyCount copy_games(Storage& from, Storage& to,
                     const std::function<void(const CopyCount&)>& progress = {});

}  // namespace bivouac::server
