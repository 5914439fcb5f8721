// Phases asked whatever the hand holds (rulings 15, L29-41), the first-turn house rules (rulings
// 17), the narrated opening, the face-up discard pile in render, and positions the loader refuses.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/match.h"
#include "games/muskets/position.h"

namespace bivouac::muskets::testing {
namespace {

TEST(MusketsFlow, Rulings15_L29_APhaseIsAskedWhetherOrNotThePlayerHoldsItsCard) {
  // The reproducer: after the player passes his Battle Plan, his opponent's view must not
  // show whether he holds a Cannon.
  auto game = muskets();
  Position with;
  with.active = 1;
  with.hands[1] = {"Cannon", "Ready"};
  with.lines[0] = {"Line Infantry"};
  Position without = with;
  without.hands[1] = {"Aim", "Ready"};
  auto a = make(*game, with);
  auto b = make(*game, without);
  for (auto* s : {&a, &b}) {
    play(*game, *s, "pass");  // Battle Plan: no General either way
    play(*game, *s, "done");  // Deploy: no infantry either way
  }
  EXPECT_EQ(a.step, Step::kBattery);
  EXPECT_EQ(b.step, Step::kBattery);  // asked too, although he can only pass
  EXPECT_EQ(legal(*game, b), (std::vector<std::string>{"pass"}));
  EXPECT_TRUE(game->observation(a, 0)->equals(*game->observation(b, 0)));
  play(*game, b, "pass");
  EXPECT_EQ(b.step, Step::kBombardment);
}

TEST(MusketsFlow, Rulings15_APhaseTheOpponentSeesIsUnusableIsSkipped) {
  // No enemy infantry in play (Battery), an empty enemy hand (Flanking), no own infantry (Fire,
  // Charge): everyone sees these, so the phase passes by itself.
  auto game = muskets();
  Position p;
  p.step = Step::kDeploy;
  p.hands[0] = {"Cannon", "Cavalry", "Fire", "Ready", "Aim"};
  auto s = make(*game, p);
  play(*game, s, "done");
  EXPECT_EQ(s.step, Step::kBombardment);  // Battery skipped: Player 2 has no infantry in play
  play(*game, s, "pass");
  EXPECT_EQ(s.step, Step::kRally);  // Flanking (empty enemy hand), Fire and Charge skipped
}

TEST(MusketsFirstTurns, Rulings17_PrintedRulesAreTheDefaultAndSaySoAtTheStart) {
  auto game = muskets();
  Match m(game, 3);
  ASSERT_FALSE(m.events().empty());
  EXPECT_EQ(m.events()[0].kind, "setup");
  EXPECT_NE(m.events()[0].text.find("Printed rules"), std::string::npos) << m.events()[0].text;
  EXPECT_NE(game->rules_summary().find("Printed rules"), std::string::npos);
  // In words, not the option's value (issue 42: nothing internal reaches a player).
  const std::string house = muskets("first_turns=no_fire_charge")->rules_summary();
  EXPECT_NE(house.find("House rule for the first turns: no Fire Order"), std::string::npos);
  EXPECT_EQ(house.find("no_fire_charge"), std::string::npos);
}

TEST(MusketsFirstTurns, Rulings17_NoFireOrChargeInEachPlayersFirstTurn) {
  auto game = muskets("first_turns=no_fire_charge");
  Position p;
  p.step = Step::kFlanking;
  p.hands[0] = {"Ready", "Aim", "Fire", "Fire"};
  p.lines[0] = {"Guard Infantry"};
  for (int turn : {1, 2, 3}) {
    auto s = make(*game, p);
    s.turn = static_cast<std::uint16_t>(turn);
    play(*game, s, "pass");  // Flanking (empty enemy hand would skip it; he has no Cavalry)
    if (turn <= 2) {
      EXPECT_EQ(s.step, Step::kRally) << "turn " << turn;  // Fire and Charge barred
    } else {
      EXPECT_EQ(s.step, Step::kFire);
      EXPECT_EQ(legal(*game, s), (std::vector<std::string>{"pass", "fire order Ready Aim Fire"}));
    }
  }
  // The printed rules allow both in the first turn.
  auto printed = muskets();
  auto s = make(*printed, p);
  play(*printed, s, "pass");
  EXPECT_EQ(s.step, Step::kFire);
}

TEST(MusketsFirstTurns, Rulings17_TheFirstPlayerDrawsNoReservesInHisFirstTurn) {
  auto game = muskets("first_turns=no_first_reserves,first_player=1");
  auto s = game->new_initial_state(8);
  const auto& m = as<MusketsState>(*s);
  EXPECT_EQ(count(m.hand[0]), kHandLimit);  // L44's two cards are not drawn in turn 1
  EXPECT_EQ(count(m.hand[1]), kHandLimit);
  auto printed = muskets("first_player=1")->new_initial_state(8);
  EXPECT_EQ(count(as<MusketsState>(*printed).hand[0]), kHandLimit + kReserveDraw);
}

TEST(MusketsOpening, L23_L27_TheDealWhoStartsAndTheFirstDrawAreNarratedForEachViewer) {
  auto game = muskets();
  Match m(game, 11);
  const auto& s = as<MusketsState>(m.state());
  const int first = s.first_player;
  int private_draws = 0, public_draws = 0, first_rolls = 0, turn_events = 0;
  for (const Event& e : m.events()) {
    if (e.kind == "draw" && e.audience == only(e.player)) ++private_draws;
    if (e.kind == "draw" && e.audience != only(e.player)) {
      ++public_draws;
      EXPECT_FALSE(e.visible_to(e.player));
      EXPECT_EQ(e.text.find(":"), std::string::npos) << "a public draw names cards: " << e.text;
    }
    if (e.kind == "roll") {
      ++first_rolls;
      for (const char* key : {"label", "dice", "modifiers", "total", "outcome"})
        EXPECT_TRUE(e.data.contains(key)) << key;
    }
    if (e.kind == "turn") ++turn_events;
  }
  EXPECT_EQ(private_draws, 3);  // two deals and the first player's Reserves
  EXPECT_EQ(public_draws, 3);
  EXPECT_EQ(first_rolls, 1);  // the coin (rulings 1)
  EXPECT_EQ(turn_events, 1);
  bool said_who = false;
  for (const Event& e : m.events()) {
    if (e.kind == "setup" && e.data.contains("first_player")) {
      said_who = true;
      EXPECT_EQ(e.data["first_player"], first);
      EXPECT_EQ(e.data["why"], "coin");
    }
  }
  EXPECT_TRUE(said_who);
}

TEST(MusketsOpening, ForcedOpeningDrawsFixTheDealAndReplay) {
  auto game = muskets("first_player=2");
  const std::vector<ForcedDraws> draws = {
      {"deck", {"Cannon", "Cannon", "General", "Fire", "Fire", "Aim", "Ready"}},
      {"deck",
       {"Guard Infantry", "Guard Infantry", "Guard Infantry", "Light Infantry", "Line Infantry",
        "Line Infantry", "Line Infantry", "Fire", "Ready"}}};
  Match m(game, 5, draws);
  const auto& s = as<MusketsState>(m.state());
  EXPECT_EQ(s.hand[0],
            counts(*game, {"Cannon", "Cannon", "General", "Fire", "Fire", "Aim", "Ready"}));
  // Player 2 moves first, so his two Reserves are the last two forced.
  EXPECT_EQ(s.hand[1],
            counts(*game, {"Guard Infantry", "Guard Infantry", "Guard Infantry", "Light Infantry",
                           "Line Infantry", "Line Infantry", "Line Infantry", "Fire", "Ready"}));
  const auto record = GameRecord::from_json(nlohmann::json::parse(m.record().to_json().dump()));
  EXPECT_TRUE(Match::replay(record).state().equals(m.state()));
  EXPECT_THROW(Match(game, 5, {{"deck", {"Cannon", "Cannon", "Cannon", "Cannon", "Cannon"}}}),
               FormatError);
}

TEST(MusketsRender, L45_TheDiscardPileIsFaceUpForEveryone) {
  auto game = muskets();
  Position p;
  p.discard = {"Cannon", "Cannon", "General"};
  auto s = make(*game, p);
  for (int viewer : {-1, 0, 1})
    for (const char* part : {"discard (3)", "Cannon x2", "General"})
      EXPECT_NE(game->render(s, viewer).find(part), std::string::npos) << game->render(s, viewer);
}

TEST(MusketsLoad, AFinishedGameWithoutWinnerOrTurnLimitAndAZeroGeneratorAreRefused) {
  auto game = muskets();
  Position p;
  auto s = make(*game, p);
  s.step = Step::kGameOver;
  auto doc = state_document(*game, s);
  EXPECT_THROW((void)load_state_document(doc), FormatError);
  auto limited = muskets("turn_limit=4");
  s.turn = 4;
  EXPECT_NO_THROW((void)load_state_document(state_document(*limited, s)));
  auto live = make(*game, p);
  auto zero = state_document(*game, live);
  zero["state"]["rng"] = {0, 0, 0, 0};
  try {
    (void)load_state_document(zero);
    FAIL() << "an all-zero generator was accepted";
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("rng"), std::string::npos) << e.what();
  }
}

TEST(MusketsLoad, Rulings15_ALoadedPositionRunsOnThroughPhasesNobodyCouldUse) {
  auto game = muskets();
  Position p;
  p.step = Step::kBattery;  // no enemy infantry: a real game never stops here
  p.hands[0] = {"Cannon"};
  auto s = make(*game, p);
  auto loaded = load_state_document(state_document(*game, s));
  EXPECT_EQ(as<MusketsState>(*loaded.state).step, Step::kBombardment);
}

}  // namespace
}  // namespace bivouac::muskets::testing
