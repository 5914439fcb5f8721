#pragma once
// Helpers for the loaded-state tests of every game (issue 26): find a real position in a given
// step by random play, corrupt a field of its document and expect the loader to refuse it naming
// that field, and round-trip every position of random games to show the checks accept them all.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "core/game.h"

namespace bivouac::testing {

// The state JSON of the first position of random games (seeds 1 to `games`) that `wanted`
// accepts, or null if none does.
nlohmann::json find_position(const Game& game,
                             const std::function<bool(const nlohmann::json&)>& wanted,
                             int games = 200);

// The loader (load_state_document, as every front end calls it) refuses `state` with a message
// that contains `named`; a failure reports what happened instead.
::testing::AssertionResult refused_naming(const Game& game, const nlohmann::json& state,
                                          const std::string& named);

// The same for a copy of `state` whose field at the JSON pointer `at` ("/attack/unit") is set to
// `value`: one corrupted field, one expected refusal.
::testing::AssertionResult refused_with(const Game& game, nlohmann::json state,
                                        const std::string& at, const nlohmann::json& value,
                                        const std::string& named);

// Saves every position of `games` random games (state_document), loads it back and expects the
// same position; returns how many positions were loaded by the value of the state's `step_key`.
std::map<std::string, int> round_trip_random_games(const Game& game, int games,
                                                   const char* step_key);

}  // namespace bivouac::testing
