// The replay viewer's API against the real server: a finished game replayed as each seat, the
// spectator and all-seeing, every frame checked against the game replayed here and on the raw
// bytes (replay_checks.h); a game in progress shows a seat only its own view, with its token;
// uploaded records replay the same, and bad requests and uploads get clear errors.
#include "server/replay.h"

#include <gtest/gtest.h>

#include <thread>

#include "core/registry.h"
#include "server/net_client.h"
#include "server/replay_checks.h"
#include "server/server_process.h"
#include "server/table.h"

namespace bivouac::server::testing {
namespace {

using nlohmann::json;

json record_of(const Table& t) {
  const auto res = http_request(t.port, "GET", "/api/games/" + t.id + "/record");
  EXPECT_EQ(res.status, 200) << res.body;
  return res.json();
}

std::string replay_path(const Table& t, const std::string& viewer) {
  return "/api/games/" + t.id + "/replay?viewer=" + viewer;
}

Table finished_game(ServerProcess& server, const std::string& spec, std::uint64_t seed) {
  const int players = GameRegistry::instance().create(spec)->num_players();
  Table t =
      create_table(server.port(), spec,
                   std::vector<std::string>(static_cast<std::size_t>(players), "human"), seed);
  connect_all(t, false);
  std::mt19937_64 rng(seed);
  drain_to(t, play_random(t, rng));
  return t;
}

// A whole replay, page by page as a client asks for it (docs/network.md, "Replays"): every page
// is checked to be bounded and to go on where the last stopped; the reply returned holds every
// frame, as one page would.
HttpResult all_pages(std::uint16_t port, const std::string& method, const std::string& path,
                     const std::string& body = {}) {
  const char sep = path.find('?') == std::string::npos ? '?' : '&';
  HttpResult first;
  json merged;
  std::size_t from = 0;
  for (int page = 0; page < 10000; ++page) {
    HttpResult res = http_request(port, method, path + sep + "from=" + std::to_string(from), body);
    if (res.status != 200) return res;
    EXPECT_LE(res.body.size(), 512u * 1024) << "page from " << from;
    json j = json::parse(res.body);
    EXPECT_EQ(j["from"], from);
    if (page == 0) {
      merged = j;
    } else {
      EXPECT_EQ(j["frames"][0]["step"], from);
      for (auto& f : j["frames"]) merged["frames"].push_back(std::move(f));
    }
    if (j["next"].is_null()) break;
    from = j["next"].get<std::size_t>();
  }
  EXPECT_EQ(merged["frames"].size(), merged["steps"].get<std::size_t>() + 1);
  merged.erase("next");
  first.status = 200;
  first.body = merged.dump();
  return first;
}

void expect_still_serving_replays(std::uint16_t port) {
  const json good = {{"format", "bivouac-record"},
                     {"version", 1},
                     {"game", "muskets"},
                     {"seed", 4},
                     {"actions", json::array()}};
  EXPECT_EQ(http_request(port, "POST", "/api/replay?viewer=0", good.dump()).status, 200);
}

void expect_error(const HttpResult& res, int status, const std::string& words) {
  EXPECT_EQ(res.status, status) << res.body;
  const json j = json::parse(res.body, nullptr, false);
  ASSERT_TRUE(j.is_object()) << res.body;
  EXPECT_EQ(j["ok"], false);
  EXPECT_NE(j["error"].get<std::string>().find(words), std::string::npos)
      << "wanted \"" << words << "\" in " << res.body;
}

TEST(ServerReplay, FinishedGameAsEachSeatTheSpectatorAndAllSeeing) {
  ServerProcess server({}, unthrottled_clients());
  for (const std::string spec : {"volley", "muskets"}) {
    SCOPED_TRACE(spec);
    const Table t = finished_game(server, spec, 31);
    const json record = record_of(t);
    for (const auto& [text, viewer] : std::vector<std::pair<std::string, int>>{
             {"0", 0}, {"1", 1}, {"spectator", -1}, {"all", -2}}) {
      SCOPED_TRACE("viewer " + text);
      const auto res = all_pages(t.port, "GET", replay_path(t, text));
      ASSERT_EQ(res.status, 200) << res.body.substr(0, 500);
      for (const auto& f : check_replay(res.body, record, viewer)) ADD_FAILURE() << f;
    }
  }
}

TEST(ServerReplay, ASeatsViewDiffersFromAllSeeing) {
  // The checks above would pass for a server that hid nothing if the game had no secrets:
  // make sure the seat's replay really lacks something the all-seeing one has.
  ServerProcess server({}, unthrottled_clients());
  const Table t = finished_game(server, "volley", 7);
  const json seat = all_pages(t.port, "GET", replay_path(t, "0")).json();
  const json all = all_pages(t.port, "GET", replay_path(t, "all")).json();
  ASSERT_EQ(seat["frames"].size(), all["frames"].size());
  // In Volley the opponent's hand and the deck are secrets at every step: seat 0 is sent none
  // of them, all-seeing every one.
  const auto zone = [](const json& view, const std::string& id) {
    for (const auto& z : view["board"]["zones"])
      if (z["id"] == id) return z;
    return json();
  };
  for (std::size_t k = 0; k < seat["frames"].size(); ++k) {
    const json& mine = seat["frames"][k]["view"];
    const json& truth = all["frames"][k]["view"];
    const json their_hand = zone(mine, "hand:1");  // held: a loop over a temporary's member dangles
    for (const auto& c : their_hand["cards"]) EXPECT_TRUE(c.contains("back")) << k;
    EXPECT_TRUE(zone(mine, "deck")["cards"].empty()) << "step " << k;
    const json hand = zone(truth, "hand:1");
    EXPECT_EQ(hand["cards"].size(), hand["count"].get<std::size_t>()) << "step " << k;
    for (const auto& c : hand["cards"]) EXPECT_TRUE(c.contains("id")) << k;
  }
  EXPECT_EQ(all["viewer"], "all");
  EXPECT_EQ(seat["viewer"], 0);
}

TEST(ServerReplay, GameInProgressShowsOnlyWhatTheAskerMaySee) {
  ServerProcess server({}, unthrottled_clients());
  Table t = create_table(server.port(), "volley", {"human", "human"}, 5);
  connect_all(t, false);
  std::mt19937_64 rng(5);
  drain_to(t, play_random(t, rng, 12));
  expect_error(http_request(t.port, "GET", replay_path(t, "all")), 409,
               "once the game is finished");
  expect_error(http_request(t.port, "GET", replay_path(t, "0")), 403, "token");
  const std::string path = "/api/games/" + t.id + "/replay";
  // Another seat's token does not open seat 0's view.
  expect_error(
      http_request(t.port, "POST", path, json{{"viewer", 0}, {"token", t.tokens[1]}}.dump()), 403,
      "token");
  // The seat with its own token, and anyone as the public, may replay what they saw so far.
  const auto mine =
      all_pages(t.port, "POST", path, json{{"viewer", 0}, {"token", t.tokens[0]}}.dump());
  ASSERT_EQ(mine.status, 200) << mine.body;
  const auto pub = all_pages(t.port, "GET", replay_path(t, "spectator"));
  ASSERT_EQ(pub.status, 200) << pub.body;
  EXPECT_FALSE(json::parse(mine.body)["finished"].get<bool>());
  // The record is published only at the end: finish the game, then check both replies against
  // the record's first `steps` actions.
  drain_to(t, play_random(t, rng));
  json record = record_of(t);
  const auto steps = json::parse(mine.body)["steps"].get<std::size_t>();
  ASSERT_GE(steps, 12u);
  record["actions"].erase(record["actions"].begin() + static_cast<std::ptrdiff_t>(steps),
                          record["actions"].end());
  for (const auto& f : check_replay(mine.body, record, 0)) ADD_FAILURE() << f;
  for (const auto& f : check_replay(pub.body, record, -1)) ADD_FAILURE() << f;
}

TEST(ServerReplay, BadGameAndBadViewerAreRefused) {
  ServerProcess server({}, unthrottled_clients());
  const Table t = finished_game(server, "muskets", 3);
  expect_error(http_request(t.port, "GET", "/api/games/nope/replay?viewer=0"), 404, "no game");
  for (const char* bad : {"2", "-1", "x", "0x1", "1.5", "all2"}) {
    expect_error(http_request(t.port, "GET", replay_path(t, bad)), 400, "viewer must be");
  }
  expect_error(http_request(t.port, "POST", "/api/games/" + t.id + "/replay", R"({"viewer":[0]})"),
               400, "viewer");
  expect_error(http_request(t.port, "DELETE", "/api/games/" + t.id + "/replay"), 405,
               "GET or POST");
}

TEST(ServerReplay, UploadedRecordReplaysLikeTheStoredGame) {
  ServerProcess server({}, unthrottled_clients());
  const Table t = finished_game(server, "volley", 19);
  const json record = record_of(t);
  for (const auto& [text, viewer] :
       std::vector<std::pair<std::string, int>>{{"1", 1}, {"spectator", -1}, {"all", -2}}) {
    SCOPED_TRACE("viewer " + text);
    const auto up = all_pages(t.port, "POST", "/api/replay?viewer=" + text, record.dump());
    ASSERT_EQ(up.status, 200) << up.body.substr(0, 500);
    for (const auto& f : check_replay(up.body, record, viewer)) ADD_FAILURE() << f;
    const json stored = all_pages(t.port, "GET", replay_path(t, text)).json();
    EXPECT_EQ(json::parse(up.body)["frames"], stored["frames"]);
  }
  // A record larger than any lobby request (padded past 64 KiB) is still accepted.
  const std::string padded = record.dump(2) + std::string(100 * 1024, ' ');
  EXPECT_EQ(http_request(t.port, "POST", "/api/replay?viewer=0", padded).status, 200);
}

TEST(ServerReplay, ALongGameReplaysInBoundedPages) {
  // A whole Ready Aim Fire game between random bots: hundreds of actions, each frame a whole
  // view; sent at once it made a reply hundreds of times larger than the record (issue 26).
  ServerProcess server({}, unthrottled_clients());
  const auto created = http_request(
      server.port(), "POST", "/api/games",
      R"({"game":"ready-aim-fire","seats":[{"kind":"bot","bot":"random"},{"kind":"bot","bot":"random"}]})");
  ASSERT_EQ(created.status, 200) << created.body;
  const std::string id = created.json()["id"];
  HttpResult record;
  for (int i = 0; i < 600 && record.status != 200; ++i) {
    record = http_request(server.port(), "GET", "/api/games/" + id + "/record");
    if (record.status != 200) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ASSERT_EQ(record.status, 200) << record.body;
  const auto steps = json::parse(record.body)["actions"].size();
  ASSERT_GT(steps, 100u);
  // The first page of the upload: the default 20 frames, or fewer when their bytes reach the
  // page bound first (the game is a random one, and some early frames are large); never none.
  const auto first = http_request(server.port(), "POST", "/api/replay?viewer=all", record.body);
  ASSERT_EQ(first.status, 200) << first.body.substr(0, 300);
  const json page = first.json();
  const auto sent = page["frames"].size();
  ASSERT_GE(sent, 1u);
  EXPECT_LE(sent, kDefaultReplayPageFrames);
  if (sent < kDefaultReplayPageFrames) {
    std::size_t frame_bytes = 0;
    for (const auto& f : page["frames"]) frame_bytes += f.dump().size();
    EXPECT_GE(frame_bytes, upload_page_bytes(record.body.size())) << "a short page, not full";
  }
  EXPECT_EQ(page["next"], sent);
  EXPECT_EQ(page["steps"], steps);
  EXPECT_TRUE(page["finished"].get<bool>());
  EXPECT_LE(first.body.size(), 512u * 1024);
  // The largest page asked for is cut at the byte bound, never at more than 100 frames.
  const auto big =
      http_request(server.port(), "POST", "/api/replay?viewer=all&count=100&from=1", record.body);
  ASSERT_EQ(big.status, 200);
  EXPECT_LE(big.json()["frames"].size(), 100u);
  EXPECT_LE(big.body.size(), 512u * 1024);
  EXPECT_EQ(big.json()["frames"][0]["step"], 1);
  // Every frame comes, once, in order, page after page, each a bounded reply.
  const auto whole =
      all_pages(server.port(), "GET", "/api/games/" + id + "/replay?viewer=all&count=100");
  ASSERT_EQ(whole.status, 200);
  for (const auto& f : check_replay(whole.body, json::parse(record.body), -2)) ADD_FAILURE() << f;
  // The last frame alone; a page past the end, and a count out of range, are refused.
  const auto last = http_request(
      server.port(), "GET", "/api/games/" + id + "/replay?viewer=0&from=" + std::to_string(steps));
  ASSERT_EQ(last.status, 200);
  EXPECT_EQ(last.json()["frames"].size(), 1u);
  EXPECT_TRUE(last.json()["next"].is_null());
  expect_error(http_request(server.port(), "GET",
                            "/api/games/" + id + "/replay?from=" + std::to_string(steps + 1)),
               400, "past the last frame");
  for (const char* bad : {"count=0", "count=101", "count=x", "from=-1"}) {
    expect_error(http_request(server.port(), "GET", "/api/games/" + id + "/replay?" + bad), 400,
                 std::string(bad).substr(0, 4));
  }
}

// Issue 41, item 12: a small upload gets a small reply, whatever its frames weigh: at most
// kReplayUploadAmplification times its bytes, plus the one frame every page has.
TEST(ServerReplay, AnUploadsPageIsBoundedByTheUploadsSize) {
  ServerProcess server;
  json actions = json::array();
  for (int i = 0; i < 20; ++i) actions.push_back("1");  // indices into the legal list
  const std::string record = json{
      {"format", "bivouac-record"},
      {"version", 1},
      {"game", "ready-aim-fire"},
      {"seed", 1},
      {"actions", actions}}.dump();
  ASSERT_LT(record.size(), 200u);
  for (const char* query : {"viewer=all", "viewer=all&count=100", "viewer=0&count=100&from=3"}) {
    const auto res =
        http_request(server.port(), "POST", std::string("/api/replay?") + query, record);
    ASSERT_EQ(res.status, 200) << res.body.substr(0, 300);
    const json page = res.json();
    ASSERT_GE(page["frames"].size(), 1u);
    std::size_t largest = 0;
    for (const auto& f : page["frames"]) largest = std::max(largest, f.dump().size());
    EXPECT_LE(res.body.size(), kReplayUploadAmplification * record.size() + largest + 2048)
        << query << ": " << page["frames"].size() << " frames";
  }
  // Every frame still comes, a page at a time.
  const auto whole = all_pages(server.port(), "POST", "/api/replay?viewer=all", record);
  ASSERT_EQ(whole.status, 200);
  EXPECT_EQ(whole.json()["frames"].size(), 21u);
}

// Issue 41, item 12: whatever is wrong with a record is a 400 naming it, never a 500.
TEST(ServerReplay, TooManyForcedDiceAreA400) {
  ServerProcess server;
  const json forty = json::array({{{"force_dice", std::vector<int>(40, 1)}}});
  const json record = {{"format", "bivouac-record"},
                       {"version", 1},
                       {"game", "ready-aim-fire"},
                       {"seed", 1},
                       {"actions", forty}};
  expect_error(http_request(server.port(), "POST", "/api/replay?viewer=all", record.dump()), 400,
               "record.actions[0]");
  json later = record;
  later["actions"] = json::array({"1",
                                  "1",
                                  {{"force_dice", std::vector<int>(20, 2)}},
                                  {{"force_dice", std::vector<int>(20, 3)}},
                                  "1"});
  expect_error(http_request(server.port(), "POST", "/api/replay?viewer=all", later.dump()), 400,
               "die results");
  expect_still_serving_replays(server.port());
}

TEST(ServerReplay, BadUploadsGetClearErrors) {
  ServerProcess server;
  const auto port = server.port();
  const json good = {{"format", "bivouac-record"},
                     {"version", 1},
                     {"game", "muskets"},
                     {"seed", 4},
                     {"actions", json::array()}};
  EXPECT_EQ(http_request(port, "POST", "/api/replay?viewer=0", good.dump()).status, 200);
  expect_error(http_request(port, "POST", "/api/replay", ""), 400, "empty");
  expect_error(http_request(port, "POST", "/api/replay", "{not json"), 400, "uploaded record");
  expect_error(http_request(port, "POST", "/api/replay", "[1,2]"), 400, "record");
  json wrong_format = good;
  wrong_format["format"] = "bivouac-state";
  expect_error(http_request(port, "POST", "/api/replay", wrong_format.dump()), 400,
               "record.format");
  json unknown_game = good;
  unknown_game["game"] = "chess";
  expect_error(http_request(port, "POST", "/api/replay", unknown_game.dump()), 400, "chess");
  json illegal = good;
  illegal["actions"] = {"this is no action"};
  expect_error(http_request(port, "POST", "/api/replay", illegal.dump()), 400, "record.actions[0]");
  expect_error(http_request(port, "POST", "/api/replay?viewer=5", good.dump()), 400,
               "viewer must be");
  expect_error(http_request(port, "POST", "/api/replay",
                            std::string(100000, '[') + std::string(100000, ']')),
               400, "nest");
  expect_error(http_request(port, "POST", "/api/replay", std::string(2 << 20, ' ')), 413,
               "too large");
  expect_error(http_request(port, "GET", "/api/replay"), 405, "POST");
  // Other requests keep their 64 KiB limit.
  EXPECT_EQ(http_request(port, "POST", "/api/games", std::string(70 * 1024, ' ')).status, 413);
}

}  // namespace
}  // namespace bivouac::server::testing
