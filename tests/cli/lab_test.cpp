// The balance lab: A/B on common random numbers, the tests it reports, per-card tallies,
// sequential stopping and thread-count independence.
#include "sim/lab.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/bot.h"
#include "core/registry.h"
#include "sim/card_tally.h"
#include "sim/compare.h"
#include "sim/lab_json.h"

namespace bivouac {
namespace {

LabSettings settings(const std::string& game, int games, std::uint64_t seed) {
  LabSettings s;
  s.config.game = game;
  s.config.bots = {"random"};
  s.config.games = games;
  s.config.seed = seed;
  s.config.threads = 2;
  return s;
}

TEST(LabStats, ExactBinomialTailIsRight) {
  EXPECT_NEAR(binomial_two_sided_p(0, 10), 2.0 / 1024, 1e-12);
  EXPECT_NEAR(binomial_two_sided_p(1, 10), 2.0 * 11 / 1024, 1e-12);
  EXPECT_DOUBLE_EQ(binomial_two_sided_p(5, 10), 1.0);
  EXPECT_DOUBLE_EQ(binomial_two_sided_p(0, 0), 1.0);
}

TEST(LabStats, PairedDifferenceCountsOnlyDiscordantPairs) {
  // 6 games: A wins 1,2,3; B wins 2,3,4,5,6 -> B only in 4, A only in 1.
  const std::vector<bool> a = {true, true, true, false, false, false};
  const std::vector<bool> b = {false, true, true, true, true, true};
  const Difference d = paired_rate_difference(a, b);
  EXPECT_NEAR(d.a, 0.5, 1e-12);
  EXPECT_NEAR(d.b, 5.0 / 6, 1e-12);
  EXPECT_NEAR(d.estimate, 2.0 / 6, 1e-12);
  EXPECT_NEAR(d.p_value, binomial_two_sided_p(1, 4), 1e-12);
  EXPECT_LT(d.low, d.estimate);
  EXPECT_GT(d.high, d.estimate);
}

TEST(LabStats, IndependentDifferenceIntervalCoversTheEstimate) {
  const Difference d = independent_rate_difference(40, 100, 60, 100);
  EXPECT_NEAR(d.estimate, 0.2, 1e-12);
  EXPECT_GT(d.low, 0.05);  // Newcombe: about [0.06, 0.33]
  EXPECT_LT(d.high, 0.35);
  EXPECT_LT(d.p_value, 0.01);
}

TEST(LabAb, AVariantAgainstItselfOnCommonRandomNumbersIsIdentical) {
  const AbResult r = run_ab(settings("muskets", 300, 5), "muskets", "muskets", true);
  for (const Difference& d : r.side_wins) {
    EXPECT_EQ(d.estimate, 0);
    EXPECT_EQ(d.p_value, 1);
  }
  EXPECT_EQ(r.turns.estimate, 0);
  EXPECT_EQ(r.first_player.p_value, 1);
}

TEST(LabAb, AVariantAgainstItselfOnIndependentSeedsGivesLooselyUniformPValues) {
  std::vector<double> p;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const AbResult r = run_ab(settings("muskets", 200, seed), "muskets", "muskets", false);
    p.push_back(r.side_wins[0].p_value);
  }
  const double mean = std::accumulate(p.begin(), p.end(), 0.0) / static_cast<double>(p.size());
  const auto small = std::count_if(p.begin(), p.end(), [](double x) { return x < 0.05; });
  const auto low_half = std::count_if(p.begin(), p.end(), [](double x) { return x < 0.5; });
  EXPECT_GT(mean, 0.25);
  EXPECT_LT(mean, 0.75);
  EXPECT_LE(small, 4);
  EXPECT_GE(low_half, 3);
  EXPECT_LE(low_half, 17);
}

TEST(LabAb, APlantedChangeIsDetected) {
  // A turn limit of 2 ends most games early as draws: fewer wins for Player 1, shorter games.
  const AbResult r = run_ab(settings("muskets", 300, 9), "muskets", "muskets:turn_limit=2", true);
  EXPECT_LT(r.side_wins[0].p_value, 1e-6);
  EXPECT_LT(r.side_wins[0].high, 0);
  EXPECT_LT(r.turns.high, 0);
  EXPECT_LT(r.turns.p_value, 1e-6);
}

TEST(LabSequential, StopsOnceIntervalsAreNarrowAndTheStopDoesNotDependOnThreads) {
  LabSettings s = settings("muskets", 5000, 3);
  s.until_ci = 0.15;
  s.chunk = 50;
  s.config.threads = 1;
  const LabRun one = run_lab(s, "x");
  s.config.threads = 3;
  const LabRun three = run_lab(s, "x");
  EXPECT_TRUE(one.converged);
  EXPECT_LT(one.outcomes.size(), 5000u);
  EXPECT_EQ(one.outcomes.size() % 50, 0u);
  EXPECT_LT(widest_rate_interval(one.report), 0.15);
  EXPECT_EQ(one.outcomes.size(), three.outcomes.size());
  // One chunk fewer would not have been enough.
  SimConfig c = s.config;
  std::vector<GameOutcome> fewer(one.outcomes.begin(), one.outcomes.end() - 50);
  c.games = static_cast<int>(fewer.size());
  EXPECT_GE(widest_rate_interval(summarize(c, *one.game, fewer, 0)), 0.15);
}

TEST(LabSequential, ACapStopsARunThatCannotConverge) {
  LabSettings s = settings("muskets", 120, 3);
  s.until_ci = 0.01;
  s.chunk = 50;
  const LabRun r = run_lab(s, "x");
  EXPECT_FALSE(r.converged);
  EXPECT_EQ(r.outcomes.size(), 120u);
}

nlohmann::json without_timing(nlohmann::json j) {
  for (const char* k : {"seconds", "games_per_second", "actions_per_second", "threads"}) j.erase(k);
  return j;
}

TEST(LabCards, CardImpactIsTheSameOnAnyNumberOfThreads) {
  LabSettings s = settings("muskets", 200, 11);
  s.config.collect_cards = true;
  s.config.threads = 1;
  const LabRun one = run_lab(s, "x");
  s.config.threads = 3;
  const LabRun three = run_lab(s, "x");
  EXPECT_EQ(without_timing(lab_run_json(one)), without_timing(lab_run_json(three)));
  ASSERT_FALSE(one.cards.empty());
}

// Per-card counts add up to the cards dealt: the tracker reads card names, and here the deals
// are counted another way, from the opening hand sizes and the draw events the other players
// see (a count, or one event per card).
TEST(LabCards, PerCardDrawsAddUpToTheCardsDealtInEveryGame) {
  for (const std::string spec : {"muskets", "volley", "gt", "ready-aim-fire", "gt:players=4"}) {
    const GamePtr game = GameRegistry::instance().create(spec);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      auto state = game->new_initial_state(seed);
      CardTracker tracker;
      tracker.start(*game, *state);
      std::int64_t dealt = 0;
      for (int p = 0; p < game->num_players(); ++p) {
        dealt += static_cast<std::int64_t>(game->hand_card_names(*state, p).size());
      }
      std::vector<std::unique_ptr<Bot>> bots;
      for (int p = 0; p < game->num_players(); ++p) {
        bots.push_back(BotRegistry::instance().create("random", game,
                                                      seed * 10 + static_cast<std::uint64_t>(p)));
      }
      EventLog log;
      long steps = 0;
      while (!game->is_terminal(*state) && steps++ < 200000) {
        const int p = game->current_player(*state);
        game->apply_action(*state, bots[static_cast<std::size_t>(p)]->choose(*state, p), &log);
        tracker.read(*game, log);
        for (const Event& e : log.events()) {
          if (e.kind != "draw" || e.player < 0 || e.visible_to(e.player)) continue;
          if (!e.visible_to(game->num_players() > 1 ? (e.player + 1) % game->num_players() : 0))
            continue;
          dealt += e.data.contains("count") ? e.data["count"].get<int>() : 1;
        }
        log.clear();
      }
      std::int64_t drawn = 0;
      std::int64_t played = 0;
      for (const CardTally& t : tracker.tallies()) {
        if (t.card.find(" @ ") == std::string::npos) {
          drawn += t.drawn;
          played += t.played;
        }
      }
      EXPECT_EQ(drawn, dealt) << spec << " seed " << seed;
      EXPECT_GT(drawn, 0) << spec << " seed " << seed;
      EXPECT_GT(played, 0) << spec << " seed " << seed;
    }
  }
}

}  // namespace
}  // namespace bivouac
