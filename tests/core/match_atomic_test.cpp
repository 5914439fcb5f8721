// A request to a Match happens whole or not at all. The reproducer: a forced die that
// does not fit the roll ("6 does not fit a d1") used to leave a half-played move behind, with
// cards moved and a record that no longer replayed.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/match.h"
#include "core/registry.h"
#include "support/game_variants.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

class MatchAtomicity : public ::testing::TestWithParam<std::string> {};

struct Snapshot {
  nlohmann::json state;
  nlohmann::json record;
  std::size_t events = 0;
  std::size_t played = 0;
};

Snapshot snap(const Match& m) {
  return {state_document(m.game(), m.state()), m.record().to_json(), m.events().size(),
          m.actions_played()};
}

void expect_same(const Snapshot& a, const Snapshot& b, const std::string& where) {
  EXPECT_EQ(a.state, b.state) << where;
  EXPECT_EQ(a.record, b.record) << where;
  EXPECT_EQ(a.events, b.events) << where;
  EXPECT_EQ(a.played, b.played) << where;
}

TEST_P(MatchAtomicity, AnActionWhoseForcedDieDoesNotFitChangesNothing) {
  const GamePtr game = GameRegistry::instance().create(GetParam());
  int failures = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Match m(game, seed);
    Rng rng(seed * 7919);
    const int warmup = static_cast<int>(rng.below(30));
    for (int i = 0; i < warmup && !m.is_terminal(); ++i)
      m.apply(testing::random_action(*game, m.state(), rng));
    if (m.is_terminal()) continue;
    m.force_dice({255});  // no die here has 255 faces: the next roll must fail
    for (int i = 0; i < 60 && !m.is_terminal(); ++i) {
      const Snapshot before = snap(m);
      const Action a = testing::random_action(*game, m.state(), rng);
      try {
        m.apply(a);
      } catch (const std::invalid_argument& e) {
        ++failures;
        const std::string where = "seed " + std::to_string(seed) + ": " + e.what();
        expect_same(before, snap(m), where);
        // The record still replays to exactly this position.
        const Match again = Match::replay(m.record());
        EXPECT_EQ(state_document(*game, again.state()), before.state) << where;
        break;
      }
    }
  }
  if (failures == 0) GTEST_SKIP() << GetParam() << " rolled no die in these games";
}

TEST_P(MatchAtomicity, ForcedDiceWithBadDrawsKeepNeither) {
  const GamePtr game = GameRegistry::instance().create(GetParam());
  Match m(game, 3);
  const Snapshot before = snap(m);
  EXPECT_THROW(m.force(std::vector<int>{2, 3}, ForcedDraws{"", {"No Such Card"}}),
               std::invalid_argument);
  expect_same(before, snap(m), "dice + bad draws");
  EXPECT_EQ(m.state().chance.forced_pending(), 0u);
  // Valid dice alone are kept and recorded.
  m.force(std::vector<int>{2, 3}, std::nullopt);
  EXPECT_EQ(m.state().chance.forced_pending(), 2u);
  EXPECT_EQ(m.record().entries.size(), 1u);
}

TEST_P(MatchAtomicity, UndoShrinksTheEventsBackToBeforeTheAction) {
  const GamePtr game = GameRegistry::instance().create(GetParam());
  Match m(game, 5);
  Rng rng(5);
  m.apply(testing::random_action(*game, m.state(), rng));
  const Snapshot before = snap(m);
  m.apply(testing::random_action(*game, m.state(), rng));
  m.undo();
  expect_same(before, snap(m), "after undo");
}

INSTANTIATE_TEST_SUITE_P(AllGames, MatchAtomicity,
                         ::testing::ValuesIn(testing::registered_game_variants()),
                         testing::variant_test_name);

TEST(GameRecordSeats, SeatsRoundTripAndAreChecked) {
  GameRecord r;
  r.game = "muskets";
  r.seed = 2;
  r.seats = {"human", "ismcts:level=easy"};
  const GameRecord back = GameRecord::from_json(nlohmann::json::parse(r.to_json().dump()));
  EXPECT_EQ(back.seats, r.seats);
  nlohmann::json j = r.to_json();
  j["seats"] = {"human", 3};
  EXPECT_THROW((void)GameRecord::from_json(j), FormatError);
  j["seats"] = {"human", ""};
  EXPECT_THROW((void)GameRecord::from_json(j), FormatError);
  j.erase("seats");
  EXPECT_TRUE(GameRecord::from_json(j).seats.empty());
}

}  // namespace
}  // namespace bivouac
