// Command cards: dealing (line 18), discarding (line 17), gifting (lines 71-77),
// Hesitant/Desertion (lines 79-80), upgrade and move once per phase (lines 176-177).
#include "games/reg/command.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/errors.h"
#include "games/reg/tables.h"

using namespace bivouac::reg;

namespace {

const GeneralTable& gt() {
  return Tables::get().generals;
}

General make(const char* name, GeneralLevel level, const char* type = "Professional",
             const char* commander = "") {
  General g;
  g.name = name;
  g.level = level;
  g.type = type;
  g.commander = commander;
  return g;
}

DeckCounts counts(int black, int white, int green, int yellow, int red) {
  DeckCounts d;
  d.name = "test";
  d.count = {black, white, green, yellow, red};
  return d;
}

}  // namespace

// Line 18: replenish to 2/3/4/5 by level, dead generals included.
TEST(regCommand, DealsToLevelAllowanceLine18) {
  CommandState s = CommandState::fresh(DeckCounts::standard(), 7);
  s.add_general(gt(), make("Ann", GeneralLevel::kMG));
  s.add_general(gt(), make("Bob", GeneralLevel::kCG));
  s.add_general(gt(), make("Cid", GeneralLevel::kTG));
  s.add_general(gt(), make("Dan", GeneralLevel::kLG));
  s.general("Cid").dead = true;
  (void)s.deal(gt());
  EXPECT_EQ(s.general("Ann").hand.size(), 2u);
  EXPECT_EQ(s.general("Bob").hand.size(), 3u);
  EXPECT_EQ(s.general("Cid").hand.size(), 4u);
  EXPECT_EQ(s.general("Dan").hand.size(), 5u);
  EXPECT_EQ(s.pack.size(), 50u - 14u);
  (void)s.deal(gt());  // already full: nothing more
  EXPECT_EQ(s.pack.size(), 36u);
}

// Line 17: keep at most one over the allowance; discards go back in on a reshuffle.
TEST(regCommand, DiscardKeepsAtMostOneOverLine17) {
  CommandState s = CommandState::fresh(counts(0, 20, 0, 0, 0), 1);
  s.add_general(gt(), make("Ann", GeneralLevel::kMG));
  s.general("Ann").hand = std::vector<Colour>(5, Colour::kWhite);  // 2 allowed, 3 may be kept
  EXPECT_THROW((void)s.discard(gt(), "Ann", {Colour::kWhite}), bivouac::FormatError);
  (void)s.discard(gt(), "Ann", {Colour::kWhite, Colour::kWhite});
  EXPECT_EQ(s.general("Ann").hand.size(), 3u);
  EXPECT_EQ(s.discards.size(), 2u);
  EXPECT_THROW((void)s.discard(gt(), "Ann", {Colour::kRed}), bivouac::FormatError);  // not held
  const std::size_t before = s.pack.size();
  (void)s.reshuffle();
  EXPECT_EQ(s.pack.size(), before + 2);
  EXPECT_TRUE(s.discards.empty());
}

// Lines 79-80: in the first turn a hand of only White/Black is Hesitant; only Black, Desertion.
TEST(regCommand, HesitantAndDesertionFirstTurnLines79To80) {
  CommandState s = CommandState::fresh(counts(3, 0, 0, 0, 0), 1);
  s.add_general(gt(), make("Ann", GeneralLevel::kMG));
  (void)s.deal(gt());
  EXPECT_TRUE(s.general("Ann").hesitant);
  EXPECT_TRUE(s.general("Ann").desertion);
  CommandState w = CommandState::fresh(counts(1, 1, 0, 0, 0), 1);
  w.add_general(gt(), make("Bob", GeneralLevel::kMG));
  (void)w.deal(gt());
  EXPECT_TRUE(w.general("Bob").hesitant);
  EXPECT_FALSE(w.general("Bob").desertion);
  CommandState g = CommandState::fresh(counts(0, 1, 1, 0, 0), 1);
  g.add_general(gt(), make("Cid", GeneralLevel::kMG));
  (void)g.deal(gt());
  EXPECT_FALSE(g.general("Cid").hesitant);
  // Not in later turns.
  CommandState later = CommandState::fresh(counts(3, 0, 0, 0, 0), 1);
  later.add_general(gt(), make("Dan", GeneralLevel::kMG));
  later.turn = 2;
  (void)later.deal(gt());
  EXPECT_FALSE(later.general("Dan").hesitant);
}

// Lines 71-77: who may gift to whom, how far, how many.
TEST(regCommand, GiftingRulesLines71To77) {
  CommandState s = CommandState::fresh(DeckCounts::standard(), 3);
  s.add_general(gt(), make("Ac", GeneralLevel::kTG, "Professional", "professional_in_command"));
  s.add_general(gt(), make("Sub", GeneralLevel::kCG));
  s.add_general(gt(), make("Ally", GeneralLevel::kCG));
  s.add_general(gt(), make("Wild", GeneralLevel::kCG, "Instinctive"));
  s.general("Ally").allied = true;
  s.general("Ac").hand = {Colour::kRed, Colour::kGreen, Colour::kWhite};
  (void)s.gift(gt(), "Sub", Colour::kRed, 10);
  EXPECT_EQ(s.general("Sub").hand, std::vector<Colour>{Colour::kRed});
  EXPECT_THROW((void)s.gift(gt(), "Sub", Colour::kGreen, 5),
               bivouac::FormatError);  // one each (line 72)
  EXPECT_THROW((void)s.gift(gt(), "Ally", Colour::kGreen, 5), bivouac::FormatError);  // allied
  EXPECT_THROW((void)s.gift(gt(), "Wild", Colour::kGreen, 5), bivouac::FormatError);  // wrong type
  s.add_general(gt(), make("Far", GeneralLevel::kCG));
  EXPECT_THROW((void)s.gift(gt(), "Far", Colour::kGreen, 11), bivouac::FormatError);  // range 10
  s.general("Ac").front_rank = true;
  EXPECT_THROW((void)s.gift(gt(), "Far", Colour::kGreen, 2), bivouac::FormatError);  // line 76
  s.general("Ac").front_rank = false;
  EXPECT_THROW((void)s.gift(gt(), "Far", Colour::kYellow, 2), bivouac::FormatError);  // not held
  (void)s.gift(gt(), "Far", Colour::kGreen, 2);
  EXPECT_EQ(s.general("Ac").hand, std::vector<Colour>{Colour::kWhite});
}

// Line 73: an Instinctive commander gifts only to Instinctive generals, and says so in English.
TEST(regCommand, AnInstinctiveCommandersRefusalReadsAnInstinctiveLine73) {
  CommandState s = CommandState::fresh(DeckCounts::standard(), 3);
  s.add_general(gt(), make("Ac", GeneralLevel::kTG, "Instinctive", "instinctive"));
  s.add_general(gt(), make("Pro", GeneralLevel::kCG));
  s.general("Ac").hand = {Colour::kRed};
  try {
    (void)s.gift(gt(), "Pro", Colour::kRed, 2);
    FAIL() << "an Instinctive commander gifted to a Professional general";
  } catch (const std::exception& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("an Instinctive commander gifts only to Instinctive generals"),
              std::string::npos)
        << what;
    EXPECT_EQ(what.find("a Instinctive"), std::string::npos) << what;
  }
}

// Line 71: a Floating professional commander may give any number; line 74 Tribal none.
TEST(regCommand, FloatingAndTribalCommandersLines71And74) {
  CommandState s = CommandState::fresh(DeckCounts::standard(), 3);
  s.add_general(gt(), make("Ac", GeneralLevel::kLG, "Professional", "professional_floating"));
  s.add_general(gt(), make("Sub", GeneralLevel::kCG));
  s.general("Ac").hand = {Colour::kRed, Colour::kGreen};
  (void)s.gift(gt(), "Sub", Colour::kRed, 15);
  (void)s.gift(gt(), "Sub", Colour::kGreen, 15);
  EXPECT_EQ(s.general("Sub").hand.size(), 2u);
  CommandState t = CommandState::fresh(DeckCounts::standard(), 3);
  t.add_general(gt(), make("Chief", GeneralLevel::kLG, "Tribal", "tribal"));
  t.add_general(gt(), make("Sub", GeneralLevel::kCG, "Tribal"));
  t.general("Chief").hand = {Colour::kRed};
  EXPECT_THROW((void)t.gift(gt(), "Sub", Colour::kRed, 1), bivouac::FormatError);
  // A commander key must match the general's type.
  EXPECT_THROW(
      t.add_general(gt(), make("X", GeneralLevel::kCG, "Instinctive", "professional_floating")),
      bivouac::FormatError);
}

// Line 177: one upgrade per phase; line 176: one move per phase; both reset at a new phase.
TEST(regCommand, UpgradeAndMoveOncePerPhaseLines176To177) {
  CommandState s = CommandState::fresh(DeckCounts::standard(), 3);
  s.add_general(gt(), make("Ann", GeneralLevel::kCG));
  const auto& at = bivouac::reg::Tables::get().actions;
  const auto& m15 = *at.find("M15");
  (void)s.upgrade(at, "Ann");
  EXPECT_THROW((void)s.upgrade(at, "Ann"), bivouac::FormatError);
  (void)s.move_general(m15, "Ann");
  EXPECT_THROW((void)s.move_general(m15, "Ann"), bivouac::FormatError);
  s.new_phase();
  EXPECT_NO_THROW((void)s.upgrade(at, "Ann"));
  EXPECT_NO_THROW((void)s.move_general(m15, "Ann"));
}

// Line 69 with general_wound=level: a wounded TG loses his hand and deals as a CG.
TEST(regCommand, GeneralWoundAppliedLine69) {
  CommandState s = CommandState::fresh(DeckCounts::standard(), 3);
  s.add_general(gt(), make("Ann", GeneralLevel::kTG));
  (void)s.deal(gt());
  const auto r =
      kab_general(gt(), Tables::get().effects, GeneralLevel::kTG, Face::kSword, RegOptions{});
  (void)s.apply_fate("Ann", r);
  EXPECT_TRUE(s.general("Ann").hand.empty());
  EXPECT_EQ(s.general("Ann").level, GeneralLevel::kCG);
  EXPECT_EQ(s.discards.size(), 4u);
  (void)s.deal(gt());
  EXPECT_EQ(s.general("Ann").hand.size(), 3u);
}

// The state survives a JSON round trip, pack order and generator included.
TEST(regCommand, JsonRoundTrip) {
  CommandState s = CommandState::fresh(DeckCounts::standard(), 11);
  s.add_general(gt(), make("Ann", GeneralLevel::kCG, "Professional", "professional_floating"));
  s.add_general(gt(), make("Bob", GeneralLevel::kMG));
  (void)s.deal(gt());
  CommandState back = CommandState::from_json(s.to_json(), gt());
  EXPECT_EQ(back.to_json(), s.to_json());
  (void)s.reshuffle();
  (void)back.reshuffle();
  EXPECT_EQ(back.pack, s.pack);
  nlohmann::json bad = s.to_json();
  bad["generals"][0]["level"] = "XG";
  EXPECT_THROW((void)CommandState::from_json(bad, gt()), bivouac::FormatError);
  bad = s.to_json();
  bad["pack"][0] = "Purple";
  EXPECT_THROW((void)CommandState::from_json(bad, gt()), bivouac::FormatError);
}
