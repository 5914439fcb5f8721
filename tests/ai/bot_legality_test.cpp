// Every bot registered for a game plays only legal moves: on thousands of random positions (each
// asked cold), and through whole games (where ismcts keeps trees between its own decisions).
#include <gtest/gtest.h>

#include "ai/test_positions.h"
#include "core/bot.h"
#include "core/registry.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

// A small budget keeps the test fast; a capped rollout keeps long games cheap.
std::string quick_spec(const BotDefinition& def) {
  if (def.name == "ismcts") return "ismcts:iters=12,rollout_depth=40";
  return def.name;
}

bool is_legal(const Game& game, const State& s, Action a) {
  ActionList legal;
  game.legal_actions(s, legal);
  return legal.contains(a);
}

class BotLegality : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { game_ = make_game(GetParam()); }
  GamePtr game_;
};

TEST_P(BotLegality, EveryBotMovesLegallyInRandomPositions) {
  const auto positions = testing::random_positions(*game_, testing::property_games(2000), 11);
  const auto bots = BotRegistry::instance().available(game_->info().id);
  ASSERT_GE(bots.size(), 2u) << "random and ismcts at least";
  for (const BotDefinition* def : bots) {
    const std::string spec = quick_spec(*def);
    auto bot = BotRegistry::instance().create(spec, game_, 3);
    // Expensive bots see every fourth position; the cheap ones see them all.
    const std::size_t stride = def->name == "ismcts" ? 4 : 1;
    for (std::size_t i = 0; i < positions.size(); i += stride) {
      const State& s = *positions[i];
      const int p = game_->current_player(s);
      const auto view = game_->observation(s, p);
      const Action a = bot->choose(*view, p);
      ASSERT_TRUE(is_legal(*game_, s, a)) << spec << " chose " << a << " in position " << i << ":\n"
                                          << game_->render(s, -1);
    }
  }
}

TEST_P(BotLegality, EveryBotMovesLegallyThroughWholeGames) {
  const auto bots = BotRegistry::instance().available(game_->info().id);
  const int games = std::max(2, testing::property_games(6));
  for (const BotDefinition* def : bots) {
    for (int g = 0; g < games; ++g) {
      // The bot under test against random play, in every seat in turn.
      std::vector<std::unique_ptr<Bot>> seats;
      const int me = g % game_->num_players();
      for (int p = 0; p < game_->num_players(); ++p) {
        seats.push_back(BotRegistry::instance().create(p == me ? quick_spec(*def) : "random", game_,
                                                       derive_seed(9, p)));
      }
      auto s = game_->new_initial_state(derive_seed(21, static_cast<std::uint64_t>(g)));
      for (long n = 0; !game_->is_terminal(*s) && n < 20000; ++n) {
        const int p = game_->current_player(*s);
        const auto view = game_->observation(*s, p);
        const Action a = seats[static_cast<std::size_t>(p)]->choose(*view, p);
        ASSERT_TRUE(is_legal(*game_, *s, a)) << quick_spec(*def) << " in game " << g;
        game_->apply_action(*s, a, nullptr);
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, BotLegality, ::testing::ValuesIn(testing::all_game_variants()),
                         [](const auto& info) { return testing::variant_test_name(info.param); });

}  // namespace
}  // namespace bivouac
