#pragma once
// What the lobby shows of a game: a pure function of the position, the seats as stored and who
// is connected, so it can be computed anywhere (the room after each change, a seat's commit
// before it is made) and published without a lock of its own.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/match.h"
#include "server/storage/storage.h"

namespace bivouac::server {

// The position's part of a summary, taken from the match under the room's lock.
struct PositionFacts {
  bool terminal = false;
  int turn = 0;
  std::uint64_t version = 0;
  int to_move = -1;  // -1 once finished
  int winning_side = -1;
  std::string winner;  // the winning side's name, or empty
  std::string end_reason;
  bool bot_to_move = false;
};

// `bot_seats[p]`: seat p is played by a bot.
[[nodiscard]] PositionFacts position_facts(const Match& match, const std::vector<bool>& bot_seats);

struct RoomSummary {
  nlohmann::json summary;  // the lobby's summary, live (who is connected now)
  GameListing listing;     // what the database lists (connected only for bots)
  bool joinable = false;
};

// `connected[p]`: a client is bound to seat p here and now.
[[nodiscard]] RoomSummary summarize(const std::string& id, const Game& game,
                                    const PositionFacts& facts, const StoredGame& setup,
                                    const std::vector<bool>& connected);

}  // namespace bivouac::server
