// A tiny real arena: paired seats, counts that add up, deals counted from the two games each was
// really played as, the same result on any thread count, and a search bot that beats random play.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <limits>

#include "ai/deal_totals.h"
#include "ai/test_positions.h"
#include "ai/trick_test_game.h"
#include "core/errors.h"
#include "core/registry.h"
#include "sim/arena.h"
#include "sim/arena_report.h"
#include "sim/batch.h"

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
      const testing::DealTotals t = testing::deal_totals(p.deals);
      EXPECT_EQ(t.deals, 3);
      EXPECT_EQ(t.b_half_points, 2 * p.b_wins + p.draws);
    }
    const Interval w = r.win_rate(1, 0);
    EXPECT_LE(w.low, w.estimate);
    EXPECT_LE(w.estimate, w.high);
    double mean = 0;
    for (const EloRating& e : r.elo) mean += e.elo;
    EXPECT_NEAR(mean, 0, 1e-6);
    const nlohmann::json j = arena_to_json(r);
    EXPECT_EQ(j["pairs"].size(), 3u);
    EXPECT_EQ(j["pairs"][0]["deals"]["b_won_both"], r.pairs[0].deals[4]);
    EXPECT_NE(arena_to_text(r).find("split"), std::string::npos);
    EXPECT_EQ(j["elo"].size(), 3u);
    EXPECT_NE(arena_to_text(r).find("Elo"), std::string::npos);
  }
}

// Each deal is counted from its own two games: replaying them one by one, with the seats and
// seeds the arena documents, gives the same deals.
TEST(ArenaRun, DealsAreCountedFromTheirTwoGames) {
  ArenaConfig config = tiny("muskets", 2);
  config.bots = {"random", "heuristic"};
  config.games_per_pair = 16;
  const ArenaResult r = run_arena(config);
  const GamePtr game = GameRegistry::instance().create(config.game);
  Pentanomial expected{};
  for (int d = 0; d < 8; ++d) {
    const std::uint64_t seed = derive_seed(config.seed, static_cast<std::uint64_t>(d));
    const int first = arena_result_for_first(
        play_game(game, arena_seating(*game, "random", "heuristic"), seed, config.max_actions));
    const int swapped = arena_result_for_first(
        play_game(game, arena_seating(*game, "heuristic", "random"), seed, config.max_actions));
    ++expected[static_cast<std::size_t>(half_points_for_b(first) + half_points_for_b(-swapped))];
  }
  EXPECT_EQ(r.pairs[0].deals, expected);
  // heuristic beats random in most deals from both seats.
  EXPECT_GT(r.pairs[0].deals[4], r.pairs[0].deals[0]);
}

// --first-deal: a run that starts at deal d plays the very deals d, d + 1, ... of the whole run,
// so chunks of one seed add up to it.
TEST(ArenaRun, ChunksFromLaterDealsAddUpToTheWholeRun) {
  ArenaConfig whole = tiny("muskets", 2);
  whole.bots = {"random", "heuristic"};
  whole.games_per_pair = 16;
  const PairResult all = run_arena(whole).pairs[0];
  ArenaConfig chunk = whole;
  testing::DealChunks chunks;
  int a_wins = 0;
  int b_wins = 0;
  for (int d = 0; d < 8; ++d) {
    chunk.first_deal = d;
    chunk.games_per_pair = 2;
    const ArenaResult one = run_arena(chunk);
    const std::string text = arena_to_text(one);
    const std::size_t note = text.find(fmt::format("(1 deals from deal {},", d));
    EXPECT_EQ(note == std::string::npos, d == 0) << text;
    EXPECT_EQ(arena_to_json(one)["first_deal"], d);
    const PairResult& p = one.pairs[0];
    chunks.add(p.deals);
    a_wins += p.a_wins;
    b_wins += p.b_wins;
  }
  ASSERT_GT(chunks.kinds.size(), 1u);
  EXPECT_EQ(chunks.sum, all.deals);
  EXPECT_EQ(a_wins, all.a_wins);
  EXPECT_EQ(b_wins, all.b_wins);
  // Two uneven chunks: deals 0-2 and 3-7.
  chunk.first_deal = 0;
  chunk.games_per_pair = 6;
  const PairResult head = run_arena(chunk).pairs[0];
  chunk.first_deal = 3;
  chunk.games_per_pair = 10;
  const PairResult tail = run_arena(chunk).pairs[0];
  EXPECT_EQ(head.b_wins + tail.b_wins, all.b_wins);
  EXPECT_EQ(head.a_wins + tail.a_wins, all.a_wins);
  chunk.first_deal = -1;
  EXPECT_THROW((void)run_arena(chunk), SpecError);
  chunk.first_deal = std::numeric_limits<int>::max() - 2;  // deals past it would overflow
  EXPECT_THROW((void)run_arena(chunk), SpecError);
}

TEST(ArenaRun, DealsReportTheirScoreWithDealsAsTheUnit) {
  // 100 deals: B won both seats of 37, 61 split, A won both of 2. B scores 0.675 a game, and
  // the pair scores (0, 1/2, 1) have variance 0.0669, so the 95% half-width is
  // 1.96 * sqrt(0.0669 / 100) = 0.0507: narrower than the Wilson interval of 135 wins in 200
  // games ([60.7, 73.6]), since a split deal is the same result from either seat.
  const Pentanomial deals{2, 0, 61, 0, 37};
  const nlohmann::json j = deals_to_json(deals);
  EXPECT_EQ(j["b_won_both"], 37);
  EXPECT_EQ(j["split"], 61);
  EXPECT_EQ(j["a_won_both"], 2);
  EXPECT_EQ(j["with_draws"], 0);
  EXPECT_NEAR(j["b_score"]["rate"].get<double>(), 0.675, 1e-12);
  EXPECT_NEAR(j["b_score"]["ci95"][0].get<double>(), 0.675 - 0.0507, 5e-4);
  EXPECT_NEAR(j["b_score"]["ci95"][1].get<double>(), 0.675 + 0.0507, 5e-4);
  EXPECT_EQ(deals_to_text(deals, "heuristic", "ismcts:medium"),
            "ismcts:medium won both seats of 37 deals, 61 split, heuristic won both of 2; "
            "ismcts:medium scores 67.5% [62.4, 72.6] by deals");
  EXPECT_NE(deals_to_text({0, 2, 1, 1, 0}, "a", "b").find("3 with one game drawn"),
            std::string::npos);
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
