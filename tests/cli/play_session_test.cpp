// A terminal game driven by scripted input: narration, refusals, undo, save and resume.
#include "cli/play_session.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cli/game_args.h"
#include "core/errors.h"
#include "core/match.h"

namespace bivouac::cli {
namespace {

std::string play(PlayConfig config, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(run_play(config, in, out), 0);
  return out.str();
}

TEST(PlaySession, BadInputIsExplainedAndTheGameGoesOn) {
  PlayConfig c;
  c.seed = 21;
  c.seats = {"human", "heuristic"};
  const std::string out = play(c, "fly to the moon\n999\nhelp\nrules\nquit\n");
  EXPECT_NE(out.find("is not a legal action now; legal actions:"), std::string::npos) << out;
  EXPECT_TRUE(out.find("(L") != std::string::npos || out.find("(rules L") != std::string::npos)
      << "phase help must cite rule lines";
  EXPECT_NE(out.find("Muskets in brief"), std::string::npos);
}

TEST(PlaySession, AFullGameAgainstTheBotCanBeSavedAndReplayed) {
  const std::string path = ::testing::TempDir() + "muskets_game.json";
  PlayConfig c;
  c.seed = 4;
  c.seats = {"human", "heuristic"};
  c.save = path;
  std::string input;
  for (int i = 0; i < 500; ++i) input += "1\n";
  const std::string out = play(c, input);
  EXPECT_NE(out.find("has won"), std::string::npos)
      << out.substr(out.size() > 2000 ? out.size() - 2000 : 0);
  std::ifstream f(path);
  const auto record = GameRecord::from_json(nlohmann::json::parse(f));
  const Match replayed = Match::replay(record);
  EXPECT_TRUE(replayed.is_terminal());
}

TEST(PlaySession, UndoTakesBackTheLastDecisionAndTheBotsReplies) {
  PlayConfig c;
  c.seed = 9;
  c.seats = {"human", "random"};
  const std::string out = play(c, "1\nundo\nundo\nundo\nundo\nundo\nquit\n");
  EXPECT_NE(out.find("Undone."), std::string::npos) << out;
  EXPECT_NE(out.find("Nothing to undo."), std::string::npos) << out;
}

TEST(PlaySession, ASavedGameResumesWhereItStopped) {
  const std::string path = ::testing::TempDir() + "resume.json";
  PlayConfig c;
  c.seed = 13;
  c.seats = {"human", "heuristic"};
  play(c, "1\n1\nsave " + path + "\nquit\n");
  PlayConfig r;
  r.load = path;
  r.seats = {"human", "heuristic"};
  const std::string out = play(r, "quit\n");
  EXPECT_NE(out.find("Muskets"), std::string::npos);
}

TEST(SeatPlan, SeatsBotsAndHotseat) {
  EXPECT_EQ(seat_plan(2, {}, "heuristic", "", false),
            (std::vector<std::string>{"human", "heuristic"}));
  EXPECT_EQ(seat_plan(2, {2}, "random", "", false), (std::vector<std::string>{"random", "human"}));
  EXPECT_EQ(seat_plan(2, {}, "x", "", true), (std::vector<std::string>{"human", "human"}));
  EXPECT_EQ(seat_plan(2, {}, "x", "human,ismcts:iters=10,threads=2", false),
            (std::vector<std::string>{"human", "ismcts:iters=10,threads=2"}));
  EXPECT_THROW(seat_plan(2, {3}, "random", "", false), SpecError);
  EXPECT_THROW(seat_plan(4, {}, "x", "human,random", false), SpecError);
}

}  // namespace
}  // namespace bivouac::cli
