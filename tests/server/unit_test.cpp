// The server's pure parts in-process: message parsing, static paths, tokens, SQLite storage.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/safe_json.h"
#include "server/client_message.h"
#include "server/static_files.h"
#include "server/storage/storage.h"
#include "server/token.h"

namespace bivouac::server {
namespace {

namespace fs = std::filesystem;

std::string error_of(std::string_view text) {
  auto r = parse_client_message(text);
  auto* f = std::get_if<ParseFailure>(&r);
  return f ? f->error : std::string();
}

TEST(ClientMessage, ParsesEachType) {
  auto r = parse_client_message(R"({"type":"act","id":"a1","action":"pass","version":4})");
  ASSERT_TRUE(std::holds_alternative<ClientMessage>(r));
  const auto& m = std::get<ClientMessage>(r);
  EXPECT_EQ(m.id, "a1");
  const auto& act = std::get<ActMsg>(m.body);
  EXPECT_EQ(act.action, "pass");
  EXPECT_EQ(act.version, 4u);
  auto h = parse_client_message(R"({"type":"hello","token":"ab","since":3})");
  ASSERT_TRUE(std::holds_alternative<ClientMessage>(h));
  EXPECT_EQ(std::get<HelloMsg>(std::get<ClientMessage>(h).body).since, 3u);
}

TEST(ClientMessage, RefusesBadShapesWithClearErrors) {
  EXPECT_NE(error_of("{").find("not valid JSON"), std::string::npos);
  EXPECT_NE(error_of("[1]").find("JSON object"), std::string::npos);
  EXPECT_NE(error_of(R"({"type":"dance"})").find("unknown message type \"dance\""),
            std::string::npos);
  EXPECT_NE(error_of(R"({"type":"act","version":1})").find("\"action\" is missing"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"type":"act","action":"x","version":-2})").find("\"version\""),
            std::string::npos);
  EXPECT_NE(error_of(R"({"type":"hello"})").find("token"), std::string::npos);
  EXPECT_NE(error_of(R"({"type":"hello","token":"a","spectator":true})").find("either"),
            std::string::npos);
  EXPECT_NE(error_of(std::string(100, '[') + std::string(100, ']')).find("nests too deeply"),
            std::string::npos);
  EXPECT_NE(error_of(std::string(kMaxMessageBytes + 1, ' ')).find("too large"), std::string::npos);
  // The id of a bad request is still echoed so the client can match the error.
  auto r = parse_client_message(R"({"type":"act","id":9})");
  EXPECT_EQ(std::get<ParseFailure>(r).id, 9);
}

TEST(ClientMessage, DepthIgnoresBracketsInStrings) {
  EXPECT_EQ(json_nesting_depth(R"({"a":"[[[[[[[[[[[[[[[[[[[["})", 8), 1);
  EXPECT_EQ(json_nesting_depth(R"({"a":"\"[[[[[[[[[[[[[[[[[[[["})", 8), 1);
  EXPECT_EQ(json_nesting_depth("[[[]]]", 8), 3);
}

TEST(StaticFiles, ResolvesInsideTheRootOnly) {
  const fs::path dir = fs::temp_directory_path() / "bivouac-static-unit";
  fs::remove_all(dir);
  fs::create_directories(dir / "root" / "a");
  std::ofstream(dir / "root" / "index.html") << "i";
  std::ofstream(dir / "root" / "a" / "b.css") << "b";
  std::ofstream(dir / "outside.txt") << "o";
  fs::create_symlink(dir / "outside.txt", dir / "root" / "link.txt");
  const fs::path root = fs::canonical(dir / "root");
  EXPECT_EQ(resolve_static(root, "/a/b.css")->path, root / "a" / "b.css");
  EXPECT_EQ(resolve_static(root, "/a/b.css")->content_type, "text/css; charset=utf-8");
  EXPECT_EQ(resolve_static(root, "/")->path, root / "index.html");
  EXPECT_EQ(resolve_static(root, "/games/42?x=1")->path, root / "index.html");
  for (const char* bad :
       {"/../outside.txt", "/a/../../outside.txt", "/%2E%2E/outside.txt", "/link.txt",
        "/a/missing.js", "/%zz", "/%00", "relative", "/a\\..\\x.js"}) {
    EXPECT_FALSE(resolve_static(root, bad)) << bad;
  }
  fs::remove_all(dir);
}

TEST(Tokens, AreRandomHexAndStoredHashed) {
  const std::string a = new_token();
  const std::string b = new_token();
  EXPECT_EQ(a.size(), 32u);
  EXPECT_NE(a, b);
  EXPECT_EQ(a.find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_TRUE(same_hash(sha256_hex(a), sha256_hex(a)));
  EXPECT_FALSE(same_hash(sha256_hex(a), sha256_hex(b)));
}

TEST(SqliteStorage, ActionsAreKeptInOrderAndGapsRefused) {
  const fs::path dir = fs::temp_directory_path() / "bivouac-storage-unit";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string db = (dir / "t.sqlite").string();
  {
    auto s = open_sqlite_storage(db);
    StoredGame g{"g1", "muskets",
                 99,   5,
                 "",   {{0, "human", "", "A", false, "h"}, {1, "bot", "random", "B", false, ""}},
                 {},   ""};
    s->create_game(g);
    s->append_action("g1", {1, "act", "pass"});
    s->append_action("g1", {2, "act", "draw"});
    EXPECT_THROW(s->append_action("g1", {4, "act", "skip"}), std::runtime_error);
    EXPECT_THROW(s->append_action("g1", {2, "act", "again"}), std::runtime_error);
    s->append_action("g1", {3, "undo", "0"});
  }
  auto s = open_sqlite_storage(db);
  const auto games = s->load_all();
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].seed, 99u);
  ASSERT_EQ(games[0].seats.size(), 2u);
  EXPECT_EQ(games[0].seats[1].bot, "random");
  ASSERT_EQ(games[0].actions.size(), 3u);
  EXPECT_EQ(games[0].actions[1].text, "draw");
  EXPECT_EQ(games[0].actions[2].kind, "undo");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace bivouac::server
