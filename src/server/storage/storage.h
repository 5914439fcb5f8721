#pragma once
// What the server keeps about its games, behind an interface with two backends (SQLite for one
// machine, PostgreSQL for several instances: docs/deploy.md). A game is its spec, seed, seats and
// the ordered list of accepted decisions; replaying that list restores it exactly, random
// generator included. Beside it each game has a listing (what the lobby shows without loading
// it) and an owner: the server instance that plays it (docs/network.md, "Storage").
#include <cstdint>
#include <memory>
#include <optional>
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
  std::string kind;       // "act" (text is the action) or "undo" (text is the seat)
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

// What the lobby lists of a game, written with every change to it so that a game need not be in
// memory to be listed, and a restart need not load any.
struct GameListing {
  std::string status;  // "waiting", "playing", "finished" or "expired"
  bool joinable = false;
  bool bot_to_move = false;  // a bot seat is to decide: some instance must load and play it
  std::string summary;       // the lobby's JSON summary of the game (no tokens)
};

struct ListedGame {
  std::string id;
  std::int64_t created = 0;
  GameListing listing;
};

struct ListQuery {
  std::string status;  // empty: any but "expired"; "open": joinable games
  std::size_t limit = 100;
  // Keyset paging, newest first: only games older than (created, id) when `after_id` is set.
  std::int64_t after_created = 0;
  std::string after_id;
};

// Who plays a game. `url` is the owner's advertised address (empty when it advertises none).
struct Owner {
  std::string instance;
  std::string url;
};

class Storage {
 public:
  virtual ~Storage() = default;

  // The schema version this database is at after opening (every backend runs the same
  // migrations, recorded in its schema_version table).
  [[nodiscard]] virtual int schema_version() = 0;

  // Stores a new game with its seats (no actions yet), owned by `instance`.
  virtual void create_game(const StoredGame& game, const GameListing& listing,
                           const std::string& instance) = 0;
  // In one transaction: inserts the action row keyed (game, seq), advances the game's sequence,
  // which must be seq - 1 before, and writes the listing when one is given. `instance` must own
  // the game. Returns only once it is durable against a crash of the process. Throws
  // std::runtime_error (and changes nothing) otherwise.
  virtual void append_action(const std::string& game, const StoredAction& action,
                             const GameListing* listing, const std::string& instance) = 0;
  // Writes a seat and the listing together.
  virtual void update_seat(const std::string& game, const StoredSeat& seat,
                           const GameListing& listing) = 0;
  virtual void update_listing(const std::string& game, const GameListing& listing) = 0;

  // One game with its seats and actions, or nothing.
  [[nodiscard]] virtual std::optional<StoredGame> load_game(const std::string& id) = 0;
  [[nodiscard]] virtual std::optional<ListedGame> listing(const std::string& id) = 0;
  // A page of the lobby, newest first (an index scan: never the whole table).
  [[nodiscard]] virtual std::vector<ListedGame> list_games(const ListQuery& query) = 0;
  // Ids of unfinished games whose bot is to move and whose owner is gone (or is `instance`),
  // at most `limit`, oldest first.
  [[nodiscard]] virtual std::vector<std::string> games_to_resume(const std::string& instance,
                                                                 std::size_t limit) = 0;
  // Marks "expired" every waiting game created before `created_before` that no live instance
  // plays. Returns how many.
  virtual std::size_t expire_waiting(std::int64_t created_before) = 0;

  // Ownership. An instance announces itself alive until now + ttl with each heartbeat; a game is
  // owned by the instance named in its row while that instance is alive.
  virtual void heartbeat(const std::string& instance, const std::string& url, int ttl_ms) = 0;
  // Takes `game` for `instance` when its owner is gone or is `instance`. Returns the live owner
  // otherwise (nothing when taken). Throws when the game does not exist.
  [[nodiscard]] virtual std::optional<Owner> acquire(const std::string& game,
                                                     const std::string& instance) = 0;
  virtual void release(const std::string& game, const std::string& instance) = 0;
  // Forgets the instance (clean shutdown): its games are free at once.
  virtual void retire_instance(const std::string& instance) = 0;
};

// Opens the database named by `where`: a postgresql:// or postgres:// URL (or libpq "key=value"
// string starting with "postgresql:") opens PostgreSQL, anything else is a SQLite file.
[[nodiscard]] std::unique_ptr<Storage> open_storage(const std::string& where);
// Opens (creating if needed) the SQLite database at `path` in WAL mode. A SQLite file has one
// server: opening it frees every game (an earlier process that was killed owns nothing).
[[nodiscard]] std::unique_ptr<Storage> open_sqlite_storage(const std::string& path);
// Connects to PostgreSQL (libpq connection string or URL) and migrates its schema.
[[nodiscard]] std::unique_ptr<Storage> open_postgres_storage(const std::string& url);
[[nodiscard]] bool is_postgres_url(const std::string& where);

}  // namespace bivouac::server
