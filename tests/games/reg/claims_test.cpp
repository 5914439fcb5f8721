// Combat claims calculator: sheet 004_868e95504124a996.txt lines 183-290.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/errors.h"
#include "games/reg/claims.h"
#include "games/reg/tables.h"

using namespace bivouac::reg;

namespace {

ClaimsResult run(const Combat& c) { return compute_claims(Tables::get().claims, c); }

const Claim* find(const SideClaims& s, int line) {
  for (const auto& c : s.claims) {
    if (c.line == line) return &c;
  }
  return nullptr;
}

FileSpec mounted(std::vector<std::string> chars) {
  FileSpec f;
  f.type = TroopType::kMounted;
  f.chars = std::move(chars);
  return f;
}

FileSpec foot(std::vector<std::string> chars, int ranks = 2) {
  FileSpec f;
  f.chars = std::move(chars);
  f.ranks = ranks;
  return f;
}

}  // namespace

// Line 255: Charging Lancers claim 0 against standing P&S in 2+ ranks; line 227: P&S +3.
TEST(regClaims, LancersAgainstStandingPikeLines227And255) {
  Combat c;
  c.a = mounted({"CL"});
  c.b = foot({"P&S"});
  const auto r = run(c);
  const Claim* cl = find(r.a, 255);
  ASSERT_NE(cl, nullptr);
  EXPECT_EQ(cl->value, 0);
  const Claim* ps = find(r.b, 227);
  ASSERT_NE(ps, nullptr);
  EXPECT_EQ(ps->value, 3);
  EXPECT_EQ(r.a.total, 0);
  EXPECT_EQ(r.b.total, 3);
  EXPECT_EQ(r.advantage, 3);
  EXPECT_EQ(r.leader, 1);
  // Line 271: 3-claim advantage -> Red against White.
  EXPECT_EQ(r.b.dice, std::vector<Colour>{Colour::kRed});
  EXPECT_EQ(r.a.dice, std::vector<Colour>{Colour::kWhite});
  EXPECT_EQ(r.a.dice_line, 271);
}

// Lines 188 and 255: the same pikes not standing (or in one rank) lose their protection.
TEST(regClaims, LancersAgainstUnreadyFootLines188And255) {
  Combat c;
  c.a = mounted({"CL"});
  c.b = foot({"P&S"}, 1);
  auto r = run(c);
  EXPECT_EQ(find(r.a, 255)->value, 2);
  c.b = foot({"P&S"});
  c.b.standing = false;
  r = run(c);
  EXPECT_EQ(find(r.a, 255)->value, 2);
  ASSERT_NE(find(r.a, 188), nullptr);
  EXPECT_EQ(find(r.a, 188)->value, 3);
  EXPECT_EQ(r.a.total, 5);
  EXPECT_EQ(r.b.total, 3);
}

// Line 186: a flank charge claims +4 and an automatic wound; line 228 K&T ranks.
TEST(regClaims, FlankChargeAndKeilRanksLines186And228) {
  Combat c;
  c.a = foot({"K&T"}, 4);
  c.b = foot({});
  c.b.contact = Contact::kSide;
  auto r = run(c);
  ASSERT_NE(find(r.a, 186), nullptr);
  EXPECT_EQ(find(r.a, 186)->value, 4);
  EXPECT_EQ(r.a.automatic_wounds, 1);
  EXPECT_EQ(find(r.a, 228)->value, 2);  // +1 at 2 ranks, +1 more at 4
  EXPECT_EQ(r.a.total, 6);
  // b fights to its side: no preferred claims and no uphill/obstacle claims for it.
  EXPECT_EQ(r.b.total, 0);
  // Line 274: 6-claim advantage -> Red + Yellow against Black.
  EXPECT_EQ(r.a.dice, (std::vector<Colour>{Colour::kRed, Colour::kYellow}));
  EXPECT_EQ(r.b.dice, std::vector<Colour>{Colour::kBlack});
}

// Lines 185, 187, 192-193, 207: quality, general, terrain, armour in the fighting phase.
TEST(regClaims, FightingPhaseGenericLines204To217) {
  Combat c;
  c.phase = CombatPhase::kFighting;
  c.a = foot({});
  c.a.quality = Quality::kExceptional;
  c.a.general = GeneralPresence::kLegendary;
  c.a.armour = Armour::kArmoured;
  c.b = foot({});
  c.b.quality = Quality::kPoor;
  c.b.terrain = TerrainEffect::kBadlyAffected;
  const auto r = run(c);
  EXPECT_EQ(find(r.a, 204)->value, 3);  // three levels better
  EXPECT_EQ(find(r.a, 206)->value, 2);  // Legendary
  EXPECT_EQ(find(r.a, 207)->value, 1);  // better armour
  EXPECT_EQ(find(r.a, 210)->value, 3);  // badly affected
  EXPECT_EQ(find(r.a, 209), nullptr);
  EXPECT_EQ(r.a.total, 9);
  EXPECT_EQ(r.advantage, 9);
  EXPECT_FALSE(r.notes.empty());        // beyond the table: rolled as 7
  EXPECT_EQ(r.a.dice, (std::vector<Colour>{Colour::kRed, Colour::kRed}));
}

// Line 207: better armour does not count against elephants, unless elephants themselves.
TEST(regClaims, ArmourAgainstElephantsLine207) {
  Combat c;
  c.phase = CombatPhase::kFighting;
  c.a = foot({});
  c.a.armour = Armour::kHeavilyArmoured;
  c.b.type = TroopType::kElephants;
  c.b.armour = Armour::kUnarmoured;
  EXPECT_EQ(find(run(c).a, 207), nullptr);
  c.a.type = TroopType::kElephants;
  EXPECT_NE(find(run(c).a, 207), nullptr);
}

// Line 107: mounted against foot claiming a linear obstacle count as Affected (line 192),
// and the obstacle itself is claimed on line 195.
TEST(regClaims, LinearObstacleMakesMountedAffectedLines107And195) {
  Combat c;
  c.a = foot({});
  c.a.obstacle = true;
  c.b = mounted({"Pi"});
  const auto r = run(c);
  EXPECT_EQ(find(r.a, 195)->value, 1);
  EXPECT_EQ(find(r.a, 192)->value, 2);
  EXPECT_EQ(find(r.b, 252)->value, 1);  // Pistol is not starred: still claims
}

// Starred rows need the file unaffected by terrain (lines 225, 238).
TEST(regClaims, StarredRowsNeedUnaffectedFileLine225) {
  Combat c;
  c.a = foot({"P&S"});
  c.a.terrain = TerrainEffect::kAffected;
  c.b = mounted({});
  const auto r = run(c);
  ASSERT_NE(find(r.a, 227), nullptr);
  EXPECT_EQ(find(r.a, 227)->value, 0);
  EXPECT_EQ(find(r.b, 192)->value, 2);
}

// Lines 231-232 and 244, 253, 263: shove and shatter carriers.
TEST(regClaims, ShoveAndShatterLines231To263) {
  Combat c;
  c.a = foot({"Elan"});
  c.b = foot({});
  EXPECT_EQ(run(c).a.effect, "shove");
  c.b = mounted({});
  EXPECT_EQ(run(c).a.effect, "");  // cannot shove mounted (line 231)
  c.a = foot({"Ag"});
  c.b = foot({"Bay"}, 2);
  auto r = run(c);
  EXPECT_EQ(r.a.effect, "");        // Ag excepts Bay in 2+ ranks (line 232)
  EXPECT_EQ(find(r.a, 232)->value, 0);
  c.b = foot({}, 2);
  EXPECT_EQ(run(c).a.effect, "shatter");
  c.phase = CombatPhase::kFighting;
  c.a = FileSpec{};
  c.a.type = TroopType::kElephants;
  r = run(c);
  EXPECT_EQ(r.a.effect, "shove");
  EXPECT_EQ(find(r.a, 263)->value, 3);
}

// Line 290: a supporting file claims as if facing the enemy, with dice one colour lower;
// only in melee (line 288).
TEST(regClaims, SupportingFileLines288To290) {
  Combat c;
  c.phase = CombatPhase::kFighting;
  c.a = foot({});
  c.a.support = true;
  c.a.contact = Contact::kSide;
  c.b = foot({});
  const auto r = run(c);
  EXPECT_EQ(r.a.dice, std::vector<Colour>{Colour::kWhite});  // Green one lower
  EXPECT_EQ(r.b.dice, std::vector<Colour>{Colour::kGreen});
  EXPECT_EQ(find(r.b, 205), nullptr);  // the support file counts as fighting to its front
  c.phase = CombatPhase::kCharge;
  EXPECT_THROW((void)run(c), bivouac::FormatError);
}

// Line 248: Swordsmen get nothing against Bayonets.
TEST(regClaims, SwordsmenExceptionsLine248) {
  Combat c;
  c.phase = CombatPhase::kFighting;
  c.a = foot({"Sw"});
  c.b = foot({"Bay"}, 1);
  EXPECT_EQ(find(run(c).a, 248)->value, 0);
  c.b = foot({"LSp"}, 1);  // Long Spear excepts only in 2+ ranks
  EXPECT_EQ(find(run(c).a, 248)->value, 1);
}
