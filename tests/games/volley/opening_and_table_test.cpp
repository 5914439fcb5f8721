// The narrated opening (SETUP: "Each player is dealt 7 cards. Flip a coin to see who goes
// first."), forced opening draws, turns counted as begun, the code legend and refused positions.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/match.h"
#include "games/volley/fixtures.h"

namespace bivouac::volley::testing {
namespace {

TEST(VolleyOpening, SETUP_TheDealAndTheCoinAreNarratedForEachViewer) {
  Table t;
  Match m(t.game, 4);
  const auto& s = as<VolleyState>(m.state());
  int private_deals = 0, coin = 0, turn = 0;
  for (const Event& e : m.events()) {
    if (e.kind == "draw" && e.audience == only(e.player)) {
      ++private_deals;
      EXPECT_EQ(e.data["cards"].size(), 7u);
    }
    if (e.kind == "draw" && e.audience != only(e.player)) {
      EXPECT_EQ(e.data["count"], 7);
    }
    if (e.kind == "roll") {
      ++coin;
      EXPECT_EQ(e.data["dice"], nlohmann::json::array({s.first_player + 1}));
      for (const char* key : {"label", "modifiers", "total", "outcome"})
        EXPECT_TRUE(e.data.contains(key));
    }
    if (e.kind == "turn") {
      ++turn;
      EXPECT_EQ(e.player, s.first_player);
      EXPECT_EQ(e.data["turn"], 1);
    }
  }
  EXPECT_EQ(private_deals, 2);
  EXPECT_EQ(coin, 1);
  EXPECT_EQ(turn, 1);
}

TEST(VolleyOpening, ForcedOpeningDrawsFixTheDeal) {
  Table t;
  Match m(t.game, 4,
          {{"deck",
            {"Grenadiers", "Volley", "Irregulars", "Pistols", "Major", "Valor", "Maneuver",
             "Hussars"}}});
  const auto& s = as<VolleyState>(m.state());
  EXPECT_EQ(s.hand[0], t.mask({"Grenadiers", "Volley", "Irregulars", "Pistols", "Major", "Valor",
                               "Maneuver"}));
  EXPECT_NE(s.hand[1] & t.mask({"Hussars"}), 0u);
  EXPECT_TRUE(Match::replay(m.record()).state().equals(m.state()));
}

TEST(VolleyTurns, FormatsTurnCountsTurnsBegun) {
  Table t;
  auto state = t.v.new_initial_state(4);
  auto& s = as<VolleyState>(*state);
  EXPECT_EQ(t.v.turn_number(s), 1);  // the first turn has begun
  t.play(s, "done");
  t.play(s, "pass");
  EXPECT_EQ(t.v.turn_number(s), 2);
  Table limited("volley:turn_limit=2");
  auto ls = limited.v.new_initial_state(4);
  auto& l = as<VolleyState>(*ls);
  for (int k = 0; k < 2; ++k) {
    limited.play(l, "done");
    limited.play(l, "pass");
  }
  EXPECT_TRUE(limited.v.is_terminal(l));
  EXPECT_EQ(limited.v.turn_number(l), 2);  // drawn when turn 2 ends
}

TEST(VolleyRender, CARDS_TheSuitCodesAreExplainedInALegend) {
  Table t;
  auto s = t.empty();
  const std::string board = t.v.render(s, 0);
  for (const char* part :
       {"IU = Infantry Unit", "IW = Infantry Weapon", "CU = Cavalry Unit", "AW = Artillery Weapon",
        "L = Leader", "S = Strategy", "M = Morale", "D = Defense", "Force"}) {
    EXPECT_NE(board.find(part), std::string::npos) << part << "\n" << board;
  }
}

TEST(VolleyLoad, ADrawWithoutATurnLimitAndAZeroGeneratorAreRefused) {
  Table t;
  auto s = t.empty();
  s.phase = Phase::kOver;
  s.end = EndReason::kTurnLimit;
  EXPECT_THROW((void)load_state_document(state_document(t.v, s)), FormatError);
  auto live = state_document(t.v, t.empty());
  live["state"]["rng"] = {0, 0, 0, 0};
  EXPECT_THROW((void)load_state_document(live), FormatError);
}

}  // namespace
}  // namespace bivouac::volley::testing
