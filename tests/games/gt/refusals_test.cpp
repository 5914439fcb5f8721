// Refusals are explained (issue 13): typed GT actions that are not legal now get the reason with
// the rule lines of 002_b1d6b897ebeb83ff.txt; every card has a `card NAME` text.
#include <gtest/gtest.h>

#include "core/game_help.h"
#include "core/match.h"
#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

using testing::Position;

std::string refusal(Position& pos, const std::string& text) {
  try {
    (void)parse_action(pos.g(), pos.s(), text);
  } catch (const RefusedAction& e) {
    EXPECT_NE(std::string(e.what()).find("Legal actions:"), std::string::npos) << e.what();
    return e.reason();
  } catch (const ActionError& e) {
    return std::string("(no reason) ") + e.what();
  }
  return "(accepted)";
}

TEST(GtRefusals, L76_AttacksWaitForTheAttackPhase) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Volley Fire", "Strategy"});
  pos.start(0);
  EXPECT_EQ(refusal(pos, "attack with Volley Fire by Grenadiers (P1 #1)"),
            "the Primary Attack is declared in the Attack phase (L76-84); this is the Reserve "
            "phase (L67-74)");
  EXPECT_EQ(refusal(pos, "play Volley Fire"),
            "Volley Fire is an attack: declare it in the Attack phase with 'attack with Volley "
            "Fire' (L76-84)");
}

TEST(GtRefusals, L67_RallyNeedsADamagedUnitAndAMissingCardIsNamed) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Rally", "Strategy"});
  pos.start(0);
  EXPECT_EQ(refusal(pos, "play Rally"),
            "Rally needs one of your units with damage markers to remove (L204)");
  EXPECT_EQ(refusal(pos, "play Outflank"), "you hold no Outflank");
}

TEST(GtRefusals, L70_ALeaderGoesOnAUnitWithoutOne) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers", 0, "Brave Corporal");
  pos.unit(0, "Jagers");
  pos.unit(1, "Grenadiers");
  pos.hand(0, {"Heroic Lieutenant"});
  pos.start(0);
  EXPECT_EQ(refusal(pos, "attach Heroic Lieutenant to Grenadiers (P1 #1)"),
            "each unit holds one Leader (L69-70); that unit already has one");
}

TEST(GtCardHelp, EveryUnitAndBattleCardHasAText) {
  auto g = testing::make();
  for (const auto& u : g->cards().units) {
    const std::string text = card_help(*g, u.name);
    EXPECT_EQ(text.rfind(u.name + " (Army unit", 0), 0u) << text;
  }
  for (const auto& b : g->cards().battle) {
    const std::string text = card_help(*g, b.name);
    EXPECT_EQ(text.rfind(b.name + " (", 0), 0u) << text;
    EXPECT_NE(text.find(", L"), std::string::npos) << text;
  }
  EXPECT_THROW((void)card_help(*g, "Unicorn"), FormatError);
}

}  // namespace
}  // namespace bivouac::gt

namespace bivouac::gt {
namespace {

TEST(GtRefusals, L81_L82_LineInfantryMayNotMeleeCavalryAndTheTargetSaysSo) {
  auto g = testing::make();
  Position pos(g);
  pos.unit(0, "Grenadiers");
  pos.unit(1, "Grenadiers");
  pos.unit(1, "Cuirassiers");
  pos.hand(0, {"Bayonet Charge"});
  pos.start(0);
  pos.play("end reserve phase");
  pos.play("attack with Bayonet Charge by Grenadiers (P1 #1)");
  ASSERT_TRUE(pos.legal("target Grenadiers (P2 #1)"));
  EXPECT_EQ(refusal(pos, "target Cuirassiers (P2 #2)"),
            "\"Line Infantry may only make Primary Melee attacks vs Other Infantry and "
            "Artillery\" (L81-82): Cuirassiers is Heavy Cavalry");
}

}  // namespace
}  // namespace bivouac::gt
