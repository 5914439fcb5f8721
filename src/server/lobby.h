#pragma once
// The lobby: every game room on the server, and the HTTP API of docs/network.md over them.
// Requests arrive as method, path, query and body; replies are a status and a JSON body.
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "server/room.h"
#include "server/storage/storage.h"

namespace bivouac::server {

class Lobby {
 public:
  Lobby(Storage& storage, JobRunner jobs);
  // Rebuilds every stored game (replaying its actions) and starts waiting bots. Returns the count.
  std::size_t restore();

  [[nodiscard]] std::shared_ptr<Room> find(std::string_view id) const;
  // Handles one API request under /api/. `target` is the path with its query string.
  [[nodiscard]] Reply handle(std::string_view method, std::string_view target,
                             std::string_view body);
  void close_all();
  [[nodiscard]] std::size_t size() const;

 private:
  Reply catalog() const;
  Reply create(const nlohmann::json& body);
  Reply list(std::string_view query) const;
  Reply rematch(const std::shared_ptr<Room>& room, const nlohmann::json& body);
  Reply replay(const Room& room, std::string_view method, std::string_view query,
               std::string_view body) const;
  static Reply replay_upload(std::string_view query, std::string_view body);
  std::shared_ptr<Room> add(StoredGame game, bool store);

  Storage& storage_;
  JobRunner jobs_;
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Room>, std::less<>> rooms_;
  nlohmann::json catalog_;
};

}  // namespace bivouac::server
