#pragma once
// The connections of one room and what is sent to them: each connection gets the events of its
// viewer's stream it has not had, in pages, then its viewer's view, which is built once per
// position for every connection of that viewer. Touched only under the room's lock.
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "server/client.h"
#include "server/event_streams.h"

namespace bivouac::server {

// The most events one `events` message carries: a long game's history goes in several.
inline constexpr std::size_t kEventsPerMessage = 500;

// Each viewer's encoded view of the current position, shared by all its connections.
class ViewCache {
 public:
  using Build = std::function<nlohmann::json(int viewer)>;
  explicit ViewCache(int players) : views_(static_cast<std::size_t>(players) + 1) {}
  // The position, or what a viewer may do in it, changed.
  void invalidate();
  [[nodiscard]] std::shared_ptr<const std::string> get(int viewer, const Build& build);

 private:
  std::vector<std::shared_ptr<const std::string>> views_;  // [viewer + 1]
};

class Audience {
 public:
  explicit Audience(int players) : players_(players) {}

  void add(const std::shared_ptr<Client>& c) { clients_.insert(c); }
  // Forgets a connection; true when it was bound to a seat.
  bool remove(const std::shared_ptr<Client>& c);
  [[nodiscard]] bool empty() const { return clients_.empty(); }
  void close_all() const;
  // Unbinds and closes the connections of `seat` (its token no longer acts).
  void close_seat(int seat) const;
  // `result[p]`: some connection is bound to seat p.
  [[nodiscard]] std::vector<bool> connected_seats() const;
  // Sends `text` to every connection that said hello.
  void send_bound(const std::shared_ptr<const std::string>& text) const;
  void for_each_bound(const std::function<void(Client&)>& f) const;
  // Tells everyone which seats are played: a connected person or a bot (`bot_seats`).
  void send_presence(const std::vector<bool>& bot_seats) const;
  // What `c` has not had yet of its viewer's events, then that viewer's view.
  static void deliver(Client& c, const EventStreams& events, ViewCache& views,
                      const ViewCache::Build& build);
  void broadcast(const EventStreams& events, ViewCache& views, const ViewCache::Build& build) const;

 private:
  int players_;
  std::set<std::shared_ptr<Client>> clients_;
};

}  // namespace bivouac::server
