// Refusals are explained (issue 13): a typed Muskets action that is not legal now is refused
// with the reason and the rule line, and the legal actions are still listed.
#include <gtest/gtest.h>

#include "core/card_texts.h"
#include "core/game_help.h"
#include "core/match.h"
#include "games/muskets/position.h"

namespace bivouac::muskets::testing {
namespace {

// The refusal of `text` in `s`: the reason, with the full message checked to list legal actions.
std::string refusal(const MusketsGame& g, const MusketsState& s, const std::string& text) {
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

TEST(MusketsRefusals, AnActionOfALaterPhaseNamesBothPhasesL29to64) {
  auto g = muskets();
  Position p;
  p.hands[0] = {"Cannon", "Line Infantry"};
  p.step = Step::kDeploy;
  const MusketsState s = make(*g, p);
  const std::string why = refusal(*g, s, "bombard with Cannon");
  EXPECT_EQ(why, "Bombardment (L62-64) comes after Battery; this is the Deploy phase (L50-54)");
}

TEST(MusketsRefusals, APassedPhaseSaysSoL29to41) {
  auto g = muskets();
  Position p;
  p.hands[0] = {"General"};
  p.lines[0] = {"Line Infantry"};
  p.step = Step::kFire;
  const MusketsState s = make(*g, p);
  const std::string why = refusal(*g, s, "deploy Line Infantry");
  EXPECT_NE(why.find("has passed this turn"), std::string::npos) << why;
  EXPECT_NE(why.find("(L29-41)"), std::string::npos) << why;
}

TEST(MusketsRefusals, AMissingCardIsNamedL57to64) {
  auto g = muskets();
  Position p;
  p.hands[0] = {"General"};
  p.step = Step::kBombardment;
  const MusketsState s = make(*g, p);
  EXPECT_EQ(refusal(*g, s, "bombard with Cannon"),
            "you hold no Cannon (Bombardment needs one, L63-64)");
}

TEST(MusketsRefusals, BatteryNeedsATargetInTheEnemyLineL57to58) {
  auto g = muskets();
  Position p;
  p.hands[0] = {"Cannon"};
  p.lines[1] = {"Guard Infantry"};
  p.step = Step::kBattery;
  const MusketsState s = make(*g, p);
  EXPECT_EQ(refusal(*g, s, "cannon at Line Infantry"),
            "the enemy has no Line Infantry in his line to fire at (L57-58)");
}

TEST(MusketsRefusals, AFireOrderWithTwoGeneralsNamesTheOptionL76) {
  auto g = muskets();
  Position p;
  p.hands[0] = {"General", "General", "Fire"};
  p.lines[0] = {"Line Infantry"};
  p.step = Step::kFire;
  const MusketsState s = make(*g, p);
  const std::string why = refusal(*g, s, "fire order General General Fire");
  EXPECT_NE(why.find("stand in for only one of them (L76; the option Cards of a Fire Order a "
                     "General may replace)"),
            std::string::npos)
      << why;
  Position none = p;
  none.lines[0] = {};
  EXPECT_NE(refusal(*g, make(*g, none), "fire order Ready Aim Fire").find("no infantry in play"),
            std::string::npos);
}

TEST(MusketsRefusals, OnlyInfantryIsDeployedL50to54) {
  auto g = muskets();
  Position p;
  p.hands[0] = {"Cannon"};
  p.step = Step::kDeploy;
  const MusketsState s = make(*g, p);
  EXPECT_EQ(refusal(*g, s, "deploy Cannon"),
            "only infantry is deployed (L50-54); Cannon is not infantry");
  EXPECT_EQ(refusal(*g, s, "deploy Guard"), "you hold no Guard Infantry to deploy (L50-54)");
}

TEST(MusketsRefusals, TextThatIsNoActionKeepsThePlainList) {
  auto g = muskets();
  Position p;
  p.step = Step::kDeploy;
  const MusketsState s = make(*g, p);
  EXPECT_EQ(refusal(*g, s, "fly to the moon").rfind("(no reason) ", 0), 0u);
  EXPECT_EQ(refusal(*g, s, "deploy Unicorns").rfind("(no reason) ", 0), 0u);
}

TEST(MusketsCardHelp, EveryCardHasATextWithItsRuleLines) {
  auto g = muskets();
  for (int t = 0; t < g->cards().size(); ++t) {
    const std::string text = card_help(*g, g->cards()[t].name);
    EXPECT_EQ(text.rfind(g->cards()[t].name + " (", 0), 0u) << text;
    EXPECT_NE(text.find("L"), std::string::npos) << text;
  }
  EXPECT_NE(card_help(*g, "cannon").find("L56-64"), std::string::npos);
  try {
    (void)card_help(*g, "Unicorn");
    ADD_FAILURE() << "an unknown card must be refused";
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("its cards: General, Cannon"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace bivouac::muskets::testing

namespace bivouac::muskets::testing {
namespace {

TEST(MusketsRefusals, AFireOrderBarredByTheFirstTurnHouseRuleNamesTheHouseRule) {
  Position p;
  p.hands[0] = {"Ready", "Aim", "Fire"};
  p.lines[0] = {"Line Infantry"};
  p.step = Step::kFire;
  auto barred = muskets("first_turns=no_fire_charge");
  const MusketsState s = make(*barred, p);
  const std::string why = refusal(*barred, s, "fire order Ready Aim Fire");
  EXPECT_NE(
      why.find(
          "the first-turn house rule (no Fire Order or Charge in the first turns, rulings 17)"),
      std::string::npos)
      << why;
  EXPECT_NE(refusal(*barred, s, "charge with Fire").find("house rule"), std::string::npos);
  auto printed = muskets();
  EXPECT_EQ(refusal(*printed, make(*printed, p), "fire order Ready Aim Fire"), "(accepted)");
}

}  // namespace
}  // namespace bivouac::muskets::testing
