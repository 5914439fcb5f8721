// Roll and resolve: wounds, bases, breaks (lines 299-320), KaB tests (lines 43-69), shooting
// (lines 344-420), movement (lines 89-105) and evade (lines 116-128).
#include <gtest/gtest.h>

#include "core/errors.h"
#include "games/reg/combat_resolve.h"
#include "games/reg/kab.h"
#include "games/reg/movement.h"
#include "games/reg/shooting.h"
#include "games/reg/tables.h"

using namespace bivouac::reg;

namespace {
const Tables& T() {
  return Tables::get();
}
}  // namespace

// Line 308: the 3rd wound removes a base; line 319: a TuG breaks above half its wounds.
TEST(regResolve, WoundsBasesAndBreakLines308And319) {
  const auto& e = T().effects;
  UnitChange c = apply_wounds(e, {4, 0}, 2);
  EXPECT_EQ(c.bases_after, 4);
  EXPECT_EQ(c.markers_after, 2);
  c = apply_wounds(e, {4, 2}, 1);
  EXPECT_EQ(c.bases_lost(), 1);
  EXPECT_EQ(c.markers_after, 0);
  EXPECT_FALSE(c.broken_after);
  c = apply_wounds(e, {4, 6}, 1);  // 7 of 12 > half
  EXPECT_TRUE(c.breaks_now());
  c = apply_wounds(e, {4, 5}, 1);  // 6 of 12 is exactly half: not yet
  EXPECT_FALSE(c.broken_after);
}

// A fighting-phase combat between equal files (Green v Green, line 268) with entered faces.
TEST(regResolve, CombatWithEnteredFacesLines268And299To314) {
  Combat c;
  c.phase = CombatPhase::kFighting;
  c.a.chars = {"Esw"};
  c.b.general = GeneralPresence::kGeneral;
  const ClaimsResult cl = compute_claims(T().claims, c);
  ASSERT_EQ(cl.a.total, 1);
  ASSERT_EQ(cl.b.total, 1);  // general +1
  const std::vector<Rolled> a = {{Colour::kGreen, Face::kSkull}};
  const std::vector<Rolled> b = {{Colour::kGreen, Face::kBlank}};
  const CombatOutcome r =
      resolve_combat(T().effects, c, cl, a, b, RegOptions{}, UnitState{4, 0}, UnitState{4, 5});
  EXPECT_EQ(r.a.wounds, 2);
  EXPECT_EQ(r.b.wounds, 0);
  ASSERT_TRUE(r.a.other_unit.has_value());
  EXPECT_EQ(r.a.other_unit->wounds_after, 7);
  EXPECT_TRUE(r.a.other_unit->breaks_now());
  // b lost a base with its general in front (G1, line 66) and broke with him (U2 line 52, G2 line
  // 67).
  std::string due;
  for (const auto& t : r.tests_due) due += t + "\n";
  EXPECT_NE(due.find("G1"), std::string::npos);
  EXPECT_NE(due.find("U2"), std::string::npos);
  EXPECT_NE(due.find("G2"), std::string::npos);
}

// Line 43: a KaB test always adds a wound; line 44: an S drives back 1 BW; line 59 dice.
TEST(regResolve, KabUnitLines43To59) {
  auto r = kab_unit(T().kab, T().effects, Quality::kPoor, Face::kS, UnitState{6, 0});
  EXPECT_EQ(r.die, Colour::kRed);
  EXPECT_EQ(r.wounds, 1);
  EXPECT_EQ(r.drive_back, 1);
  r = kab_unit(T().kab, T().effects, Quality::kExceptional, Face::kSkull, UnitState{6, 0});
  EXPECT_EQ(r.die, Colour::kWhite);
  EXPECT_EQ(r.bases, 1);
  EXPECT_EQ(r.unit->wounds_after, 4);  // the automatic wound plus a base's worth
  r = kab_unit(T().kab, T().effects, Quality::kAverage, Face::kBlank, std::nullopt);
  EXPECT_EQ(r.wounds, 1);
  EXPECT_EQ(r.bases, 0);
}

// Line 68: dice by general level; line 69 outcomes under each general_wound reading.
TEST(regResolve, KabGeneralReadingsLine69) {
  const auto& g = T().generals;
  auto r = kab_general(g, T().effects, GeneralLevel::kLG, Face::kSkull, RegOptions{});
  EXPECT_EQ(r.die, Colour::kWhite);
  EXPECT_EQ(r.fate, GeneralFate::kKilled);
  r = kab_general(g, T().effects, GeneralLevel::kMG, Face::kS, RegOptions{});
  EXPECT_EQ(r.die, Colour::kRed);
  EXPECT_TRUE(r.loses_hand);
  EXPECT_FALSE(r.new_level.has_value());
  RegOptions o;
  r = kab_general(g, T().effects, GeneralLevel::kTG, Face::kSword, o);
  EXPECT_TRUE(r.loses_hand);
  EXPECT_EQ(r.new_level, GeneralLevel::kCG);
  o.general_wound = GeneralWound::kHand;
  r = kab_general(g, T().effects, GeneralLevel::kTG, Face::kSword, o);
  EXPECT_TRUE(r.loses_hand);
  EXPECT_FALSE(r.new_level.has_value());
  o.general_wound = GeneralWound::kCard;
  r = kab_general(g, T().effects, GeneralLevel::kTG, Face::kSword, o);
  EXPECT_FALSE(r.loses_hand);
  EXPECT_EQ(r.drops_cards, 1);
}

// Lines 344-345: start Green, each entry one colour, never above Red; lines 416-420.
TEST(regResolve, ShootingDieAndDriveBackLines344To420) {
  const auto& t = T().shooting;
  ShootQuery q;
  EXPECT_EQ(shooting_die(t, q).colour, Colour::kGreen);
  q.facts = {{"target:poor", true}, {"range:deadly", true}, {"shooter:sug", true}};
  q.upgrades = {"poor_target", "behind_flank_rear", "hfp_deadly"};
  q.downgrades = {"by_sug"};
  EXPECT_EQ(shooting_die(t, q).colour, Colour::kRed);  // net two up from Green
  q.upgrades.clear();
  q.facts = {{"range:long", true},
             {"target:cover", true},
             {"shooter:artillery", false},
             {"shooter:sug", true}};
  q.downgrades = {"long_range", "cover", "by_sug"};
  EXPECT_EQ(shooting_die(t, q).colour, Colour::kBlack);
  q.downgrades = {"nonsense"};
  EXPECT_THROW((void)shooting_die(t, q), bivouac::FormatError);
  // Two non-blank dice: 2 BW, -1 drilled -> 1; a Keil goes nowhere.
  q = ShootQuery{};
  q.resilient_or_drilled = true;
  EXPECT_EQ(shooting_drive_back(t, q, 2, nullptr), 1);
  q.keil = true;
  EXPECT_EQ(shooting_drive_back(t, q, 2, nullptr), 0);
  const ShootOutcome r =
      resolve_shooting(t, T().effects, ShootQuery{}, shooting_die(t, ShootQuery{}),
                       {{Colour::kGreen, Face::kS}}, UnitState{4, 0});
  EXPECT_EQ(r.wounds, 0);  // an S only drives back in shooting (line 315)
  EXPECT_EQ(r.drive_back, 1);
}

// Lines 90-105: distances, Fleet of Foot (not skirmishers), linear obstacle, generals.
TEST(regResolve, MovementLines90To105) {
  const auto& t = T().movement;
  MoveQuery q;
  q.troop = "close_mounted";
  q.going = Going::kRough;
  EXPECT_EQ(move_distance(t, q).distance, 2);
  q.fleet_of_foot = true;
  q.linear_obstacle = true;
  EXPECT_EQ(move_distance(t, q).distance, 2);  // +1 -1
  q = MoveQuery{};
  q.troop = "skirmishers";
  q.fleet_of_foot = true;
  EXPECT_EQ(move_distance(t, q).distance, 4);  // no bonus for skirmishers
  q = MoveQuery{};
  q.troop = "other_artillery";
  q.going = Going::kRough;
  EXPECT_FALSE(move_distance(t, q).can_move);
  q = MoveQuery{};
  q.general = true;
  EXPECT_EQ(move_distance(t, q).distance, 6);  // as mounted skirmishers, line 105
  q = MoveQuery{};
  q.troop = "cavalry";
  EXPECT_THROW((void)move_distance(t, q), bivouac::FormatError);
}

// Lines 116-128: modified roll, skirmish reduction, optional bonus.
TEST(regResolve, EvadeLines116To128) {
  const auto& t = T().movement;
  EvadeQuery q;
  q.move.troop = "loose_mounted";  // 5 BW good going
  EXPECT_EQ(evade(t, q, 6).distance, 6);
  q.skirmish = true;
  EXPECT_EQ(evade(t, q, 4).distance, 3);  // 5 - 2, normal
  q.quality = Quality::kSuperior;
  EXPECT_EQ(evade(t, q, 6).distance, 4);  // no bonus unless the option is on
  q.superior_bonus = true;
  EXPECT_EQ(evade(t, q, 6).distance, 5);  // 7 -> +2
  EXPECT_THROW((void)evade(t, q, 7), bivouac::FormatError);
}
