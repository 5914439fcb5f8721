// Transcription of the prompted actions table, sheet 004_868e95504124a996.txt lines 140-181.
#include <gtest/gtest.h>

#include "games/reg/tables.h"
#include "sheet.h"

using namespace bivouac::reg;

namespace {

struct Expected {
  const char* id;
  int line;
  const char* cost;  // the four columns of line 141, as on the sheet
};

// Copied from the sheet by hand, independently of data/actions.toml.
const Expected kUnitRows[] = {
    {"C1", 142, "I N/A N/A N/A"},   {"C2", 143, "II II II II"},     {"C3", 144, "N/A II III IV"},
    {"C4", 145, "III III III IV"},  {"M1", 148, "II II III IV"},    {"M2", 149, "I I I I"},
    {"M3", 150, "I II II III"},     {"M4", 151, "II III IV N/A"},   {"M5", 152, "I II IV N/A"},
    {"M6", 153, "I II II IV"},      {"M7", 154, "I II II III"},     {"M8", 155, "I II III IV"},
    {"M9", 156, "I II III III"},    {"M10", 157, "I III IV N/A"},   {"M11", 158, "I III IV N/A"},
    {"M12", 159, "II III IV N/A"},  {"M13", 160, "N/A III IV N/A"}, {"M14", 161, "II III IV N/A"},
    {"M17", 164, "N/A II III N/A"}, {"MF1", 165, "I II II III"},    {"MF2", 166, "I I II II"},
    {"F1", 167, "II III IV IV"},    {"F2", 168, "II II III IV"},    {"F3", 169, "II III IV IV"},
    {"F4", 170, "II II III N/A"},   {"F5", 171, "II III IV IV"},
};

std::string cost_text(const PromptedAction& a) {
  std::string out;
  for (const auto& c : a.cost) {
    if (!out.empty()) out += ' ';
    out += c ? std::string(numeral(*c)) : "N/A";
  }
  return out;
}

}  // namespace

// Lines 142-173: 31 actions, C1-C6, M1-M17, MF1-MF2, F1-F5, E1.
TEST(regTranscriptionActions, RowCountLines142To173) {
  const auto& t = Tables::get().actions;
  EXPECT_EQ(t.actions.size(), 31u);
  int c = 0, m = 0, mf = 0, f = 0, e = 0;
  for (const auto& a : t.actions) {
    if (a.id.rfind("MF", 0) == 0)
      ++mf;
    else if (a.id[0] == 'C')
      ++c;
    else if (a.id[0] == 'M')
      ++m;
    else if (a.id[0] == 'F')
      ++f;
    else if (a.id[0] == 'E')
      ++e;
  }
  EXPECT_EQ(c, 6);
  EXPECT_EQ(m, 17);
  EXPECT_EQ(mf, 2);
  EXPECT_EQ(f, 5);
  EXPECT_EQ(e, 1);
  // Line 141: the four formation columns.
  EXPECT_EQ(t.formations, (std::vector<std::string>{"Skirmish", "Drilled", "Formed", "Tribal"}));
}

// Every unit action row: its sheet line and its four cost cells.
TEST(regTranscriptionActions, EveryUnitRowCostsLines142To171) {
  const auto& t = Tables::get().actions;
  for (const auto& x : kUnitRows) {
    const PromptedAction* a = t.find(x.id);
    ASSERT_NE(a, nullptr) << x.id;
    EXPECT_EQ(a->line, x.line) << x.id;
    EXPECT_EQ(a->kind, ActionKind::kUnit) << x.id;
    EXPECT_EQ(cost_text(*a), x.cost) << x.id << " (sheet line " << x.line << ")";
  }
}

// The special rows: C5 line 146 (all generals), C6 line 147 (Yellow/Red), M15 line 162 (II),
// M16 line 163 (one colour higher on M2-M6), E1 lines 172-173 (IV in combat, III not).
TEST(regTranscriptionActions, SpecialRowsLines146To173) {
  const auto& t = Tables::get().actions;
  const auto* c5 = t.find("C5");
  ASSERT_NE(c5, nullptr);
  EXPECT_EQ(c5->line, 146);
  EXPECT_EQ(c5->kind, ActionKind::kGeneral);
  EXPECT_FALSE(c5->general_cost.has_value());
  const auto* c6 = t.find("C6");
  ASSERT_NE(c6, nullptr);
  ASSERT_EQ(c6->variants.size(), 2u);
  EXPECT_EQ(c6->variants[0].colour, Colour::kYellow);
  EXPECT_EQ(c6->variants[1].colour, Colour::kRed);
  EXPECT_EQ(c6->variants[0].recovers_bw, 1);  // "YELLOW 1BW recovered; RED 2BW recovered"
  EXPECT_EQ(c6->variants[1].recovers_bw, 2);
  EXPECT_EQ(c5->only_at, std::vector<std::string>{"2.1"});  // "2.1 in Charge Phase"
  EXPECT_EQ(c5->turn_phase, 2);
  const auto* m15 = t.find("M15");
  ASSERT_NE(m15, nullptr);
  EXPECT_EQ(m15->line, 162);
  EXPECT_EQ(m15->general_cost, Colour::kGreen);
  EXPECT_EQ(m15->only_at, (std::vector<std::string>{"4.1", "4.2", "4.3"}));  // Movement Phase
  EXPECT_EQ(m15->turn_phase, 4);
  const auto* m16 = t.find("M16");
  ASSERT_NE(m16, nullptr);
  EXPECT_EQ(m16->line, 163);
  EXPECT_EQ(m16->raises, 1);
  EXPECT_EQ(m16->applies_to, (std::vector<std::string>{"M2", "M3", "M4", "M5", "M6"}));
  const auto* e1 = t.find("E1");
  ASSERT_NE(e1, nullptr);
  ASSERT_EQ(e1->variants.size(), 2u);
  EXPECT_EQ(e1->variants[0].colour, Colour::kRed);
  EXPECT_EQ(e1->variants[0].line, 172);
  EXPECT_EQ(e1->variants[1].colour, Colour::kYellow);
  EXPECT_EQ(e1->variants[1].line, 173);
  // M10 line 157: "not Keils or Tercios"; M14 line 161: never tribal troops.
  EXPECT_FALSE(t.find("M10")->keil_allowed);
  EXPECT_TRUE(t.find("M14")->tribal_forbidden);
}

// Line 174: M3-M14 and F1-F3 cost one colour more for Keils and Tercios; lines 176-181.
TEST(regTranscriptionActions, SurchargesLines174To181) {
  const auto& t = Tables::get().actions;
  EXPECT_EQ(t.keil.line, 174);
  EXPECT_EQ(t.keil.raises, 1);
  EXPECT_EQ(t.keil.applies_to.size(), 15u);
  EXPECT_TRUE(t.keil.applies("M3"));
  EXPECT_TRUE(t.keil.applies("M14"));
  EXPECT_TRUE(t.keil.applies("F3"));
  EXPECT_FALSE(t.keil.applies("M2"));
  EXPECT_FALSE(t.keil.applies("F4"));
  EXPECT_EQ(t.out_of_command_rule_line, 181);
  EXPECT_EQ(t.out_of_command_extra, 1);
  EXPECT_EQ(t.upgrade_line, 177);
  EXPECT_EQ(t.upgrade_colours, 1);
  EXPECT_EQ(t.block_extra, 1);
}

// Against the sheet itself, when it is available: each unit row's line holds its id and the
// same four cells (tab-separated, after the id and the action name).
TEST(regTranscriptionActions, MatchesSheetFileLines142To171) {
  const auto sheet = reg_test::sheet_lines();
  if (!sheet) GTEST_SKIP() << "rule sheet not found";
  for (const auto& a : Tables::get().actions.actions) {
    if (a.kind != ActionKind::kUnit) continue;
    const auto c = reg_test::cells((*sheet)[static_cast<std::size_t>(a.line)]);
    ASSERT_GE(c.size(), 7u) << a.id;
    // Cells: [phase], id, name, four costs, note.
    std::size_t at = 0;
    while (at < c.size() && c[at] != a.id) ++at;
    ASSERT_LT(at + 5, c.size()) << a.id << " not on sheet line " << a.line;
    std::string sheet_cost = c[at + 2] + " " + c[at + 3] + " " + c[at + 4] + " " + c[at + 5];
    EXPECT_EQ(cost_text(a), sheet_cost) << a.id << " line " << a.line;
  }
}
