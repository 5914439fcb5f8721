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

// A search with random playouts scored by the game's returns, rooted at the mover's view of
// `position`.
std::unique_ptr<IsmctsSearch> rooted_search(const GamePtr& game, const IsmctsParams& params,
                                            const State& position, std::size_t capacity,
                                            std::unique_ptr<RolloutPolicy> prior = nullptr) {
  auto search = std::make_unique<IsmctsSearch>(
      game, params, 5, capacity, std::make_unique<RandomRollout>(*game),
      std::make_unique<ReturnsEvaluator>(*game), std::move(prior));
  const int p = game->current_player(position);
  search->set_root(*game->observation(position, p), p);
  return search;
}

// Counted on the tiny test game, which itself never allocates, so every allocation found would
// be the search's own. (A game that formats text with no log attached would be counted too.)
TEST(IsmctsSearch, IterationsDoNotAllocateOnceWarm) {
  const GamePtr game = make_game(testing::kTrickGameId);
  IsmctsParams params;
  for (const auto& position : testing::random_positions(*game, 5, 4)) {
    const auto search = rooted_search(game, params, *position, 100000);
    (void)search->run(100, Clock::time_point::max());
    testing::CountAllocations counter;
    const long ran = search->run(300, Clock::time_point::max());
    EXPECT_EQ(counter.count(), 0u) << "allocations in 300 iterations";
    EXPECT_EQ(ran, 300);
    EXPECT_EQ(search->tree()[SearchTree::root()].visits, 400u);
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

// Parts of an order-free choice (Game::unordered_choice) are searched in increasing order only,
// so no tree holds the same set of discards twice.
TEST(IsmctsSearch, OrderFreeChoicesAreSearchedInIncreasingOrder) {
  long chains = 0;
  for (const auto& variant : testing::all_game_variants()) {
    const GamePtr game = make_game(variant);
    IsmctsParams params;
    params.rollout_depth = 30;
    for (const auto& position :
         testing::random_positions(*game, testing::property_games(3, 1), 21)) {
      const auto search = rooted_search(game, params, *position, 100000);
      (void)search->run(300, Clock::time_point::max());
      const SearchTree& tree = search->tree();
      for (NodeId n = 1; n < static_cast<NodeId>(tree.size()); ++n) {
        const TreeNode& parent = tree[n];
        if (parent.choice == 0) continue;
        for (NodeId c = parent.first_child; c != kNoNode; c = tree[c].next_sibling) {
          if (tree[c].choice != parent.choice || tree[c].mover != parent.mover) continue;
          ++chains;
          EXPECT_GT(tree[c].action, parent.action) << variant;
        }
      }
    }
  }
  EXPECT_GT(chains, 0) << "no game searched two parts of one order-free choice in a row";
}

// With a prior, selection follows the prior policy's move first: every child starts level
// (first-play urgency) and the prior breaks the tie.
TEST(IsmctsSearch, APriorIsFollowedFirst) {
  int checked = 0;
  for (const auto& variant : testing::all_game_variants()) {
    const GamePtr game = make_game(variant);
    IsmctsParams params;
    params.prior_weight = 0.5;
    for (const auto& position : testing::random_positions(*game, 5, 8)) {
      const int p = game->current_player(*position);
      if (testing::legal_count(*game, *position) < 2) continue;
      auto prior = make_heuristic_rollout(game, 11, 0);
      auto twin = make_heuristic_rollout(game, 11, 0);
      if (!prior) break;
      const auto search = rooted_search(game, params, *position, 1000, std::move(prior));
      (void)search->run(1, Clock::time_point::max());
      Rng unused(1);
      const NodeId first = search->tree()[SearchTree::root()].first_child;
      ASSERT_NE(first, kNoNode);
      EXPECT_EQ(search->tree()[first].action,
                twin->choose(*game->observation(*position, p), p, unused))
          << variant;
      ++checked;
    }
  }
  EXPECT_GT(checked, 0);
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

// Early stopping ends a search only when the rest of it could not change the move: the same
// search run to its full budget (the same iterations first, as the seed is the same) picks the
// same move, and it does stop early where one move is clearly best.
TEST(IsmctsBudget, ASettledSearchStopsEarlyWithTheMoveTheFullSearchPicks) {
  int stopped = 0;
  int searched = 0;
  for (const auto& variant : testing::all_game_variants()) {
    const GamePtr game = make_game(variant);
    const IsmctsParams full = ismcts_params_from(parse_bot_spec("ismcts:iters=1000,reuse=off"));
    const IsmctsParams early =
        ismcts_params_from(parse_bot_spec("ismcts:iters=1000,reuse=off,early=on"));
    for (const auto& position :
         testing::random_positions(*game, testing::property_games(3, 1), 21)) {
      const int p = game->current_player(*position);
      if (testing::legal_count(*game, *position) < 2) continue;
      const auto view = game->observation(*position, p);
      IsmctsBot a(game, full, 3);
      IsmctsBot b(game, early, 3);
      const Action full_move = a.choose(*view, p);
      const Action early_move = b.choose(*view, p);
      EXPECT_EQ(full_move, early_move) << variant;
      EXPECT_EQ(a.last_analysis().iterations, 1000);
      EXPECT_LE(b.last_analysis().iterations, 1000);
      stopped += b.last_analysis().iterations < 1000;
      ++searched;
    }
  }
  EXPECT_GT(searched, 0);
  EXPECT_GT(stopped, 0) << "no search ever stopped early";
}

// With a turn budget every decision of a turn gets a share (0.6) of what the turn has left, at
// most `time`, at least 0.02 s; a new turn starts afresh.
TEST(IsmctsBudget, TheDecisionsOfATurnShareOneBudget) {
  const GamePtr game = make_game("muskets");
  IsmctsBot bot(game, ismcts_params_from(parse_bot_spec("ismcts:medium,time=0.06,turn=0.1")), 1);
  auto state = game->new_initial_state(4);
  auto view = state->clone();
  Rng rng(2);
  int turn = -1;
  int player = -1;
  double spent = 0;
  int shared = 0;
  for (int step = 0; step < 400 && !game->is_terminal(*state); ++step) {
    const int p = game->current_player(*state);
    ActionList legal;
    game->legal_actions(*state, legal);
    if (p == 1 || legal.size() < 2) {
      game->apply_action(*state, legal[rng.below(static_cast<std::uint32_t>(legal.size()))],
                         nullptr);
      continue;
    }
    if (game->turn_number(*state) != turn || p != player) {
      turn = game->turn_number(*state);
      player = p;
      spent = 0;
    } else {
      ++shared;
    }
    game->observe(*state, p, *view);
    const Action a = bot.choose(*view, p);
    const double expected = std::min(0.06, std::max(0.02, 0.6 * std::max(0.0, 0.1 - spent)));
    EXPECT_DOUBLE_EQ(bot.last_analysis().budget_seconds, expected) << "step " << step;
    spent += bot.last_analysis().seconds;
    game->apply_action(*state, a, nullptr);
  }
  EXPECT_GT(shared, 0) << "no turn had two decisions to share its budget";
}

// The host's cap (the server's --max-bot-seconds) stops a search whatever its spec: an iteration
// budget is no time bound. A cap a microsecond long has passed by the first look at the clock,
// so the search stops there and says the cap stopped it; one it never reaches leaves it be.
TEST(IsmctsCap, AnIterationBoundSearchStopsAtTheHostsCap) {
  const GamePtr game = make_game("ready-aim-fire");
  const IsmctsParams heavy = ismcts_params_from(
      parse_bot_spec("ismcts:iters=20000,rollout=heuristic,eval=returns,reuse=off"));
  int searched = 0;
  for (const auto& position : testing::random_positions(*game, 2, 6)) {
    const int p = game->current_player(*position);
    if (testing::legal_count(*game, *position) < 2) continue;
    IsmctsBot capped(game, heavy, 1);
    capped.cap_seconds(1e-6);
    (void)capped.choose(*game->observation(*position, p), p);
    EXPECT_TRUE(capped.last_analysis().capped);
    EXPECT_LT(capped.last_analysis().iterations, 20000);
    IsmctsBot roomy(game, ismcts_params_from(parse_bot_spec("ismcts:iters=50,reuse=off")), 1);
    roomy.cap_seconds(3600);
    (void)roomy.choose(*game->observation(*position, p), p);
    EXPECT_FALSE(roomy.last_analysis().capped);
    EXPECT_EQ(roomy.last_analysis().iterations, 50);
    ++searched;
  }
  EXPECT_GT(searched, 0);
}

// One playout to the end of a very long game (Volley with 10,000 troops a side: tens of
// thousands of actions) looks at the clock as it goes: past the deadline it stops, is scored
// where it is, and the search ends after that iteration, although the loop itself would look at
// the clock only after eight.
TEST(IsmctsCap, APlayoutPastTheDeadlineStopsTheSearch) {
  const GamePtr game = make_game("volley:troops=10000");
  IsmctsParams params = ismcts_params_from(
      parse_bot_spec("ismcts:iters=4,rollout=random,eval=returns,rollout_depth=1000000"));
  const auto position = game->new_initial_state(3);
  const auto search = rooted_search(game, params, *position, 1000);
  EXPECT_EQ(search->run(4, Clock::now()), 1);
  EXPECT_TRUE(search->stopped_by_deadline());
  EXPECT_EQ(search->run(4, Clock::time_point::max()), 4);
  EXPECT_FALSE(search->stopped_by_deadline());
}

}  // namespace
}  // namespace bivouac
