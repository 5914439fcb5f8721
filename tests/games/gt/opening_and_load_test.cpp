// The narrated opening (L47-52), forced opening draws, turns counted as begun, and what the state
// loader runs on or refuses.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/match.h"
#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

using testing::Position;

TEST(GtOpening, L47_L52_TheDealWhoStartsAndWhyAndTheFirstDrawAreNarrated) {
  auto g = testing::make();
  Match m(g, 3);
  const auto& s = as<GtState>(m.state());
  int units = 0, private_deals = 0, public_deals = 0, turns = 0;
  bool said_who = false;
  for (const Event& e : m.events()) {
    if (e.kind == "setup" && e.data.contains("units")) {
      ++units;
      EXPECT_EQ(e.audience, kEveryone);  // units are dealt face up (L47)
    }
    if (e.kind == "setup" && e.data.contains("first_player")) {
      said_who = true;
      EXPECT_EQ(e.data["first_player"], s.active);
      EXPECT_NE(e.text.find("L49-51"), std::string::npos) << e.text;
    }
    if (e.kind == "draw" && e.data.contains("cards")) {
      ++private_deals;
      EXPECT_EQ(e.audience, only(e.player));
    }
    if (e.kind == "draw" && e.data.contains("count")) ++public_deals;
    if (e.kind == "turn") {
      ++turns;
      EXPECT_EQ(e.data["turn"], 1);
    }
  }
  EXPECT_EQ(units, 2);
  EXPECT_EQ(private_deals, 2);
  EXPECT_EQ(public_deals, 2);
  EXPECT_TRUE(said_who);
  EXPECT_EQ(turns, 1);
  EXPECT_EQ(m.events().back().kind, "draw");  // the first player's Draw phase (L64)
}

TEST(GtOpening, ForcedOpeningDrawsFixTheArmiesAndHands) {
  auto g = testing::make();
  const std::vector<ForcedDraws> draws = {
      {"army", {"Jagers", "Jagers", "Grenadiers", "Hussars", "Dragoons"}},
      {"battle", {"Strategy", "Breakthrough"}}};
  Match m(g, 3, draws);
  const auto& s = as<GtState>(m.state());
  ASSERT_EQ(s.units[0].size(), 5u);
  EXPECT_EQ(s.units[0][0].type, testing::unit_id(*g, "Jagers"));
  EXPECT_EQ(s.units[0][4].type, testing::unit_id(*g, "Dragoons"));
  EXPECT_EQ(s.hand[0][0], testing::battle_id(*g, "Strategy"));
  EXPECT_EQ(s.hand[0][1], testing::battle_id(*g, "Breakthrough"));
  EXPECT_TRUE(Match::replay(m.record()).state().equals(m.state()));
}

TEST(GtTurns, FormatsTurnCountsTurnsBegun) {
  auto g = testing::make();
  auto s = g->new_initial_state(3);
  EXPECT_EQ(g->turn_number(*s), 1);
  const int first = as<GtState>(*s).active;
  ActionList legal;
  while (as<GtState>(*s).active == first && !g->is_terminal(*s)) {
    g->legal_actions(*s, legal);
    g->apply_action(*s, legal[legal.size() - 1], nullptr);  // "done" where offered
  }
  EXPECT_EQ(g->turn_number(*s), 2);
}

TEST(GtLoad, L110_AnEndOfTurnDiscardWithNothingToDiscardRunsOnWhenLoaded) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  // Cards in both hands, so each turn stops in its Reserve phase instead of passing by itself.
  pos.hand(0, {"Strategy"});
  pos.hand(1, {"Strategy"});
  pos.start(0, false, false);
  pos.s().step = Step::kEndDiscard;  // a hand within the limit: play would end the turn
  auto loaded = load_state_document(state_document(*g, pos.s()));
  const auto& t = as<GtState>(*loaded.state);
  EXPECT_EQ(t.active, 1);
  EXPECT_EQ(t.turn, pos.s().turn + 1);
  EXPECT_EQ(t.step, Step::kReserve);
}

TEST(GtLoad, AGameOverWithoutAnyWayToEndAndAZeroGeneratorAreRefused) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.start(0);
  auto over = pos.s();
  over.step = Step::kGameOver;
  over.end_reason = EndReason::kTurnLimit;  // but no turn limit is set
  EXPECT_THROW((void)load_state_document(state_document(*g, over)), FormatError);
  auto zero = state_document(*g, pos.s());
  zero["state"]["rng"] = {0, 0, 0, 0};
  EXPECT_THROW((void)load_state_document(zero), FormatError);
}

}  // namespace
}  // namespace bivouac::gt
