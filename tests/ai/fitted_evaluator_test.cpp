// The fitted position evaluators (core/fitted_evaluator.h, weights from bench/fit_evaluator.py):
// their data files are checked as they are read, they tell the coming winner from a position well
// above chance in games they were not fitted on, and a game whose options change its
// observation tensor falls back to the game's returns.
#include "core/fitted_evaluator.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "ai/ismcts_params.h"
#include "core/bot.h"
#include "core/errors.h"
#include "core/evaluator.h"
#include "core/registry.h"

namespace bivouac {
namespace {

void expect_refused(const std::string& text, const std::string& says) {
  try {
    (void)parse_fitted_weights(text, "w.toml");
    FAIL() << "accepted: " << text;
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find(says), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("w.toml"), std::string::npos) << e.what();
  }
}

TEST(FittedWeights, AreReadAndCheckedAgainstTheirSize) {
  EXPECT_EQ(parse_fitted_weights("tensor_size = 3\nweights = [1, -0.5, 2e-3]", "w.toml").weights,
            (std::vector<float>{1.0F, -0.5F, 0.002F}));
  expect_refused("weights = [1]", "tensor_size");
  expect_refused("tensor_size = 0\nweights = []", "tensor_size");
  expect_refused("tensor_size = 2\nweights = [1]", "not 1");
  expect_refused("tensor_size = 2", "not 0");
  expect_refused("tensor_size = 2\nweights = [1, nan]", "weights[1]");
  expect_refused("tensor_size = 2\nweights = [1, \"x\"]", "weights[1]");
  expect_refused("tensor_size = [", "w.toml");
}

// Plays `games` games of the heuristic bot in every seat from seeds the fit never used (it
// plays from 1,000,003 on) and counts, at every position in the second half of each game, whether
// the estimate's sign names the side that went on to win.
double share_of_winners_named(const std::string& spec, int games) {
  const GamePtr game = make_game(spec);
  const auto* def = EvaluatorRegistry::instance().find(game->info().id);
  EXPECT_NE(def, nullptr);
  if (def == nullptr) return 0;
  auto estimate = def->prepare(*game);
  EXPECT_NE(estimate, nullptr);
  if (estimate == nullptr) return 0;
  int right = 0;
  int named = 0;
  for (int seed = 1; seed <= games; ++seed) {
    auto bot = BotRegistry::instance().create("heuristic", game, static_cast<std::uint64_t>(seed));
    auto s = game->new_initial_state(static_cast<std::uint64_t>(seed));
    std::vector<std::unique_ptr<State>> positions;
    while (!game->is_terminal(*s)) {
      positions.push_back(s->clone());
      const int p = game->current_player(*s);
      game->apply_action(*s, bot->choose(*game->observation(*s, p), p), nullptr);
    }
    for (std::size_t i = positions.size() / 2; i < positions.size(); ++i) {
      const double v = estimate->value(*positions[i], 0);
      const double result = game->returns(*s, 0);
      if (v == 0 || result == 0) continue;
      ++named;
      right += (v > 0) == (result > 0) ? 1 : 0;
    }
  }
  EXPECT_GT(named, games * 10) << spec << ": the estimate named a side too rarely";
  const double share = named == 0 ? 0 : static_cast<double>(right) / named;
  std::printf("%s: the winner named at %d of %d positions (%.1f%%)\n", spec.c_str(), right, named,
              100 * share);
  return share;
}

TEST(FittedEvaluator, NamesTheComingWinnerOfVolley) {
  EXPECT_GT(share_of_winners_named("volley", 60), 0.7);
}

TEST(FittedEvaluator, NamesTheComingWinnerOfGt) {
  EXPECT_GT(share_of_winners_named("gt", 20), 0.7);
}

TEST(FittedEvaluator, IsUsedByTheLevelsOnlyOnceASequentialTestAcceptsIt) {
  // `eval=auto` follows the registration's by_default (docs/ai.md, "Fitted evaluators": the
  // fitted evaluators have not passed the SPRT yet); `eval=game` asks for one by name.
  for (const char* id : {"volley", "gt"}) {
    const auto* def = EvaluatorRegistry::instance().find(id);
    ASSERT_NE(def, nullptr) << id;
    IsmctsParams p = ismcts_level("hard");
    resolve_leaf(p, *make_game(id));
    EXPECT_EQ(p.leaf, def->by_default ? LeafKind::kGame : LeafKind::kReturns) << id;
    EXPECT_NE(BotRegistry::instance().create("ismcts:iters=10,eval=game", make_game(id), 1),
              nullptr);
  }
}

TEST(FittedEvaluator, DeclinesAGameWhoseTensorHasAnotherSize) {
  // Four GT hands make a longer tensor than the two the weights were fitted on: `auto` then
  // scores playouts by the returns, and `eval=game` is refused with the game named.
  const GamePtr four = make_game("gt:players=4");
  const auto* def = EvaluatorRegistry::instance().find("gt");
  ASSERT_NE(def, nullptr);
  EXPECT_EQ(def->prepare(*four), nullptr);
  IsmctsParams p = ismcts_level("medium");
  resolve_leaf(p, *four);
  EXPECT_EQ(p.leaf, LeafKind::kReturns);
  try {
    (void)BotRegistry::instance().create("ismcts:eval=game", four, 1);
    FAIL() << "eval=game was accepted for gt:players=4";
  } catch (const SpecError& e) {
    EXPECT_NE(std::string(e.what()).find("gt:players=4"), std::string::npos) << e.what();
  }
  IsmctsParams two = ismcts_level("medium");
  two.leaf = LeafKind::kGame;
  resolve_leaf(two, *make_game("gt"));
  EXPECT_EQ(two.leaf, LeafKind::kGame);
  EXPECT_EQ(two.rollout_depth, def->rollout_depth);
}

}  // namespace
}  // namespace bivouac
