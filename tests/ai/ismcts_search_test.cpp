// The search engine: no allocation per iteration once warm, trees kept along our own decision
// chains (and only when allowed), and a time budget that holds.
#include "ai/ismcts_search.h"

#include <gtest/gtest.h>

#include "ai/ismcts_bot.h"
#include "ai/test_positions.h"
#include "ai/trick_test_game.h"
#include "core/registry.h"
#include "support/alloc_counter.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

// Counted on the tiny test game, which itself never allocates, so every allocation found would
// be the search's own. (A game that formats text with no log attached would be counted too.)
TEST(IsmctsSearch, IterationsDoNotAllocateOnceWarm) {
  const GamePtr game = make_game(testing::kTrickGameId);
  IsmctsParams params;
  for (const auto& position : testing::random_positions(*game, 5, 4)) {
    IsmctsSearch search(game, params, 5, 100000, std::make_unique<RandomRollout>(*game),
                        std::make_unique<ReturnsEvaluator>(*game));
    const int p = game->current_player(*position);
    search.set_root(*game->observation(*position, p), p);
    (void)search.run(100, Clock::time_point::max());
    testing::CountAllocations counter;
    const long ran = search.run(300, Clock::time_point::max());
    EXPECT_EQ(counter.count(), 0u) << "allocations in 300 iterations";
    EXPECT_EQ(ran, 300);
    EXPECT_EQ(search.tree()[SearchTree::root()].visits, 400u);
  }
}

// Plays `games` games of ismcts (seat 0) against random and adds up the visits it carried over.
std::uint64_t reused_visits(const GamePtr& game, const std::string& spec, int games) {
  std::uint64_t reused = 0;
  for (int g = 0; g < games; ++g) {
    IsmctsBot bot(game, ismcts_params_from(parse_bot_spec(spec)), 7);
    Rng rng(static_cast<std::uint64_t>(g));
    auto s = game->new_initial_state(derive_seed(3, static_cast<std::uint64_t>(g)));
    for (int n = 0; !game->is_terminal(*s) && n < 3000; ++n) {
      const int p = game->current_player(*s);
      Action a = 0;
      if (p == 0) {
        a = bot.choose(*game->observation(*s, p), p);
        reused += bot.last_analysis().reused_visits;
      } else {
        a = testing::random_action(*game, *s, rng);
      }
      game->apply_action(*s, a, nullptr);
    }
  }
  return reused;
}

TEST(IsmctsReuse, TreesAreKeptAlongOwnDecisionChainsOnlyWhenAllowed) {
  std::uint64_t with = 0;
  for (const auto* def : GameRegistry::instance().list()) {
    const GamePtr game = make_game(def->info.id);
    with += reused_visits(game, "ismcts:iters=60,rollout=random,rollout_depth=30", 2);
    EXPECT_EQ(reused_visits(game, "ismcts:iters=60,rollout=random,rollout_depth=30,reuse=off", 2),
              0u)
        << def->info.id;
  }
  EXPECT_GT(with, 0u) << "no game kept a tree between two of its own decisions";
}

TEST(IsmctsBudget, ATimedSearchAnswersWithinItsBudget) {
  const GamePtr game = make_game(testing::all_game_variants().front());
  IsmctsBot bot(game, ismcts_params_from(parse_bot_spec("ismcts:time=0.05")), 1);
  for (const auto& position : testing::random_positions(*game, 4, 8)) {
    const int p = game->current_player(*position);
    if (testing::legal_count(*game, *position) < 2) continue;  // answered without a search
    const auto start = Clock::now();
    (void)bot.choose(*game->observation(*position, p), p);
    const double took = std::chrono::duration<double>(Clock::now() - start).count();
    EXPECT_LT(took, 0.05 + 0.25);
    EXPECT_GT(bot.last_analysis().iterations, 0);
  }
}

}  // namespace
}  // namespace bivouac
