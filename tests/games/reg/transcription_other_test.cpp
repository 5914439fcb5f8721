// Transcription of shooting (lines 322-422), KaB reasons and dice (lines 43-69), generals
// (lines 18, 68-80, 176) and the face key (lines 299-320), sheet 004_868e95504124a996.txt.
#include <gtest/gtest.h>

#include "games/reg/deck_counts.h"
#include "games/reg/face_set.h"
#include "games/reg/tables.h"
#include "sheet.h"

using namespace bivouac::reg;

// Lines 324-345: eight upgrades, start Green, at most Red.
TEST(regTranscriptionShooting, UpgradesLines324To345) {
  const auto& t = Tables::get().shooting;
  const int lines[] = {324, 326, 329, 331, 334, 337, 340, 342};
  ASSERT_EQ(t.upgrades.size(), 8u);
  for (std::size_t i = 0; i < 8; ++i) EXPECT_EQ(t.upgrades[i].line, lines[i]) << t.upgrades[i].key;
  EXPECT_EQ(t.upgrades[0].key, "hfp_deadly");
  EXPECT_EQ(t.upgrades[7].key, "poor_target");
  EXPECT_EQ(t.start, Colour::kGreen);
  EXPECT_EQ(t.start_line, 344);
  EXPECT_EQ(t.maximum, Colour::kRed);
  EXPECT_EQ(t.maximum_line, 345);
}

// Lines 347-380: fifteen downgrades (their heading stands after them, on line 382).
TEST(regTranscriptionShooting, DowngradesLines347To380) {
  const auto& t = Tables::get().shooting;
  const int lines[] = {347, 349, 351, 353, 355, 358, 360, 363, 366, 369, 371, 373, 376, 378, 380};
  ASSERT_EQ(t.downgrades.size(), 15u);
  for (std::size_t i = 0; i < 15; ++i)
    EXPECT_EQ(t.downgrades[i].line, lines[i]) << t.downgrades[i].key;
  EXPECT_EQ(t.downgrades[12].key, "long_range");
  EXPECT_EQ(t.downgrades[13].key, "cover");
}

// Lines 387-392: ranges; line 394 ranks for full effect; lines 416-420 driven back.
TEST(regTranscriptionShooting, RangesAndDrivenBackLines387To420) {
  const auto& t = Tables::get().shooting;
  ASSERT_EQ(t.ranges.size(), 6u);
  const int deadly[] = {3, 3, 8, 12, 18, 24};
  const int longr[] = {5, 0, 0, 0, 0, 0};
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(t.ranges[i].line, 387 + static_cast<int>(i));
    EXPECT_EQ(t.ranges[i].deadly, deadly[i]) << t.ranges[i].key;
    EXPECT_EQ(t.ranges[i].long_range, longr[i]) << t.ranges[i].key;
  }
  EXPECT_EQ(t.full_effect_line, 394);
  EXPECT_EQ(t.full_effect_ranks_others, 2);
  EXPECT_EQ(t.full_effect_one_rank.size(), 3u);
  EXPECT_EQ(t.per_non_blank_die, 1);
  EXPECT_EQ(t.resilient_or_drilled, -1);
  EXPECT_EQ(t.superior_or_exceptional, -1);
  EXPECT_EQ(t.keil_or_tercio, -3);
  EXPECT_EQ(t.keil_or_tercio_line, 420);
  EXPECT_EQ(t.press_on_line, 422);
  EXPECT_EQ(t.press_on_action, "C6");
}

TEST(regTranscriptionShooting, RangesMatchSheetFileLines387To392) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto& r : Tables::get().shooting.ranges) {
    const auto c = reg_test::cells((*sheet)[static_cast<std::size_t>(r.line)]);
    ASSERT_GE(c.size(), 2u);
    EXPECT_EQ(c[1], std::to_string(r.deadly)) << r.key;
    if (r.long_range) {
      EXPECT_EQ(c[2], std::to_string(r.long_range)) << r.key;
    }
  }
}

// Lines 51-58 and 66-67: eight unit reasons and two general reasons with their timing.
TEST(regTranscriptionKab, ReasonsLines51To67) {
  const auto& k = Tables::get().kab;
  ASSERT_EQ(k.unit_reasons.size(), 8u);
  ASSERT_EQ(k.general_reasons.size(), 2u);
  const char* timing[] = {"Immediate", "2.8,3.2,5.3,6.3", "Immediate", "Immediate",
                          "Immediate", "Immediate",       "6.3",       "6.3"};
  for (std::size_t i = 0; i < 8; ++i) {
    const auto& r = k.unit_reasons[i];
    EXPECT_EQ(r.key, "U" + std::to_string(i + 1));
    EXPECT_EQ(r.line, 51 + static_cast<int>(i));
    std::string t;
    for (const auto& x : r.timing) t += (t.empty() ? "" : ",") + x;
    EXPECT_EQ(t, timing[i]) << r.key;
  }
  EXPECT_EQ(k.general_reasons[0].key, "G1");
  EXPECT_EQ(k.general_reasons[0].line, 66);
  EXPECT_TRUE(k.general_reasons[0].immediate());
  EXPECT_EQ(k.general_reasons[1].line, 67);
  // Line 59: Red Poor, Yellow Average, Green Superior, White Exceptional; line 43.
  EXPECT_EQ(k.die_for(Quality::kPoor), Colour::kRed);
  EXPECT_EQ(k.die_for(Quality::kAverage), Colour::kYellow);
  EXPECT_EQ(k.die_for(Quality::kSuperior), Colour::kGreen);
  EXPECT_EQ(k.die_for(Quality::kExceptional), Colour::kWhite);
  EXPECT_EQ(k.automatic_wounds, 1);
  EXPECT_EQ(k.automatic_wounds_line, 43);
}

TEST(regTranscriptionKab, ReasonKeysMatchSheetFileLines51To67) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto* list : {&Tables::get().kab.unit_reasons, &Tables::get().kab.general_reasons}) {
    for (const auto& r : *list) {
      const std::string& line = (*sheet)[static_cast<std::size_t>(r.line)];
      EXPECT_EQ(line.rfind(r.key + " ", 0), 0u) << r.key;
      const auto c = reg_test::cells(line);
      std::string t;
      for (const auto& x : r.timing) t += (t.empty() ? "" : ", ") + x;
      EXPECT_EQ(c.back(), t) << r.key;
    }
  }
}

// Line 18 hands 2/3/4/5, line 176 blocks 2/3/4/5, line 68 dice; lines 71-74 commanders.
TEST(regTranscriptionGenerals, LevelsAndCommandersLines18To176) {
  const auto& g = Tables::get().generals;
  const char* keys[] = {"MG", "CG", "TG", "LG"};
  const Colour dice[] = {Colour::kRed, Colour::kYellow, Colour::kGreen, Colour::kWhite};
  ASSERT_EQ(g.levels.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(g.levels[i].key, keys[i]);
    EXPECT_EQ(g.levels[i].hand, 2 + static_cast<int>(i));
    EXPECT_EQ(g.levels[i].block, 2 + static_cast<int>(i));
    EXPECT_EQ(g.levels[i].kab_die, dice[i]);
  }
  EXPECT_EQ(g.hand_line, 18);
  EXPECT_EQ(g.block_line, 176);
  EXPECT_EQ(g.kab_die_line, 68);
  ASSERT_EQ(g.commanders.size(), 4u);
  const int ranges[] = {15, 10, 8, 6};
  const GiftRule gifts[] = {GiftRule::kAny, GiftRule::kOne, GiftRule::kOne, GiftRule::kNone};
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(g.commanders[i].line, 71 + static_cast<int>(i));
    EXPECT_EQ(g.commanders[i].range, ranges[i]);
    EXPECT_EQ(g.commanders[i].gift, gifts[i]);
  }
  EXPECT_EQ(g.front_rank_no_gift_line, 76);
  EXPECT_EQ(g.hesitant_line, 79);
  EXPECT_EQ(g.desertion_line, 80);
}

TEST(regTranscriptionGenerals, RangesMatchSheetFileLines71To74) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto& c : Tables::get().generals.commanders) {
    const auto cells = reg_test::cells((*sheet)[static_cast<std::size_t>(c.line)]);
    ASSERT_GE(cells.size(), 3u);
    EXPECT_EQ(cells[2], std::to_string(c.range)) << c.key;
  }
}

// The face key, lines 299-320, and the general's test, line 69.
TEST(regTranscriptionEffects, FaceKeyLines299To320) {
  const auto& e = Tables::get().effects;
  EXPECT_EQ(e.wounds_per_base, 3);  // line 308 "3rd wound removes a base"
  EXPECT_EQ(e.break_line, 319);
  EXPECT_EQ(e.combat[index(Face::kSkull)].wounds, 2);  // line 299 "2 Wounds"
  EXPECT_TRUE(e.combat[index(Face::kSkull)].effect);   // line 302
  EXPECT_EQ(e.combat[index(Face::kSword)].wounds, 1);  // line 306
  EXPECT_FALSE(e.combat[index(Face::kSword)].effect);
  EXPECT_TRUE(e.combat[index(Face::kS)].effect);   // line 312
  EXPECT_EQ(e.combat[index(Face::kS)].wounds, 1);  // line 314
  EXPECT_EQ(e.combat[index(Face::kBlank)].wounds, 0);
  EXPECT_EQ(e.shooting[index(Face::kS)].wounds, 0);  // line 315: drive back only
  for (Face f : {Face::kSkull, Face::kSword, Face::kS}) {
    EXPECT_EQ(e.shooting[index(f)].drive_back, 1);  // line 416: per non-blank die
  }
  EXPECT_EQ(e.shooting[index(Face::kBlank)].drive_back, 0);
  EXPECT_EQ(e.kab_unit[index(Face::kS)].drive_back, 1);                 // line 44
  EXPECT_EQ(e.kab_general[index(Face::kSkull)], GeneralFate::kKilled);  // line 69
  EXPECT_EQ(e.kab_general[index(Face::kSword)], GeneralFate::kWounded);
  EXPECT_EQ(e.kab_general[index(Face::kS)], GeneralFate::kStunned);
}

// The unpublished data: the default dice keep the two known facts (White no skull, Red two)
// and the Black < White < Green < Yellow < Red order; the default deck has 50 cards.
TEST(regDefaults, DiceAndDeckDefaultsAreMarkedUnverified) {
  const FaceSet& f = FaceSet::standard();
  EXPECT_FALSE(f.verified);
  EXPECT_NE(f.label().find("unverified"), std::string::npos);
  EXPECT_EQ(f.count(Colour::kWhite, Face::kSkull), 0);
  EXPECT_EQ(f.count(Colour::kRed, Face::kSkull), 2);
  EXPECT_TRUE(f.doubts().empty());
  const DeckCounts& d = DeckCounts::standard();
  EXPECT_EQ(d.total(), 50);
  EXPECT_FALSE(d.verified);
  EXPECT_LT(d.of(Colour::kRed), d.of(Colour::kGreen));  // red and yellow are scarcer
  EXPECT_LT(d.of(Colour::kYellow), d.of(Colour::kGreen));
}

// doubts() must notice a face set that breaks the known facts.
TEST(regDefaults, DoubtsFlagASetThatBreaksTheKnownFacts) {
  FaceSet f = FaceSet::standard();
  f.counts[static_cast<std::size_t>(rank(Colour::kWhite))][index(Face::kSkull)] = 1;
  f.counts[static_cast<std::size_t>(rank(Colour::kRed))][index(Face::kSkull)] = 1;
  const auto d = f.doubts();
  EXPECT_GE(d.size(), 2u);
}
