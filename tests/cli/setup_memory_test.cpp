// "Same as last time" (issue 13): a person's Ready Aim Fire deployment is remembered between
// games and played again as far as it still fits.
#include "cli/setup_memory.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/play_session.h"
#include "core/record.h"
#include "core/registry.h"

namespace bivouac::cli {
namespace {

Match raf_match(std::uint64_t seed) {
  return Match(GameRegistry::instance().create("ready-aim-fire"), seed);
}

// Plays legal choice `index` (0-based) for the seat deploying, remembering it.
void choose(Match& m, FormationRecorder& rec, std::size_t index) {
  ActionList legal;
  m.game().legal_actions(m.state(), legal);
  ASSERT_LT(index, legal.size());
  rec.before(m, legal[index]);
  m.apply(legal[index]);
}

void choose_text(Match& m, FormationRecorder& rec, const std::string& text) {
  const auto a = exact_legal_action(m.game(), m.state(), text);
  ASSERT_TRUE(a) << text << " is not legal now";
  rec.before(m, *a);
  m.apply(*a);
}

TEST(SetupMemory, ADeploymentIsGroupedIntoPlacementsAndRepeatsExactlyOnTheSameDeal) {
  Match first = raf_match(3);
  ASSERT_TRUE(first.game().in_setup(first.state())) << "L29-41: the battle begins with setup";
  const int p = first.current_player();
  FormationRecorder rec;
  choose(first, rec, 1);  // place a battalion (the second kind offered)...
  choose(first, rec, 0);  // ...in the first stack that may take it
  choose(first, rec, 0);
  choose(first, rec, 2);
  choose_text(first, rec, "deploy for me");
  const Formation formation = rec.take();
  ASSERT_EQ(formation.size(), 3u);
  EXPECT_EQ(formation[0].size(), 2u);
  EXPECT_EQ(formation[0][0].rfind("place ", 0), 0u) << formation[0][0];
  EXPECT_EQ(formation[0][1].rfind("to ", 0), 0u) << formation[0][1];
  EXPECT_EQ(formation[2], std::vector<std::string>{"deploy for me"});
  EXPECT_TRUE(rec.empty());

  Match again = raf_match(3);
  int applied = 0;
  const FormationReplay r = replay_formation(again, p, formation, [&](Action a) {
    again.apply(a);
    ++applied;
  });
  EXPECT_EQ(r.units_played, 3);
  EXPECT_EQ(r.units_skipped, 0);
  EXPECT_EQ(applied, 5);
  EXPECT_TRUE(again.state().equals(first.state()));
}

TEST(SetupMemory, AUnitThatNoLongerFitsIsTakenBackWholeAndTheRestStillPlays) {
  Match m = raf_match(5);
  const int p = m.current_player();
  const std::string place = m.legal_texts().front();
  const Formation formation = {{place, "to the moon"}, {"place Nobody"}, {"deploy for me"}};
  const FormationReplay r = replay_formation(m, p, formation, [&](Action a) { m.apply(a); });
  EXPECT_EQ(r.units_played, 1);
  EXPECT_EQ(r.units_skipped, 2);

  Match expected = raf_match(5);
  expected.apply_text("deploy for me");
  EXPECT_TRUE(m.state().equals(expected.state()))
      << "the half-made placement must be undone, not left waiting for its stack";
}

TEST(SetupMemory, ReplayStopsWhereTheDeploymentEnds) {
  Match m = raf_match(7);
  const int p = m.current_player();
  const Formation formation = {{"deploy for me"}, {"done"}, {"deploy for me"}};
  const FormationReplay r = replay_formation(m, p, formation, [&](Action a) { m.apply(a); });
  EXPECT_EQ(r.units_played, 2);
  EXPECT_NE(m.current_player(), p) << "after done the other general deploys";
}

TEST(SetupMemory, TheFileKeepsOneDeploymentPerGameAndSeatAndSurvivesDamage) {
  const std::string path = ::testing::TempDir() + "setups_file_test/setups.json";
  std::filesystem::remove_all(std::filesystem::path(path).parent_path());
  const SetupMemory memory(path);
  std::string problem;
  EXPECT_FALSE(memory.find("k", &problem));
  EXPECT_TRUE(problem.empty());
  memory.store("ready-aim-fire Player 1", {{"place Guard", "to left"}});
  memory.store("ready-aim-fire Player 2", {{"deploy for me"}});
  const auto back = memory.find("ready-aim-fire Player 1", &problem);
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, (Formation{{"place Guard", "to left"}}));

  std::ofstream(path) << "{\"format\": \"something else\"}";
  EXPECT_FALSE(memory.find("ready-aim-fire Player 1", &problem));
  EXPECT_NE(problem.find("not a file of remembered deployments"), std::string::npos) << problem;
  memory.store("ready-aim-fire Player 1", {{"deploy for me"}});  // replaces the damaged file
  problem.clear();
  EXPECT_TRUE(memory.find("ready-aim-fire Player 1", &problem)) << problem;

  EXPECT_FALSE(SetupMemory("").find("ready-aim-fire Player 1", &problem));
}

std::string play(PlayConfig config, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(run_play(config, in, out), 0);
  return out.str();
}

// The actions of a saved game until both lines are formed (the second "done").
std::vector<std::string> deployments_in(const std::string& record_path) {
  std::ifstream f(record_path);
  const GameRecord record = GameRecord::from_json(nlohmann::json::parse(f));
  std::vector<std::string> out;
  int done = 0;
  for (const auto& e : record.entries) {
    out.push_back(e.action);
    if (e.action == "done" && ++done == 2) break;
  }
  return out;
}

TEST(SetupMemory, PlayRemembersTheDeploymentAndSameRepeatsItNextGame) {
  const std::string dir = ::testing::TempDir() + "setups_play_test/";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  PlayConfig c;
  c.game = "ready-aim-fire";
  c.seed = 11;
  c.seats = {"human", "heuristic"};
  c.setup_memory = dir + "setups.json";
  c.save = dir + "first.json";
  const std::string first = play(c, "1\n1\n2\n2\ndeploy for me\ndone\nquit\n");
  EXPECT_EQ(first.find("Type 'same'"), std::string::npos) << "nothing is remembered yet";
  std::string problem;
  const auto remembered =
      SetupMemory(c.setup_memory)
          .find(formation_key(*GameRegistry::instance().create(c.game), 0), &problem);
  ASSERT_TRUE(remembered) << problem;
  EXPECT_EQ(remembered->size(), 3u) << "two placements by hand, then deploy for me; not done";

  c.save = dir + "second.json";
  const std::string second = play(c, "same\ndone\nquit\n");
  EXPECT_NE(second.find("Type 'same' (same as last time)"), std::string::npos) << second;
  EXPECT_NE(second.find("Repeated 3 of your last 3 choices. The rest is yours"), std::string::npos)
      << second;
  const auto before = deployments_in(dir + "first.json");
  EXPECT_EQ(before, deployments_in(dir + "second.json"));
  EXPECT_GE(before.size(), 7u) << "both lines formed in the first game";
}

TEST(SetupMemory, SameOutsideADeploymentOrWithNothingRememberedIsExplained) {
  PlayConfig c;
  c.game = "ready-aim-fire";
  c.seed = 12;
  c.seats = {"human", "heuristic"};
  c.setup_memory = "";
  const std::string out = play(c, "same\nquit\n");
  EXPECT_NE(out.find("No deployment of yours is remembered"), std::string::npos) << out;

  PlayConfig m;
  m.seed = 3;
  m.seats = {"human", "heuristic"};
  EXPECT_NE(play(m, "same\nquit\n").find("there is none to make now"), std::string::npos);
}

}  // namespace
}  // namespace bivouac::cli
