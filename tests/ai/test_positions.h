#pragma once
// Positions for bot tests: every registered game variant, and states reached by random play.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/game.h"

namespace bivouac::testing {

// Every GameInfo::test_variants entry of every registered game (the id when a game lists none).
std::vector<std::string> all_game_variants();

// `count` non-terminal states met along random games from `seed`, spread over the whole game.
std::vector<std::unique_ptr<State>> random_positions(const Game& game, int count,
                                                     std::uint64_t seed);

// How many legal actions the player to move has.
int legal_count(const Game& game, const State& s);

// A hint or report without its timing, which no two runs share.
nlohmann::json timeless(nlohmann::json j);

// A test name made of the characters GoogleTest accepts.
std::string variant_test_name(const std::string& variant);

}  // namespace bivouac::testing
