// The byte form in which the ranks of a distributed run exchange their games.
#include "sim/outcome_io.h"

#include <gtest/gtest.h>

#include "core/errors.h"

namespace bivouac {
namespace {

std::vector<GameOutcome> sample() {
  GameOutcome a;
  a.winning_side = 1;
  a.first_player = 0;
  a.turns = 7;
  a.actions = 5'000'000'000L;
  a.end_reason = "morale";
  a.cards = {{"Cannon", 0, 2, 1}, {"General", 1, 1, 0}};
  GameOutcome b;
  b.winning_side = -1;
  b.finished = false;
  b.end_reason = "";
  GameOutcome c = a;
  c.cards[0].played = 2;
  c.end_reason = "troops";
  return {a, b, c};
}

bool same(const GameOutcome& x, const GameOutcome& y) {
  return x.winning_side == y.winning_side && x.first_player == y.first_player &&
         x.turns == y.turns && x.actions == y.actions && x.finished == y.finished &&
         x.end_reason == y.end_reason && x.cards == y.cards;
}

TEST(OutcomeBytes, EveryFieldSurvivesTheRoundTrip) {
  const std::vector<GameOutcome> games = sample();
  const std::vector<GameOutcome> back = decode_outcomes(encode_outcomes(games));
  ASSERT_EQ(back.size(), games.size());
  for (std::size_t i = 0; i < games.size(); ++i) EXPECT_TRUE(same(back[i], games[i])) << i;
}

TEST(OutcomeBytes, RepeatedStringsAreStoredOnce) {
  std::vector<GameOutcome> games(1000, sample()[0]);
  const std::vector<std::uint8_t> bytes = encode_outcomes(games);
  // Per game: 5 fixed fields, a reason index, a card count and 2 cards of 4 fields.
  EXPECT_LT(bytes.size(), 1000 * (4 * 16) + 100);
}

TEST(OutcomeBytes, ATruncatedOrPaddedBufferIsAFormatError) {
  const std::vector<GameOutcome> games = sample();
  std::vector<std::uint8_t> bytes = encode_outcomes(games);
  for (std::size_t cut : {std::size_t{0}, std::size_t{3}, bytes.size() / 2, bytes.size() - 1}) {
    EXPECT_THROW((void)decode_outcomes(std::span(bytes.data(), cut)), FormatError) << cut;
  }
  bytes.push_back(0);
  EXPECT_THROW((void)decode_outcomes(bytes), FormatError);
}

TEST(OutcomeBytes, AnImpossibleGameCountIsRefusedBeforeAllocating) {
  // No strings, then a count of two billion games in a buffer of eight bytes.
  const std::vector<std::uint8_t> bytes = {0, 0, 0, 0, 0, 0x94, 0x35, 0x77};
  EXPECT_THROW((void)decode_outcomes(bytes), FormatError);
}

TEST(OutcomeBytes, AnImpossibleStringCountIsRefusedBeforeAllocating) {
  const std::vector<std::uint8_t> bytes = {0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0};
  EXPECT_THROW((void)decode_outcomes(bytes), FormatError);
}

}  // namespace
}  // namespace bivouac
