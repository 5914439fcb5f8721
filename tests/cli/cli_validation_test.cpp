// Command-line values out of range are refused before anything runs.
#include <gtest/gtest.h>

#include "cli/commands.h"

namespace bivouac::cli {
namespace {

bool refused(const std::string& command_line) {
  CLI::App app;
  add_play_command(app);
  add_sim_command(app);
  add_bench_command(app);
  add_arena_command(app);
  add_engine_command(app);
  try {
    app.parse(command_line, false);
  } catch (const CLI::ValidationError&) {
    return true;
  }
  return false;
}

TEST(CliValidation, PlayersAndSeedsOutOfRangeAreRefused) {
  EXPECT_TRUE(refused("sim muskets --players 0"));
  EXPECT_TRUE(refused("play muskets --players 0"));
  EXPECT_TRUE(refused("play muskets --seed -1"));
  EXPECT_TRUE(refused("sim muskets --seed -1"));
  EXPECT_TRUE(refused("bench muskets --seed -1"));
  EXPECT_TRUE(refused("arena muskets --seed -1"));
  EXPECT_TRUE(refused("engine --seat -1"));
  EXPECT_TRUE(refused("engine --seat 32"));
}

}  // namespace
}  // namespace bivouac::cli
