// The storage interface's battery, run on both backends (SQLite, and PostgreSQL in the
// throwaway cluster of scripts/pg-test-cluster): actions in order, gaps refused, one game loaded
// by id, the lobby's pages, ownership and its expiry, expiry of waiting games, migrations.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <set>

#include "server/storage/schema.h"
#include "server/storage_backends.h"

namespace bivouac::server::testing {
namespace {

StoredGame game(const std::string& id, std::int64_t created) {
  return StoredGame{id, "muskets",
                    99, created,
                    "", {{0, "human", "", "A", false, "h"}, {1, "bot", "random", "B", false, ""}},
                    {}, ""};
}

std::string fmt_id(int i) {
  std::string s = std::to_string(i);
  return "g" + std::string(4 - s.size(), '0') + s;
}

GameListing listed(const std::string& status, bool joinable = false, bool bot = false) {
  return GameListing{status, joinable, bot, "{\"status\":\"" + status + "\"}"};
}

class StorageBattery : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    if (GetParam() == "postgres") {
      std::string why;
      if (!test_cluster_url(&why)) {
        if (why.rfind("SKIP", 0) == 0) GTEST_SKIP() << why;
        FAIL() << why;
      }
    }
    db_ = std::make_unique<TestDatabase>(GetParam());
  }
  std::unique_ptr<TestDatabase> db_;
};

TEST_P(StorageBattery, ActionsAreKeptInOrderAndGapsRefused) {
  {
    auto s = db_->open();
    s->heartbeat("me", "", 60'000);
    s->create_game(game("g1", 5), listed("playing"), "me");
    s->append_action("g1", {1, "act", "pass"}, nullptr, "me");
    const GameListing after = listed("finished");
    s->append_action("g1", {2, "act", "draw"}, &after, "me");
    EXPECT_THROW(s->append_action("g1", {4, "act", "skip"}, nullptr, "me"), std::runtime_error);
    EXPECT_THROW(s->append_action("g1", {2, "act", "again"}, nullptr, "me"), std::runtime_error);
    // A refused action changed nothing, the listing included.
    EXPECT_THROW(s->append_action("g1", {3, "act", "x"}, &after, "someone-else"),
                 std::runtime_error);
    s->append_action("g1", {3, "undo", "0"}, nullptr, "me");
    EXPECT_EQ(s->listing("g1")->listing.status, "finished");
  }
  auto s = db_->open();
  EXPECT_FALSE(s->load_game("nope"));
  const auto g = s->load_game("g1");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->seed, 99u);
  EXPECT_EQ(g->created, 5);
  ASSERT_EQ(g->seats.size(), 2u);
  EXPECT_EQ(g->seats[1].bot, "random");
  ASSERT_EQ(g->actions.size(), 3u);
  EXPECT_EQ(g->actions[1].text, "draw");
  EXPECT_EQ(g->actions[2].kind, "undo");
}

TEST_P(StorageBattery, CreatingAGameWithItsActionsCopiesIt) {
  auto s = db_->open();
  StoredGame g = game("c1", 7);
  g.actions = {{1, "act", "a"}, {2, "act", "b"}};
  s->create_game(g, listed("playing"), "");
  const auto back = s->load_game("c1");
  ASSERT_TRUE(back);
  ASSERT_EQ(back->actions.size(), 2u);
  EXPECT_EQ(back->actions[1].text, "b");
  ASSERT_TRUE(s->acquire("c1", "me") == std::nullopt);
  s->append_action("c1", {3, "act", "c"}, nullptr, "me");  // the sequence follows the copy
}

TEST_P(StorageBattery, SeatsAndListingsAreWrittenTogether) {
  auto s = db_->open();
  s->create_game(game("s1", 1), listed("waiting", true), "");
  StoredSeat seat{0, "human", "", "Joined", false, "newhash"};
  s->update_seat("s1", seat, listed("playing"));
  const auto g = s->load_game("s1");
  EXPECT_EQ(g->seats[0].name, "Joined");
  EXPECT_EQ(g->seats[0].token_hash, "newhash");
  EXPECT_EQ(s->listing("s1")->listing.status, "playing");
  EXPECT_FALSE(s->listing("s1")->listing.joinable);
}

TEST_P(StorageBattery, TheLobbyIsReadInPagesNewestFirst) {
  auto s = db_->open();
  // 250 games, several per second of creation so the cursor must order by id within a second.
  for (int i = 0; i < 250; ++i) {
    const std::string status = i % 5 == 0 ? "finished" : i % 5 == 1 ? "expired" : "waiting";
    s->create_game(game(fmt_id(i), 1000 + i / 3), listed(status, i % 2 == 0), "");
  }
  std::vector<std::string> seen;
  ListQuery q;
  q.limit = 40;
  while (true) {
    const auto page = s->list_games(q);
    for (const auto& g : page) seen.push_back(g.id);
    if (page.size() < q.limit) break;
    q.after_created = page.back().created;
    q.after_id = page.back().id;
  }
  EXPECT_EQ(seen.size(), 200u);  // every game but the expired ones, once each
  EXPECT_EQ(std::set<std::string>(seen.begin(), seen.end()).size(), seen.size());
  EXPECT_EQ(seen.front(), fmt_id(249));
  EXPECT_EQ(seen.back(), fmt_id(0));
  q = ListQuery{};
  q.status = "finished";
  q.limit = 500;
  EXPECT_EQ(s->list_games(q).size(), 50u);
  q.status = "open";
  for (const auto& g : s->list_games(q)) {
    EXPECT_EQ(g.listing.status, "waiting");
    EXPECT_TRUE(g.listing.joinable);
  }
  EXPECT_EQ(s->list_games(q).size(), 75u);  // waiting (i % 5 >= 2) and joinable (even)
}

TEST_P(StorageBattery, AGameIsOwnedByOneLiveInstanceAtATime) {
  auto s = db_->open();
  auto other = db_->open();  // a second instance on the same database
  s->heartbeat("a", "http://a.example/", 60'000);
  other->heartbeat("b", "http://b.example/", 60'000);
  s->create_game(game("o1", 1), listed("playing"), "a");
  const auto held = other->acquire("o1", "b");
  ASSERT_TRUE(held);
  EXPECT_EQ(held->instance, "a");
  EXPECT_EQ(held->url, "http://a.example/");
  EXPECT_THROW(other->append_action("o1", {1, "act", "x"}, nullptr, "b"), std::runtime_error);
  EXPECT_EQ(s->acquire("o1", "a"), std::nullopt);  // the owner keeps it
  s->append_action("o1", {1, "act", "x"}, nullptr, "a");
  // "a" falls silent: once its lease is over (here: a heartbeat whose lease ended 1 ms ago, so the
  // test does not race the clock on a loaded machine), "b" takes the game, and "a" can no longer
  // commit to it (its late commit is refused, not interleaved).
  s->heartbeat("a", "http://a.example/", -1);
  EXPECT_EQ(other->acquire("o1", "b"), std::nullopt);
  EXPECT_THROW(s->append_action("o1", {2, "act", "late"}, nullptr, "a"), std::runtime_error);
  other->append_action("o1", {2, "act", "y"}, nullptr, "b");
  // Release frees it at once; a retired instance owns nothing.
  other->release("o1", "b");
  s->heartbeat("a", "", 60'000);
  EXPECT_EQ(s->acquire("o1", "a"), std::nullopt);
  s->retire_instance("a");
  EXPECT_EQ(other->acquire("o1", "b"), std::nullopt);
  EXPECT_THROW((void)other->acquire("missing", "b"), std::runtime_error);
}

TEST_P(StorageBattery, BotGamesNobodyPlaysAreOfferedAndWaitingGamesExpire) {
  auto s = db_->open();
  s->heartbeat("a", "", 60'000);
  s->create_game(game("bot-free", 1), listed("playing", false, true), "");
  s->create_game(game("bot-mine", 2), listed("playing", false, true), "a");
  s->create_game(game("human", 3), listed("playing"), "");
  s->create_game(game("bot-done", 4), listed("finished", false, false), "");
  s->create_game(game("old-wait", 5), listed("waiting", true), "");
  s->create_game(game("new-wait", 500), listed("waiting", true), "");
  s->create_game(game("old-held", 6), listed("waiting", true), "a");
  EXPECT_EQ(s->games_to_resume("a", 10), std::vector<std::string>{"bot-free"});
  EXPECT_EQ(s->games_to_resume("b", 10), std::vector<std::string>{"bot-free"});
  EXPECT_EQ(s->expire_waiting(100), 1u);  // old-wait only: old-held is played by a live "a"
  EXPECT_EQ(s->listing("old-wait")->listing.status, "expired");
  EXPECT_EQ(s->listing("new-wait")->listing.status, "waiting");
  EXPECT_EQ(s->listing("old-held")->listing.status, "waiting");
}

// A game's card list (issue 26) is stored with it and comes back with it.
TEST_P(StorageBattery, AGameKeepsItsCardList) {
  auto s = db_->open();
  StoredGame with_list = game("listed", 7);
  with_list.cards = "[[card]]\nname = \"Volley\"\n\u00e9\n";
  s->create_game(with_list, listed("waiting", true), "");
  s->create_game(game("builtin", 8), listed("waiting", true), "");
  EXPECT_EQ(s->load_game("listed")->cards, with_list.cards);
  EXPECT_EQ(s->load_game("builtin")->cards, "");
}

TEST_P(StorageBattery, MigrationsAreRecordedAndRunOnce) {
  const auto n = static_cast<int>(migrations().size());
  EXPECT_EQ(db_->open()->schema_version(), n);
  EXPECT_EQ(db_->open()->schema_version(), n);
}

INSTANTIATE_TEST_SUITE_P(Backends, StorageBattery, ::testing::Values("sqlite", "postgres"),
                         [](const auto& info) { return info.param; });

// A database from before versions were recorded is adopted and listed anew.
TEST(SqliteMigration, AnUnversionedDatabaseIsAdopted) {
  TestDatabase db("sqlite");
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.where().c_str(), &raw), SQLITE_OK);
  const std::string v1(migrations()[0]);
  ASSERT_EQ(sqlite3_exec(raw, v1.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(raw,
                         "INSERT INTO games (id, spec, seed, created) VALUES ('old', 'muskets', 1, "
                         "2); INSERT INTO actions VALUES ('old', 1, 'act', 'x'); UPDATE games SET "
                         "seq = 1",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(raw);
  auto s = db.open();
  EXPECT_EQ(s->schema_version(), static_cast<int>(migrations().size()));
  EXPECT_EQ(s->load_game("old")->actions.size(), 1u);
  EXPECT_EQ(s->load_game("old")->cards, "") << "a game from before card lists: built-in cards";
  // Unlisted: offered for loading once, which writes its listing.
  EXPECT_EQ(s->games_to_resume("me", 10), std::vector<std::string>{"old"});
}

}  // namespace
}  // namespace bivouac::server::testing
