// Honesty: a bot decides from what it may know. Two true states that differ only in what the
// player cannot know (the second one sampled from the first's observation) must get the same
// move and the same hint, for the same seed.
#include <gtest/gtest.h>

#include "ai/hint.h"
#include "ai/ismcts_bot.h"
#include "ai/test_positions.h"
#include "core/bot.h"
#include "core/registry.h"

namespace bivouac {
namespace {

constexpr const char* kSpec = "ismcts:iters=150,rollout_depth=60";

class IsmctsHonesty : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { game_ = make_game(GetParam()); }
  // A true state that only `player`'s ignorance cannot tell from `s`.
  std::unique_ptr<State> indistinguishable(const State& s, int player, Rng& rng) const {
    auto other = s.clone();
    game_->determinize(*game_->observation(s, player), player, rng, *other);
    return other;
  }
  GamePtr game_;
};

TEST_P(IsmctsHonesty, StatesThatDifferOnlyInHiddenInformationGetTheSameMove) {
  Rng rng(99);
  int differing = 0;
  for (const auto& s : testing::random_positions(*game_, 40, 13)) {
    const int p = game_->current_player(*s);
    const auto other = indistinguishable(*s, p, rng);
    ASSERT_TRUE(game_->observation(*s, p)->equals(*game_->observation(*other, p)));
    if (!other->equals(*s)) ++differing;
    for (const BotDefinition* def : BotRegistry::instance().available(game_->info().id)) {
      const std::string spec = def->name == "ismcts" ? kSpec : def->name;
      auto a = BotRegistry::instance().create(spec, game_, 5);
      auto b = BotRegistry::instance().create(spec, game_, 5);
      EXPECT_EQ(a->choose(*game_->observation(*s, p), p),
                b->choose(*game_->observation(*other, p), p))
          << spec;
    }
  }
  EXPECT_GT(differing, 0) << "the sampled states never differed: the check proves nothing";
}

TEST_P(IsmctsHonesty, HintsFromTrueStatesRevealNothingHidden) {
  Rng rng(7);
  for (const auto& s : testing::random_positions(*game_, 12, 17)) {
    const int p = game_->current_player(*s);
    const auto other = indistinguishable(*s, p, rng);
    EXPECT_EQ(testing::timeless(hint_json(*game_, *s, p, kSpec, 3)),
              testing::timeless(hint_json(*game_, *other, p, kSpec, 3)));
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, IsmctsHonesty, ::testing::ValuesIn(testing::all_game_variants()),
                         [](const auto& info) { return testing::variant_test_name(info.param); });

// The check above can fail: a search handed the true state instead of the observation (so every
// sampled world keeps the real hidden cards) decides differently between such states somewhere.
TEST(IsmctsHonestyControl, ASearchGivenTheTrueStateWouldBeCaught) {
  int caught = 0;
  for (const std::string& variant : testing::all_game_variants()) {
    const GamePtr game = make_game(variant);
    Rng rng(99);
    for (const auto& s : testing::random_positions(*game, 40, 13)) {
      const int p = game->current_player(*s);
      auto other = s->clone();
      game->determinize(*game->observation(*s, p), p, rng, *other);
      IsmctsBot a(game, ismcts_params_from(parse_bot_spec(kSpec)), 5);
      IsmctsBot b(game, ismcts_params_from(parse_bot_spec(kSpec)), 5);
      try {
        if (a.choose(*s, p) != b.choose(*other, p)) ++caught;
      } catch (const std::exception&) {
        // A game may refuse to determinize a state with nothing hidden; that proves nothing.
      }
    }
  }
  EXPECT_GT(caught, 0);
}

}  // namespace
}  // namespace bivouac
