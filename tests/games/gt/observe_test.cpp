// Observations copy only the seats in use (GtFields::copy_seated). Whatever a reused view held
// before, observing or determinizing into it must give exactly what a whole copy would.
#include <gtest/gtest.h>

#include "games/gt/position.h"

namespace bivouac::gt {
namespace {

void check_reused_views(const std::string& spec) {
  auto g = testing::make(spec);
  Rng rng(11);
  ActionList legal;
  // Reused across games and players, so it always holds another position's leftovers.
  auto reused = g->new_initial_state(999);
  int compared = 0;
  for (int game = 0; game < 12; ++game) {
    auto s = g->new_initial_state(static_cast<std::uint64_t>(game));
    while (!g->is_terminal(*s)) {
      for (int p = 0; p < g->num_players(); ++p) {
        auto whole = s->clone();  // every seat already equal to the position's
        g->observe(*s, p, *whole);
        g->observe(*s, p, *reused);
        ASSERT_TRUE(reused->equals(*whole)) << spec << ": game " << game << ", player " << p;
        auto from_whole = whole->clone();
        Rng r1(static_cast<std::uint64_t>(compared));
        Rng r2(static_cast<std::uint64_t>(compared));
        g->determinize(*whole, p, r1, *from_whole);
        g->determinize(*whole, p, r2, *reused);
        ASSERT_TRUE(reused->equals(*from_whole)) << spec << ": game " << game << ", player " << p;
        ++compared;
      }
      g->legal_actions(*s, legal);
      g->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
  }
  EXPECT_GT(compared, 1000);
}

TEST(GtObserve, AReusedViewEqualsAWholeCopyTwoPlayers) {
  check_reused_views("gt");
}
TEST(GtObserve, AReusedViewEqualsAWholeCopyThreePlayers) {
  check_reused_views("gt:players=3");
}
TEST(GtObserve, AReusedViewEqualsAWholeCopySixPlayers) {
  check_reused_views("gt:players=6");
}

}  // namespace
}  // namespace bivouac::gt
