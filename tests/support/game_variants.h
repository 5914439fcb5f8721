#pragma once
// Every registered game's test variants (GameInfo::test_variants, or just its id), for batteries
// parametrised over all games, and a GoogleTest-safe name for each.
#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace bivouac::testing {

std::vector<std::string> registered_game_variants();
std::string variant_test_name(const ::testing::TestParamInfo<std::string>& info);

}  // namespace bivouac::testing
