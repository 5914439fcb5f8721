// PostgreSQL storage (libpq): the same schema and migrations as SQLite, for several server
// instances sharing one database (docs/deploy.md). A small pool of connections serves the
// instance's threads. Every accepted action is one statement, so one round trip and one commit:
// when it returns the action is durable (synchronous_commit as the server sets it, on by
// default). Time for leases is the database's clock, the same for every instance.
#include <fmt/format.h>
#include <libpq-fe.h>

#include <condition_variable>
#include <mutex>
#include <stdexcept>

#include "server/storage/schema.h"
#include "server/storage/storage.h"

namespace bivouac::server {

namespace {

constexpr const char* kNowMs = "(extract(epoch from clock_timestamp()) * 1000)::bigint";
constexpr int kPoolSize = 4;

// One query's result; throws with the server's message unless it succeeded.
class Result {
 public:
  Result(PGresult* r, PGconn* conn, std::string_view what) : r_(r) {
    const auto status = PQresultStatus(r_);
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
      std::string why = r_ ? PQresultErrorMessage(r_) : PQerrorMessage(conn);
      while (!why.empty() && why.back() == '\n') why.pop_back();
      PQclear(r_);
      throw std::runtime_error(fmt::format("postgresql: {}: {}", what, why));
    }
  }
  Result(const Result&) = delete;
  Result& operator=(const Result&) = delete;
  ~Result() { PQclear(r_); }
  [[nodiscard]] int rows() const { return PQntuples(r_); }
  [[nodiscard]] std::string text(int row, int col) const {
    return {PQgetvalue(r_, row, col), static_cast<std::size_t>(PQgetlength(r_, row, col))};
  }
  [[nodiscard]] std::int64_t integer(int row, int col) const {
    return std::stoll(PQgetvalue(r_, row, col));
  }
  // Rows changed by an INSERT, UPDATE or DELETE.
  [[nodiscard]] long changed() const {
    const char* n = PQcmdTuples(r_);
    return *n ? std::stol(n) : 0;
  }

 private:
  PGresult* r_;
};

// Parameters are sent as text.
class Params {
 public:
  Params& add(std::string v) {
    values_.push_back(std::move(v));
    return *this;
  }
  Params& add(std::int64_t v) { return add(std::to_string(v)); }
  Params& add(bool v) { return add(std::int64_t{v ? 1 : 0}); }
  [[nodiscard]] std::vector<const char*> pointers() const {
    std::vector<const char*> out;
    for (const auto& v : values_) out.push_back(v.c_str());
    return out;
  }
  [[nodiscard]] int size() const { return static_cast<int>(values_.size()); }

 private:
  std::vector<std::string> values_;
};

class Connection {
 public:
  explicit Connection(const std::string& url) : conn_(PQconnectdb(url.c_str())) {
    if (PQstatus(conn_) != CONNECTION_OK) {
      std::string why = conn_ ? PQerrorMessage(conn_) : "out of memory";
      while (!why.empty() && why.back() == '\n') why.pop_back();
      PQfinish(conn_);
      throw std::runtime_error(fmt::format("cannot connect to PostgreSQL: {}", why));
    }
    Result(PQexec(conn_, "SET client_min_messages = warning"), conn_, "settings");
  }
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  ~Connection() { PQfinish(conn_); }

  Result run(const std::string& sql, const Params& p = {}) {
    // A connection that broke (the database restarted) is reset once before giving up.
    if (PQstatus(conn_) != CONNECTION_OK) PQreset(conn_);
    const auto values = p.pointers();
    return Result(PQexecParams(conn_, sql.c_str(), p.size(), nullptr,
                               values.empty() ? nullptr : values.data(), nullptr, nullptr, 0),
                  conn_, sql.substr(0, sql.find(' ', 12)));
  }

  template <class F>
  void transaction(F&& body) {
    run("BEGIN");
    try {
      body();
      run("COMMIT");
    } catch (...) {
      try {
        run("ROLLBACK");
      } catch (const std::exception&) {  // the connection is gone; the server rolls back
      }
      throw;
    }
  }

 private:
  PGconn* conn_;
};

ListedGame listed_row(const Result& r, int row) {
  // Columns: id, created, status, joinable, bot_to_move, summary.
  return ListedGame{
      r.text(row, 0), r.integer(row, 1),
      GameListing{r.text(row, 2), r.integer(row, 3) != 0, r.integer(row, 4) != 0, r.text(row, 5)}};
}

constexpr const char* kListedColumns = "id, created, status, joinable, bot_to_move, summary";

class PostgresStorage final : public Storage {
 public:
  explicit PostgresStorage(const std::string& url) {
    for (int i = 0; i < kPoolSize; ++i) free_.push_back(std::make_unique<Connection>(url));
    migrate();
  }

  int schema_version() override {
    auto c = take();
    return static_cast<int>(
        c->run("SELECT COALESCE(MAX(version), 0) FROM schema_version").integer(0, 0));
  }

  void create_game(const StoredGame& g, const GameListing& l,
                   const std::string& instance) override {
    auto c = take();
    c->transaction([&] {
      c->run(
          "INSERT INTO games (id, spec, seed, created, rematch_of, seq, status, joinable, "
          "bot_to_move, summary, owner, cards) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, "
          "$11, $12)",
          Params()
              .add(g.id)
              .add(g.spec)
              .add(static_cast<std::int64_t>(g.seed))
              .add(g.created)
              .add(g.rematch_of)
              .add(static_cast<std::int64_t>(g.actions.empty() ? 0 : g.actions.back().seq))
              .add(l.status)
              .add(l.joinable)
              .add(l.bot_to_move)
              .add(l.summary)
              .add(instance)
              .add(g.cards));
      for (const auto& s : g.seats) write_seat(*c, g.id, s);
      for (const auto& a : g.actions) {
        c->run("INSERT INTO actions (game, seq, kind, text) VALUES ($1, $2, $3, $4)",
               Params().add(g.id).add(static_cast<std::int64_t>(a.seq)).add(a.kind).add(a.text));
      }
    });
  }

  void append_action(const std::string& game, const StoredAction& a, const GameListing* l,
                     const std::string& instance) override {
    auto c = take();
    // One statement: the game advances only if it was at seq - 1 and is owned by `instance`, and
    // the action row is inserted only if it advanced.
    Params p;
    p.add(game).add(static_cast<std::int64_t>(a.seq)).add(instance).add(a.kind).add(a.text);
    std::string set = "seq = $2";
    if (l) {
      p.add(l->status).add(l->joinable).add(l->bot_to_move).add(l->summary);
      set += ", status = $6, joinable = $7, bot_to_move = $8, summary = $9";
    }
    const auto r = c->run(fmt::format("WITH advanced AS (UPDATE games SET {} WHERE id = $1 AND "
                                      "seq = $2 - 1 AND owner = $3 RETURNING id) "
                                      "INSERT INTO actions (game, seq, kind, text) "
                                      "SELECT id, $2, $4, $5 FROM advanced",
                                      set),
                          p);
    if (r.changed() != 1) {
      throw std::runtime_error(fmt::format(
          "game {} is not at action {} in the database, or is played elsewhere", game, a.seq - 1));
    }
  }

  void update_seat(const std::string& game, const StoredSeat& seat, const GameListing& l) override {
    auto c = take();
    c->transaction([&] {
      write_seat(*c, game, seat);
      write_listing(*c, game, l);
    });
  }

  void update_listing(const std::string& game, const GameListing& l) override {
    auto c = take();
    write_listing(*c, game, l);
  }

  std::optional<StoredGame> load_game(const std::string& id) override {
    auto c = take();
    // One snapshot for the game, its seats and its actions.
    std::optional<StoredGame> out;
    c->transaction([&] {
      c->run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
      const auto g =
          c->run("SELECT id, spec, seed, created, rematch_of, cards FROM games WHERE id = $1",
                 Params().add(id));
      if (g.rows() == 0) return;
      StoredGame s;
      s.id = g.text(0, 0);
      s.spec = g.text(0, 1);
      s.seed = static_cast<std::uint64_t>(g.integer(0, 2));
      s.created = g.integer(0, 3);
      s.rematch_of = g.text(0, 4);
      s.cards = g.text(0, 5);
      const auto seats = c->run(
          "SELECT seat, kind, bot, name, open, token_hash FROM seats WHERE game = $1 ORDER BY "
          "seat",
          Params().add(id));
      for (int i = 0; i < seats.rows(); ++i) {
        s.seats.push_back(StoredSeat{static_cast<int>(seats.integer(i, 0)), seats.text(i, 1),
                                     seats.text(i, 2), seats.text(i, 3), seats.integer(i, 4) != 0,
                                     seats.text(i, 5)});
      }
      const auto acts = c->run("SELECT seq, kind, text FROM actions WHERE game = $1 ORDER BY seq",
                               Params().add(id));
      for (int i = 0; i < acts.rows(); ++i) {
        s.actions.push_back(StoredAction{static_cast<std::uint64_t>(acts.integer(i, 0)),
                                         acts.text(i, 1), acts.text(i, 2)});
      }
      out = std::move(s);
    });
    return out;
  }

  std::optional<ListedGame> listing(const std::string& id) override {
    auto c = take();
    const auto r =
        c->run(fmt::format("SELECT {} FROM games WHERE id = $1", kListedColumns), Params().add(id));
    if (r.rows() == 0) return std::nullopt;
    return listed_row(r, 0);
  }

  std::vector<ListedGame> list_games(const ListQuery& query) override {
    Params p;
    p.add(static_cast<std::int64_t>(query.limit));
    std::string where;
    if (query.status.empty()) {
      where = "status <> 'expired'";
    } else if (query.status == "open") {
      where = "status = 'waiting' AND joinable = 1";
    } else {
      p.add(query.status);
      where = "status = $2";
    }
    if (!query.after_id.empty()) {
      p.add(query.after_created).add(query.after_id);
      const int n = p.size();
      where += fmt::format(" AND (created < ${0} OR (created = ${0} AND id < ${1}))", n - 1, n);
    }
    auto c = take();
    const auto r = c->run(fmt::format("SELECT {} FROM games WHERE {} ORDER BY created DESC, id "
                                      "DESC LIMIT $1",
                                      kListedColumns, where),
                          p);
    std::vector<ListedGame> out;
    for (int i = 0; i < r.rows(); ++i) out.push_back(listed_row(r, i));
    return out;
  }

  std::vector<std::string> games_to_resume(const std::string& instance,
                                           std::size_t limit) override {
    auto c = take();
    const auto r = c->run(
        fmt::format("SELECT id FROM games WHERE bot_to_move = 1 AND status IN ('waiting', "
                    "'playing') AND owner <> $1 AND (owner = '' OR NOT EXISTS (SELECT 1 FROM "
                    "instances WHERE instances.id = games.owner AND alive_until > {})) ORDER BY "
                    "created LIMIT $2",
                    kNowMs),
        Params().add(instance).add(static_cast<std::int64_t>(limit)));
    std::vector<std::string> out;
    for (int i = 0; i < r.rows(); ++i) out.push_back(r.text(i, 0));
    return out;
  }

  std::size_t expire_waiting(std::int64_t created_before) override {
    auto c = take();
    return static_cast<std::size_t>(
        c->run(fmt::format("UPDATE games SET status = 'expired', joinable = 0, bot_to_move = 0 "
                           "WHERE status = 'waiting' AND created < $1 AND (owner = '' OR NOT "
                           "EXISTS (SELECT 1 FROM instances WHERE instances.id = games.owner AND "
                           "alive_until > {}))",
                           kNowMs),
               Params().add(created_before))
            .changed());
  }

  void heartbeat(const std::string& instance, const std::string& url, int ttl_ms) override {
    auto c = take();
    c->run(fmt::format("INSERT INTO instances (id, url, alive_until) VALUES ($1, $2, {} + $3) "
                       "ON CONFLICT (id) DO UPDATE SET url = EXCLUDED.url, alive_until = "
                       "EXCLUDED.alive_until",
                       kNowMs),
           Params().add(instance).add(url).add(std::int64_t{ttl_ms}));
  }

  std::optional<Owner> acquire(const std::string& game, const std::string& instance) override {
    auto c = take();
    // The row lock of the UPDATE orders two instances asking at once: the second sees the
    // first's ownership when it re-checks the row, and is told who owns it.
    const auto taken = c->run(
        fmt::format("UPDATE games SET owner = $2 WHERE id = $1 AND (owner = '' OR owner = $2 OR "
                    "NOT EXISTS (SELECT 1 FROM instances WHERE instances.id = games.owner AND "
                    "alive_until > {}))",
                    kNowMs),
        Params().add(game).add(instance));
    if (taken.changed() == 1) return std::nullopt;
    const auto who = c->run(
        "SELECT g.owner, COALESCE(i.url, '') FROM games g LEFT JOIN instances i ON i.id = "
        "g.owner WHERE g.id = $1",
        Params().add(game));
    if (who.rows() == 0) throw std::runtime_error(fmt::format("no game \"{}\"", game));
    return Owner{who.text(0, 0), who.text(0, 1)};
  }

  void release(const std::string& game, const std::string& instance) override {
    auto c = take();
    c->run("UPDATE games SET owner = '' WHERE id = $1 AND owner = $2",
           Params().add(game).add(instance));
  }

  void retire_instance(const std::string& instance) override {
    auto c = take();
    c->run("DELETE FROM instances WHERE id = $1", Params().add(instance));
  }

 private:
  // A pooled connection, returned to the pool when it goes out of scope.
  class Lease {
   public:
    Lease(PostgresStorage& s, std::unique_ptr<Connection> c) : s_(s), c_(std::move(c)) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease() {
      {
        std::scoped_lock lock(s_.mutex_);
        s_.free_.push_back(std::move(c_));
      }
      s_.freed_.notify_one();
    }
    Connection* operator->() const { return c_.get(); }
    Connection& operator*() const { return *c_; }

   private:
    PostgresStorage& s_;
    std::unique_ptr<Connection> c_;
  };

  Lease take() {
    std::unique_lock lock(mutex_);
    freed_.wait(lock, [this] { return !free_.empty(); });
    auto c = std::move(free_.back());
    free_.pop_back();
    return Lease(*this, std::move(c));
  }

  // Several instances may start at once: the migrations run under one advisory lock.
  void migrate() {
    auto c = take();
    c->transaction([&] {
      c->run("SELECT pg_advisory_xact_lock(7420291)");
      c->run("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
      const auto& all = migrations();
      const auto v = static_cast<std::size_t>(
          c->run("SELECT COALESCE(MAX(version), 0) FROM schema_version").integer(0, 0));
      for (std::size_t i = v; i < all.size(); ++i) {
        for (const auto stmt : split_statements(all[i])) c->run(std::string(stmt));
        c->run("INSERT INTO schema_version (version) VALUES ($1)",
               Params().add(static_cast<std::int64_t>(i + 1)));
      }
    });
  }

  static void write_seat(Connection& c, const std::string& game, const StoredSeat& s) {
    c.run(
        "INSERT INTO seats (game, seat, kind, bot, name, open, token_hash) VALUES ($1, $2, $3, "
        "$4, $5, $6, $7) ON CONFLICT (game, seat) DO UPDATE SET kind = EXCLUDED.kind, bot = "
        "EXCLUDED.bot, name = EXCLUDED.name, open = EXCLUDED.open, token_hash = "
        "EXCLUDED.token_hash",
        Params()
            .add(game)
            .add(std::int64_t{s.seat})
            .add(s.kind)
            .add(s.bot)
            .add(s.name)
            .add(s.open)
            .add(s.token_hash));
  }

  static void write_listing(Connection& c, const std::string& game, const GameListing& l) {
    c.run(
        "UPDATE games SET status = $2, joinable = $3, bot_to_move = $4, summary = $5 WHERE id = "
        "$1",
        Params().add(game).add(l.status).add(l.joinable).add(l.bot_to_move).add(l.summary));
  }

  std::mutex mutex_;
  std::condition_variable freed_;
  std::vector<std::unique_ptr<Connection>> free_;
};

}  // namespace

std::unique_ptr<Storage> open_postgres_storage(const std::string& url) {
  return std::make_unique<PostgresStorage>(url);
}

}  // namespace bivouac::server
