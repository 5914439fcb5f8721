#pragma once
// Making games: POST /api/games (a game spec, its seats, humans and bots within this server's
// bot limits, and the seed the server draws) and the rematch of a played game, whose players
// change sides. Each new game is stored and started through the room cache.
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/game.h"
#include "server/lobby_config.h"
#include "server/reply.h"
#include "server/room_cache.h"

namespace bivouac::server {

class GameFactory {
 public:
  GameFactory(RoomCache& rooms, BotLimits limits) : rooms_(rooms), limits_(limits) {}

  // `address`: the client's (the new game's bots are its jobs, docs/network.md "Fair bots").
  [[nodiscard]] Reply create(const nlohmann::json& body, const std::string& address);
  // A new game of `room`'s, asked by one of its seats (`token` in the body).
  [[nodiscard]] Reply rematch(const std::shared_ptr<Room>& room, const nlohmann::json& body,
                              const std::string& address);
  // Lets a client choose a new game's seed (tests, local tournaments); off by default.
  void allow_client_seeds(bool allow) { allow_client_seeds_ = allow; }

 private:
  // The refusal for a bot seat that may cost more a move than limits_ allow.
  [[nodiscard]] std::optional<Reply> over_budget(const std::string& spec, const GamePtr& game,
                                                 std::size_t seat) const;

  RoomCache& rooms_;
  BotLimits limits_;
  bool allow_client_seeds_ = false;
};

}  // namespace bivouac::server
