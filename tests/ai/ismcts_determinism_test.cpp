// Determinism: with an iteration budget the same seed gives the same move and the same search
// statistics, with one worker and with a fixed number of root-parallel workers.
#include <gtest/gtest.h>

#include <bit>

#include "ai/ismcts_bot.h"
#include "ai/test_positions.h"
#include "core/registry.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

class IsmctsDeterminism : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { game_ = make_game(GetParam()); }
  // Every candidate's visits and value, so two searches compare in full, not just by their final
  // move. (With a prior the visits alone can be the same for two seeds; the values are not.)
  std::vector<std::uint64_t> search(const std::string& spec, std::uint64_t seed, const State& s,
                                    Action* chosen) {
    IsmctsBot bot(game_, ismcts_params_from(parse_bot_spec(spec)), seed);
    const int p = game_->current_player(s);
    *chosen = bot.choose(*game_->observation(s, p), p);
    std::vector<std::uint64_t> visits;
    for (const Candidate& c : bot.last_analysis().candidates) {
      visits.push_back(c.action);
      visits.push_back(c.visits);
      visits.push_back(std::bit_cast<std::uint64_t>(c.win_rate));
    }
    return visits;
  }
  GamePtr game_;
};

TEST_P(IsmctsDeterminism, SameSeedSameIterationsSameMove) {
  int seed_mattered = 0;
  // Fifteen positions (four under the sanitizers, where each search is many times slower).
  for (const auto& s : testing::random_positions(*game_, testing::property_games(15, 4), 23)) {
    for (const std::string spec :
         {"ismcts:iters=200,rollout_depth=250", "ismcts:iters=200,rollout_depth=250,threads=2"}) {
      Action a1 = 0, a2 = 0, a3 = 0;
      const auto v1 = search(spec, 42, *s, &a1);
      const auto v2 = search(spec, 42, *s, &a2);
      EXPECT_EQ(a1, a2) << spec;
      EXPECT_EQ(v1, v2) << spec;
      if (search(spec, 43, *s, &a3) != v1) ++seed_mattered;
    }
  }
  EXPECT_GT(seed_mattered, 0) << "the seed never changed the search: the check proves nothing";
}

INSTANTIATE_TEST_SUITE_P(AllGames, IsmctsDeterminism,
                         ::testing::ValuesIn(testing::all_game_variants()),
                         [](const auto& info) { return testing::variant_test_name(info.param); });

}  // namespace
}  // namespace bivouac
