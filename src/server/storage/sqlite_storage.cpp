// SQLite storage: one file in WAL mode. Each accepted action is one IMMEDIATE transaction, so a
// commit that has returned survives `kill -9` (SQLite: transactions are durable across
// application crashes in every journal mode; synchronous=NORMAL only risks the last commits on
// power loss, which FULL would cover at the cost of an fsync per action).
#include <fmt/format.h>
#include <sqlite3.h>

#include <mutex>
#include <stdexcept>

#include "server/storage/storage.h"

namespace bivouac::server {

namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY, spec TEXT NOT NULL, seed INTEGER NOT NULL, created INTEGER NOT NULL,
  rematch_of TEXT NOT NULL DEFAULT '', seq INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
  game TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, bot TEXT NOT NULL,
  name TEXT NOT NULL, open INTEGER NOT NULL, token_hash TEXT NOT NULL,
  PRIMARY KEY (game, seat));
CREATE TABLE IF NOT EXISTS actions (
  game TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL,
  PRIMARY KEY (game, seq));
)sql";

class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) {
      throw std::runtime_error(
          fmt::format("sqlite: cannot prepare \"{}\": {}", sql, sqlite3_errmsg(db)));
    }
  }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  ~Statement() { sqlite3_finalize(stmt_); }

  Statement& bind(int i, const std::string& v) {
    sqlite3_bind_text(stmt_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& bind(int i, std::int64_t v) {
    sqlite3_bind_int64(stmt_, i, v);
    return *this;
  }
  // True while there is a row to read.
  bool step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw std::runtime_error(fmt::format("sqlite: {}", sqlite3_errmsg(db_)));
  }
  void run() {
    try {
      step();
    } catch (...) {
      reset();
      throw;
    }
    reset();
  }
  void reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }
  [[nodiscard]] std::string text(int col) const {
    const auto* p = sqlite3_column_text(stmt_, col);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col)))
             : std::string();
  }
  [[nodiscard]] std::int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

class SqliteStorage final : public Storage {
 public:
  explicit SqliteStorage(const std::string& path) {
    if (sqlite3_open_v2(path.c_str(), &db_,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
      const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      throw std::runtime_error(fmt::format("cannot open database \"{}\": {}", path, why));
    }
    sqlite3_busy_timeout(db_, 5000);
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=NORMAL");
    exec(kSchema);
    add_cards_column();
    insert_action_ = std::make_unique<Statement>(
        db_, "INSERT INTO actions (game, seq, kind, text) VALUES (?1, ?2, ?3, ?4)");
    advance_ = std::make_unique<Statement>(
        db_, "UPDATE games SET seq = ?2 WHERE id = ?1 AND seq = ?2 - 1");
    begin_ = std::make_unique<Statement>(db_, "BEGIN IMMEDIATE");
    commit_ = std::make_unique<Statement>(db_, "COMMIT");
    rollback_ = std::make_unique<Statement>(db_, "ROLLBACK");
  }
  ~SqliteStorage() override {
    insert_action_.reset();
    advance_.reset();
    begin_.reset();
    commit_.reset();
    rollback_.reset();
    sqlite3_close(db_);
  }

  // A database written before games carried their card list (issue 26) gets the column, empty
  // (the built-in cards) for every game it has.
  void add_cards_column() {
    Statement columns(db_, "SELECT 1 FROM pragma_table_info('games') WHERE name = 'cards'");
    if (!columns.step()) exec("ALTER TABLE games ADD COLUMN cards TEXT NOT NULL DEFAULT ''");
  }

  void create_game(const StoredGame& g) override {
    std::lock_guard lock(mutex_);
    transaction([&] {
      Statement ins(db_,
                    "INSERT INTO games (id, spec, seed, created, rematch_of, seq, cards) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6)");
      ins.bind(1, g.id).bind(2, g.spec).bind(3, static_cast<std::int64_t>(g.seed));
      ins.bind(4, g.created).bind(5, g.rematch_of).bind(6, g.cards).run();
      for (const auto& s : g.seats) write_seat(g.id, s);
    });
  }

  void append_action(const std::string& game, const StoredAction& a) override {
    std::lock_guard lock(mutex_);
    transaction([&] {
      const auto seq = static_cast<std::int64_t>(a.seq);
      insert_action_->bind(1, game).bind(2, seq).bind(3, a.kind).bind(4, a.text).run();
      advance_->bind(1, game).bind(2, seq).run();
      if (sqlite3_changes(db_) != 1) {
        throw std::runtime_error(
            fmt::format("game {} is not at action {} in the database", game, a.seq - 1));
      }
    });
  }

  void update_seat(const std::string& game, const StoredSeat& seat) override {
    std::lock_guard lock(mutex_);
    transaction([&] { write_seat(game, seat); });
  }

  std::vector<StoredGame> load_all() override {
    std::lock_guard lock(mutex_);
    std::vector<StoredGame> games;
    Statement g(db_,
                "SELECT id, spec, seed, created, rematch_of, cards FROM games "
                "ORDER BY created, rowid");
    while (g.step()) {
      StoredGame out;
      out.id = g.text(0);
      out.spec = g.text(1);
      out.seed = static_cast<std::uint64_t>(g.integer(2));
      out.created = g.integer(3);
      out.rematch_of = g.text(4);
      out.cards = g.text(5);
      games.push_back(std::move(out));
    }
    Statement s(db_,
                "SELECT seat, kind, bot, name, open, token_hash FROM seats WHERE game = ?1 "
                "ORDER BY seat");
    Statement a(db_, "SELECT seq, kind, text FROM actions WHERE game = ?1 ORDER BY seq");
    for (auto& out : games) {
      s.bind(1, out.id);
      while (s.step()) {
        out.seats.push_back(StoredSeat{static_cast<int>(s.integer(0)), s.text(1), s.text(2),
                                       s.text(3), s.integer(4) != 0, s.text(5)});
      }
      s.reset();
      a.bind(1, out.id);
      while (a.step()) {
        out.actions.push_back(
            StoredAction{static_cast<std::uint64_t>(a.integer(0)), a.text(1), a.text(2)});
      }
      a.reset();
    }
    return games;
  }

 private:
  void exec(const char* sql) {
    char* err = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
      const std::string why = err ? err : "unknown error";
      sqlite3_free(err);
      throw std::runtime_error(fmt::format("sqlite: {}", why));
    }
  }

  template <class F>
  void transaction(F&& body) {
    begin_->run();
    try {
      body();
      commit_->run();
    } catch (...) {
      rollback_->run();
      throw;
    }
  }

  void write_seat(const std::string& game, const StoredSeat& s) {
    Statement st(db_,
                 "INSERT OR REPLACE INTO seats (game, seat, kind, bot, name, open, token_hash) "
                 "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    st.bind(1, game).bind(2, std::int64_t{s.seat}).bind(3, s.kind).bind(4, s.bot);
    st.bind(5, s.name).bind(6, std::int64_t{s.open ? 1 : 0}).bind(7, s.token_hash).run();
  }

  std::mutex mutex_;
  sqlite3* db_ = nullptr;
  std::unique_ptr<Statement> insert_action_, advance_, begin_, commit_, rollback_;
};

}  // namespace

std::unique_ptr<Storage> open_sqlite_storage(const std::string& path) {
  return std::make_unique<SqliteStorage>(path);
}

}  // namespace bivouac::server
