// Issue 26: a loaded position is checked whole. Each test takes a position reached by play,
// corrupts one field of its document (out of range, negative, or at odds with the step) and
// expects the loader to refuse it naming that field; the property test loads every position of
// random games and expects all of them to load, so the checks refuse no position play can reach.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "support/loaded_states.h"
#include "support/random_play.h"

namespace bivouac::gt {
namespace {

using bivouac::testing::find_position;
using bivouac::testing::refused_naming;
using bivouac::testing::refused_with;
using nlohmann::json;

json position_in(const Game& game, const char* step, int games = 300) {
  json s = find_position(
      game, [&](const json& j) { return j["step"] == step; }, games);
  EXPECT_FALSE(s.is_null()) << "no random game reached step " << step;
  return s;
}

// The probe's pattern (issue 26): an index of the attack past its army, in a step that reads it.
TEST(GtLoadedState, Issue26_AttackIndicesOutsideTheirArmiesAreRefused) {
  const GamePtr game = make_game("gt");
  for (const char* step : {"shoot_defend", "melee_defend", "opportunity", "target"}) {
    const json base = position_in(*game, step);
    ASSERT_FALSE(base.is_null());
    for (int bad : {5, 8, 63}) {
      json unit = base;
      unit["attack"]["unit"] = bad;
      EXPECT_TRUE(refused_naming(*game, unit, "attack.unit")) << step << " " << bad;
    }
    json negative = base;
    negative["attack"]["unit"] = -1;
    EXPECT_TRUE(refused_naming(*game, negative, "attack.unit")) << step;
    if (base["attack"]["target_player"].is_null()) continue;
    json target = base;
    target["attack"]["target_unit"] = 40;
    EXPECT_TRUE(refused_naming(*game, target, "attack.target_unit")) << step;
    json friend_target = base;
    friend_target["attack"]["target_player"] = base["active"];
    EXPECT_TRUE(refused_naming(*game, friend_target, "attack.target_player")) << step;
  }
}

// Before issue 26 an attack card the viewer could not see ("?") loaded in a window and the next
// look at it read past the card table.
TEST(GtLoadedState, Issue26_AnAttackCardThatIsNotAnAttackIsRefused) {
  const GamePtr game = make_game("gt");
  const json base = find_position(*game, [](const json& j) {
    return j["step"] == "shoot_window" && !j["attack"]["card"].is_null();
  });
  ASSERT_FALSE(base.is_null());
  // "?" (a card the viewer cannot see) and a Defense card make no attack.
  for (const char* bad : {"?", "Infantry Square"}) {
    json s = base;
    s["attack"]["card"] = bad;
    EXPECT_TRUE(refused_naming(*game, s, "attack.card")) << bad;
  }
  EXPECT_TRUE(refused_with(*game, base, "/attack/card", nullptr, "attack"));
  json reserve = position_in(*game, "reserve");
  reserve["attack"] = base["attack"];
  EXPECT_TRUE(refused_naming(*game, reserve, "attack"));
}

TEST(GtLoadedState, Issue26_ProtectedUnitOnlyInABarrageAndInsideTheArmy) {
  const GamePtr game = make_game("gt");
  const json base = find_position(*game, [](const json& j) {
    return j["step"] == "shoot_defend" && !j["attack"]["target_unit"].is_null();
  });
  ASSERT_FALSE(base.is_null());
  EXPECT_TRUE(refused_with(*game, base, "/attack/protected_unit", 0, "attack.protected_unit"));
  EXPECT_TRUE(refused_with(*game, base, "/attack/protected_unit", 64, "attack.protected_unit"));
}

TEST(GtLoadedState, Issue26_TheSpoilsTakerMustBeAUnitThatMayHoldTerrain) {
  const GamePtr game = make_game("gt");
  const json base = position_in(*game, "spoils", 2000);
  ASSERT_FALSE(base.is_null());
  EXPECT_TRUE(refused_with(*game, base, "/spoils_unit", 50, "spoils_unit"));
  EXPECT_TRUE(refused_with(*game, base, "/spoils_player", 2, "spoils_player"));
  EXPECT_TRUE(refused_with(*game, base, "/spoils_player", nullptr, "spoils_unit"));
  json not_terrain = base;
  not_terrain["spoils"] =
      base["attack"]["card"].is_null() ? json::array({"?"}) : json::array({base["attack"]["card"]});
  EXPECT_TRUE(refused_naming(*game, not_terrain, "spoils"));
}

// A step that returns to `resume` may not return to itself or to one it never comes from: the
// turn went round that loop for ever.
TEST(GtLoadedState, Issue26_DispatchMustOweDiscardsAndReturnToAPhase) {
  const GamePtr game = make_game("gt");
  json base = find_position(*game, [](const json& j) {
    return j["step"] == "reserve" && !j["hands"][j["active"].get<int>()].empty();
  });
  ASSERT_FALSE(base.is_null());
  base["step"] = "dispatch";
  base["resume"] = "reserve";
  base["pending"] = 1;
  ASSERT_NO_THROW((void)game->state_from_json(base)) << "a Dispatch discard owed in Reserve";
  for (const char* loop : {"dispatch", "spoils", "screen", "game_over", "attack"}) {
    json s = base;
    s["resume"] = loop;
    EXPECT_TRUE(refused_naming(*game, s, "resume")) << loop;
  }
  EXPECT_TRUE(refused_with(*game, base, "/pending", 0, "pending"));
  json owed_elsewhere = base;
  owed_elsewhere["step"] = "reserve";
  owed_elsewhere["pending"] = 3;
  EXPECT_TRUE(refused_naming(*game, owed_elsewhere, "pending"));
}

TEST(GtLoadedState, Issue26_RotationKnowledgeAndCountersOutOfRangeAreRefused) {
  const GamePtr game = make_game("gt:turn_limit=50");
  const json base = position_in(*game, "reserve");
  ASSERT_FALSE(base.is_null());
  EXPECT_TRUE(refused_with(*game, base, "/rotation/0", 1,
                           "rotation[0]"));  // one player a side: the next seat is always 0
  EXPECT_TRUE(refused_with(*game, base, "/rotation/1", 7, "rotation[1]"));
  const int p = base["active"].get<int>();
  if (!base["known"][p].empty()) {
    json known = base;
    known["known"][p][0] = 4;  // seat 3 of a two-player game
    EXPECT_TRUE(refused_naming(*game, known, "known["));
  }
  EXPECT_TRUE(refused_with(*game, base, "/quiet_turns", 200, "quiet_turns"));
  EXPECT_TRUE(refused_with(*game, base, "/turn", 51, "turn"));
  EXPECT_TRUE(refused_with(*game, base, "/decider", 2, "decider"));
  EXPECT_TRUE(refused_with(*game, base, "/active", -1, "active"));
}

TEST(GtLoadedState, Issue26_TheResponderDecidesHisResponse) {
  const GamePtr game = make_game("gt:players=4");
  const json base = position_in(*game, "shoot_defend");
  ASSERT_FALSE(base.is_null());
  EXPECT_TRUE(refused_with(*game, base, "/decider", base["active"], "decider"));
}

// Every position of random games loads (the checks accept all that play reaches), and the
// positions cover the steps that carry an attack, spoils or discards owed.
TEST(GtLoadedState, Issue26_EveryPositionOfRandomGamesLoads) {
  for (const char* spec : {"gt", "gt:players=4", "gt:players=5,retire_at_two=on"}) {
    const GamePtr game = make_game(spec);
    const auto loaded = bivouac::testing::round_trip_random_games(
        *game, bivouac::testing::property_games(30), "step");
    for (const char* step : {"reserve", "attack", "target", "shoot_defend", "shoot_window",
                             "opportunity", "melee_defend", "end_discard"})
      EXPECT_GT(loaded.count(step), 0u) << spec << ": no position in step " << step;
  }
}

}  // namespace
}  // namespace bivouac::gt
