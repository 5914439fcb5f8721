// Who is told what, over random games of every registered game: an event kept from some players
// ("public version": told to everyone but them) always follows a fuller version told to
// exactly those players, so the all-seeing viewer, who sees the fuller one and not the public
// one, hears each happening once; a spectator hears the public version and nothing private; a
// seat hears one of the two.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <iostream>

#include "core/registry.h"
#include "core/seat_view.h"
#include "support/game_variants.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

class EventAudienceTest : public ::testing::TestWithParam<std::string> {};

TEST_P(EventAudienceTest, APublicVersionFollowsItsFullerOneAndEachViewerHearsOneOfThem) {
  const GamePtr game = make_game(GetParam());
  const int seats = game->num_players();
  long public_versions = 0;
  long events = 0;
  for (int g = 0; g < testing::property_games(30, 3); ++g) {
    Rng rng(derive_seed(41, static_cast<std::uint64_t>(g)));
    auto s = game->new_initial_state(derive_seed(42, static_cast<std::uint64_t>(g)));
    for (int step = 0; step < 5000 && !game->is_terminal(*s); ++step) {
      EventLog log;
      ActionList legal;
      game->legal_actions(*s, legal);
      ASSERT_FALSE(legal.empty());
      game->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], &log);
      const auto& list = log.events();
      for (std::size_t i = 0; i < list.size(); ++i) {
        const Event& e = list[i];
        ++events;
        const std::string where =
            fmt::format("{} game {} step {}: \"{}\"", GetParam(), g, step, e.text);
        if (!is_public_version(e.audience)) {
          EXPECT_EQ(e.audience & kOnlookers, e.audience == kEveryone ? kOnlookers : 0u) << where;
          continue;
        }
        ++public_versions;
        ASSERT_GT(i, 0u) << where << " has no fuller version before it";
        const Event& fuller = list[i - 1];
        EXPECT_EQ(fuller.audience, ~e.audience) << where << " follows \"" << fuller.text << "\"";
        EXPECT_TRUE(viewer_sees(e, kSpectatorViewer)) << where;
        EXPECT_FALSE(viewer_sees(fuller, kSpectatorViewer)) << where;
        EXPECT_FALSE(viewer_sees(e, kAllSeeingViewer)) << where;
        EXPECT_TRUE(viewer_sees(fuller, kAllSeeingViewer)) << where;
        for (int p = 0; p < seats; ++p) {
          EXPECT_NE(viewer_sees(e, p), viewer_sees(fuller, p)) << where << " seat " << p;
        }
      }
    }
  }
  EXPECT_GT(events, 0);
  std::cout << GetParam() << ": " << events << " events, " << public_versions
            << " public versions of a fuller one\n";
}

INSTANTIATE_TEST_SUITE_P(AllGames, EventAudienceTest,
                         ::testing::ValuesIn(testing::registered_game_variants()),
                         testing::variant_test_name);

}  // namespace
}  // namespace bivouac
