// SQLite storage: one file in WAL mode. Each accepted action is one IMMEDIATE transaction, so a
// commit that has returned survives `kill -9` (SQLite: transactions are durable across
// application crashes in every journal mode; synchronous=NORMAL only risks the last commits on
// power loss, which FULL would cover at the cost of an fsync per action).
#include <fmt/format.h>
#include <sqlite3.h>

#include <chrono>
#include <mutex>
#include <stdexcept>

#include "server/storage/schema.h"
#include "server/storage/storage.h"

namespace bivouac::server {

namespace {

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

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

ListedGame listed_row(const Statement& q) {
  // Columns: id, created, status, joinable, bot_to_move, summary.
  return ListedGame{q.text(0), q.integer(1),
                    GameListing{q.text(2), q.integer(3) != 0, q.integer(4) != 0, q.text(5)}};
}

constexpr const char* kListedColumns = "id, created, status, joinable, bot_to_move, summary";

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
    migrate();
    // One server per SQLite file: whatever an earlier process owned is free now.
    exec("UPDATE games SET owner = '' WHERE owner <> ''");
    exec("DELETE FROM instances");
    insert_action_ = std::make_unique<Statement>(
        db_, "INSERT INTO actions (game, seq, kind, text) VALUES (?1, ?2, ?3, ?4)");
    advance_ = std::make_unique<Statement>(
        db_, "UPDATE games SET seq = ?2 WHERE id = ?1 AND seq = ?2 - 1 AND owner = ?3");
    advance_listed_ = std::make_unique<Statement>(
        db_,
        "UPDATE games SET seq = ?2, status = ?4, joinable = ?5, bot_to_move = ?6, summary = ?7 "
        "WHERE id = ?1 AND seq = ?2 - 1 AND owner = ?3");
    begin_ = std::make_unique<Statement>(db_, "BEGIN IMMEDIATE");
    commit_ = std::make_unique<Statement>(db_, "COMMIT");
    rollback_ = std::make_unique<Statement>(db_, "ROLLBACK");
  }
  ~SqliteStorage() override {
    insert_action_.reset();
    advance_.reset();
    advance_listed_.reset();
    begin_.reset();
    commit_.reset();
    rollback_.reset();
    sqlite3_close(db_);
  }

  int schema_version() override {
    std::lock_guard lock(mutex_);
    return version();
  }

  void create_game(const StoredGame& g, const GameListing& l,
                   const std::string& instance) override {
    std::lock_guard lock(mutex_);
    transaction([&] {
      Statement ins(db_,
                    "INSERT INTO games (id, spec, seed, created, rematch_of, seq, status, "
                    "joinable, bot_to_move, summary, owner, cards) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6, ?7, ?8, ?9, ?10, ?11)");
      ins.bind(1, g.id).bind(2, g.spec).bind(3, static_cast<std::int64_t>(g.seed));
      ins.bind(4, g.created).bind(5, g.rematch_of).bind(6, l.status);
      ins.bind(7, std::int64_t{l.joinable}).bind(8, std::int64_t{l.bot_to_move});
      ins.bind(9, l.summary).bind(10, instance).bind(11, g.cards).run();
      for (const auto& s : g.seats) write_seat(g.id, s);
      // A copied game (bivouac db copy) comes with its actions.
      for (const auto& a : g.actions) {
        insert_action_->bind(1, g.id).bind(2, static_cast<std::int64_t>(a.seq));
        insert_action_->bind(3, a.kind).bind(4, a.text).run();
      }
      if (!g.actions.empty()) {
        Statement seq(db_, "UPDATE games SET seq = ?2 WHERE id = ?1");
        seq.bind(1, g.id).bind(2, static_cast<std::int64_t>(g.actions.back().seq)).run();
      }
    });
  }

  void append_action(const std::string& game, const StoredAction& a, const GameListing* l,
                     const std::string& instance) override {
    std::lock_guard lock(mutex_);
    transaction([&] {
      const auto seq = static_cast<std::int64_t>(a.seq);
      insert_action_->bind(1, game).bind(2, seq).bind(3, a.kind).bind(4, a.text).run();
      if (l) {
        advance_listed_->bind(1, game).bind(2, seq).bind(3, instance).bind(4, l->status);
        advance_listed_->bind(5, std::int64_t{l->joinable}).bind(6, std::int64_t{l->bot_to_move});
        advance_listed_->bind(7, l->summary).run();
      } else {
        advance_->bind(1, game).bind(2, seq).bind(3, instance).run();
      }
      if (sqlite3_changes(db_) != 1) {
        throw std::runtime_error(
            fmt::format("game {} is not at action {} in the database, or is played elsewhere", game,
                        a.seq - 1));
      }
    });
  }

  void update_seat(const std::string& game, const StoredSeat& seat, const GameListing& l) override {
    std::lock_guard lock(mutex_);
    transaction([&] {
      write_seat(game, seat);
      write_listing(game, l);
    });
  }

  void update_listing(const std::string& game, const GameListing& l) override {
    std::lock_guard lock(mutex_);
    write_listing(game, l);
  }

  std::optional<StoredGame> load_game(const std::string& id) override {
    std::lock_guard lock(mutex_);
    Statement g(db_, "SELECT id, spec, seed, created, rematch_of, cards FROM games WHERE id = ?1");
    g.bind(1, id);
    if (!g.step()) return std::nullopt;
    StoredGame out;
    out.id = g.text(0);
    out.spec = g.text(1);
    out.seed = static_cast<std::uint64_t>(g.integer(2));
    out.created = g.integer(3);
    out.rematch_of = g.text(4);
    out.cards = g.text(5);
    Statement s(db_,
                "SELECT seat, kind, bot, name, open, token_hash FROM seats WHERE game = ?1 "
                "ORDER BY seat");
    s.bind(1, id);
    while (s.step()) {
      out.seats.push_back(StoredSeat{static_cast<int>(s.integer(0)), s.text(1), s.text(2),
                                     s.text(3), s.integer(4) != 0, s.text(5)});
    }
    Statement a(db_, "SELECT seq, kind, text FROM actions WHERE game = ?1 ORDER BY seq");
    a.bind(1, id);
    while (a.step()) {
      out.actions.push_back(
          StoredAction{static_cast<std::uint64_t>(a.integer(0)), a.text(1), a.text(2)});
    }
    return out;
  }

  std::optional<ListedGame> listing(const std::string& id) override {
    std::lock_guard lock(mutex_);
    Statement q(db_, fmt::format("SELECT {} FROM games WHERE id = ?1", kListedColumns).c_str());
    q.bind(1, id);
    if (!q.step()) return std::nullopt;
    return listed_row(q);
  }

  std::vector<ListedGame> list_games(const ListQuery& query) override {
    std::lock_guard lock(mutex_);
    std::string where;
    if (query.status.empty()) {
      where = "status <> 'expired'";
    } else if (query.status == "open") {
      where = "status = 'waiting' AND joinable = 1";
    } else {
      where = "status = ?4";
    }
    if (!query.after_id.empty()) where += " AND (created < ?1 OR (created = ?1 AND id < ?2))";
    Statement q(db_, fmt::format("SELECT {} FROM games WHERE {} ORDER BY created DESC, id DESC "
                                 "LIMIT ?3",
                                 kListedColumns, where)
                         .c_str());
    q.bind(1, query.after_created).bind(2, query.after_id);
    q.bind(3, static_cast<std::int64_t>(query.limit));
    if (!query.status.empty() && query.status != "open") q.bind(4, query.status);
    std::vector<ListedGame> out;
    while (q.step()) out.push_back(listed_row(q));
    return out;
  }

  std::vector<std::string> games_to_resume(const std::string& instance,
                                           std::size_t limit) override {
    std::lock_guard lock(mutex_);
    Statement q(db_,
                "SELECT id FROM games WHERE bot_to_move = 1 AND status IN ('waiting', 'playing') "
                "AND owner <> ?1 AND (owner = '' OR owner NOT IN "
                "(SELECT id FROM instances WHERE alive_until > ?2)) ORDER BY created LIMIT ?3");
    q.bind(1, instance).bind(2, now_ms()).bind(3, static_cast<std::int64_t>(limit));
    std::vector<std::string> out;
    while (q.step()) out.push_back(q.text(0));
    return out;
  }

  std::size_t expire_waiting(std::int64_t created_before) override {
    std::lock_guard lock(mutex_);
    Statement q(db_,
                "UPDATE games SET status = 'expired', joinable = 0, bot_to_move = 0 "
                "WHERE status = 'waiting' AND created < ?1 AND (owner = '' OR owner NOT IN "
                "(SELECT id FROM instances WHERE alive_until > ?2))");
    q.bind(1, created_before).bind(2, now_ms()).run();
    return static_cast<std::size_t>(sqlite3_changes(db_));
  }

  void heartbeat(const std::string& instance, const std::string& url, int ttl_ms) override {
    std::lock_guard lock(mutex_);
    Statement q(db_, "INSERT OR REPLACE INTO instances (id, url, alive_until) VALUES (?1, ?2, ?3)");
    q.bind(1, instance).bind(2, url).bind(3, now_ms() + ttl_ms).run();
  }

  std::optional<Owner> acquire(const std::string& game, const std::string& instance) override {
    std::lock_guard lock(mutex_);
    std::optional<Owner> held;
    transaction([&] {
      Statement take(db_,
                     "UPDATE games SET owner = ?2 WHERE id = ?1 AND (owner = '' OR owner = ?2 OR "
                     "owner NOT IN (SELECT id FROM instances WHERE alive_until > ?3))");
      take.bind(1, game).bind(2, instance).bind(3, now_ms()).run();
      if (sqlite3_changes(db_) == 1) return;
      Statement who(db_,
                    "SELECT g.owner, COALESCE(i.url, '') FROM games g LEFT JOIN instances i "
                    "ON i.id = g.owner WHERE g.id = ?1");
      who.bind(1, game);
      if (!who.step()) throw std::runtime_error(fmt::format("no game \"{}\"", game));
      held = Owner{who.text(0), who.text(1)};
    });
    return held;
  }

  void release(const std::string& game, const std::string& instance) override {
    std::lock_guard lock(mutex_);
    Statement q(db_, "UPDATE games SET owner = '' WHERE id = ?1 AND owner = ?2");
    q.bind(1, game).bind(2, instance).run();
  }

  void retire_instance(const std::string& instance) override {
    std::lock_guard lock(mutex_);
    Statement q(db_, "DELETE FROM instances WHERE id = ?1");
    q.bind(1, instance).run();
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

  int version() {
    Statement q(db_, "SELECT COALESCE(MAX(version), 0) FROM schema_version");
    q.step();
    return static_cast<int>(q.integer(0));
  }

  // Applies each migration past the recorded version in its own transaction.
  void migrate() {
    exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
    const auto& all = migrations();
    for (int v = version(); v < static_cast<int>(all.size()); ++v) {
      transaction([&] {
        for (const auto stmt : split_statements(all[static_cast<std::size_t>(v)])) {
          exec(std::string(stmt).c_str());
        }
        Statement rec(db_, "INSERT INTO schema_version (version) VALUES (?1)");
        rec.bind(1, std::int64_t{v + 1}).run();
      });
    }
  }

  template <class F>
  void transaction(F&& body) {
    if (!begin_) {  // while migrating, before the prepared statements exist
      exec("BEGIN IMMEDIATE");
      try {
        body();
        exec("COMMIT");
      } catch (...) {
        exec("ROLLBACK");
        throw;
      }
      return;
    }
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

  void write_listing(const std::string& game, const GameListing& l) {
    Statement st(db_,
                 "UPDATE games SET status = ?2, joinable = ?3, bot_to_move = ?4, summary = ?5 "
                 "WHERE id = ?1");
    st.bind(1, game).bind(2, l.status).bind(3, std::int64_t{l.joinable});
    st.bind(4, std::int64_t{l.bot_to_move}).bind(5, l.summary).run();
  }

  std::mutex mutex_;
  sqlite3* db_ = nullptr;
  std::unique_ptr<Statement> insert_action_, advance_, advance_listed_, begin_, commit_, rollback_;
};

}  // namespace

std::unique_ptr<Storage> open_sqlite_storage(const std::string& path) {
  return std::make_unique<SqliteStorage>(path);
}

}  // namespace bivouac::server
