// "A failed request changes nothing": every request kind, sent in failing variants to every game,
// leaves the state document, the record and the events still to be taken byte-identical. A twin
// session that never saw the failing requests is the reference.
#include <gtest/gtest.h>

#include "cli/engine_protocol.h"
#include "core/registry.h"
#include "core/rng.h"
#include "support/game_variants.h"
#include "support/random_play.h"

namespace bivouac::cli {
namespace {

using nlohmann::json;

json ok(EngineSession& e, const json& req) {
  const json reply = e.handle(req);
  EXPECT_TRUE(reply["ok"].get<bool>()) << req.dump() << " -> " << reply.dump();
  return reply;
}

// State, record and pending events of `a` and `b` are identical (taking the events of both).
void expect_twins(EngineSession& a, EngineSession& b, const std::string& after) {
  for (const char* cmd : {"state", "record", "events"}) {
    const json ra = a.handle(json{{"cmd", cmd}});
    const json rb = b.handle(json{{"cmd", cmd}});
    ASSERT_EQ(ra.dump(), rb.dump()) << cmd << " differs after " << after;
  }
}

// Requests that must fail in any position of any game.
std::vector<json> failing_requests(const std::string& spec, bool can_undo) {
  std::vector<json> out = {
      {{"cmd", "apply"}, {"action", "no such action, surely"}},
      {{"cmd", "apply"}, {"action", "1"}, {"viewer", 99}},
      {{"cmd", "apply"}, {"action", "1"}, {"viewer", "me"}},
      {{"cmd", "apply"}, {"action", 1}},
      {{"cmd", "apply"}},
      {{"cmd", "bot"}, {"name", "random"}, {"apply", true}, {"viewer", 99}},
      {{"cmd", "bot"}, {"name", "random"}, {"apply", true}, {"viewer", -2}},
      {{"cmd", "bot"}, {"name", "nobody"}, {"apply", true}},
      {{"cmd", "bot"}, {"name", "random"}, {"apply", "yes"}},
      {{"cmd", "bot"}, {"name", "random"}, {"apply", true}, {"seed", -4}},
      {{"cmd", "bot"}, {"name", "ismcts:time=nan"}, {"apply", true}},
      {{"cmd", "force"}, {"dice", {2}}, {"draws", {{"cards", {"No Such Card"}}}}},
      {{"cmd", "force"}, {"dice", {2}}, {"draws", {{"cards", {7}}}}},
      {{"cmd", "force"}, {"dice", {2}}, {"draws", "Cannon"}},
      {{"cmd", "force"}, {"dice", {2, 0}}},
      {{"cmd", "force"}, {"dice", json::array({1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5,
                                               6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3})}},
      {{"cmd", "force"}},
      {{"cmd", "observation"}, {"player", 99}},
      {{"cmd", "observation"}},
      {{"cmd", "events"}, {"viewer", 99}},
      {{"cmd", "render"}, {"viewer", -7}},
      {{"cmd", "hint"}, {"bot", "nobody"}},
      {{"cmd", "new"}, {"game", "no-such-game"}},
      {{"cmd", "new"}, {"game", spec}, {"seed", -1}},
      {{"cmd", "new"}, {"game", spec}, {"options", {{"no_such_option", 1}}}},
      {{"cmd", "load"}, {"state", {{"format", "bivouac-state"}}}},
      {{"cmd", "load"},
       {"record",
        {{"format", "bivouac-record"},
         {"version", 1},
         {"game", spec},
         {"seed", 1},
         {"actions", {"no such action, surely"}}}}},
      {{"cmd", "seat"}, {"player", 99}},
      {{"cmd", "seat"}, {"player", "north"}},
      {{"cmd", "frobnicate"}},
  };
  if (!can_undo) out.push_back({{"cmd", "undo"}});
  return out;
}

class EngineFailureBattery : public ::testing::TestWithParam<std::string> {};

TEST_P(EngineFailureBattery, FailingRequestsChangeNothing) {
  const std::string spec = GetParam();
  const int games = testing::property_games(4);
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
    EngineSession a;
    EngineSession b;
    const json start = {{"cmd", "new"}, {"game", spec}, {"seed", seed}};
    ok(a, start);
    ok(b, start);
    Rng rng(seed);
    bool played = false;
    for (int step = 0; step < 40; ++step) {
      for (const json& bad : failing_requests(spec, played)) {
        const json reply = a.handle(bad);
        ASSERT_FALSE(reply["ok"].get<bool>()) << bad.dump() << " -> " << reply.dump();
        ASSERT_FALSE(reply["error"].get<std::string>().empty());
      }
      for (const char* line :
           {"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]", "\xe9",
            "not json"}) {
        ASSERT_FALSE(a.handle_line(line)["ok"].get<bool>());
      }
      expect_twins(a, b, "failing requests at step " + std::to_string(step));
      const json legal = ok(a, {{"cmd", "legal"}});
      ok(b, {{"cmd", "legal"}});
      if (legal["terminal"].get<bool>()) break;
      const auto n = legal["legal"].size();
      const json move = {{"cmd", "apply"},
                         {"action", std::to_string(1 + rng.below(static_cast<std::uint32_t>(n)))}};
      ASSERT_EQ(ok(a, move).dump(), ok(b, move).dump());
      played = true;
    }
  }
}

TEST_P(EngineFailureBattery, AMoveWhoseForcedDieDoesNotFitIsNotHalfPlayed) {
  const std::string spec = GetParam();
  int failures = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    EngineSession a;
    EngineSession b;
    const json start = {{"cmd", "new"}, {"game", spec}, {"seed", seed}};
    ok(a, start);
    ok(b, start);
    const json force = {{"cmd", "force"}, {"dice", {255}}};  // fits no die
    ok(a, force);
    ok(b, force);
    Rng rng(seed);
    for (int step = 0; step < 80; ++step) {
      const json legal = ok(a, {{"cmd", "legal"}});
      if (legal["terminal"].get<bool>()) break;
      const auto n = legal["legal"].size();
      const json move = {{"cmd", "apply"},
                         {"action", std::to_string(1 + rng.below(static_cast<std::uint32_t>(n)))}};
      const json reply = a.handle(move);
      if (!reply["ok"].get<bool>()) {
        ++failures;
        expect_twins(a, b, "a move that rolled " + reply["error"].get<std::string>());
        // The record still replays.
        const json rec = a.handle(json{{"cmd", "record"}})["record"];
        EngineSession c;
        ASSERT_TRUE(c.handle(json{{"cmd", "load"}, {"record", rec}})["ok"].get<bool>());
        ASSERT_EQ(c.handle(json{{"cmd", "state"}}).dump(), a.handle(json{{"cmd", "state"}}).dump());
        break;
      }
      ok(b, move);
    }
  }
  if (failures == 0) GTEST_SKIP() << spec << " rolled no die in these games";
}

INSTANTIATE_TEST_SUITE_P(AllGames, EngineFailureBattery,
                         ::testing::ValuesIn(testing::registered_game_variants()),
                         testing::variant_test_name);

// The reproducers, one by one.

TEST(EngineAtomicity, ApplyWithABadViewerDoesNotPlayTheMove) {
  EngineSession e;
  ok(e, {{"cmd", "new"}, {"game", "muskets"}, {"seed", 3}});
  const json before = ok(e, {{"cmd", "record"}});
  const json reply = e.handle(json{{"cmd", "apply"}, {"action", "1"}, {"viewer", 5}});
  EXPECT_FALSE(reply["ok"].get<bool>());
  EXPECT_EQ(ok(e, {{"cmd", "record"}}), before);  // a retry does not play it twice
  const json bot = e.handle(json{{"cmd", "bot"}, {"apply", true}, {"viewer", 5}});
  EXPECT_FALSE(bot["ok"].get<bool>());
  EXPECT_EQ(ok(e, {{"cmd", "record"}}), before);
}

TEST(EngineAtomicity, ForceWithGoodDiceAndBadDrawsKeepsNeither) {
  EngineSession e;
  ok(e, {{"cmd", "new"}, {"game", "muskets"}, {"seed", 3}});
  const json before = ok(e, {{"cmd", "state"}});
  const json reply =
      e.handle(json{{"cmd", "force"}, {"dice", {3, 4}}, {"draws", {{"cards", {"Unicorn"}}}}});
  EXPECT_FALSE(reply["ok"].get<bool>());
  EXPECT_EQ(ok(e, {{"cmd", "state"}}), before);
  EXPECT_TRUE(ok(e, {{"cmd", "record"}})["record"]["actions"].empty());
}

TEST(EngineAtomicity, UndoKeepsTheNextActionsEvents) {
  // After an undo the events cursor used to stay past the end, so the events of the next
  // actions were never sent.
  EngineSession e;
  ok(e, {{"cmd", "new"}, {"game", "muskets"}, {"seed", 3}});
  constexpr int kMoves = 8;
  for (int i = 0; i < kMoves; ++i) ok(e, {{"cmd", "apply"}, {"action", "1"}});
  for (int i = 0; i < kMoves; ++i) ok(e, {{"cmd", "undo"}});
  // Replaying the same moves must report the same events as a fresh game does.
  EngineSession fresh;
  ok(fresh, {{"cmd", "new"}, {"game", "muskets"}, {"seed", 3}});
  // The narrated opening went out with the first session's first move; take it here too.
  ok(fresh, {{"cmd", "events"}});
  std::size_t events = 0;
  for (int i = 0; i < kMoves; ++i) {
    const json again = ok(e, {{"cmd", "apply"}, {"action", "1"}});
    const json first = ok(fresh, {{"cmd", "apply"}, {"action", "1"}});
    EXPECT_EQ(again["events"], first["events"]) << i;
    events += first["events"].size();
  }
  EXPECT_GT(events, 0u);
}

}  // namespace
}  // namespace bivouac::cli
