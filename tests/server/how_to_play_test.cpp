// GET /api/how-to-play/<game id> against the real `bivouac serve`: each game of the catalog has
// its page in sections with rule-line references, and a bad id gets a 404 naming the games,
// without the path ever reaching the file system.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "server/net_client.h"
#include "server/server_process.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

const std::string kGames = "gt, muskets, ready-aim-fire, volley";

TEST(ServerHowToPlay, EveryGameOfTheCatalogHasItsPageInSections) {
  ServerProcess server;
  const auto catalog = http_request(server.port(), "GET", "/api/catalog");
  ASSERT_EQ(catalog.status, 200) << catalog.body;
  const json games = catalog.json()["games"];
  ASSERT_EQ(games.size(), 4U);
  const std::regex reference(R"(L[1-9][0-9]*(-[1-9][0-9]*)?( [A-Z][A-Z ,]*[A-Z])?)");
  for (const auto& game : games) {
    const std::string id = game["id"];
    SCOPED_TRACE(id);
    const auto page = http_request(server.port(), "GET", "/api/how-to-play/" + id);
    ASSERT_EQ(page.status, 200) << page.body;
    const json body = page.json();
    EXPECT_EQ(body["ok"], true);
    EXPECT_EQ(body["game"], id);
    EXPECT_EQ(body["title"], game["title"]);
    EXPECT_FALSE(body["credit"].get<std::string>().empty());
    // The references point into the printed rules the credit names; the project's own copy of
    // them is not a file a user has, so the reply names none.
    EXPECT_FALSE(body.contains("rules_file")) << body.dump();
    std::vector<std::string> ids;
    for (const auto& section : body["sections"]) {
      ids.push_back(section["id"]);
      EXPECT_FALSE(section["heading"].get<std::string>().empty());
      ASSERT_FALSE(section["paragraphs"].empty());
      for (const auto& p : section["paragraphs"]) {
        EXPECT_GE(p["text"].get<std::string>().size(), 40U);
        ASSERT_FALSE(p["lines"].empty());
        for (const auto& ref : p["lines"]) {
          EXPECT_TRUE(std::regex_match(ref.get<std::string>(), reference)) << ref;
        }
      }
    }
    EXPECT_EQ(ids,
              (std::vector<std::string>{"aim", "cards", "turn", "combat", "victory", "options"}));
  }
  // A query string does not change the page.
  EXPECT_EQ(http_request(server.port(), "GET", "/api/how-to-play/muskets?lang=en").body,
            http_request(server.port(), "GET", "/api/how-to-play/muskets").body);
}

TEST(ServerHowToPlay, AnUnknownOrMalformedIdIsA404NamingTheGames) {
  ServerProcess server;
  const auto chess = http_request(server.port(), "GET", "/api/how-to-play/chess");
  EXPECT_EQ(chess.status, 404) << chess.body;
  EXPECT_EQ(chess.json()["ok"], false);
  const std::string error = chess.json()["error"];
  EXPECT_NE(error.find("\"chess\""), std::string::npos) << error;
  EXPECT_NE(error.find(kGames), std::string::npos) << error;
  // Ids that look like paths, or are not ids at all, name nothing on the disk and are not echoed.
  for (const char* target :
       {"/api/how-to-play/", "/api/how-to-play/../../etc/passwd", "/api/how-to-play/%2e%2e%2fetc",
        "/api/how-to-play/muskets/../../../etc/hostname", "/api/how-to-play/MUSKETS",
        "/api/how-to-play/muskets/", "/api/how-to-play/reg"}) {
    SCOPED_TRACE(target);
    const auto bad = http_request(server.port(), "GET", target);
    EXPECT_EQ(bad.status, 404) << bad.body;
    const std::string message = bad.json()["error"];
    EXPECT_NE(message.find(kGames), std::string::npos) << message;
    EXPECT_EQ(message.find("passwd"), std::string::npos) << message;
    EXPECT_EQ(message.find("hostname"), std::string::npos) << message;
  }
  const auto post = http_request(server.port(), "POST", "/api/how-to-play/muskets", "{}");
  EXPECT_EQ(post.status, 405) << post.body;
  EXPECT_NE(post.json()["error"].get<std::string>().find("GET"), std::string::npos);
  // The server is still serving.
  EXPECT_EQ(http_request(server.port(), "GET", "/api/how-to-play/volley").status, 200);
}

}  // namespace
}  // namespace bivouac::server::testing
