#include "support/loaded_states.h"

#include <gtest/gtest.h>

#include "core/match.h"
#include "support/random_play.h"

namespace bivouac::testing {

nlohmann::json find_position(const Game& game,
                             const std::function<bool(const nlohmann::json&)>& wanted, int games) {
  nlohmann::json found;
  for (int g = 1; g <= games && found.is_null(); ++g) {
    auto s = game.new_initial_state(static_cast<std::uint64_t>(g));
    Rng rng(static_cast<std::uint64_t>(g) * 7919);
    while (!game.is_terminal(*s)) {
      nlohmann::json j = game.state_to_json(*s);
      if (wanted(j)) return j;
      game.apply_action(*s, random_action(game, *s, rng), nullptr);
    }
  }
  return found;
}

::testing::AssertionResult refused_naming(const Game& game, const nlohmann::json& state,
                                          const std::string& named) {
  nlohmann::json doc = state_document(game, *game.new_initial_state(1));
  doc["state"] = state;
  try {
    (void)load_state_document(doc);
  } catch (const std::invalid_argument& e) {
    if (std::string(e.what()).find(named) != std::string::npos)
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << "refused, but the message does not name " << named << ": " << e.what();
  } catch (const std::exception& e) {
    return ::testing::AssertionFailure() << "refused with something else than a format error ("
                                         << e.what() << "), expected one naming " << named;
  }
  return ::testing::AssertionFailure() << "loaded; expected a refusal naming " << named;
}

std::map<std::string, int> round_trip_random_games(const Game& game, int games,
                                                   const char* step_key) {
  std::map<std::string, int> loaded;
  for (int g = 0; g < games; ++g) {
    random_game(game, derive_seed(26, static_cast<std::uint64_t>(g)), [&](const State& s) {
      const nlohmann::json doc = state_document(game, s);
      try {
        const LoadedState back = load_state_document(nlohmann::json::parse(doc.dump()));
        EXPECT_TRUE(back.state->equals(s)) << doc.dump();
        ++loaded[doc["state"][step_key].get<std::string>()];
      } catch (const std::invalid_argument& e) {
        ADD_FAILURE() << "a position of a random game was refused: " << e.what() << "\n"
                      << doc.dump();
      }
    });
  }
  return loaded;
}

::testing::AssertionResult refused_with(const Game& game, nlohmann::json state,
                                        const std::string& at, const nlohmann::json& value,
                                        const std::string& named) {
  state[nlohmann::json::json_pointer(at)] = value;
  return refused_naming(game, state, named) << " (with " << at << " = " << value.dump() << ")";
}

}  // namespace bivouac::testing
