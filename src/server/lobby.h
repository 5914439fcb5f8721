#pragma once
// The lobby: every game room on the server, and the HTTP API of docs/network.md over them.
// Requests arrive as method, path, query and body; replies are a status and a JSON body.
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

class Lobby {
 public:
  Lobby(Storage& storage, JobRunner jobs, BotLimits limits = {});
  // Rebuilds every stored game (replaying its actions) and starts waiting bots. Returns the count.
  std::size_t restore();

  [[nodiscard]] std::shared_ptr<Room> find(std::string_view id) const;
  // Handles one API request under /api/. `target` is the path with its query string.
  [[nodiscard]] Reply handle(std::string_view method, std::string_view target,
                             std::string_view body);
  void close_all();
  [[nodiscard]] std::size_t size() const;
  // Lets a client choose a new game's seed (tests, local tournaments); off by default.
  void allow_client_seeds(bool allow) { allow_client_seeds_ = allow; }

 private:
  Reply catalog() const;
  Reply create(const nlohmann::json& body);
  Reply list(std::string_view query) const;
  Reply rematch(const std::shared_ptr<Room>& room, const nlohmann::json& body);
  // The refusal for a bot seat that may cost more a move than limits_ allow.
  [[nodiscard]] std::optional<Reply> over_budget(const std::string& spec, const GamePtr& game,
                                                 std::size_t seat) const;
  Reply replay(const Room& room, std::string_view method, std::string_view query,
               std::string_view body) const;
  static Reply replay_upload(std::string_view query, std::string_view body);
  std::shared_ptr<Room> add(StoredGame game, bool store);

  Storage& storage_;
  JobRunner jobs_;
  BotLimits limits_;
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Room>, std::less<>> rooms_;
  nlohmann::json catalog_;
  bool allow_client_seeds_ = false;
};

}  // namespace bivouac::server
