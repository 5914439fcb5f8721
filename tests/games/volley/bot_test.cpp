// The `heuristic` bot must clearly beat `random` from either seat.
#include <gtest/gtest.h>

#include "core/bot.h"
#include "core/registry.h"

namespace bivouac::volley {
namespace {

double heuristic_score(int games, int heuristic_seat) {
  const GamePtr game = make_game("volley");
  double score = 0;
  for (int g = 0; g < games; ++g) {
    const auto seed = derive_seed(2024, static_cast<std::uint64_t>(g));
    std::unique_ptr<Bot> bots[2];
    bots[heuristic_seat] = BotRegistry::instance().create("heuristic", game, seed);
    bots[1 - heuristic_seat] = BotRegistry::instance().create("random", game, seed + 1);
    auto s = game->new_initial_state(seed);
    while (!game->is_terminal(*s)) {
      const int p = game->current_player(*s);
      const Action a = bots[p]->choose(*game->observation(*s, p), p);
      game->apply_action(*s, a, nullptr);
    }
    const int w = game->winning_side(*s);
    score += w == heuristic_seat ? 1.0 : (w < 0 ? 0.5 : 0.0);
  }
  return score / games;
}

TEST(VolleyBot, HeuristicClearlyBeatsRandomFromBothSeats) {
  EXPECT_GT(heuristic_score(200, 0), 0.9);
  EXPECT_GT(heuristic_score(200, 1), 0.9);
}

}  // namespace
}  // namespace bivouac::volley
