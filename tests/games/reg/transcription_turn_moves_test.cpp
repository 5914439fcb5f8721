// Transcription of the turn sequence (lines 3-41), movement (lines 82-107) and the evade roll
// (lines 111-128), sheet 004_868e95504124a996.txt.
#include <gtest/gtest.h>

#include "games/reg/tables.h"
#include "sheet.h"

using namespace bivouac::reg;

// Lines 17-41: 25 steps, each on its own line, phases 1-6 named on lines 3-13.
TEST(regTranscriptionTurn, StepsLines17To41) {
  const auto& t = Tables::get().turn;
  const char* ids[] = {"1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6",
                       "2.7", "2.8", "3.1", "3.2", "4.1", "4.2", "4.3", "5.1", "5.2",
                       "5.3", "5.4", "5.5", "5.6", "6.1", "6.2", "6.3"};
  ASSERT_EQ(t.steps.size(), 25u);
  for (std::size_t i = 0; i < t.steps.size(); ++i) {
    EXPECT_EQ(t.steps[i].id, ids[i]);
    EXPECT_EQ(t.steps[i].line, 17 + static_cast<int>(i)) << ids[i];
    EXPECT_FALSE(t.steps[i].summary.empty());
  }
  ASSERT_EQ(t.phases.size(), 6u);
  const char* names[] = {"Card", "Charge", "Shoot", "Move", "Fighting", "End of turn"};
  for (int p = 0; p < 6; ++p) {
    EXPECT_EQ(t.phases[static_cast<std::size_t>(p)].name, names[p]);
    EXPECT_EQ(t.phases[static_cast<std::size_t>(p)].line, 3 + 2 * p);  // lines 3, 5, ... 13
  }
  // Step texts that name tests: 2.6 (line 25) close foot in a flank sector, 5.2 (line 34) a
  // killed general, 6.3 (line 41) sacked camp and unsecured flank.
  EXPECT_EQ(t.find("2.6")->kab, (std::vector<std::string>{"U5"}));
  EXPECT_EQ(t.find("5.2")->kab, (std::vector<std::string>{"U1"}));
  EXPECT_EQ(t.find("6.3")->kab, (std::vector<std::string>{"U7", "U8"}));
}

TEST(regTranscriptionTurn, StepIdsMatchSheetFileLines17To41) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto& s : Tables::get().turn.steps) {
    EXPECT_EQ((*sheet)[static_cast<std::size_t>(s.line)].rfind("- " + s.id + " ", 0), 0u) << s.id;
  }
}

namespace {
struct MoveRow {
  const char* key;
  int line;
  const char* gdr;
};
// Lines 90-99, copied by hand.
const MoveRow kMoves[] = {
    {"close_foot", 90, "3 3 2"},      {"loose_foot", 91, "3 3 3"},
    {"skirmishers", 92, "4 4 3"},     {"close_mounted", 93, "4 2 1"},
    {"loose_mounted", 94, "5 3 2"},   {"mounted_skirmish", 95, "6 4 3"},
    {"elephants", 96, "4 3 2"},       {"battlewagons", 97, "2 1 -"},
    {"light_artillery", 98, "2 1 -"}, {"other_artillery", 99, "1 - -"},
};
std::string gdr(const TroopMove& m) {
  std::string out;
  for (const auto& d : m.distance) {
    if (!out.empty()) out += ' ';
    out += d ? std::to_string(*d) : "-";
  }
  return out;
}
}  // namespace

// Lines 89-99: ten troop types, G/R/D distances; lines 101-105 modifiers.
TEST(regTranscriptionMovement, EveryRowLines90To99) {
  const auto& t = Tables::get().movement;
  ASSERT_EQ(t.troops.size(), 10u);
  for (const auto& x : kMoves) {
    const TroopMove* m = t.find(x.key);
    ASSERT_NE(m, nullptr) << x.key;
    EXPECT_EQ(m->line, x.line) << x.key;
    EXPECT_EQ(gdr(*m), x.gdr) << x.key << " (sheet line " << x.line << ")";
  }
  EXPECT_TRUE(t.find("skirmishers")->skirmisher);
  EXPECT_TRUE(t.find("mounted_skirmish")->skirmisher);
  EXPECT_FALSE(t.find("close_foot")->skirmisher);
  EXPECT_EQ(t.fleet_of_foot, 1);       // line 101
  EXPECT_EQ(t.linear_obstacle, -1);    // line 103
  EXPECT_EQ(t.general_moves_as, "mounted_skirmish");  // line 105
}

TEST(regTranscriptionMovement, MatchesSheetFileLines90To99) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto& m : Tables::get().movement.troops) {
    const auto c = reg_test::cells((*sheet)[static_cast<std::size_t>(m.line)]);
    ASSERT_EQ(c.size(), 4u) << m.key;
    EXPECT_EQ(gdr(m), c[1] + " " + c[2] + " " + c[3]) << m.key;
  }
}

// Lines 116-128: six evade rows, -1 Poor, optional +1 Superior/Exceptional, -2 BW skirmish.
TEST(regTranscriptionEvade, EveryRowLines117To128) {
  const auto& t = Tables::get().movement;
  ASSERT_EQ(t.evade.size(), 6u);
  const int low[] = {0, 1, 2, 3, 6, 7};
  const int high[] = {0, 1, 2, 5, 6, 7};
  const int change[] = {-3, -2, -1, 0, 1, 2};
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(t.evade[i].low, low[i]) << "row " << i;
    EXPECT_EQ(t.evade[i].high, high[i]) << "row " << i;
    EXPECT_EQ(t.evade[i].change, change[i]) << "row " << i;
    EXPECT_EQ(t.evade[i].line, 117 + static_cast<int>(i));
  }
  EXPECT_EQ(t.evade_poor, -1);
  EXPECT_EQ(t.evade_poor_line, 124);
  EXPECT_EQ(t.evade_superior, 1);
  EXPECT_EQ(t.evade_superior_line, 126);
  EXPECT_EQ(t.evade_skirmish, -2);
  EXPECT_EQ(t.evade_skirmish_line, 128);
}
