// Refusals are explained (issue 13): typed Volley actions that are not legal now get the reason
// with the section of the rule text (003_189270ec14865c69.txt, line 1).
#include <gtest/gtest.h>

#include "core/game_help.h"
#include "core/match.h"
#include "core/seat_view.h"
#include "games/volley/fixtures.h"

namespace bivouac::volley::testing {
namespace {

std::string refusal(const Table& t, const VolleyState& s, const std::string& text) {
  try {
    (void)parse_action(t.v, s, text);
  } catch (const RefusedAction& e) {
    EXPECT_NE(std::string(e.what()).find("Legal actions:"), std::string::npos) << e.what();
    return e.reason();
  } catch (const ActionError& e) {
    return std::string("(no reason) ") + e.what();
  }
  return "(accepted)";
}

TEST(VolleyRefusals, MeldsAreLaidInTheAttackPhaseL1AttackPhase) {
  Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley"});
  const std::string why = refusal(t, s, "play Grenadiers");
  EXPECT_EQ(why,
            "melds are laid in your Attack phase (L1 ATTACK PHASE); this is the Maneuver phase "
            "(L1 MANEUVER PHASE)");
}

TEST(VolleyRefusals, AMissingCardAndASecondLeaderAreExplainedL1AttackPhase) {
  Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley", "Major", "Colonel"});
  s.phase = Phase::kAttack;  // straight to the attack, without drawing up to 7
  EXPECT_EQ(refusal(t, s, "play Guard Infantry"), "you hold no Guard Infantry (IU 5)");
  t.play(s, "play Grenadiers");
  t.play(s, "play Major");
  EXPECT_EQ(refusal(t, s, "play Colonel"),
            "a meld holds at most one Leader card (L1 ATTACK PHASE)");
  EXPECT_EQ(refusal(t, s, "pass"),
            "a meld on the table must attack; passing is possible only before the first card is "
            "laid (L1 ATTACK PHASE)");
}

TEST(VolleyRefusals, ADefenseCardOfTheWrongSuitSaysWhatItNegatesL1CardList) {
  Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Grenadiers", "Volley"});
  t.give(s, 1, {"Infantry Square"});
  s.phase = Phase::kAttack;
  t.play(s, "play Grenadiers");
  t.play(s, "play Volley");
  t.play(s, "attack");
  ASSERT_EQ(s.phase, Phase::kDefend);
  const std::string why = refusal(t, s, "negate Volley with Infantry Square");
  EXPECT_NE(why.find("negates Cavalry Weapon cards only"), std::string::npos) << why;
  EXPECT_NE(refusal(t, s, "negate Grenadiers with Infantry Square").find("Units cannot be negated"),
            std::string::npos);
}

// The seat view says what a Defense card negates in words as well as by code (issue 42: the
// board printed "Negates IW").
TEST(VolleyBoard, ADefenseCardNamesTheSuitItNegatesInWords) {
  Table t;
  VolleyState s = t.empty();
  t.give(s, 0, {"Infantry Square"});
  const auto board = build_seat_view(*t.game, s, 0, {})["board"];
  bool seen = false;
  for (const auto& z : board["zones"]) {
    for (const auto& c : z["cards"]) {
      if (c.value("name", "") != "Infantry Square") continue;
      seen = true;
      EXPECT_EQ(c["facts"]["negates"], "CW");
      EXPECT_EQ(c["facts"]["negates_name"], "Cavalry Weapon");
    }
  }
  EXPECT_TRUE(seen);
}

TEST(VolleyCardHelp, CodesAndCardsAreExplained) {
  Table t;
  EXPECT_NE(card_help(t.v, "IU").find("Infantry Unit"), std::string::npos);
  const std::string grenadiers = card_help(t.v, "grenadiers");
  EXPECT_EQ(grenadiers.rfind("Grenadiers (IU 4", 0), 0u) << grenadiers;
  for (int c = 0; c < t.v.cards().size(); ++c) {
    const std::string text = card_help(t.v, t.v.cards().name(c));
    EXPECT_EQ(text.rfind(t.v.cards().name(c), 0), 0u) << text;
    EXPECT_NE(text.find("L1 "), std::string::npos) << text;
  }
  EXPECT_THROW((void)card_help(t.v, "Unicorn"), FormatError);
}

}  // namespace
}  // namespace bivouac::volley::testing
