// `play --load` seats the players a game was saved with; --vs and the other seat options override.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cli/game_args.h"
#include "cli/play_session.h"
#include "cli/record_file.h"
#include "core/errors.h"

namespace bivouac::cli {
namespace {

std::string play(const PlayConfig& config, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(run_play(config, in, out), 0);
  return out.str();
}

TEST(PlayLoad, ASavedGameRemembersWhoSatWhere) {
  const std::string path = ::testing::TempDir() + "seats.json";
  PlayConfig c;
  c.seed = 13;
  c.seats = {"random", "human"};
  play(c, "1\nsave " + path + "\nquit\n");
  EXPECT_EQ(read_record_file(path).seats, (std::vector<std::string>{"random", "human"}));

  PlayConfig resume;
  resume.load = path;  // no seats given: the record's are used
  const std::string out = play(resume, "quit\n");
  EXPECT_NE(out.find("Player 1: random"), std::string::npos) << out;
  EXPECT_NE(out.find("Player 2: human"), std::string::npos) << out;

  PlayConfig overridden;
  overridden.load = path;
  overridden.seats = seat_plan(0, {}, "heuristic", "", false);  // what --vs heuristic gives
  const std::string out2 = play(overridden, "quit\n");
  EXPECT_NE(out2.find("Player 1: human"), std::string::npos) << out2;
  EXPECT_NE(out2.find("Player 2: heuristic"), std::string::npos) << out2;
}

TEST(PlayLoad, RecordSeatsMustMatchTheGame) {
  const std::string path = ::testing::TempDir() + "bad_seats.json";
  std::ofstream(path) << R"({"format":"bivouac-record","version":1,"game":"muskets","seed":3,)"
                      << R"("actions":[],"seats":["human","random","random"]})";
  PlayConfig c;
  c.load = path;
  std::istringstream in("quit\n");
  std::ostringstream out;
  try {
    run_play(c, in, out);
    FAIL() << "three seats accepted for a two-player game";
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("record.seats lists 3 seats"), std::string::npos)
        << e.what();
  }
}

TEST(PlayLoad, HostileRecordFilesGetClearErrors) {
  // `play --load` and `replay` crashed on a deeply nested file.
  const std::string path = ::testing::TempDir() + "deep_record.json";
  std::ofstream(path) << std::string(60000, '[');
  PlayConfig c;
  c.load = path;
  std::istringstream in("quit\n");
  std::ostringstream out;
  EXPECT_THROW(run_play(c, in, out), FormatError);
  EXPECT_THROW((void)read_record_file("/dev/zero"), FormatError);
}

}  // namespace
}  // namespace bivouac::cli
