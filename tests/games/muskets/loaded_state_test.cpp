// Issue 26: a loaded position is checked whole. Each test takes a position reached by play,
// corrupts one field of its document (out of range, negative, or at odds with the step) and
// expects the loader to refuse it naming that field; the property test loads every position of
// random games and expects all of them to load, so the checks refuse no position play can reach.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "support/loaded_states.h"
#include "support/random_play.h"

namespace bivouac::muskets {
namespace {

using bivouac::testing::find_position;
using bivouac::testing::refused_naming;
using bivouac::testing::refused_with;
using nlohmann::json;

json position_in(const Game& game, const char* step) {
  json s = find_position(game, [&](const json& j) { return j["step"] == step; });
  EXPECT_FALSE(s.is_null()) << "no random game reached step " << step;
  return s;
}

TEST(MusketsLoadedState, Issue26_TheCasualtyForceMustBeTheAttackersForce) {
  const GamePtr game = make_game("muskets");
  const json base = position_in(*game, "casualties");
  ASSERT_FALSE(base.is_null());
  const int force = base["pending"]["casualty_force"].get<int>();
  ASSERT_GT(force, 0);
  for (int bad : {force - 1, force + 1, 0}) {
    json s = base;
    s["pending"]["casualty_force"] = bad;
    EXPECT_TRUE(refused_naming(*game, s, "pending.casualty_force")) << bad;
  }
  EXPECT_TRUE(refused_with(*game, base, "/pending/casualty_force", -3, "pending.casualty_force"));
  EXPECT_TRUE(
      refused_with(*game, base, "/pending/casualty_force", 10001, "pending.casualty_force"));
}

TEST(MusketsLoadedState, Issue26_CasualtiesAlreadyCoveringTheForceAreRefused) {
  const GamePtr game = make_game("muskets");
  json s = position_in(*game, "casualties");
  ASSERT_FALSE(s.is_null());
  // The defender's whole line outweighs the Force (else no choice is asked): choosing it all
  // would have ended the step.
  const int defender = 1 - s["active"].get<int>();
  s["pending"]["losing"] = s["lines"][defender];
  EXPECT_TRUE(refused_naming(*game, s, "pending.losing"));
  json unknown_card = position_in(*game, "casualties");
  unknown_card["pending"]["losing"] = json::array({"Sword of Damocles"});
  EXPECT_TRUE(refused_naming(*game, unknown_card, "pending.losing[0]"));
}

TEST(MusketsLoadedState, Issue26_NothingIsPendingOutsideTheCasualtiesStep) {
  const GamePtr game = make_game("muskets");
  const json base = position_in(*game, "fire");
  ASSERT_FALSE(base.is_null());
  EXPECT_TRUE(refused_with(*game, base, "/pending/casualty_force", 4, "pending.casualty_force"));
  EXPECT_TRUE(refused_with(*game, base, "/pending/charge", true, "pending.charge"));
  json losing = base;
  const int defender = 1 - base["active"].get<int>();
  if (!base["lines"][defender].empty()) {
    losing["pending"]["losing"] = json::array({base["lines"][defender][0]});
    EXPECT_TRUE(refused_naming(*game, losing, "pending.losing"));
  }
}

TEST(MusketsLoadedState, Issue26_TheBatteryTargetMustBeInTheDefendersLine) {
  const GamePtr game = make_game("muskets");
  json s = position_in(*game, "battery_answer");
  ASSERT_FALSE(s.is_null());
  s["pending"]["battery_target"] = "General";
  EXPECT_TRUE(refused_naming(*game, s, "battery target"));
}

TEST(MusketsLoadedState, Issue26_PlayersTurnsAndMoraleOutOfRangeAreRefused) {
  const GamePtr game = make_game("muskets:turn_limit=12");
  const json base = position_in(*game, "fire");
  ASSERT_FALSE(base.is_null());
  for (const auto& [key, bad] : {std::pair{"active", 2}, std::pair{"active", -1},
                                 std::pair{"first_player", 2}, std::pair{"turn", 0}}) {
    json s = base;
    s[key] = bad;
    EXPECT_TRUE(refused_naming(*game, s, key)) << key << "=" << bad;
  }
  EXPECT_TRUE(refused_with(*game, base, "/turn", 13, "turn"));
  EXPECT_TRUE(refused_with(*game, base, "/morale/0", 0, "Morale"));
  EXPECT_TRUE(refused_with(*game, base, "/morale/1", 5000, "morale[1]"));
  json hidden = base;
  hidden["hands"][0].push_back("?");
  EXPECT_TRUE(refused_naming(*game, hidden, "unseen"));
}

// Every position of random games loads (the checks accept all that play reaches), and the
// positions cover the steps with a pending decision.
TEST(MusketsLoadedState, Issue26_EveryPositionOfRandomGamesLoads) {
  for (const char* spec : {"muskets", "muskets:turn_limit=12,first_player=2"}) {
    const GamePtr game = make_game(spec);
    const auto loaded = bivouac::testing::round_trip_random_games(
        *game, bivouac::testing::property_games(40), "step");
    for (const char* step : {"casualties", "battery_answer", "flanking_answer", "deploy"})
      EXPECT_GT(loaded.count(step), 0u) << spec << ": no position in step " << step;
  }
}

}  // namespace
}  // namespace bivouac::muskets
