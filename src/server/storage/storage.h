#pragma once
// What the server keeps about its games, behind an interface so that another database can be
// added without touching the game rooms. A game is its spec, seed, seats and the ordered list of
// accepted decisions; replaying that list restores it exactly, random generator included.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace bivouac::server {

struct StoredSeat {
  int seat = 0;
  std::string kind;  // "human" or "bot"
  std::string bot;   // bot spec for a bot seat
  std::string name;
  bool open = false;       // listed for strangers to join
  std::string token_hash;  // SHA-256 of the seat token; empty while nobody holds the seat
};

struct StoredAction {
  std::uint64_t seq = 0;  // 1, 2, ... per game
  std::string kind;       // "act" (text is the action) or "undo" (text is empty)
  std::string text;
};

struct StoredGame {
  std::string id;
  std::string spec;
  std::uint64_t seed = 0;
  std::int64_t created = 0;  // unix seconds
  std::string rematch_of;
  std::vector<StoredSeat> seats;
  std::vector<StoredAction> actions;  // in seq order
  // The text of the card list the spec's `cards` option names (empty: the built-in cards), kept
  // with the game so that a restart never depends on a file (issue 26).
  std::string cards;
};

class Storage {
 public:
  virtual ~Storage() = default;
  // Stores a new game with its seats (no actions yet).
  virtual void create_game(const StoredGame& game) = 0;
  // In one transaction: inserts the action row keyed (game, seq) and advances the game's
  // sequence, which must be seq - 1 before. Returns only once it is durable against a crash of
  // the process. Throws std::runtime_error (and changes nothing) otherwise.
  virtual void append_action(const std::string& game, const StoredAction& action) = 0;
  virtual void update_seat(const std::string& game, const StoredSeat& seat) = 0;
  // Every game with its seats and actions, oldest first.
  [[nodiscard]] virtual std::vector<StoredGame> load_all() = 0;
};

// Opens (creating if needed) the SQLite database at `path` in WAL mode.
[[nodiscard]] std::unique_ptr<Storage> open_sqlite_storage(const std::string& path);

}  // namespace bivouac::server
