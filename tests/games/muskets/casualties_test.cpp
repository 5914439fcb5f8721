// The defender's choice of casualties, rule text 001 lines 78-84 (and 89 for charges).
#include <gtest/gtest.h>

#include "games/muskets/position.h"

namespace bivouac::muskets::testing {
namespace {

MusketsState volley_against(const MusketsGame& game, std::vector<std::string> attackers,
                            std::vector<std::string> defenders) {
  Position p;
  p.step = Step::kFire;
  p.hands[0] = {"Ready", "Aim", "Fire"};
  p.lines[0] = std::move(attackers);
  p.lines[1] = std::move(defenders);
  auto s = make(game, p);
  play(game, s, "fire order Ready Aim Fire");
  return s;
}

TEST(MusketsCasualties, L82_TheDefenderChoosesWhichInfantryToLose) {
  auto game = muskets();
  // Force 7 against Light 4, Line 5, Guard 7: {Guard} or {Light, Line} are the minimal sets.
  auto s = volley_against(*game, {"Guard Infantry"},
                          {"Light Infantry", "Line Infantry", "Guard Infantry"});
  EXPECT_EQ(s.step, Step::kCasualties);
  EXPECT_EQ(game->current_player(s), 1);
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"lose Light Infantry", "lose Line Infantry",
                                                       "lose Guard Infantry"}));
  play(*game, s, "lose Light Infantry");
  // Having taken Light (4), Guard would make {Light, Guard} from which Light could be left out.
  EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"lose Line Infantry"}));
  play(*game, s, "lose Line Infantry");
  EXPECT_EQ(s.line[1], counts(*game, {"Guard Infantry"}));
  EXPECT_EQ(s.morale[1], 20);  // the Force was absorbed
  EXPECT_EQ(s.active, 1);      // nothing else to do: the turn has passed
}

TEST(MusketsCasualties, L82_ASingleCardThatCoversTheForceEndsTheChoice) {
  auto game = muskets();
  auto s = volley_against(*game, {"Light Infantry", "Light Infantry"},
                          {"Guard Infantry", "Guard Infantry"});
  play(*game, s, "lose Guard Infantry");  // 7 < 8: a second card is needed
  EXPECT_EQ(s.step, Step::kCasualties);
  play(*game, s, "lose Guard Infantry");
  EXPECT_EQ(count(s.line[1]), 0);
  EXPECT_EQ(s.morale[1], 20);  // 14 >= 8: no Morale lost
}

TEST(MusketsCasualties, L82_NoCardOfTheChosenSetCouldBeLeftOut) {
  auto game = muskets();
  // Force 9 against Light 4, Line 5, Grenadier 6, Guard 7.
  auto s =
      volley_against(*game, {"Light Infantry", "Line Infantry"},
                     {"Light Infantry", "Line Infantry", "Grenadier Infantry", "Guard Infantry"});
  // Every single card can start a minimal set: 4+5, 4+6? (10-4=6<9 yes), 4+7 (11-4=7<9 yes), 5+6,
  // 5+7, 6+7 (13-6=7<9).
  EXPECT_EQ(legal(*game, s).size(), 4u);
  play(*game, s, "lose Grenadier Infantry");
  // With Grenadier (6): +Light (10), +Line (11), +Guard (13) are all minimal.
  EXPECT_EQ(legal(*game, s).size(), 3u);
  play(*game, s, "lose Guard Infantry");
  EXPECT_EQ(s.line[1], counts(*game, {"Light Infantry", "Line Infantry"}));
}

TEST(MusketsCasualties, L83_ShortfallAfterAllInfantryIsLostComesOffMorale) {
  auto game = muskets();
  auto s = volley_against(*game, {"Guard Infantry", "Guard Infantry"},
                          {"Light Infantry", "Line Infantry"});
  EXPECT_EQ(count(s.line[1]), 0);
  EXPECT_EQ(s.morale[1], 20 - (14 - 9));
}

TEST(MusketsCasualties, L82_EqualForceLosesEverythingAndNoMorale) {
  auto game = muskets();
  auto s = volley_against(*game, {"Light Infantry", "Line Infantry"},
                          {"Light Infantry", "Line Infantry"});
  EXPECT_EQ(count(s.line[1]), 0);
  EXPECT_EQ(s.morale[1], 20);
}

TEST(MusketsCasualties, L89_AChargeUsesTheSameChoiceAndThenDiscardsTheChargers) {
  auto game = muskets();
  Position p;
  p.step = Step::kCharge;
  p.hands[0] = {"Fire"};
  p.lines[0] = {"Light Infantry"};
  p.lines[1] = {"Line Infantry", "Guard Infantry"};
  auto s = make(*game, p);
  play(*game, s, "charge with Fire");
  EXPECT_EQ(game->current_player(s), 1);
  play(*game, s, "lose Line Infantry");
  EXPECT_EQ(s.line[1], counts(*game, {"Guard Infantry"}));
  EXPECT_EQ(count(s.line[0]), 0);
}

}  // namespace
}  // namespace bivouac::muskets::testing
