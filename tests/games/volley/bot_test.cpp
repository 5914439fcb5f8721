// The `heuristic` bot must clearly beat `random` from either seat, and its lookahead plan of the
// Maneuver phase must beat its rules of thumb.
#include "core/bot.h"

#include <gtest/gtest.h>

#include <string>

#include "core/registry.h"
#include "support/random_play.h"

namespace bivouac::volley {
namespace {

// The share of `games` deals that `spec` wins from `seat` against `other` (a draw counts half).
double score(const std::string& spec, const std::string& other, int games, int seat) {
  const GamePtr game = make_game("volley");
  double score = 0;
  for (int g = 0; g < games; ++g) {
    const auto seed = derive_seed(2024, static_cast<std::uint64_t>(g));
    std::unique_ptr<Bot> bots[2];
    bots[seat] = BotRegistry::instance().create(spec, game, seed);
    bots[1 - seat] = BotRegistry::instance().create(other, game, seed + 1);
    auto s = game->new_initial_state(seed);
    while (!game->is_terminal(*s)) {
      const int p = game->current_player(*s);
      const Action a = bots[p]->choose(*game->observation(*s, p), p);
      game->apply_action(*s, a, nullptr);
    }
    const int w = game->winning_side(*s);
    score += w == seat ? 1.0 : (w < 0 ? 0.5 : 0.0);
  }
  return score / games;
}

TEST(VolleyBot, HeuristicClearlyBeatsRandomFromBothSeats) {
  EXPECT_GT(score("heuristic", "random", 200, 0), 0.9);
  EXPECT_GT(score("heuristic", "random", 200, 1), 0.9);
}

// Measured 58.7% [57.2, 60.2] over 4,000 games at lookahead=32 (docs/ai.md). Over 200 deals
// from each seat a planner that chose no better than the rules of thumb stays below 53% but
// for a chance of about one in a hundred (and the deals are fixed, so a pass stays a pass).
// The sanitizer build plays 10 deals a seat, for the memory checks of the planner's path: too
// few to judge strength by, which the release build does.
TEST(VolleyBot, ALookaheadPlanOfTheDiscardsBeatsTheRulesOfThumb) {
  const int deals = bivouac::testing::property_games(200, 10);
  const double mean = (score("heuristic:lookahead=32", "heuristic", deals, 0) +
                       score("heuristic:lookahead=32", "heuristic", deals, 1)) /
                      2;
  if (deals >= 200) {
    EXPECT_GT(mean, 0.53);
  }
}

}  // namespace
}  // namespace bivouac::volley
