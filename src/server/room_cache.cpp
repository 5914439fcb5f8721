#include "server/room_cache.h"

#include "server/card_lists.h"

namespace bivouac::server {

RoomCache::RoomCache(Storage& storage, JobRunner jobs, std::string instance, double bot_seconds_cap)
    : storage_(storage),
      jobs_(std::move(jobs)),
      instance_(std::move(instance)),
      bot_seconds_cap_(bot_seconds_cap) {}

bool RoomCache::playing_here(std::string_view id) const {
  std::scoped_lock lock(mutex_);
  return live_.find(id) != live_.end();
}

RoomContext RoomCache::context(const std::string& owner) {
  return RoomContext{instance_,
                     [this](const std::string& id) {
                       // Finished: out of the live set; the weak index finds it while connections
                       // hold it.
                       std::scoped_lock lock(mutex_);
                       live_.erase(id);
                     },
                     [this](const std::string& id) { forget(id, false); }, owner, bot_seconds_cap_};
}

void RoomCache::forget(const std::string& id, bool release) {
  {
    std::scoped_lock lock(mutex_);
    live_.erase(id);
    index_.erase(id);
  }
  if (release) storage_.release(id, instance_);
}

std::shared_ptr<Room> RoomCache::add_new(const StoredGame& game, const std::string& owner) {
  auto room = std::make_shared<Room>(game, storage_, jobs_, context(owner));
  storage_.create_game(game, room->published()->listing, instance_);
  {
    std::scoped_lock lock(mutex_);
    live_[game.id] = room;
    index_[game.id] = room;
  }
  room->start();
  return room;
}

RoomCache::Opened RoomCache::open(std::string_view id) {
  if (auto room = peek_live(id)) return Opened{room, std::nullopt};
  const std::string key(id);
  if (!storage_.listing(key)) return {};
  if (auto owner = storage_.acquire(key, instance_)) return Opened{nullptr, owner};
  auto stored = storage_.load_game(key);
  if (!stored) return {};
  std::shared_ptr<Room> room;
  try {
    room = std::make_shared<Room>(std::move(*stored), storage_, jobs_, context());
  } catch (...) {
    storage_.release(key, instance_);
    throw;
  }
  const auto published = room->published();
  const bool finished = published->listing.status == "finished";
  {
    std::scoped_lock lock(mutex_);
    // Another request may have loaded it meanwhile: theirs stays.
    if (auto it = index_.find(id); it != index_.end()) {
      if (auto other = it->second.lock()) return Opened{other, std::nullopt};
    }
    index_[key] = room;
    if (!finished) live_[key] = room;
  }
  // A game stored before listings were kept (or whose last listing was lost) is listed anew.
  storage_.update_listing(key, published->listing);
  room->start();
  return Opened{room, std::nullopt};
}

std::shared_ptr<Room> RoomCache::peek_live(std::string_view id) const {
  std::scoped_lock lock(mutex_);
  auto it = index_.find(id);
  return it == index_.end() ? nullptr : it->second.lock();
}

std::shared_ptr<Room> RoomCache::peek(std::string_view id) const {
  if (auto room = peek_live(id)) return room;
  auto stored = storage_.load_game(std::string(id));
  if (!stored) return nullptr;
  return std::make_shared<Room>(
      std::move(*stored), storage_,
      JobRunner([](JobClass, const std::string&, auto&&) { return false; }));
}

std::vector<std::pair<std::string, std::shared_ptr<Room>>> RoomCache::live() const {
  std::scoped_lock lock(mutex_);
  return {live_.begin(), live_.end()};
}

std::vector<std::string> RoomCache::sweep_dead() {
  std::vector<std::string> dead;
  std::scoped_lock lock(mutex_);
  for (auto it = index_.begin(); it != index_.end();) {
    if (it->second.expired()) {
      dead.push_back(it->first);
      it = index_.erase(it);
    } else {
      ++it;
    }
  }
  return dead;
}

std::vector<std::shared_ptr<Room>> RoomCache::all() const {
  std::vector<std::shared_ptr<Room>> rooms;
  std::scoped_lock lock(mutex_);
  for (const auto& [id, room] : index_) {
    if (auto r = room.lock()) rooms.push_back(std::move(r));
  }
  return rooms;
}

std::vector<std::string> RoomCache::ids() const {
  std::vector<std::string> out;
  std::scoped_lock lock(mutex_);
  for (const auto& [id, room] : index_) out.push_back(id);
  return out;
}

std::size_t RoomCache::size() const {
  std::scoped_lock lock(mutex_);
  std::size_t n = 0;
  for (const auto& [id, room] : index_) n += room.expired() ? 0 : 1;
  return n;
}

}  // namespace bivouac::server
