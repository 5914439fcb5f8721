// Seat-bound sessions: after {"cmd":"seat"} every reply is what that seat may know.
#include <gtest/gtest.h>

#include "cli/engine_protocol.h"
#include "core/registry.h"
#include "support/game_variants.h"
#include "support/random_play.h"

namespace bivouac::cli {
namespace {

using nlohmann::json;

json send(EngineSession& e, const json& req) {
  return e.handle(req);
}

void expect_refused(EngineSession& e, const json& req, const std::string& says) {
  const json reply = e.handle(req);
  ASSERT_FALSE(reply["ok"].get<bool>()) << req.dump() << " -> " << reply.dump();
  EXPECT_NE(reply["error"].get<std::string>().find(says), std::string::npos)
      << req.dump() << " -> " << reply["error"];
}

TEST(SeatBound, RefusesWhatTheSeatMayNotSee) {
  EngineSession e;
  ASSERT_TRUE(send(e, {{"cmd", "new"}, {"game", "muskets:first_player=1"}, {"seed", 4}})["ok"]);
  const json bound = send(e, {{"cmd", "seat"}, {"player", 1}});
  ASSERT_TRUE(bound["ok"].get<bool>()) << bound;
  EXPECT_EQ(bound["seat"], 1);
  EXPECT_EQ(bound["player"], 0);
  EXPECT_TRUE(bound["legal"].empty());  // not seat 1's decision
  expect_refused(e, {{"cmd", "state"}}, "bound to seat 1");
  expect_refused(e, {{"cmd", "record"}}, "bound to seat 1");
  expect_refused(e, {{"cmd", "undo"}}, "bound to seat 1");
  expect_refused(e, {{"cmd", "force"}, {"dice", {1}}}, "bound to seat 1");
  expect_refused(e, {{"cmd", "observation"}, {"player", 0}}, "bound to seat 1");
  expect_refused(e, {{"cmd", "render"}, {"viewer", 0}}, "bound to seat 1");
  expect_refused(e, {{"cmd", "render"}, {"viewer", -1}}, "from 0 to 1");
  expect_refused(e, {{"cmd", "events"}, {"viewer", 0}}, "bound to seat 1");
  expect_refused(e, {{"cmd", "apply"}, {"action", "1"}}, "player 0's decision");
  expect_refused(e, {{"cmd", "hint"}}, "player 0's decision");
  expect_refused(e, {{"cmd", "bot"}, {"name", "random"}}, "not shown before it is played");
  expect_refused(e, {{"cmd", "seat"}, {"player", 0}}, "cannot change");
  expect_refused(e, {{"cmd", "new"}, {"game", "muskets"}, {"seed", 1}}, "cannot choose the seed");
  EXPECT_TRUE(send(e, {{"cmd", "seat"}, {"player", 1}})["ok"].get<bool>());  // the same seat
  EXPECT_TRUE(send(e, {{"cmd", "observation"}})["ok"].get<bool>());
  EXPECT_TRUE(send(e, {{"cmd", "render"}})["ok"].get<bool>());
  // A bot plays for the other seat; its action text is not shown, its public events are.
  const json other = send(e, {{"cmd", "bot"}, {"name", "heuristic"}, {"apply", true}});
  ASSERT_TRUE(other["ok"].get<bool>()) << other;
  EXPECT_FALSE(other.contains("action"));
  EXPECT_TRUE(other["applied"].get<bool>());
}

TEST(SeatBound, ASessionBoundFromTheStartDrawsItsOwnSeed) {
  EngineSession e(0);
  const json reply = send(e, {{"cmd", "new"}, {"game", "muskets"}});
  ASSERT_TRUE(reply["ok"].get<bool>()) << reply;
  EXPECT_EQ(reply["seat"], 0);
  expect_refused(e, {{"cmd", "record"}}, "bound to seat 0");
  EngineSession gt(5);
  expect_refused(gt, {{"cmd", "new"}, {"game", "muskets"}}, "has 2 players");
}

TEST(SeatBound, UnboundSessionsStillSeeEverything) {
  EngineSession e;
  send(e, {{"cmd", "new"}, {"game", "muskets:first_player=1"}, {"seed", 4}});
  EXPECT_TRUE(send(e, {{"cmd", "state"}})["ok"].get<bool>());
  EXPECT_TRUE(send(e, {{"cmd", "bot"}, {"name", "random"}})["action"].is_string());
  EXPECT_FALSE(send(e, {{"cmd", "legal"}})["legal"].empty());
}

// Two worlds that differ only in what the seat cannot know (the other seats' hidden cards and
// the order of the unseen deck, resampled by the game's own determinize, with the same random
// generator) are driven by the same requests. While the seat's observations in the two worlds
// stay equal, every reply to the seat must be byte-identical: a difference is a leak. When the
// observations part (the seat legitimately learned something different, e.g. drew another card),
// that pair stops; the test requires many compared steps so it cannot pass vacuously.
class SeatBoundWorlds : public ::testing::TestWithParam<std::string> {};

std::vector<json> read_requests(bool own_move) {
  std::vector<json> out = {{{"cmd", "legal"}},
                           {{"cmd", "observation"}},
                           {{"cmd", "view"}},
                           {{"cmd", "view"}, {"viewer", "all"}},
                           {{"cmd", "render"}},
                           {{"cmd", "help"}},
                           {{"cmd", "events"}},
                           {{"cmd", "state"}},
                           {{"cmd", "record"}},
                           {{"cmd", "observation"}, {"player", 0}},
                           {{"cmd", "apply"}, {"action", "1"}, {"viewer", 0}}};
  if (own_move) {
    out.push_back({{"cmd", "bot"}, {"name", "random"}, {"seed", 3}});
    out.push_back({{"cmd", "hint"}, {"bot", "heuristic"}});
  } else {
    out.push_back({{"cmd", "bot"}, {"name", "random"}});
    out.push_back({{"cmd", "apply"}, {"action", "1"}});
  }
  return out;
}

TEST_P(SeatBoundWorlds, RepliesDependOnlyOnWhatTheSeatMayKnow) {
  const GamePtr game = GameRegistry::instance().create(GetParam());
  int compared = 0;
  int parted = 0;
  const int games = testing::property_games(12);
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
    Rng rng(seed * 31 + 7);
    auto start = game->new_initial_state(seed);
    const int warmup = static_cast<int>(rng.below(60));
    for (int i = 0; i < warmup && !game->is_terminal(*start); ++i)
      game->apply_action(*start, testing::random_action(*game, *start, rng), nullptr);
    if (game->is_terminal(*start)) continue;
    for (int seat = 0; seat < game->num_players(); ++seat) {
      auto other = start->clone();
      game->determinize(*game->observation(*start, seat), seat, rng, *other);
      other->chance = start->chance;  // the same dice from here on
      EngineSession a;
      EngineSession b;
      ASSERT_TRUE(send(a, {{"cmd", "load"}, {"state", state_document(*game, *start)}})["ok"]);
      ASSERT_TRUE(send(b, {{"cmd", "load"}, {"state", state_document(*game, *other)}})["ok"]);
      const json bind = {{"cmd", "seat"}, {"player", seat}};
      ASSERT_EQ(send(a, bind).dump(), send(b, bind).dump()) << "binding, seed " << seed;
      for (int step = 0; step < 40; ++step) {
        const json legal = send(a, {{"cmd", "legal"}});
        if (legal["terminal"].get<bool>()) break;
        const bool own = legal["player"] == seat;
        for (json req : read_requests(own)) {
          if (req.contains("player")) req["player"] = (seat + 1) % game->num_players();
          if (req.contains("viewer")) req["viewer"] = (seat + 1) % game->num_players();
          ASSERT_EQ(send(a, req).dump(), send(b, req).dump())
              << GetParam() << " seat " << seat << " seed " << seed << " step " << step << ": "
              << req.dump();
          ++compared;
        }
        const json move =
            own ? json{{"cmd", "apply"},
                       {"action", std::to_string(1 + rng.below(static_cast<std::uint32_t>(
                                                         legal["legal"].size())))}}
                : json{{"cmd", "bot"}, {"name", "random"}, {"apply", true}, {"seed", seed + 9}};
        const json ra = send(a, move);
        const json rb = send(b, move);
        ASSERT_TRUE(ra["ok"].get<bool>()) << ra;
        ASSERT_TRUE(rb["ok"].get<bool>()) << rb;
        if (send(a, {{"cmd", "observation"}}) != send(b, {{"cmd", "observation"}})) {
          ++parted;
          break;
        }
        ASSERT_EQ(ra.dump(), rb.dump()) << GetParam() << " seat " << seat << " seed " << seed
                                        << " step " << step << ": " << move.dump();
        ++compared;
      }
    }
  }
  // About ten comparisons per game at the least (the sanitizer build plays a tenth of the games).
  EXPECT_GE(compared, 10 * games) << "too few replies compared (" << parted << " pairs parted)";
  RecordProperty("compared", compared);
  RecordProperty("parted", parted);
}

INSTANTIATE_TEST_SUITE_P(AllGames, SeatBoundWorlds,
                         ::testing::ValuesIn(testing::registered_game_variants()),
                         testing::variant_test_name);

}  // namespace
}  // namespace bivouac::cli
