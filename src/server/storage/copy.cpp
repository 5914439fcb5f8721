#include "server/storage/copy.h"

namespace bivouac::server {

CopyCount copy_games(Storage& from, Storage& to,
                     const std::function<void(const CopyCount&)>& progress) {
  CopyCount count;
  // Every listed game, then the expired ones (not listed by default).
  for (const char* status : {"", "expired"}) {
    ListQuery q;
    q.status = status;
    q.limit = 200;
    while (true) {
      const auto page = from.list_games(q);
      for (const auto& row : page) {
        if (to.listing(row.id)) {
          ++count.present;
          continue;
        }
        auto game = from.load_game(row.id);
        if (!game) continue;  // deleted meanwhile
        to.create_game(*game, row.listing, "");
        ++count.copied;
      }
      if (progress) progress(count);
      if (page.size() < q.limit) break;
      q.after_created = page.back().created;
      q.after_id = page.back().id;
    }
  }
  return count;
}

}  // namespace bivouac::server
