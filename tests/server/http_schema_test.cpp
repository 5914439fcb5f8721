// Every HTTP reply matches its JSON Schema (docs/schema/http/, and replay.json and catalog.json
// beside the WebSocket messages): each route of the one route table (src/server/routes.cpp) is
// asked through the real server, once answered and once refused, and the test fails if a route
// of the table was not exercised, so a new route cannot arrive without its schema and its check.
#include <gtest/gtest.h>

#include <set>

#include "server/net_client.h"
#include "server/project_schemas.h"
#include "server/routes.h"
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

class Replies {
 public:
  explicit Replies(std::uint16_t port) : port_(port) {}

  // Asks, checks the status and the body against the route's schema (a refusal against
  // http_error.json), and counts the route as answered or refused.
  json ask(std::string_view method, const std::string& target, int status,
           const std::string& body = {}) {
    const auto res = http_request(port_, method, target, body);
    EXPECT_EQ(res.status, status) << method << " " << target << " -> " << res.body.substr(0, 300);
    const json reply = json::parse(res.body, nullptr, false);
    EXPECT_FALSE(reply.is_discarded()) << target << ": not JSON: " << res.body.substr(0, 200);
    const std::string path = target.substr(0, target.find('?'));
    const RouteMatch m = match_api_route(method, path);
    const std::string schema =
        res.status == 200 && m.route ? std::string(m.route->schema) : "http_error.json";
    EXPECT_EQ(schemas().validate(schema, reply), "")
        << method << " " << target << " against " << schema << ": " << res.body.substr(0, 300);
    if (res.status == 200 && m.route) answered_.insert(route_name(*m.route));
    // A refusal counts for every route of its path (a 405 on /api/catalog refuses its GET too).
    if (res.status != 200) {
      for (const Route& route : routes()) {
        if (route.kind == RouteKind::kApi && match_api_route(route.method, path).route == &route)
          refused_.insert(route_name(route));
      }
    }
    return reply;
  }
  [[nodiscard]] const std::set<std::string>& answered() const { return answered_; }
  [[nodiscard]] const std::set<std::string>& refused() const { return refused_; }
  static std::string route_name(const Route& r) {
    return std::string(r.method) + " " + std::string(r.pattern);
  }

 private:
  std::uint16_t port_;
  std::set<std::string> answered_;
  std::set<std::string> refused_;
};

TEST(HttpSchemas, TheValidatorRefusesWhatTheHttpSchemasForbid) {
  EXPECT_EQ(schemas().validate("http_left.json", {{"ok", true}, {"seat", 1}}), "");
  EXPECT_NE(schemas().validate("http_left.json", {{"ok", true}, {"seat", -1}}), "");
  EXPECT_NE(schemas().validate("http_left.json", {{"ok", true}}), "") << "seat is required";
  EXPECT_NE(schemas().validate("http_error.json", {{"ok", true}, {"error", "x"}}), "");
  EXPECT_NE(schemas().validate("http_joined.json",
                               {{"ok", true}, {"seat", 1}, {"token", "abc"}, {"invite", "/x"}}),
            "")
      << "a token is 32 hex digits";
  // Every API route of the table names a schema that exists.
  for (const Route& r : routes()) {
    if (r.kind != RouteKind::kApi) continue;
    EXPECT_TRUE(schemas().has(std::string(r.schema))) << Replies::route_name(r) << ": " << r.schema;
  }
}

TEST(HttpSchemas, EveryRouteAnswersAndRefusesAsItsSchemaSays) {
  ServerProcess server({}, unthrottled_clients());
  Replies r(server.port());
  r.ask("GET", "/api/catalog", 200);
  r.ask("POST", "/api/catalog", 405);
  r.ask("GET", "/api/games?status=waiting&limit=2", 200);
  r.ask("GET", "/api/games?status=lost", 400);
  r.ask("GET", "/api/games?status=%zz", 400);
  const json seats = json::array({{{"kind", "human"}}, {{"kind", "human"}, {"open", true}}});
  const json made =
      r.ask("POST", "/api/games", 200, json{{"game", "muskets"}, {"seats", seats}}.dump());
  r.ask("POST", "/api/games", 400, json{{"game", "muskets"}}.dump());
  const std::string id = made["id"];
  const std::string token = made["seats"][0]["token"];
  r.ask("GET", "/api/games/" + id, 200);
  r.ask("GET", "/api/games/0123456789abcdef", 404);
  const json joined = r.ask("POST", "/api/games/" + id + "/join", 200, json{{"seat", 1}}.dump());
  r.ask("POST", "/api/games/" + id + "/join", 409, json{{"seat", 1}}.dump());
  r.ask("POST", "/api/games/" + id + "/leave", 200, json{{"token", joined["token"]}}.dump());
  r.ask("POST", "/api/games/" + id + "/leave", 403, json{{"token", joined["token"]}}.dump());
  r.ask("GET", "/api/games/" + id + "/record", 409);
  r.ask("GET", "/api/games/" + id + "/replay?viewer=spectator", 200);
  r.ask("GET", "/api/games/" + id + "/replay?viewer=all", 409);
  r.ask("POST", "/api/games/" + id + "/replay", 200, json{{"viewer", 0}, {"token", token}}.dump());
  r.ask("POST", "/api/games/" + id + "/replay", 403, json{{"viewer", 0}}.dump());
  r.ask("POST", "/api/games/" + id + "/rematch", 200, json{{"token", token}}.dump());
  r.ask("POST", "/api/games/" + id + "/rematch", 403, json{{"token", std::string(32, 'a')}}.dump());
  // A finished game: its record, uploaded again as a replay.
  Table t = create_table(server.port(), "muskets", {"human", "human"}, 3);
  connect_all(t, false);
  std::mt19937_64 rng(3);
  drain_to(t, play_random(t, rng));
  const json record = r.ask("GET", "/api/games/" + t.id + "/record", 200);
  r.ask("POST", "/api/replay?viewer=all&count=2", 200, record.dump());
  r.ask("POST", "/api/replay", 400, R"({"format":"bivouac-record"})");
  r.ask("POST", "/api/card", 200, json{{"game", "ready-aim-fire"}, {"name", "Rifles"}}.dump());
  r.ask("POST", "/api/card", 400, json{{"game", "ready-aim-fire"}, {"name", "Zeppelin"}}.dump());
  r.ask("GET", "/api/how-to-play/muskets", 200);
  r.ask("GET", "/api/how-to-play/chess", 404);
  r.ask("POST", "/api/reg", 200, R"({"calc":"kab","target":"general","level":"LG"})");
  r.ask("POST", "/api/reg", 400, "[1]");
  r.ask("GET", "/api/nothing-here", 404);
  for (const Route& route : routes()) {
    if (route.kind != RouteKind::kApi) continue;
    const std::string name = Replies::route_name(route);
    EXPECT_TRUE(r.answered().count(name)) << name << " was never answered";
    EXPECT_TRUE(r.refused().count(name)) << name << " was never refused";
  }
}

}  // namespace
}  // namespace bivouac::server::testing
