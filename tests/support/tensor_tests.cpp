// The fixed action space and the observation tensor of every registered game (src/core/tensor.h):
// every legal action of every visited position has its own index in [0, N); a tensor fills its
// whole fixed shape with finite values in the documented range; writing one never allocates; and
// the twin-world check: a world sampled from a player's observation (another arrangement of what
// he cannot see) gives him byte-identical tensors.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <iostream>
#include <limits>
#include <set>

#include "core/registry.h"
#include "core/tensor.h"
#include "support/alloc_counter.h"
#include "support/game_variants.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

class TensorTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    game_ = make_game(GetParam());
    codec_ = tensor_codec(*game_);
  }
  GamePtr game_;
  std::shared_ptr<const TensorCodec> codec_;
};

TEST_P(TensorTest, EveryLegalActionHasItsOwnIndexInTheFixedSpace) {
  const int n = codec_->num_distinct_actions();
  ASSERT_GT(n, 0);
  long checked = 0;
  for (int g = 0; g < testing::property_games(200); ++g) {
    testing::random_game(
        *game_, derive_seed(31, static_cast<std::uint64_t>(g)), [&](const State& s) {
          ActionList legal;
          game_->legal_actions(s, legal);
          std::set<int> seen;
          for (Action a : legal) {
            const int i = codec_->action_index(a);
            ASSERT_GE(i, 0) << game_->action_to_string(s, a) << " has no index";
            ASSERT_LT(i, n);
            ASSERT_TRUE(seen.insert(i).second) << "two legal actions share index " << i;
            ASSERT_FALSE(codec_->index_meaning(i).empty());
            ++checked;
          }
        });
  }
  EXPECT_GT(checked, 0);
  EXPECT_EQ(codec_->action_index(kNoAction), -1);
  EXPECT_TRUE(codec_->index_meaning(n).empty());
  std::cout << GetParam() << ": " << n << " distinct actions, " << checked
            << " legal actions indexed\n";
}

TEST_P(TensorTest, TensorFillsItsShapeWithValuesInRangeAndNeverAllocates) {
  const int size = codec_->tensor_size();
  ASSERT_GT(size, 0);
  ObservationTensor encoder(*game_, codec_);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> buf(static_cast<std::size_t>(size) + 16, nan);
  for (int g = 0; g < testing::property_games(50); ++g) {
    testing::random_game(
        *game_, derive_seed(32, static_cast<std::uint64_t>(g)), [&](const State& s) {
          for (int p = 0; p < game_->num_players(); ++p) {
            encoder.write(s, p, buf.data());  // warm: the scratch state exists
            std::fill(buf.begin(), buf.end(), nan);
            testing::CountAllocations allocs;
            encoder.write(s, p, buf.data());
            ASSERT_EQ(allocs.count(), 0u) << "writing a tensor allocated";
            for (int i = 0; i < size; ++i) {
              const float v = buf[static_cast<std::size_t>(i)];
              ASSERT_TRUE(std::isfinite(v)) << "value " << i << " not written";
              ASSERT_GE(v, -1.0F) << "value " << i;
              ASSERT_LE(v, 2.0F) << "value " << i;
            }
            for (std::size_t i = static_cast<std::size_t>(size); i < buf.size(); ++i)
              ASSERT_TRUE(std::isnan(buf[i])) << "wrote past the shape";
          }
        });
  }
}

// A codec's fast path from the true state (encode_true_state) writes exactly what encoding the
// observation writes, for every player at every position; a codec without one says so.
TEST_P(TensorTest, TheTrueStatePathWritesWhatTheObservedPathWrites) {
  const int size = codec_->tensor_size();
  std::vector<float> fast(static_cast<std::size_t>(size));
  std::vector<float> observed(static_cast<std::size_t>(size));
  long compared = 0;
  bool has_fast_path = true;
  for (int g = 0; g < testing::property_games(100) && has_fast_path; ++g) {
    testing::random_game(
        *game_, derive_seed(35, static_cast<std::uint64_t>(g)), [&](const State& s) {
          for (int p = 0; p < game_->num_players() && has_fast_path; ++p) {
            std::fill(fast.begin(), fast.end(), -7.0F);
            has_fast_path = codec_->encode_true_state(s, p, fast.data());
            if (!has_fast_path) break;
            const auto obs = game_->observation(s, p);
            codec_->encode(*obs, p, observed.data());
            ASSERT_EQ(0, std::memcmp(fast.data(), observed.data(), fast.size() * sizeof(float)))
                << "player " << p << " at turn " << game_->turn_number(s);
            ++compared;
          }
        });
  }
  if (!has_fast_path) {
    EXPECT_EQ(compared, 0) << "a codec has a fast path for some positions only";
    GTEST_SKIP() << GetParam() << " encodes observations only";
  }
  std::cout << GetParam() << ": " << compared << " positions, both paths identical\n";
}

// Two worlds a player cannot tell apart: the true state and a determinization of his observation.
TEST_P(TensorTest, TwinWorldsGiveByteIdenticalTensors) {
  const int size = codec_->tensor_size();
  ObservationTensor encoder(*game_, codec_);
  std::vector<float> a(static_cast<std::size_t>(size));
  std::vector<float> b(static_cast<std::size_t>(size));
  long pairs = 0;
  long different_worlds = 0;
  for (int g = 0; g < testing::property_games(100); ++g) {
    Rng rng(derive_seed(33, static_cast<std::uint64_t>(g)));
    testing::random_game(
        *game_, derive_seed(34, static_cast<std::uint64_t>(g)), [&](const State& s) {
          if (rng.below(3) != 0) return;
          for (int p = 0; p < game_->num_players(); ++p) {
            const auto obs = game_->observation(s, p);
            auto twin = s.clone();
            game_->determinize(*obs, p, rng, *twin);
            encoder.write(s, p, a.data());
            encoder.write(*twin, p, b.data());
            ASSERT_EQ(0, std::memcmp(a.data(), b.data(), a.size() * sizeof(float)))
                << "player " << p << " tells two worlds apart at turn " << game_->turn_number(s);
            ++pairs;
            twin->chance = s.chance;  // count worlds that differ in cards
            if (!twin->equals(s)) ++different_worlds;
          }
        });
  }
  EXPECT_GT(different_worlds, pairs / 4) << "the twins were mostly the same world";
  std::cout << GetParam() << ": " << pairs << " twin pairs, " << different_worlds
            << " of them different worlds, tensors identical\n";
}

INSTANTIATE_TEST_SUITE_P(AllGames, TensorTest,
                         ::testing::ValuesIn(testing::registered_game_variants()),
                         testing::variant_test_name);

TEST(TensorCodec, UnknownGameIdHasNone) {
  EXPECT_FALSE(has_tensor_codec("no-such-game"));
}

}  // namespace
}  // namespace bivouac
