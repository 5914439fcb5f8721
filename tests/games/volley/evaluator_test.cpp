// The position evaluator search uses to score a playout cut short (src/games/volley/
// evaluator.cpp): the side with more troop points left stands better (003 L1 VICTORY).
#include "core/evaluator.h"

#include <gtest/gtest.h>

#include "fixtures.h"

namespace bivouac::volley {
namespace {

double value(const testing::Table& t, const VolleyState& s, int player) {
  const auto* def = EvaluatorRegistry::instance().find("volley");
  EXPECT_NE(def, nullptr);
  return def == nullptr ? 0.0 : def->evaluate(*t.game, s, player);
}

TEST(VolleyEvaluator, L1Victory_TheSideWithMoreTroopsLeftStandsBetter) {
  testing::Table t;
  VolleyState s = t.empty();
  EXPECT_DOUBLE_EQ(value(t, s, 0), 0.0) << "full troops on both sides";
  s.troops = {100, 70};
  EXPECT_GT(value(t, s, 0), 0.0);
  EXPECT_DOUBLE_EQ(value(t, s, 1), -value(t, s, 0));
  // The same 30-point margin matters more when both armies are nearly spent.
  const double early = value(t, s, 0);
  s.troops = {40, 10};
  EXPECT_GT(value(t, s, 0), early);
}

}  // namespace
}  // namespace bivouac::volley
