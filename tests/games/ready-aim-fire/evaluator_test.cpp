// The position evaluator search uses to score a playout cut short (src/games/ready-aim-fire/
// evaluator.cpp): it must prefer the side that has lost less, by the rules' own measures.
#include "core/evaluator.h"

#include <gtest/gtest.h>

#include "fixture.h"

namespace bivouac::raf::test {
namespace {

double value(const Fixture& f, int player) {
  const auto* def = EvaluatorRegistry::instance().find("ready-aim-fire");
  EXPECT_NE(def, nullptr);
  return def == nullptr ? 0.0 : def->evaluate(*f.game_ptr, f.s, player);
}

// Two battalions from the reserve (whatever the nation has) in every stack of both sides.
void two_deep(Fixture& f) {
  for (int q = 0; q < 2; ++q) {
    for (int col = 0; col < kStacks; ++col) {
      for (int n = 0; n < 2; ++n) {
        auto& r = f.s.reserve[q];
        std::size_t i = 0;
        while (!is_battalion(r[i])) ++i;
        f.s.stacks[q][col].push_back(Slot{r[i], kKnownOpp});
        r.erase_at(i);
      }
    }
  }
}

TEST(Evaluator, L311_LossesCountAgainstTheSideThatSufferedThem) {
  Fixture f;
  two_deep(f);
  EXPECT_DOUBLE_EQ(value(f, 0), 0.0) << "an even position";
  // Player 1 loses two battalions to the discard pile (they count toward the breakpoint).
  for (int i = 0; i < 2; ++i) {
    const CardId c = f.s.stacks[1][i].back().card;
    f.s.stacks[1][i].pop_back();
    f.s.discard[1].push_back(c);
  }
  EXPECT_GT(value(f, 0), 0.0);
  EXPECT_DOUBLE_EQ(value(f, 1), -value(f, 0));
}

TEST(Evaluator, L50_RoutedPositionsWeighMoreThanThinStacks) {
  Fixture thin;
  Fixture routed;
  two_deep(thin);
  two_deep(routed);
  // The same loss (one battalion eliminated from stack 0), but in `routed` it empties the stack.
  const auto lose_top = [](Fixture& f, int col) {
    const CardId c = f.s.stacks[1][col].back().card;
    f.s.stacks[1][col].pop_back();
    f.s.eliminated[1].push_back(c);
  };
  lose_top(thin, 0);
  lose_top(routed, 0);
  lose_top(routed, 1);
  lose_top(thin, 1);
  // Move routed's remaining card of stack 0 onto stack 1, so stack 0 is empty.
  routed.s.stacks[1][1].push_back(routed.s.stacks[1][0].back());
  routed.s.stacks[1][0].pop_back();
  routed.s.emptied_mask[1] |= 1;
  EXPECT_GT(value(routed, 0), value(thin, 0));
}

}  // namespace
}  // namespace bivouac::raf::test
