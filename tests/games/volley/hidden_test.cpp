// Hidden information (architecture: observation and determinization) and state JSON.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/match.h"
#include "fixtures.h"
#include "games/volley/bits.h"

namespace bivouac::volley {
namespace {

TEST(VolleyHidden, AnObservationHidesTheEnemyHandAndTheDeckButNotTheDiscards) {
  testing::Table t;
  auto state = t.v.new_initial_state(11);
  auto& s = as<VolleyState>(*state);
  t.play(s, "discard " + t.v.cards().name(lowest(s.hand[s.active])));
  auto obs_state = t.v.observation(s, 1 - s.active);
  const auto& obs = as<VolleyState>(*obs_state);
  EXPECT_EQ(obs.hand[s.active], 0u);
  EXPECT_EQ(obs.hand_size[s.active], 6);
  EXPECT_EQ(obs.hand[1 - s.active], s.hand[1 - s.active]);
  EXPECT_EQ(obs.deck, 0u);
  EXPECT_TRUE(obs.deck_order.empty());
  EXPECT_EQ(obs.deck_size, s.deck_size);
  EXPECT_EQ(obs.discard, s.discard);
  EXPECT_EQ(obs.unknown, s.hand[s.active] | s.deck);
  EXPECT_NO_THROW(t.v.check_invariants(obs));
  EXPECT_TRUE(t.v.observation(s, 1 - s.active)->chance == Chance{});
}

TEST(VolleyHidden, DeterminizationLetsAnOpponentFinishTheMeldHeStarted) {
  // The defender sees Grenadiers laid: the attacker must hold an Infantry Weapon. Only one is
  // left unseen (Bayonets), so most random hands would be inconsistent.
  testing::Table t;
  VolleyState s = t.empty();
  s.phase = Phase::kAttack;
  t.give(s, 0, {"Grenadiers", "Bayonets", "Hussars", "Pistols", "Major", "Valor", "Rally"});
  t.give(s, 1, {"Skirmish", "Musketry", "Fusillade", "Volley"});
  t.play(s, "play Grenadiers");
  auto obs = t.v.observation(s, 1);
  Rng rng(3);
  for (int i = 0; i < 200; ++i) {
    auto world = s.clone();
    t.v.determinize(*obs, 1, rng, *world);
    const auto& w = as<VolleyState>(*world);
    ASSERT_NE(w.hand[0] & t.mask({"Bayonets"}), 0u);
    ASSERT_NO_THROW(t.v.check_invariants(w));
    ASSERT_TRUE(t.v.observation(w, 1)->equals(*obs));
  }
}

TEST(VolleyHidden, BadStateJsonNamesTheField) {
  testing::Table t;
  auto s = t.v.new_initial_state(2);
  auto j = t.v.state_to_json(*s);
  auto bad = j;
  bad["hands"][0][0] = "Jester";
  try {
    (void)t.v.state_from_json(bad);
    FAIL();
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("hands[0][0]"), std::string::npos) << e.what();
  }
  bad = j;
  bad["phase"] = "lunch";
  EXPECT_THROW((void)t.v.state_from_json(bad), FormatError);
  bad = j;
  bad["discard"] = nlohmann::json::array({j["deck"][0]});
  try {
    (void)load_state_document(
        {{"format", "bivouac-state"}, {"version", 1}, {"game", "volley"}, {"state", bad}});
    FAIL();
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("also elsewhere"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace bivouac::volley
