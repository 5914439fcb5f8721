// Refusals are explained (issue 13): typed Ready Aim Fire actions that are not legal now get the
// reason with the rule lines of 000_3659b1f57d523dc6.txt; every tactic and terrain card has a
// `card NAME` text.
#include <gtest/gtest.h>

#include "core/game_help.h"
#include "core/match.h"
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

std::string refusal(const RafGame& g, const RafState& s, const std::string& text) {
  try {
    (void)parse_action(g, s, text);
  } catch (const RefusedAction& e) {
    EXPECT_NE(std::string(e.what()).find("Legal actions:"), std::string::npos) << e.what();
    return e.reason();
  } catch (const ActionError& e) {
    return std::string("(no reason) ") + e.what();
  }
  return "(accepted)";
}

TEST(RafRefusals, L75_AStackAtItsCardLimitIsNamed) {
  Fixture f;
  for (Troop t : {Troop::kLight, Troop::kLight, Troop::kLine, Troop::kLine, Troop::kLine})
    f.put(0, 0, t);
  f.hand(0, Troop::kLine);
  f.s.step = Step::kReinforce;
  const std::string why = refusal(f.g, f.s, "reinforce Left Flank with Line");
  EXPECT_EQ(why.rfind("the Left Flank is at its Card Limit of 5 (L75-80", 0), 0u) << why;
}

TEST(RafRefusals, L75_ReinforcingWaitsForTheReinforcePhase) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.hand(0, Troop::kLine);
  const std::string why = refusal(f.g, f.s, "reinforce Centre with Line");
  EXPECT_EQ(
      why.rfind("battalions join your stacks in your Reinforce phase (L75-80); now: Attack phase",
                0),
      0u)
      << why;
}

TEST(RafRefusals, L229_AReRollNeedsARollWaiting) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  const std::string why = refusal(f.g, f.s, "re-roll with general");
  EXPECT_NE(why.find("(L229-247); no roll is waiting"), std::string::npos) << why;
}

TEST(RafRefusals, L40_LineInfantryStandsInTheCentreAtSetup) {
  Fixture f;
  auto start = f.g.new_initial_state(3);
  const auto& s = as<RafState>(*start);
  ASSERT_EQ(s.step, Step::kSetup);
  const std::string why = refusal(f.g, s, "place Line in Left Flank");
  EXPECT_EQ(why.rfind("Line may stand only in the three centre stacks", 0), 0u) << why;
  EXPECT_NE(why.find("(L40-41)"), std::string::npos) << why;
}

TEST(RafRefusals, ATacticNotInHandIsNamed) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  EXPECT_EQ(refusal(f.g, f.s, "play Cannon Ball"), "you hold no Cannon Ball");
}

TEST(RafCardHelp, EveryTacticAndTerrainHasATextWithItsRuleLine) {
  Fixture f;
  for (const auto& t : f.g.data().tactics) {
    const std::string text = card_help(f.g, t.name);
    EXPECT_EQ(text.rfind(t.name + " (", 0), 0u) << text;
    EXPECT_TRUE(text.find(", L2") != std::string::npos || text.find(", L3") != std::string::npos)
        << text;  // L258-309
  }
  EXPECT_NE(card_help(f.g, "bridge").find("L308-309"), std::string::npos);
  EXPECT_THROW((void)card_help(f.g, "Unicorn"), FormatError);
}

}  // namespace
}  // namespace bivouac::raf::test
