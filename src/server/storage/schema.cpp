#include "server/storage/schema.h"

namespace bivouac::server {

namespace {

// Version 1 is the schema from before versions were recorded (CREATE ... IF NOT EXISTS adopts a
// database that already has it). BIGINT: seeds, sequences and times are 64-bit in both.
constexpr std::string_view kVersion1 = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY, spec TEXT NOT NULL, seed BIGINT NOT NULL, created BIGINT NOT NULL,
  rematch_of TEXT NOT NULL DEFAULT '', seq BIGINT NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
  game TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, bot TEXT NOT NULL,
  name TEXT NOT NULL, open INTEGER NOT NULL, token_hash TEXT NOT NULL,
  PRIMARY KEY (game, seat));
CREATE TABLE IF NOT EXISTS actions (
  game TEXT NOT NULL, seq BIGINT NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL,
  PRIMARY KEY (game, seq))
)sql";

// Version 2: games listed and owned without being loaded. Games stored before it have no
// listing: bot_to_move = 1 makes the server load each once (which writes its listing).
constexpr std::string_view kVersion2 = R"sql(
ALTER TABLE games ADD COLUMN status TEXT NOT NULL DEFAULT 'playing';
ALTER TABLE games ADD COLUMN joinable INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN bot_to_move INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN summary TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN owner TEXT NOT NULL DEFAULT '';
CREATE INDEX games_by_status ON games (status, created, id);
CREATE INDEX games_by_created ON games (created, id);
CREATE INDEX games_to_resume ON games (bot_to_move, status, created);
CREATE TABLE instances (id TEXT PRIMARY KEY, url TEXT NOT NULL, alive_until BIGINT NOT NULL)
)sql";

// Version 3: a game carries the text of its card list (issue 26), so that rebuilding it, on any
// instance and after any restart, never depends on a file. Empty: the built-in cards.
constexpr std::string_view kVersion3 = R"sql(
ALTER TABLE games ADD COLUMN cards TEXT NOT NULL DEFAULT ''
)sql";

}  // namespace

const std::vector<std::string_view>& migrations() {
  static const std::vector<std::string_view> all = {kVersion1, kVersion2, kVersion3};
  return all;
}

std::vector<std::string_view> split_statements(std::string_view sql) {
  std::vector<std::string_view> out;
  while (!sql.empty()) {
    const auto semi = sql.find(';');
    std::string_view stmt = sql.substr(0, semi);
    while (!stmt.empty() && (stmt.front() == '\n' || stmt.front() == ' ')) stmt.remove_prefix(1);
    if (!stmt.empty()) out.push_back(stmt);
    if (semi == std::string_view::npos) break;
    sql.remove_prefix(semi + 1);
  }
  return out;
}

}  // namespace bivouac::server
