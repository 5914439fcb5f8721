#pragma once
// A game record replays a game exactly: game spec, seed, optional starting position, and the
// actions as text, with any forced dice or draws at the point they were forced.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace bivouac {

inline constexpr int kRecordVersion = 1;
// Version 2: steps, cards and units by name (GT units with their ids). Version 1 documents of the
// earlier releases wrote some of those as numbers; one with names only (written between) reads as
// version 2, one with a number is refused naming its version (load_state_document).
inline constexpr int kStateVersion = 2;
inline constexpr int kOldestStateVersion = 1;

struct RecordEntry {
  enum class Kind { kAction, kForceDice, kForceDraws };
  Kind kind = Kind::kAction;
  std::string action;              // kAction
  std::vector<int> dice;           // kForceDice
  std::string deck;                // kForceDraws
  std::vector<std::string> cards;  // kForceDraws
};

struct GameRecord {
  std::string game;  // full spec, e.g. "muskets:turn_limit=200"
  std::uint64_t seed = 0;
  std::optional<nlohmann::json> start;  // state document when play began from a loaded position
  std::vector<ForcedDraws> opening;     // draws fixed when the game began (Game::new_game)
  std::vector<RecordEntry> entries;
  // Optional: who sat at each seat, "human" or a bot spec (play --load seats them again).
  std::vector<std::string> seats;
  nlohmann::json result;  // informational: winner, turns (ignored when loading)

  [[nodiscard]] nlohmann::json to_json() const;
  // Throws FormatError naming the field that is wrong.
  static GameRecord from_json(const nlohmann::json& j);
};

// Reads [{"deck": name, "cards": [names]}, ...] (the record's `opening`, the protocol's `draws`).
[[nodiscard]] std::vector<ForcedDraws> forced_draws_from_json(const nlohmann::json& j,
                                                              const std::string& path);

}  // namespace bivouac
