// Transcription of the charge and fighting claims (lines 185-217), the preferred-opponent
// claims (lines 223-264) and which dice to roll (lines 266-275), sheet 004_868e95504124a996.txt.
#include <gtest/gtest.h>

#include "games/reg/tables.h"
#include "sheet.h"

using namespace bivouac::reg;

namespace {
struct Row {
  const char* key;
  int line;
  int value;
};
}  // namespace

// Lines 185-200: sixteen charge-phase claims.
TEST(regTranscriptionClaims, ChargeRowsLines185To200) {
  const auto& rows = Tables::get().claims.charge;
  const Row expected[] = {
      {"quality", 185, 1},          {"flank_rear", 186, 4},         {"general", 187, 1},
      {"mounted_vs_unready_foot", 188, 3}, {"mounted_vs_loose_foot", 189, 2},
      {"neighbour_shoved", 190, 1}, {"neighbour_shattered", 191, 2}, {"opponent_affected", 192, 2},
      {"opponent_badly_affected", 193, 3}, {"mounted_vs_irregulars", 194, 2},
      {"uphill_or_obstacle", 195, 1}, {"vs_mounted_who_shot", 196, 1}, {"redoubt", 197, 0},
      {"vs_artillery", 198, 2},     {"vs_combat_shy", 199, 1},      {"vs_skirmish", 200, 2},
  };
  ASSERT_EQ(rows.size(), 16u);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].key, expected[i].key);
    EXPECT_EQ(rows[i].line, expected[i].line) << expected[i].key;
    EXPECT_EQ(rows[i].value, expected[i].value) << expected[i].key;
  }
  // Line 186: "+1 automatic W"; line 187 "+1(+2)"; line 197 "+2(+4)".
  EXPECT_EQ(rows[1].automatic_wounds, 1);
  EXPECT_EQ(rows[2].legendary, 2);
  EXPECT_EQ(rows[12].vs_foot, 2);
  EXPECT_EQ(rows[12].vs_mounted, 4);
}

// Lines 204-217: fourteen fighting-phase claims.
TEST(regTranscriptionClaims, FightingRowsLines204To217) {
  const auto& rows = Tables::get().claims.fighting;
  const Row expected[] = {
      {"quality", 204, 1},          {"side_rear_edge", 205, 2},      {"general", 206, 1},
      {"better_armour", 207, 1},    {"neighbour_shoved", 208, 1},    {"opponent_affected", 209, 2},
      {"opponent_badly_affected", 210, 3}, {"uphill", 211, 1},       {"mounted_vs_irregulars", 212, 1},
      {"redoubt_vs_foot", 213, 1},  {"redoubt_vs_mounted", 214, 2},  {"vs_combat_shy", 215, 1},
      {"vs_skirmish", 216, 2},      {"vs_artillery", 217, 2},
  };
  ASSERT_EQ(rows.size(), 14u);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].key, expected[i].key);
    EXPECT_EQ(rows[i].line, expected[i].line) << expected[i].key;
    EXPECT_EQ(rows[i].value, expected[i].value) << expected[i].key;
  }
  EXPECT_EQ(rows[2].legendary, 2);  // line 206 "+1(+2)"
}

// Each claim's value appears as "+N" on its sheet line.
TEST(regTranscriptionClaims, ValuesMatchSheetFileLines185To217) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto* rows : {&Tables::get().claims.charge, &Tables::get().claims.fighting}) {
    for (const auto& r : *rows) {
      const std::string& line = (*sheet)[static_cast<std::size_t>(r.line)];
      const int v = r.value ? r.value : r.vs_foot;
      EXPECT_NE(line.find("+" + std::to_string(v)), std::string::npos) << r.key << " line " << r.line;
    }
  }
}

namespace {
struct Pref {
  int line;
  const char* phase;
  const char* group;
  bool star;
  int vs_any, vs_mounted, vs_mounted_or_el, vs_foot;
  int ranks_rows;
  const char* effect;
};
// Lines 227-264, by hand: line, phase, table, *, +any, +mounted, +mounted/El, +foot, rank rows, effect.
const Pref kPreferred[] = {
    {227, "charge", "foot", true, 0, 0, 3, 0, 0, ""},
    {228, "charge", "foot", true, 0, 0, 3, 0, 2, ""},
    {229, "charge", "foot", true, 0, 0, 1, 0, 0, ""},
    {230, "charge", "foot", false, 0, 1, 0, 0, 0, ""},
    {231, "charge", "foot", false, 1, 0, 0, 0, 0, "shove"},
    {232, "charge", "foot", false, 1, 0, 0, 0, 0, "shatter"},
    {233, "charge", "foot", true, 0, 0, 3, 0, 1, ""},
    {234, "charge", "foot", false, 1, 0, 0, 0, 0, ""},
    {240, "fighting", "foot", true, 0, 0, 2, 0, 0, ""},
    {241, "fighting", "foot", true, 0, 0, 3, 0, 2, ""},
    {242, "fighting", "foot", true, 0, 0, 1, 0, 0, ""},
    {243, "fighting", "foot", false, 0, 1, 0, 0, 0, ""},
    {244, "fighting", "foot", false, 0, 0, 0, 0, 0, "shove"},
    {245, "fighting", "foot", false, 1, 0, 0, 0, 0, ""},
    {246, "fighting", "foot", true, 0, 0, 2, 0, 1, ""},
    {247, "fighting", "foot", false, 0, 0, 1, 0, 1, ""},
    {248, "fighting", "foot", false, 1, 0, 0, 0, 0, ""},
    {252, "charge", "mounted", false, 1, 0, 0, 0, 0, ""},
    {253, "charge", "mounted", false, 0, 4, 0, 3, 0, "shatter"},
    {254, "charge", "mounted", false, 1, 0, 0, 0, 0, "shatter"},
    {255, "charge", "mounted", true, 2, 0, 0, 0, 0, ""},
    {256, "charge", "mounted", true, 2, 0, 0, 0, 0, ""},
    {257, "charge", "mounted", false, 1, 0, 0, 0, 0, ""},
    {261, "fighting", "mounted", false, 1, 0, 0, 0, 0, ""},
    {262, "fighting", "mounted", false, 1, 0, 0, 0, 0, ""},
    {263, "fighting", "mounted", false, 3, 0, 0, 0, 0, "shove"},
    {264, "fighting", "mounted", false, 1, 0, 0, 0, 0, ""},
};
}  // namespace

// 8 + 9 foot rows (lines 227-234, 240-248) and 6 + 4 mounted rows (252-257, 261-264).
TEST(regTranscriptionClaims, PreferredRowsLines227To264) {
  const auto& rows = Tables::get().claims.preferred;
  ASSERT_EQ(rows.size(), std::size(kPreferred));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& r = rows[i];
    const auto& x = kPreferred[i];
    SCOPED_TRACE("sheet line " + std::to_string(x.line));
    EXPECT_EQ(r.line, x.line);
    EXPECT_EQ(std::string(phase_name(r.phase)), x.phase);
    EXPECT_EQ(r.group, x.group);
    EXPECT_EQ(r.unaffected_only, x.star);
    EXPECT_EQ(r.vs_any, x.vs_any);
    EXPECT_EQ(r.vs_mounted, x.vs_mounted);
    EXPECT_EQ(r.vs_mounted_or_el, x.vs_mounted_or_el);
    EXPECT_EQ(r.vs_foot, x.vs_foot);
    EXPECT_EQ(static_cast<int>(r.foot_ranks.size()), x.ranks_rows);
    EXPECT_EQ(r.effect, x.effect);
  }
  // Line 228: K&T +1 vs foot at 2 ranks, another +1 at 4; line 241: at 3+.
  EXPECT_EQ(rows[1].foot_ranks, (std::vector<std::pair<int, int>>{{2, 1}, {4, 1}}));
  EXPECT_EQ(rows[9].foot_ranks, (std::vector<std::pair<int, int>>{{2, 1}, {3, 1}}));
  // Lines 255-257: the value against the excepted opponents (0, +1, 0).
  EXPECT_EQ(rows[20].vs_excepted, 0);
  EXPECT_EQ(rows[21].vs_excepted, 1);
  EXPECT_EQ(rows[22].vs_excepted, 0);
}

// Lines 268-275: which dice to roll, by claim advantage.
TEST(regTranscriptionClaims, WhichDiceLines268To275) {
  const auto& d = Tables::get().claims.dice;
  ASSERT_EQ(d.size(), 8u);
  const char* adv[] = {"Green", "Green", "Yellow", "Red", "Red+White", "Red+Green", "Red+Yellow", "Red+Red"};
  const char* dis[] = {"Green", "White", "White", "White", "Black", "Black", "Black", "Black"};
  auto text = [](const std::vector<Colour>& v) {
    std::string out;
    for (Colour c : v) out += (out.empty() ? "" : "+") + std::string(colour_name(c));
    return out;
  };
  for (std::size_t i = 0; i < d.size(); ++i) {
    EXPECT_EQ(d[i].advantage, static_cast<int>(i));
    EXPECT_EQ(d[i].line, 268 + static_cast<int>(i));
    EXPECT_EQ(text(d[i].advantaged), adv[i]) << "line " << d[i].line;
    EXPECT_EQ(text(d[i].disadvantaged), dis[i]) << "line " << d[i].line;
  }
  EXPECT_EQ(Tables::get().claims.supporting_line, 290);
  EXPECT_EQ(Tables::get().claims.supporting_shift, -1);
}

TEST(regTranscriptionClaims, WhichDiceMatchSheetFileLines268To275) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto& d : Tables::get().claims.dice) {
    const auto c = reg_test::cells((*sheet)[static_cast<std::size_t>(d.line)]);
    ASSERT_EQ(c.size(), 4u);
    EXPECT_EQ(c[1], colour_name(d.advantaged[0])) << d.line;
    // Rows 0-3 name the other file's die in the last cell; rows 4-7 in cells 2 and 3.
    if (d.advantage < 4) {
      EXPECT_EQ(c[3], colour_name(d.disadvantaged[0])) << d.line;
    } else {
      EXPECT_EQ(c[2], colour_name(d.advantaged[1])) << d.line;
      EXPECT_EQ(c[3], colour_name(d.disadvantaged[0])) << d.line;
    }
  }
}
