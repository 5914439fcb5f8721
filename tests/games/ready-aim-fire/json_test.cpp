// The state JSON (docs/formats.md): card names and "?", the seat view's meters and stack facts
// (what render prints), roll events with their data, the opening narration, and a loaded
// position running the automatic steps a game would.
#include "core/match.h"
#include "core/seat_view.h"
#include "fixture.h"
#include "support/random_play.h"

namespace bivouac::raf::test {
namespace {

TEST(Json, StateAndObservationNameCardsAndHideUnknownOnesAsQuestionMarks) {
  Fixture f;
  f.put(0, 2, Troop::kGuard);
  f.put(1, 2, Troop::kLine, 0);  // face down: player 0 does not know it
  f.give(1, Tactic::kRifles);
  const auto j = f.g.state_to_json(f.s);
  EXPECT_EQ(j["stacks"][0][2][0]["card"], "Guard");
  EXPECT_EQ(j["stacks"][1][2][0]["card"], "Line");
  EXPECT_EQ(j["hand_tactics"][1][0]["card"], "Rifles");
  EXPECT_EQ(j["step"], "attack");
  const auto o = f.g.state_to_json(*f.g.observation(f.s, 0));
  EXPECT_EQ(o["stacks"][1][2][0]["card"], "?");
  EXPECT_EQ(o["hand_tactics"][1][0]["card"], "?");
  EXPECT_EQ(o["stacks"][0][2][0]["card"], "Guard");
  for (const auto& c : o["reserve"][1]) EXPECT_EQ(c, "?");
  EXPECT_EQ(o.dump().find("255"), std::string::npos) << "no numeric unknown card";
}

TEST(Json, AHandWrittenPositionWithoutIdsOrSeenLoads) {
  Fixture f;
  f.put(0, 2, Troop::kGuard);
  f.put(1, 2, Troop::kLine);
  f.put(1, 2, Troop::kElite);
  auto j = f.g.state_to_json(f.s);
  j.erase("ids");
  j.erase("seen");
  j.erase("remembered");
  j.erase("derived");
  auto loaded = f.g.state_from_json(j);
  const auto& s = as<RafState>(*loaded);
  EXPECT_NO_THROW(f.g.check_invariants(s));
  EXPECT_EQ(f.g.troop(s, s.stacks[1][2][1].card), Troop::kElite);
  EXPECT_EQ(f.g.state_to_json(s)["stacks"], f.g.state_to_json(f.s)["stacks"]);
  auto bad = f.g.state_to_json(f.s);
  bad["stacks"][0][2][0]["card"] = "Pikemen";
  EXPECT_THROW((void)f.g.state_from_json(bad), std::invalid_argument);
}

// The losses meter of each army in a seat view of `spec`, after Player 2 loses a battalion.
nlohmann::json losses_meter(const std::string& spec) {
  Fixture f(spec);
  f.s.discard[1].push_back(f.s.reserve[1].pop_back());
  while (!is_battalion(f.s.discard[1].back())) f.s.discard[1].push_back(f.s.reserve[1].pop_back());
  const auto view = build_seat_view(f.g, f.s, 0, {});
  for (const auto& m : view["board"]["meters"])
    if (m["id"] == "losses:1") return m;
  return nullptr;
}

TEST(Json, L51_L311_TheLossesMeterMeasuresAgainstTheBreakpointOnlyWhenItIsInPlay) {
  const auto on = losses_meter("ready-aim-fire:nation_a=france,nation_b=britain,breakpoint=true");
  EXPECT_EQ(on["label"], "Losses (breakpoint)");
  EXPECT_EQ(on["max"], 31) << "Britain (L333)";
  const auto off = losses_meter("ready-aim-fire:nation_a=france,nation_b=britain");
  EXPECT_EQ(off["label"], "Losses (of the army's value)");
  EXPECT_EQ(off["value"], on["value"]);
  // 28 battalions (L197-209), each worth its breakpoint value: far above any nation's 29-31,
  // and never passed by the losses.
  EXPECT_GT(off["max"].get<int>(), 31 + 28);
}

TEST(Json, L311_L336_TheSeatViewGivesBothArmiesBreakpointProgress) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,breakpoint=true");
  f.s.discard[1].push_back(f.s.reserve[1].pop_back());
  while (!is_battalion(f.s.discard[1].back())) f.s.discard[1].push_back(f.s.reserve[1].pop_back());
  f.general(0, 2, 5, 2);
  const auto v = build_seat_view(f.g, f.s, 0, {});
  const auto& board = v["board"];
  nlohmann::json losses, stack;
  for (const auto& m : board["meters"])
    if (m["id"] == "losses:1") losses = m;
  for (const auto& z : board["zones"])
    if (z["id"] == "stack:0:2") stack = z;
  ASSERT_FALSE(losses.is_null());
  EXPECT_EQ(losses["value"], f.g.breakpoint_total(f.s, 1));
  EXPECT_GT(losses["value"].get<int>(), 0);
  EXPECT_EQ(losses["max"], 31) << "Britain (L333)";
  ASSERT_FALSE(stack.is_null());
  EXPECT_EQ(stack["facts"]["general_rerolls"], 2);
  EXPECT_EQ(stack["facts"]["general"], "2/1");
  EXPECT_EQ(board["facts"]["attacks_left"], 3);
  // The keys a client draws a card's picture from (docs/web.md, "The cards' pictures").
  EXPECT_EQ(board["facts"]["player1_nation_key"], "france");
  EXPECT_EQ(board["facts"]["player2_nation_key"], "britain");
  EXPECT_FALSE(f.g.state_to_json(f.s).contains("derived")) << "the save format is not for clients";
}

TEST(Json, L66_ALoadedDrawStepUnderReserveOnlyDrawsAsTheGameWould) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,draw_source=reserve_only");
  f.s.step = Step::kDraw;
  f.s.draws_left = 2;
  auto loaded = f.g.state_from_json(f.g.state_to_json(f.s));
  const auto& s = as<RafState>(*loaded);
  EXPECT_EQ(s.hand_army[0].size(), 2u);
  EXPECT_EQ(s.draws_left, 0);
}

TEST(Json, L283_ALoadedReactionWindowForAPlayerWithoutTacticsIsPassed) {
  Fixture f;
  f.s.step = Step::kConfusion;
  auto loaded = f.g.state_from_json(f.g.state_to_json(f.s));
  EXPECT_EQ(as<RafState>(*loaded).step, Step::kDraw);
}

TEST(Json, AnImpossiblePositionIsRefused) {
  Fixture f;
  auto j = f.g.state_to_json(f.s);
  j["reserve"][0].push_back(j["reserve"][0][0]);  // a card twice
  j.erase("ids");
  EXPECT_THROW((void)f.g.state_from_json(j), std::invalid_argument);
}

TEST(Events, L89_EveryRollCarriesLabelDiceModifiersTotalAndOutcome) {
  auto game = make_game("ready-aim-fire:nation_a=france,nation_b=britain,square_rerolls=on");
  int rolls = 0, rerolls = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Match m(game, seed);
    Rng rng(seed);
    while (!m.is_terminal()) m.apply(bivouac::testing::random_action(*game, m.state(), rng));
    for (const auto& e : m.events()) {
      if (e.kind != "roll") continue;
      ++rolls;
      ASSERT_TRUE(e.data.contains("label") && !e.data["label"].get<std::string>().empty())
          << e.text;
      ASSERT_TRUE(e.data["dice"].is_array() && !e.data["dice"].empty()) << e.text;
      ASSERT_TRUE(e.data["modifiers"].is_array()) << e.text;
      ASSERT_TRUE(e.data["total"].is_number_integer()) << e.text;
      ASSERT_TRUE(e.data["outcome"].is_string()) << e.text;
      if (e.text.find("re-roll") != std::string::npos) ++rerolls;
    }
  }
  EXPECT_GT(rolls, 50);
  EXPECT_GT(rerolls, 0) << "re-rolls are roll events too";
}

TEST(Events, L229_AGeneralsCombatReRollIsAFullRollEvent) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.general(0, 2, 5, 2);
  f.dice({1, 3});
  f.play("attack from Centre on Centre");
  ASSERT_EQ(f.s.step, Step::kAttackReroll);
  f.dice({5, 6});
  f.play("re-roll with general");
  const Event* reroll = nullptr;
  for (const auto& e : f.log.events())
    if (e.kind == "roll" && e.text.find("re-rolls the attack roll") != std::string::npos)
      reroll = &e;
  ASSERT_NE(reroll, nullptr);
  EXPECT_EQ(reroll->data["dice"], nlohmann::json::array({5}));
  EXPECT_EQ(reroll->data["total"], 5);
}

TEST(Events, R6_TheOpeningSaysWhoCommandsWhatAndWhoGoesFirstAndWhy) {
  auto game = make_game("ready-aim-fire:nation_a=france");
  Match m(game, 4);
  m.apply_text("deploy for me");
  std::string text;
  for (const auto& e : m.events()) text += e.text + "\n";
  EXPECT_NE(text.find("Player 1 commands France"), std::string::npos) << text;
  EXPECT_NE(text.find("drawn at random"), std::string::npos) << text;
  EXPECT_NE(text.find("to set up first and to take the first turn"), std::string::npos) << text;
  m.apply_text("done");
  m.apply_text("deploy for me");  // the other player's first setup action
  int told = 0;
  for (const auto& e : m.events()) told += e.text.find("set up first") != std::string::npos;
  EXPECT_EQ(told, 1) << "told once";
}

TEST(Json, L29_41_L50_NoPositionIsEmptiedWhileTheStacksAreBeingFormed) {
  Fixture f;
  const auto fresh = f.g.new_initial_state(7);
  ASSERT_TRUE(f.g.in_setup(*fresh));
  const auto positions = [&](const State& s) {
    const auto view = build_seat_view(f.g, s, 0, {});
    for (const auto& m : view["board"]["meters"])
      if (m["id"] == "positions:0") return m;
    return nlohmann::json();
  };
  // Every stack is empty before the formation, yet no position has been emptied.
  EXPECT_EQ(positions(*fresh)["value"], 0);
  EXPECT_EQ(positions(*fresh)["max"], 3);
  // In play the meter counts the empty stacks.
  ASSERT_FALSE(f.g.in_setup(f.s));
  EXPECT_EQ(positions(f.s)["value"], f.g.empty_stacks(f.s, 0));
}

TEST(Json, ACardCarriesTheKeysItsPictureIsDrawnFrom) {
  Fixture f;
  f.put(0, 1, Troop::kLight);
  f.give(0, Tactic::kWoods);
  const auto board = build_seat_view(f.g, f.s, 0, {})["board"];
  nlohmann::json light, woods;
  for (const auto& z : board["zones"]) {
    for (const auto& c : z["cards"]) {
      if (!c.contains("facts")) continue;
      if (c["facts"].value("troop_key", "") == "light") light = c;
      if (c["facts"].value("tactic_key", "") == "woods") woods = c;
    }
  }
  ASSERT_FALSE(light.is_null());
  EXPECT_EQ(light["facts"]["class"], "infantry");
  ASSERT_FALSE(woods.is_null());
  EXPECT_EQ(woods["facts"]["terrain"], true);
}

}  // namespace
}  // namespace bivouac::raf::test
