// Every message a client receives matches its JSON Schema in docs/schema/ (one per message):
// a full game of each of the four games played through the real server, as each seat and a
// spectator, the replays of it as a seat, the spectator and all-seeing, and the same game's views
// and events through the engine protocol. The validator itself (tests/support/json_schema.h) is
// checked first, so a schema test that passes is not one that cannot fail.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "cli/engine_protocol.h"
#include "core/registry.h"
#include "server/net_client.h"
#include "server/project_schemas.h"
#include "server/sanitized.h"
#include "server/server_process.h"
#include "server/table.h"
#include "support/json_schema.h"

namespace bivouac::server::testing {
namespace {

using bivouac::testing::SchemaSet;
using nlohmann::json;

const SchemaSet& schemas() {
  return project_schemas();
}

// Under the sanitizers every fourth view of a stream is validated (and every other message):
// validating a Ready Aim Fire view is the test's own JSON work, and doing it for every view of a
// full game took minutes there. Release validates every one.
bool view_is_validated(int nth_view) {
  return !kSanitized || nth_view % 4 == 0;
}

// Validates one raw message by its type (a view only if it is the client's nth to be validated);
// records the first failure.
void validate_message(const std::string& raw, std::map<std::string, int>& seen,
                      std::vector<std::string>& failures, int* views_of_client = nullptr) {
  const json msg = json::parse(raw);
  const std::string type = msg.value("type", "");
  ++seen[type];
  if (type == "view" && views_of_client && !view_is_validated((*views_of_client)++)) return;
  const std::string error = schemas().validate(type + ".json", msg);
  if (!error.empty() && failures.size() < 10) failures.push_back(type + ": " + error);
}

TEST(Schemas, TheValidatorRefusesWhatTheSchemasForbid) {
  const SchemaSet& s = schemas();
  for (const char* name :
       {"view.json", "events.json", "event.json", "ack.json", "error.json", "welcome.json",
        "hint.json", "presence.json", "rematch.json", "pong.json", "replay.json", "catalog.json"}) {
    EXPECT_TRUE(s.has(name)) << name;
  }
  EXPECT_EQ(s.validate("ack.json", {{"type", "ack"}, {"id", 3}, {"version", 4}}), "");
  EXPECT_NE(s.validate("ack.json", {{"type", "ack"}, {"version", 4}}), "") << "id is required";
  EXPECT_NE(s.validate("ack.json", {{"type", "ack"}, {"id", 3}, {"version", -1}}), "");
  EXPECT_NE(s.validate("ack.json", {{"type", "ack"}, {"id", 3.5}, {"version", 1}}), "");
  EXPECT_NE(s.validate("ack.json", {{"type", "ack"}, {"id", 1}, {"version", 1}, {"x", 1}}), "");
  EXPECT_NE(s.validate("ack.json", {{"type", "view"}, {"id", 1}, {"version", 1}}), "");
  // anyOf: a card is a known card or an id-less back, never a back with an id.
  const json card_schema = {{"$ref", "view.json#/$defs/card"}};
  SchemaSet local = s;
  local.add("card.json", card_schema);
  EXPECT_EQ(local.validate("card.json", {{"back", true}, {"slot", 2}}), "");
  EXPECT_EQ(local.validate("card.json", {{"id", 4}, {"name", "Line"}, {"facts", json::object()}}),
            "");
  EXPECT_NE(local.validate("card.json", {{"back", true}, {"id", 4}}), "");
  EXPECT_NE(local.validate("card.json", {{"id", 4}, {"name", "Line"}}), "") << "facts required";
  EXPECT_NE(local.validate("card.json",
                           {{"id", 4}, {"name", "Line"}, {"facts", {{"force", json::array()}}}}),
            "")
      << "a fact is a number, a string or a boolean";
  EXPECT_NE(
      s.validate(
          "rematch.json",
          {{"type", "rematch"}, {"game_id", "g"}, {"id", "g"}, {"seat", 0}, {"token", "not hex"}}),
      "")
      << "pattern";
  EXPECT_THROW(local.add("bad.json", {{"type", "object"}, {"maxLength", 3}}), std::invalid_argument)
      << "an unsupported keyword is refused, not ignored";
}

// The lobby's catalog: every option of every game comes with its label and a group the catalog
// lists (the lobby shows the label, grouped, never the snake_case name).
TEST(Schemas, TheCatalogMatchesItsSchemaAndGroupsEveryOption) {
  ServerProcess server({}, unthrottled_clients());
  const auto res = http_request(server.port(), "GET", "/api/catalog");
  ASSERT_EQ(res.status, 200) << res.body.substr(0, 300);
  const json catalog = res.json();
  EXPECT_EQ(schemas().validate("catalog.json", catalog), "");
  const json& groups = catalog["option_groups"];
  int options = 0;
  for (const auto& g : catalog["games"]) {
    for (const auto& o : g["options"]) {
      EXPECT_NE(std::find(groups.begin(), groups.end(), o["group"]), groups.end()) << o.dump();
      EXPECT_NE(o["label"], o["name"]) << o.dump();
      ++options;
    }
  }
  EXPECT_GE(options, 40);
  json unlabelled = catalog;
  unlabelled["games"][0]["options"][0].erase("label");
  EXPECT_NE(schemas().validate("catalog.json", unlabelled), "") << "label is required";
}

class SchemaGames : public ::testing::TestWithParam<std::string> {};

TEST_P(SchemaGames, EveryMessageOfAFullGameMatchesItsSchema) {
  const std::string spec = GetParam();
  const int players = GameRegistry::instance().create(spec)->num_players();
  ServerProcess server({}, unthrottled_clients());
  Table t = create_table(server.port(), spec,
                         std::vector<std::string>(static_cast<std::size_t>(players), "human"), 11);
  connect_all(t, true);
  std::mt19937_64 rng(11);
  const std::uint64_t version = play_random(t, rng);
  drain_to(t, version);
  std::map<std::string, int> seen;
  std::vector<std::string> failures;
  for (const auto& c : t.clients) {
    int views = 0;
    for (const auto& raw : c.raw) validate_message(raw, seen, failures, &views);
  }
  // A refused action and a ping, each with an id the answer must echo.
  SeatClient& first = t.clients.front();
  first.ws->send({{"type", "act"}, {"action", "no such action"}, {"version", 0}, {"id", "r1"}});
  const json refused = first.ws->expect("error");
  validate_message(refused.dump(), seen, failures);
  EXPECT_EQ(refused["id"], "r1");
  first.ws->send({{"type", "ping"}, {"id", 77}});
  const json pong = first.ws->expect("pong");
  validate_message(pong.dump(), seen, failures);
  EXPECT_EQ(pong["id"], 77);
  EXPECT_TRUE(failures.empty()) << failures.front();
  EXPECT_GT(seen["view"], 10);
  EXPECT_GT(seen["events"], 10);
  EXPECT_GT(seen["welcome"], 0);
  EXPECT_GT(seen["ack"], 10);
  for (const char* viewer : {"0", "spectator", "all"}) {
    const auto res = http_request(t.port, "GET", "/api/games/" + t.id + "/replay?viewer=" + viewer);
    ASSERT_EQ(res.status, 200) << res.body.substr(0, 300);
    EXPECT_EQ(schemas().validate("replay.json", res.json()), "") << viewer;
  }
}

TEST_P(SchemaGames, EveryEngineViewAndEventOfAFullGameMatchesItsSchema) {
  cli::EngineSession e;
  ASSERT_TRUE(e.handle({{"cmd", "new"}, {"game", GetParam()}, {"seed", 5}})["ok"].get<bool>());
  const int players = GameRegistry::instance().create(GetParam())->num_players();
  std::mt19937_64 rng(5);
  int views = 0;
  for (int step = 0; step < 3000; ++step) {
    const json legal = e.handle({{"cmd", "legal"}});
    std::vector<json> viewers = {"spectator", "all"};
    for (int p = 0; p < players; ++p) viewers.emplace_back(p);
    if (!view_is_validated(step) && !legal["terminal"].get<bool>()) viewers.clear();
    for (const json& v : viewers) {
      const json reply = e.handle({{"cmd", "view"}, {"viewer", v}});
      ASSERT_TRUE(reply["ok"].get<bool>()) << reply.dump();
      const std::string error = schemas().validate("view.json", reply["view"]);
      ASSERT_EQ(error, "") << "step " << step << " viewer " << v.dump();
      ++views;
    }
    if (legal["terminal"].get<bool>()) break;
    const json& actions = legal["actions"];
    ASSERT_FALSE(actions.empty());
    const json pick = actions[rng() % actions.size()];
    const json applied = e.handle({{"cmd", "apply"}, {"action", pick["text"]}});
    ASSERT_TRUE(applied["ok"].get<bool>()) << applied.dump();
    for (const auto& ev : applied["events"]) {
      ASSERT_EQ(schemas().validate("event.json", ev), "") << ev.dump();
    }
  }
  EXPECT_GT(views, 20);
}

INSTANTIATE_TEST_SUITE_P(FourGames, SchemaGames,
                         ::testing::Values("muskets", "volley", "gt", "ready-aim-fire"),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace bivouac::server::testing
