// A tiny real arena: paired seats, counts that add up, the same result on any thread count,
// and a search bot that beats random play.
#include <gtest/gtest.h>

#include "ai/test_positions.h"
#include "ai/trick_test_game.h"
#include "core/errors.h"
#include "core/registry.h"
#include "sim/arena.h"
#include "sim/arena_report.h"

namespace bivouac {
namespace {

ArenaConfig tiny(const std::string& game, int threads) {
  ArenaConfig c;
  c.game = game;
  c.bots = {"random", "ismcts:iters=100,rollout=random", "ismcts:iters=30,rollout=random"};
  c.games_per_pair = 5;  // made even: 3 deals from both seats
  c.threads = threads;
  c.seed = 4;
  return c;
}

// Full games of GT and Ready Aim Fire with search bots take minutes (hundreds of actions each);
// their bots' legality is covered in bot_legality_test, so the real arenas use the short games.
bool quick_game(const std::string& id) {
  return id == "muskets" || id == "volley" || id == testing::kTrickGameId;
}

TEST(ArenaRun, EveryGameRunsARoundRobinThatAddsUp) {
  for (const auto* def : GameRegistry::instance().list()) {
    if (!quick_game(def->info.id)) continue;
    int progress_calls = 0;
    ArenaConfig config = tiny(def->info.id, 1);
    config.progress = [&](int done, int total) {
      ++progress_calls;
      EXPECT_LE(done, total);
    };
    const ArenaResult r = run_arena(config);
    EXPECT_EQ(r.config.games_per_pair, 6);
    ASSERT_EQ(r.pairs.size(), 3u);
    EXPECT_EQ(progress_calls, 18);
    for (const PairResult& p : r.pairs) {
      EXPECT_EQ(p.games, 6);
      EXPECT_EQ(p.a_wins + p.b_wins + p.draws, 6);
    }
    const Interval w = r.win_rate(1, 0);
    EXPECT_LE(w.low, w.estimate);
    EXPECT_LE(w.estimate, w.high);
    double mean = 0;
    for (const EloRating& e : r.elo) mean += e.elo;
    EXPECT_NEAR(mean, 0, 1e-6);
    const nlohmann::json j = arena_to_json(r);
    EXPECT_EQ(j["pairs"].size(), 3u);
    EXPECT_EQ(j["elo"].size(), 3u);
    EXPECT_NE(arena_to_text(r).find("Elo"), std::string::npos);
  }
}

TEST(ArenaRun, ThreadCountDoesNotChangeTheResult) {
  const std::string game = "muskets";
  const nlohmann::json one = arena_to_json(run_arena(tiny(game, 1)));
  const nlohmann::json two = arena_to_json(run_arena(tiny(game, 2)));
  EXPECT_EQ(one["pairs"], two["pairs"]);
  EXPECT_EQ(one["elo"], two["elo"]);
}

TEST(ArenaRun, SearchBeatsRandomPlay) {
  for (const auto* def : GameRegistry::instance().list()) {
    // The test game is mostly luck of the deal; skill shows in the real ones.
    if (def->info.id == testing::kTrickGameId || !quick_game(def->info.id)) continue;
    ArenaConfig c;
    c.game = def->info.id;
    c.bots = {"random", "ismcts:iters=200"};
    c.games_per_pair = 12;
    const ArenaResult r = run_arena(c);
    EXPECT_GE(r.pair(0, 1).b_wins, 9) << def->info.id << "\n" << arena_to_text(r);
    EXPECT_GT(r.elo[1].elo, r.elo[0].elo);
  }
}

TEST(ArenaRun, BadConfigurationsAreRefused) {
  ArenaConfig c = tiny(testing::all_game_variants().front(), 1);
  c.bots = {"random"};
  EXPECT_THROW((void)run_arena(c), SpecError);
  c.bots = {"random", "random"};
  EXPECT_THROW((void)run_arena(c), SpecError);
  c.bots = {"random", "nonsense"};
  EXPECT_THROW((void)run_arena(c), SpecError);
}

}  // namespace
}  // namespace bivouac
