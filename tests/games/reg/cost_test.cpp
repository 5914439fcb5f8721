// Action cost calculator: sheet 004_868e95504124a996.txt lines 140-181.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "games/reg/action_cost.h"
#include "games/reg/tables.h"

using namespace bivouac::reg;

namespace {
CostResult cost(CostQuery q) {
  return action_cost(Tables::get().actions, Tables::get().generals, q);
}
CostQuery query(const char* id, Formation f) {
  CostQuery q;
  q.action = id;
  q.formation = f;
  return q;
}
}  // namespace

// Line 151: M4 costs II/III/IV/N-A.
TEST(regCost, PlainCostByFormationLine151) {
  EXPECT_EQ(cost(query("M4", Formation::kSkirmish)).card, Colour::kGreen);
  EXPECT_EQ(cost(query("M4", Formation::kDrilled)).card, Colour::kYellow);
  EXPECT_EQ(cost(query("m4", Formation::kFormed)).card, Colour::kRed);
  const auto na = cost(query("M4", Formation::kTribal));
  EXPECT_FALSE(na.allowed);
  EXPECT_NE(na.refusal.find("N/A"), std::string::npos);
}

// Line 174: Keils pay one colour more for M3; a Formed Keil M4 would need a card above Red,
// unless the general's upgrade (line 177) brings it back to Red.
TEST(regCost, KeilSurchargeAndUpgradeLines174And177) {
  auto q = query("M3", Formation::kDrilled);
  q.keil = true;
  EXPECT_EQ(cost(q).card, Colour::kYellow);  // II + 1
  q = query("M2", Formation::kDrilled);
  q.keil = true;
  EXPECT_EQ(cost(q).card, Colour::kWhite);   // M2 is not surcharged
  q = query("M4", Formation::kFormed);
  q.keil = true;
  EXPECT_FALSE(cost(q).allowed);
  q.upgrade = true;
  const auto r = cost(q);
  EXPECT_TRUE(r.allowed);
  EXPECT_EQ(r.card, Colour::kRed);
}

// Line 157: M10 is not for Keils or Tercios. Line 161: M14 never for tribal troops.
TEST(regCost, ForbiddenCasesLines157And161) {
  auto q = query("M10", Formation::kSkirmish);
  q.keil = true;
  EXPECT_FALSE(cost(q).allowed);
  q = query("M14", Formation::kSkirmish);
  EXPECT_TRUE(cost(q).allowed);
  q.tribal_troops = true;
  EXPECT_FALSE(cost(q).allowed);
}

// Lines 180-181: out of command adds one coloured card; line 177 block moves another.
TEST(regCost, OutOfCommandAndBlockLines176To181) {
  auto q = query("M2", Formation::kFormed);
  q.out_of_command = true;
  auto r = cost(q);
  EXPECT_EQ(r.card, Colour::kWhite);
  EXPECT_EQ(r.extra_coloured_cards, 1);
  q.block = 3;
  q.general = GeneralLevel::kCG;
  r = cost(q);
  EXPECT_EQ(r.extra_coloured_cards, 2);
  q.block = 4;  // a CG's block is at most 3 TuGs (line 176)
  EXPECT_FALSE(cost(q).allowed);
  q = query("M12", Formation::kSkirmish);
  q.block = 2;  // line 159: no block move
  EXPECT_FALSE(cost(q).allowed);
}

// Line 163: interpenetration makes an M2-M6 move one colour dearer, and nothing else.
TEST(regCost, InterpenetrationLine163) {
  auto q = query("M2", Formation::kFormed);
  q.interpenetrate = true;
  EXPECT_EQ(cost(q).card, Colour::kGreen);
  q = query("M9", Formation::kFormed);
  q.interpenetrate = true;
  EXPECT_FALSE(cost(q).allowed);
  EXPECT_THROW((void)cost(query("M16", Formation::kFormed)), bivouac::FormatError);
}

// Lines 146, 147, 162, 172-173: general moves, press on, wound recovery.
TEST(regCost, GeneralAndVariantRowsLines146To173) {
  auto r = cost(query("C5", Formation::kFormed));
  EXPECT_TRUE(r.allowed);
  EXPECT_FALSE(r.card.has_value());
  EXPECT_EQ(cost(query("M15", Formation::kFormed)).card, Colour::kGreen);
  auto q = query("M15", Formation::kFormed);
  q.upgrade = true;
  EXPECT_EQ(cost(q).card, Colour::kWhite);
  q = query("C6", Formation::kFormed);
  q.variant = "2bw";
  EXPECT_EQ(cost(q).card, Colour::kRed);
  q = query("E1", Formation::kFormed);
  q.variant = "no_combat";
  EXPECT_EQ(cost(q).card, Colour::kYellow);
  q.variant = "sideways";
  EXPECT_THROW((void)cost(q), bivouac::FormatError);
  EXPECT_THROW((void)cost(query("M99", Formation::kFormed)), bivouac::FormatError);
}

// An upgrade on a White action still needs a White card: Black pays for nothing (ruling).
TEST(regCost, UpgradeNeverMakesBlackPayLine177) {
  auto q = query("M2", Formation::kFormed);
  q.upgrade = true;
  EXPECT_EQ(cost(q).card, Colour::kWhite);
}
