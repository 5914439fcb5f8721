#include <gtest/gtest.h>
#include "games/reg/tables.h"
TEST(RegSmoke, Loads) { EXPECT_EQ(bivouac::reg::Tables::get().turn.steps.size(), 25u); }
