// Setup (L21-47), the turn outside combat (L53-80, L191-194) and victory (L49-51, L311-338).
#include "core/match.h"
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

bool has_text(const std::vector<std::string>& texts, const std::string& t) {
  return std::find(texts.begin(), texts.end(), t) != texts.end();
}

// A placement is two choices: the battalion, then its stack.
void place(Match& m, const std::string& kind, const std::string& stack) {
  m.apply_text("place " + kind);
  m.apply_text("to " + stack);
}

// The stacks offered for a battalion picked in a fresh game.
std::vector<std::string> stacks_for(const std::string& kind) {
  Match m(make_game("ready-aim-fire:nation_a=france,nation_b=britain"), 4);
  m.apply_text("place " + kind);
  return m.legal_texts();
}

TEST(Setup, L39_L40_StartMaxAndCentreOnlyLineAndArtillery) {
  auto game = make_game("ready-aim-fire:nation_a=france,nation_b=britain");
  Match m(game, 4);
  const int q = m.current_player();
  const std::string left = "to " + RafGame::stack_name(q, 0);
  EXPECT_TRUE(has_text(m.legal_texts(), "place Line"));
  EXPECT_FALSE(has_text(m.legal_texts(), "done")) << "each stack needs a battalion first";
  EXPECT_FALSE(has_text(stacks_for("Line"), left));
  EXPECT_FALSE(has_text(stacks_for("Artillery"), left));
  EXPECT_FALSE(has_text(stacks_for("Guard"), left)) << "centre_only_foot default";
  EXPECT_TRUE(has_text(stacks_for("Light"), left));
  EXPECT_TRUE(has_text(stacks_for("Heavy Cavalry"), left));
  EXPECT_TRUE(has_text(stacks_for("Horse Artillery"), left));
  EXPECT_TRUE(has_text(stacks_for("Line"), "to Centre"));
}

TEST(Setup, L39_FlankTakesTwoAndThenDoneWithOnePerStack) {
  auto game = make_game("ready-aim-fire:nation_a=france,nation_b=britain");
  Match m(game, 4);
  const int q = m.current_player();
  const std::string left = RafGame::stack_name(q, 0), right = RafGame::stack_name(q, 4);
  place(m, "Light", left);
  place(m, "Light", left);
  m.apply_text("place Light");
  EXPECT_FALSE(has_text(m.legal_texts(), "to " + left)) << "start maximum 2 (L34)";
  m.apply_text("to Left Centre");
  place(m, "Line", "Centre");
  place(m, "Line", "Right Centre");
  place(m, "Light", right);
  m.apply_text("done");
  EXPECT_EQ(m.current_player(), 1 - q) << "the other player sets up next";
}

TEST(Setup, L30_L39_DeployForMePlacesTheHeuristicFormationAndCanBeUndone) {
  auto game = make_game("ready-aim-fire:nation_a=france,nation_b=britain");
  Match m(game, 4);
  const int q = m.current_player();
  place(m, "Guard", "Centre");
  m.apply_text("deploy for me");
  const auto& s = as<RafState>(m.state());
  const auto& g = dynamic_cast<const RafGame&>(*game);
  for (int col = 0; col < kStacks; ++col)
    EXPECT_EQ(static_cast<int>(s.stacks[q][col].size()), RafGame::start_max(col))
        << "every stack at its start maximum (L33-39)";
  EXPECT_EQ(s.setup_pool[q].size(), 28u - 13u);
  bool guard = false;
  for (const Slot& sl : s.stacks[q][2]) guard = guard || g.troop(s, sl.card) == Troop::kGuard;
  EXPECT_TRUE(guard) << "placements made stay";
  EXPECT_FALSE(has_text(m.legal_texts(), "deploy for me")) << "nothing left to place";
  // Editing is the front end's undo: setup has no cycles, so bots always finish it.
  m.undo();
  EXPECT_EQ(as<RafState>(m.state()).setup_pool[q].size(), 27u);
  m.apply_text("deploy for me");
  m.apply_text("done");
  EXPECT_EQ(m.current_player(), 1 - q);
}

TEST(Setup, L33_L41_HelpShowsWhatIsLeftAndEachStacksLimit) {
  auto game = make_game("ready-aim-fire:nation_a=france,nation_b=britain");
  Match m(game, 4);
  const int q = m.current_player();
  place(m, "Line", "Centre");
  const std::string help = game->phase_help(m.state());
  EXPECT_NE(help.find("8 Line"), std::string::npos) << help;
  EXPECT_NE(help.find("Centre: 1/3"), std::string::npos) << help;
  EXPECT_NE(help.find(RafGame::stack_name(q, 0) + ": 0/2 - may take"), std::string::npos) << help;
  const std::string board = game->render(m.state(), q);
  EXPECT_NE(board.find("Still to place:"), std::string::npos) << board;
  EXPECT_EQ(game->render(m.state(), 1 - q).find("Still to place:"), std::string::npos)
      << "the other player's setup is not shown (R6)";
}

TEST(Setup, L42_L44_SixCommandersReserveAndHandOfFive_L45_StacksFaceUp) {
  auto game = make_game("ready-aim-fire:nation_a=russia,nation_b=prussia");
  Match m(game, 8);
  for (int p = 0; p < 2; ++p) {
    const int q = m.current_player();
    place(m, "Light", RafGame::stack_name(q, 0));
    place(m, "Line", "Left Centre");
    place(m, "Line", "Centre");
    place(m, "Line", "Right Centre");
    place(m, "Light", RafGame::stack_name(q, 4));
    m.apply_text("done");
  }
  const auto& s = as<RafState>(m.state());
  for (int q = 0; q < 2; ++q) {
    EXPECT_EQ(s.set_aside[q].size(), 5u);
    EXPECT_EQ(s.hand_army[q].size(), 5u);
    EXPECT_EQ(s.reserve[q].size(), 28u - 5u + 6u - 5u);
    for (const auto& stk : s.stacks[q]) {
      for (const Slot& sl : stk) EXPECT_TRUE(sl.flags & kKnownOpp) << "face up for the first turn";
    }
  }
  EXPECT_EQ(s.turn, 1);
}

TEST(Setup, L22_L26_ThothDealsThirteenAndSwapsGuardOrHeavyCavalry) {
  auto game = make_game("ready-aim-fire:nation_a=britain,nation_b=britain,thoth_setup=true");
  for (std::uint64_t seed = 1; seed < 40; ++seed) {
    auto st = game->new_initial_state(seed);
    auto& s = as<RafState>(*st);
    const int q = s.setup_player;
    EXPECT_EQ(s.setup_pool[q].size(), 13u);
    ActionList legal;
    game->legal_actions(s, legal);
    for (Action a : legal) {
      if (game->action_to_string(s, a).rfind("swap", 0) == 0) {
        game->apply_action(s, a, nullptr);
        EXPECT_EQ(s.setup_pool[q].size(), 13u);
        EXPECT_EQ(s.discard[q].size(), 1u);
        return;
      }
    }
  }
  FAIL() << "no seed dealt a Guard or Heavy Cavalry";
}

TEST(Draw, L64_DrawTwoFromEitherDeck) {
  Fixture f;
  f.g.enter_draw(f.s, nullptr);
  EXPECT_TRUE(f.legal("draw reserve"));
  EXPECT_TRUE(f.legal("draw tactics"));
  f.play("draw tactics");
  f.play("draw reserve");
  EXPECT_EQ(f.s.hand_tactics[0].size(), 1u);
  EXPECT_EQ(f.s.hand_army[0].size(), 1u);
  EXPECT_FALSE(f.legal("draw reserve"));
}

TEST(Draw, L66_ReserveOnlyOptionDrawsTwoAutomatically) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,draw_source=reserve_only");
  f.g.enter_draw(f.s, nullptr);
  EXPECT_EQ(f.s.hand_army[0].size(), 2u);
  EXPECT_FALSE(f.legal("draw tactics"));
}

TEST(Draw, L67_EmptyReserveReshufflesTheDiscardPile) {
  Fixture f;
  while (!f.s.reserve[0].empty()) f.s.discard[0].push_back(f.s.reserve[0].pop_back());
  const auto before = f.s.discard[0].size();
  f.g.enter_draw(f.s, nullptr);
  f.play("draw reserve");
  EXPECT_TRUE(f.s.discard[0].empty());
  EXPECT_EQ(f.s.reserve[0].size(), before - 1);
}

TEST(Reinforce, L77_HandCardsGoToTheBottomWithinTheCardLimit) {
  Fixture f;
  f.put(0, 0, Troop::kLight);
  const CardId c = f.hand(0, Troop::kDragoon);
  f.s.step = Step::kReinforce;
  f.play("reinforce Left Flank with Dragoon");
  EXPECT_EQ(f.s.stacks[0][0][0].card, c);
  EXPECT_FALSE(f.s.stacks[0][0][0].flags & kKnownOpp) << "played face down after the first turn";
  for (int i = 0; i < 3; ++i) f.put(0, 0, Troop::kLine);
  f.hand(0, Troop::kLine);
  EXPECT_FALSE(f.legal("reinforce Left Flank with Line")) << "card limit 5";
  EXPECT_TRUE(f.legal("reinforce Centre with Line")) << "placement restrictions are for setup only";
}

TEST(Reinforce, L78_ReorganiseAndMoveComeBeforeHandCards) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(0, 2, Troop::kElite);
  f.hand(0, Troop::kLine);
  f.s.step = Step::kReinforce;
  EXPECT_TRUE(f.legal("reorganise Centre"));
  f.play("reinforce Right Centre with Line");
  EXPECT_FALSE(f.legal("reorganise Centre"));
  EXPECT_FALSE(f.legal("move Line (slot 2) from Centre to Left Centre"));
}

TEST(Reinforce, L79_L80_ReorganiseAnyOrderAndOneAdjacentMove) {
  Fixture f;
  const CardId a = f.put(0, 2, Troop::kLine);
  const CardId b = f.put(0, 2, Troop::kElite);
  const CardId c = f.put(0, 2, Troop::kGuard);
  f.s.step = Step::kReinforce;
  f.play("reorganise Centre");
  f.play("next Line (slot 3)");
  f.play("next Guard (slot 2)");
  EXPECT_EQ(f.s.step, Step::kReinforce);
  EXPECT_EQ(f.s.stacks[0][2][2].card, a);
  EXPECT_EQ(f.s.stacks[0][2][1].card, c);
  EXPECT_EQ(f.s.stacks[0][2][0].card, b);
  EXPECT_FALSE(f.legal("reorganise Centre")) << "one stack only";
  f.play("move Guard (slot 2) from Centre to Right Centre");
  EXPECT_EQ(f.s.stacks[0][3][0].card, c);
  EXPECT_FALSE(f.legal("move Line (slot 1) from Centre to Left Centre"));
}

TEST(Reinforce, L228_CommandersArePlayedAsGeneralsOrArmyCommander) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.commander_to_hand(0, 5);
  f.commander_to_hand(0, 2);
  f.s.step = Step::kReinforce;
  f.play("army commander 2/1");
  EXPECT_FALSE(f.legal("army commander 1/1")) << "one Army Commander";
  f.play("general 1/1 to Centre");
  EXPECT_NE(f.s.generals[0][2].card, kNoCard);
  EXPECT_TRUE(f.s.seen[f.s.generals[0][2].card] & 2) << "generals are face up";
}

TEST(DiscardPhase, L192_L194_OneFreeDiscardThenBackToSeven) {
  Fixture f;
  f.fill_empty(0);
  f.fill_empty(1);
  for (int i = 0; i < 3; ++i) f.hand(0, Troop::kLine);
  f.g.enter_discard(f.s, nullptr);
  ASSERT_EQ(f.s.step, Step::kDiscardOne);
  f.play("discard Line");
  ASSERT_EQ(f.s.step, Step::kRedraw);
  for (int i = 0; i < 5; ++i) f.play("draw reserve");
  EXPECT_EQ(f.s.active, 1) << "the turn passes with a hand of 7";
  EXPECT_EQ(f.g.hand_size(f.s, 0), 7);
}

TEST(DiscardPhase, L68_HandsOverSevenAreCutInThisPhase) {
  Fixture f;
  f.fill_empty(0);
  f.fill_empty(1);
  for (int i = 0; i < 3; ++i) f.hand(0, Troop::kLine);
  for (int i = 0; i < 3; ++i) f.hand(0, Troop::kElite);
  for (int i = 0; i < 3; ++i) f.hand(0, Troop::kArtillery);
  f.g.enter_discard(f.s, nullptr);
  f.play("keep hand");
  ASSERT_EQ(f.s.step, Step::kTrim);
  f.play("discard Line");
  f.play("discard Line");
  EXPECT_EQ(f.s.active, 1);
}

TEST(Victory, L50_ThreeEmptyPositionsLose) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 0, Troop::kLine);
  f.put(1, 1, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.dice({6, 1});
  f.play("attack from Centre on Centre");
  f.play("end attacks");
  EXPECT_TRUE(f.g.is_terminal(f.s));
  EXPECT_EQ(f.g.winning_side(f.s), 0);
  EXPECT_EQ(f.g.end_reason(f.s), "three positions");
}

TEST(Victory, L50_CumulativeOptionCountsStacksEverEmptied) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,victory_count=cumulative");
  f.fill_empty(0);
  f.fill_empty(1);
  f.s.emptied_mask[1] = 0b111;
  f.play("end attacks");
  EXPECT_EQ(f.g.end_reason(f.s), "three positions");
}

TEST(Victory, L311_L336_BreakpointCountsEliminatedAndDiscardedBattalions) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=prussia,breakpoint=true");
  f.fill_empty(0);
  f.fill_empty(1);
  // Prussia breaks at 29: discard 14 Line-value cards (2 each) = 28, then one more.
  int total = 0;
  for (std::size_t i = 0; i < f.s.reserve[1].size() && total < 28;) {
    const CardId c = f.s.reserve[1][i];
    const int bp = is_battalion(c) ? f.g.troop_info(f.s, c).breakpoint : 0;
    if (bp > 0 && total + bp <= 28 && f.g.troop(f.s, c) != Troop::kHorseArtillery) {
      f.s.reserve[1].erase_at(i);
      f.s.discard[1].push_back(c);
      total += bp;
    } else {
      ++i;
    }
  }
  EXPECT_EQ(f.g.breakpoint_total(f.s, 1), 28);
  f.hand(0, Troop::kLine);
  f.play("end attacks");
  EXPECT_FALSE(f.g.is_terminal(f.s));
  for (std::size_t i = 0; i < f.s.reserve[1].size(); ++i) {
    if (is_battalion(f.s.reserve[1][i]) &&
        f.g.troop(f.s, f.s.reserve[1][i]) == Troop::kHorseArtillery) {
      f.s.eliminated[1].push_back(f.s.reserve[1][i]);
      f.s.reserve[1].erase_at(i);
      break;
    }
  }
  EXPECT_EQ(f.g.breakpoint_total(f.s, 1), 30) << "Horse Artillery counts 2";
  EXPECT_TRUE(f.g.check_victory(f.s, nullptr));
  EXPECT_EQ(f.g.end_reason(f.s), "breakpoint");
  EXPECT_EQ(f.g.winning_side(f.s), 0);
}

TEST(Victory, TurnLimitIsADraw) {
  Fixture f("ready-aim-fire:nation_a=france,nation_b=britain,turn_limit=10");
  f.fill_empty(0);
  f.fill_empty(1);
  f.s.turn = 10;
  f.g.end_turn(f.s, nullptr);
  EXPECT_TRUE(f.g.is_terminal(f.s));
  EXPECT_EQ(f.g.winning_side(f.s), -1);
  EXPECT_EQ(f.g.end_reason(f.s), "turn limit");
}

}  // namespace
}  // namespace bivouac::raf::test
