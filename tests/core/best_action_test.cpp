// The heuristic bots' choice rule (core/best_action.h).
#include "core/best_action.h"

#include <gtest/gtest.h>

#include <set>

namespace bivouac {
namespace {

ActionList actions(std::initializer_list<Action> list) {
  ActionList out;
  for (Action a : list) out.push_back(a);
  return out;
}

TEST(BestScoredAction, PlaysTheHighestScore) {
  Rng rng(1);
  const ActionList legal = actions({4, 9, 2, 7});
  for (int i = 0; i < 200; ++i) {
    EXPECT_EQ(best_scored_action(
                  legal, [](Action a) { return a == 2 ? 5 : 1; }, rng),
              2);
  }
}

TEST(BestScoredAction, BreaksTiesAtRandomAmongTheBestOnly) {
  Rng rng(2);
  const ActionList legal = actions({4, 9, 2, 7});
  std::set<Action> chosen;
  for (int i = 0; i < 200; ++i) {
    chosen.insert(best_scored_action(
        legal, [](Action a) { return a == 2 ? 0.0 : 3.0; }, rng));
  }
  EXPECT_EQ(chosen, (std::set<Action>{4, 9, 7}));
}

}  // namespace
}  // namespace bivouac
