// Bot::decides_from_view_alone: a bot that says so must move on a state exactly as on the
// mover's observation of it, its random generator included, because a search's playouts then
// hand it the sampled world and skip the observation. Checked on random positions of every game
// and on worlds sampled from another player's view (what playouts run on), for every registered
// bot that says so; a bot that peeks at hidden cards is caught by the same check.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ai/test_positions.h"
#include "core/bot.h"
#include "core/registry.h"

namespace bivouac {
namespace {

using BotMaker = std::function<std::unique_ptr<Bot>()>;

// Random positions, each followed by a world sampled from another player's view of it.
std::vector<std::unique_ptr<State>> positions_and_sampled_worlds(const Game& game, int count) {
  Rng rng(41);
  std::vector<std::unique_ptr<State>> out;
  for (auto& s : testing::random_positions(game, count, 29)) {
    const int other = (game.current_player(*s) + 1) % game.num_players();
    auto world = s->clone();
    game.determinize(*game.observation(*s, other), other, rng, *world);
    out.push_back(std::move(s));
    if (!game.is_terminal(*world) && game.current_player(*world) >= 0) {
      out.push_back(std::move(world));
    }
  }
  return out;
}

// Where a bot handed the state and an equal bot handed the mover's observation first choose
// apart ("" if never). Both see the positions in the same order, so a bot whose random generator
// runs differently on the two also comes apart sooner or later.
std::string first_difference(const Game& game, const BotMaker& make,
                             const std::vector<std::unique_ptr<State>>& positions) {
  auto on_state = make();
  auto on_view = make();
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const State& s = *positions[i];
    const int p = game.current_player(s);
    const Action a = on_state->choose(s, p);
    const Action b = on_view->choose(*game.observation(s, p), p);
    if (a != b) {
      return fmt::format("position {} (player {} to move): \"{}\" on the state, \"{}\" on the view",
                         i, p, game.action_to_string(s, a), game.action_to_string(s, b));
    }
  }
  return "";
}

// Says it decides from the view alone and does not: it plays its first legal action on a view
// and its last on a state that hides something from the mover.
class PeekingBot final : public Bot {
 public:
  explicit PeekingBot(GamePtr game) : game_(std::move(game)) {}
  Action choose(const State& s, int player) override {
    game_->legal_actions(s, legal_);
    const bool a_view = game_->observation(s, player)->equals(s);
    return a_view ? legal_.front() : legal_.back();
  }
  [[nodiscard]] bool decides_from_view_alone() const override { return true; }

 private:
  GamePtr game_;
  ActionList legal_;
};

class ViewAlone : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    game_ = make_game(GetParam());
    positions_ = positions_and_sampled_worlds(*game_, 1000);
  }
  // Positions whose mover cannot see everything: the only ones where a peek can show.
  [[nodiscard]] int hiding_positions() const {
    int n = 0;
    for (const auto& s : positions_) {
      const int p = game_->current_player(*s);
      if (testing::legal_count(*game_, *s) > 1 && !game_->observation(*s, p)->equals(*s)) ++n;
    }
    return n;
  }
  GamePtr game_;
  std::vector<std::unique_ptr<State>> positions_;
};

// Parameters that change what a bot reads, checked besides each bot's defaults (the registry
// knows a bot's parameter names, not which of their values matter): game id and bot spec.
const std::vector<std::pair<std::string, std::string>> kParameterVariants = {
    {"volley", "heuristic:lookahead=8,defense_worth=1"},  // samples the unseen cards
};

TEST_P(ViewAlone, EveryBotThatSaysItDecidesFromTheViewMovesAlikeOnTheStateAndTheView) {
  ASSERT_GT(hiding_positions(), 50) << "too few positions hide anything: the check proves little";
  std::vector<std::string> specs;
  for (const BotDefinition* def : BotRegistry::instance().available(game_->info().id)) {
    specs.push_back(def->name == "ismcts" ? "ismcts:iters=60,rollout_depth=30" : def->name);
  }
  for (const auto& [game_id, spec] : kParameterVariants) {
    if (game_id == game_->info().id) specs.push_back(spec);
  }
  for (const std::string& spec : specs) {
    const BotMaker make = [&] { return BotRegistry::instance().create(spec, game_, 7); };
    if (!make()->decides_from_view_alone()) continue;
    EXPECT_EQ(first_difference(*game_, make, positions_), "") << spec;
  }
}

TEST_P(ViewAlone, ABotThatPeeksAtHiddenCardsIsCaught) {
  const BotMaker make = [&] { return std::make_unique<PeekingBot>(game_); };
  EXPECT_NE(first_difference(*game_, make, positions_), "");
}

INSTANTIATE_TEST_SUITE_P(AllGames, ViewAlone, ::testing::ValuesIn(testing::all_game_variants()),
                         [](const auto& info) { return testing::variant_test_name(info.param); });

}  // namespace
}  // namespace bivouac
