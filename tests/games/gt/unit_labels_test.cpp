// A unit's label in the narration and the action texts, "Line Infantry (P1 #2)", names one unit
// for the whole game: losses renumber no one (issue 24: "P1 #2" used to point at another unit
// once a unit before it was lost).
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "core/registry.h"
#include "games/gt/gt_game.h"
#include "games/gt/state.h"
#include "support/random_play.h"

namespace bivouac::gt {
namespace {

TEST(GtUnitLabels, ALabelNamesOneUnitForTheWholeGameThroughLosses) {
  const auto game = make_game("gt");
  const auto& cards = dynamic_cast<const GtGame&>(*game).cards();
  const std::regex label(R"( \(P(\d) #(\d+)\))");
  // The unit type whose name ends the text just before a label (the longest that fits).
  const auto unit_before = [&](const std::string& text, std::size_t at) {
    std::string best;
    for (const auto& u : cards.units) {
      if (u.name.size() <= at && text.compare(at - u.name.size(), u.name.size(), u.name) == 0 &&
          u.name.size() > best.size())
        best = u.name;
    }
    return best;
  };
  int games_with_losses_before_a_unit = 0;
  for (int g = 0; g < testing::property_games(40); ++g) {
    const auto seed = derive_seed(24, static_cast<std::uint64_t>(g));
    auto s = game->new_initial_state(seed);
    Rng rng(seed);
    std::map<std::string, std::string> named;  // "P1 #2" -> the unit type it named first
    bool shifted = false;
    for (int step = 0; !game->is_terminal(*s) && step < 100000; ++step) {
      const auto& gs = as<GtState>(*s);
      for (int p = 0; p < game->num_players(); ++p) {
        const auto& army = gs.units[static_cast<std::size_t>(p)];
        for (std::size_t i = 0; i < army.size(); ++i)
          shifted = shifted || army[i].number != i + 1;  // a unit before it was lost
      }
      EventLog log;
      game->apply_action(*s, testing::random_action(*game, *s, rng), &log);
      for (const auto& e : log.events()) {
        for (std::sregex_iterator it(e.text.begin(), e.text.end(), label), end; it != end; ++it) {
          const std::string key = "P" + (*it)[1].str() + " #" + (*it)[2].str();
          const std::string unit = unit_before(e.text, static_cast<std::size_t>(it->position()));
          ASSERT_FALSE(unit.empty()) << e.text;
          const auto [at, fresh] = named.emplace(key, unit);
          EXPECT_EQ(at->second, unit)
              << "game " << g << ": " << key << " named " << at->second << ", now: " << e.text;
          (void)fresh;
        }
      }
      if (::testing::Test::HasFailure()) return;
    }
    games_with_losses_before_a_unit += shifted ? 1 : 0;
  }
  // The property means something only where a unit outlived one numbered before it.
  EXPECT_GT(games_with_losses_before_a_unit, 0);
}

}  // namespace
}  // namespace bivouac::gt
