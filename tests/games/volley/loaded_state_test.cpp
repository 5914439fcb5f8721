// Issue 26: a loaded position is checked whole. Each test takes a position reached by play,
// corrupts one field of its document (out of range, negative, or at odds with the phase) and
// expects the loader to refuse it naming that field; the property test loads every position of
// random games and expects all of them to load, so the checks refuse no position play can reach.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "support/loaded_states.h"
#include "support/random_play.h"

namespace bivouac::volley {
namespace {

using bivouac::testing::find_position;
using bivouac::testing::refused_naming;
using bivouac::testing::refused_with;
using nlohmann::json;

json position_in(const Game& game, const char* phase) {
  json s = find_position(game, [&](const json& j) { return j["phase"] == phase; });
  EXPECT_FALSE(s.is_null()) << "no random game reached phase " << phase;
  return s;
}

// Before issue 26 this loaded: the draw pile's cards listed as `unknown` (as in an observation)
// with deck_size still counting them, so the next draw popped an empty pile.
TEST(VolleyLoadedState, Issue26_AFullStateWithUnknownCardsIsRefused) {
  const GamePtr game = make_game("volley");
  const json base = position_in(*game, "maneuver");
  ASSERT_FALSE(base.is_null());
  ASSERT_FALSE(base["deck"].empty());
  json hidden_deck = base;
  hidden_deck["unknown"] = base["deck"];
  hidden_deck["deck"] = json::array();
  EXPECT_TRUE(refused_naming(*game, hidden_deck, "unknown"));
  json hidden_hand = base;
  hidden_hand["unknown"] = base["hands"][1];
  hidden_hand["hands"][1] = json::array();
  EXPECT_TRUE(refused_naming(*game, hidden_hand, "unknown"));
}

TEST(VolleyLoadedState, Issue26_CountsThatDoNotMatchTheirCardsAreRefused) {
  const GamePtr game = make_game("volley");
  const json base = position_in(*game, "attack");
  ASSERT_FALSE(base.is_null());
  EXPECT_TRUE(
      refused_with(*game, base, "/hand_sizes/0", base["hands"][0].size() - 1, "hand_sizes"));
  EXPECT_TRUE(refused_with(*game, base, "/hand_sizes/1", 8, "hand_sizes[1]"));
  EXPECT_TRUE(refused_with(*game, base, "/hand_sizes/1", -1, "hand_sizes[1]"));
  EXPECT_TRUE(refused_with(*game, base, "/deck_size", base["deck"].size() + 1, "deck_size"));
  EXPECT_TRUE(refused_with(*game, base, "/deck_size", 65, "deck_size"));
}

TEST(VolleyLoadedState, Issue26_ReactionsMustFitThePhase) {
  const GamePtr game = make_game("volley");
  json maneuver = position_in(*game, "maneuver");
  ASSERT_FALSE(maneuver.is_null());
  maneuver["reactions"] = json::array({{{"card", "Nonexistent"}, {"target", "Nonexistent"}}});
  EXPECT_TRUE(refused_naming(*game, maneuver, "reactions[0].card"));
  // With per-card defense, an attacker's answer (on a Defense card) comes only in phase counter.
  const GamePtr per_card = make_game("volley:defense_cards=per_card");
  json counter = find_position(
      *per_card,
      [](const json& j) {
        if (j["phase"] != "counter") return false;
        for (const json& r : j["reactions"]) {
          bool on_meld = false;
          for (const json& m : j["meld"]) on_meld = on_meld || m == r["target"];
          if (!on_meld) return true;
        }
        return false;
      },
      2000);
  ASSERT_FALSE(counter.is_null()) << "no random game answered a Defense card";
  ASSERT_NO_THROW((void)per_card->state_from_json(counter));
  counter["phase"] = "defend";
  EXPECT_TRUE(refused_naming(*per_card, counter, "target"));
}

TEST(VolleyLoadedState, Issue26_TroopsTurnsAndTheOutcomeOutOfRangeAreRefused) {
  const GamePtr game = make_game("volley:turn_limit=12");
  const json base = position_in(*game, "attack");
  ASSERT_FALSE(base.is_null());
  EXPECT_TRUE(refused_with(*game, base, "/troops/0", -1, "troops[0]"));
  EXPECT_TRUE(refused_with(*game, base, "/troops/1", 0, "0 troops"));
  EXPECT_TRUE(refused_with(*game, base, "/troops/1", 101, "troops"));
  EXPECT_TRUE(refused_with(*game, base, "/turn", 13, "turn limit"));
  EXPECT_TRUE(refused_with(*game, base, "/active", 2, "active"));
  EXPECT_TRUE(refused_with(*game, base, "/phase", "over", "end_reason"));
}

// Every position of random games loads (the checks accept all that play reaches), and the
// positions cover every phase with a decision.
TEST(VolleyLoadedState, Issue26_EveryPositionOfRandomGamesLoads) {
  for (const char* spec :
       {"volley", "volley:defense_cards=per_card,multi_unit_melds=on,turn_limit=12,troops=40"}) {
    const GamePtr game = make_game(spec);
    const auto loaded = bivouac::testing::round_trip_random_games(
        *game, bivouac::testing::property_games(40), "phase");
    for (const char* phase : {"maneuver", "attack", "defend", "counter"})
      EXPECT_GT(loaded.count(phase), 0u) << spec << ": no position in phase " << phase;
  }
}

}  // namespace
}  // namespace bivouac::volley
