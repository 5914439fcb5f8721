// A table you can read (issue 13): card texts, one board per position, hot-seat hand-off, the
// save file checked at the start and kept up to date, a thinking bot that says so, and a replay
// that tells each draw once.
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <streambuf>
#include <thread>

#include "cli/engine_protocol.h"
#include "cli/narration.h"
#include "cli/play_session.h"
#include "cli/thinking.h"
#include "core/errors.h"
#include "core/match.h"
#include "core/registry.h"

namespace bivouac::cli {
namespace {

std::string play(const PlayConfig& config, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(run_play(config, in, out), 0);
  return out.str();
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

PlayConfig muskets_vs_bot() {
  PlayConfig c;
  c.game = "muskets:first_player=1";
  c.seed = 21;
  c.seats = {"human", "heuristic"};
  return c;
}

TEST(PlayTable, ARefusedMoveIsExplainedWithItsRuleLine) {
  const std::string out = play(muskets_vs_bot(), "charge with Fire\nquit\n");
  EXPECT_NE(out.find("\"charge with Fire\" is not possible now: A Bayonet Charge belongs to the "
                     "Charge phase (L86-90)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("Legal actions:"), std::string::npos) << out;
}

TEST(PlayTable, CardShowsWhatACardDoesAndListsTheKnownOnes) {
  const std::string out = play(muskets_vs_bot(), "card cannon\ncard unicorn\nquit\n");
  EXPECT_NE(out.find("Cannon (artillery card, L56-64): Battery"), std::string::npos) << out;
  EXPECT_NE(out.find("Muskets has no card \"unicorn\"; its cards: General, Cannon"),
            std::string::npos)
      << out;
}

TEST(PlayTable, BoardAndHelpDoNotPrintTheBoardTwice) {
  const std::string out = play(muskets_vs_bot(), "board\nhelp\nfly\nquit\n");
  // Once when the decision is shown, once for `board`; help and a refusal add none.
  EXPECT_EQ(occurrences(out, "Muskets, turn 1"), 2u) << out;
}

TEST(PlayTable, HotSeatHandsOffBeforeShowingTheNextHand) {
  PlayConfig c;
  c.game = "muskets:first_player=1";
  c.seed = 5;
  c.seats = {"human", "human"};
  std::string input = "\n";  // Player 1 takes the seat
  for (int i = 0; i < 40; ++i) input += "1\n";
  const std::string out = play(c, input + "quit\n");
  const auto first = out.find("Pass to Player 1, press Enter");
  const auto second = out.find("Pass to Player 2, press Enter");
  ASSERT_NE(first, std::string::npos) << out;
  ASSERT_NE(second, std::string::npos) << out;
  EXPECT_LT(out.find("Player 1 to decide"), second);
  // After the hand-off the board is drawn for Player 2 (his own hand first, as seen by him).
  EXPECT_NE(out.find("Player 2 to decide", second), std::string::npos) << out;
}

TEST(PlayTable, AnUnwritableSaveIsRefusedBeforeThePlayStarts) {
  PlayConfig c = muskets_vs_bot();
  c.save = "/nonexistent-directory/game.json";
  std::istringstream in("1\n");
  std::ostringstream out;
  EXPECT_THROW((void)run_play(c, in, out), FormatError);
  EXPECT_EQ(out.str(), "") << "refused before anything is shown";
}

// Reads scripted lines and, before giving each, notes how many actions the save file holds.
class WatchingInput : public std::streambuf {
 public:
  WatchingInput(std::string path, std::vector<std::string> lines)
      : path_(std::move(path)), lines_(std::move(lines)) {}
  std::vector<std::size_t> saved_actions;

 protected:
  int_type underflow() override {
    if (next_ >= lines_.size()) return traits_type::eof();
    std::ifstream f(path_);
    saved_actions.push_back(f ? GameRecord::from_json(nlohmann::json::parse(f)).entries.size()
                              : SIZE_MAX);
    current_ = lines_[next_++] + "\n";
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
  }

 private:
  std::string path_;
  std::vector<std::string> lines_;
  std::size_t next_ = 0;
  std::string current_;
};

TEST(PlayTable, TheSaveFileIsWrittenAtTheStartAndAfterEveryMove) {
  const std::string path = ::testing::TempDir() + "autosave.json";
  std::remove(path.c_str());
  PlayConfig c = muskets_vs_bot();
  c.save = path;
  WatchingInput buf(path, {"1", "1", "1", "quit"});
  std::istream in(&buf);
  std::ostringstream out;
  run_play(c, in, out);
  ASSERT_GE(buf.saved_actions.size(), 3u);
  EXPECT_EQ(buf.saved_actions[0], 0u) << "written before the first move";
  EXPECT_GE(buf.saved_actions[1], 1u) << "the first move is saved before the next is asked for";
  EXPECT_GT(buf.saved_actions[2], buf.saved_actions[1]);
  std::ifstream tmp(path + ".tmp" + std::to_string(::getpid()));
  EXPECT_FALSE(tmp.good()) << "the temporary file is renamed away";
}

TEST(ThinkingIndicator, ASlowBotSaysItIsThinkingWithACleanLineOffATerminal) {
  std::ostringstream err;
  {
    ThinkingIndicator t("Player 2 (ismcts:hard)", err, false, std::chrono::milliseconds(0));
    while (!t.shown()) std::this_thread::yield();
  }
  EXPECT_EQ(err.str().rfind("Player 2 (ismcts:hard) is thinking... done in ", 0), 0u) << err.str();
  EXPECT_EQ(err.str().find('\r'), std::string::npos);
  std::ostringstream quick;
  { ThinkingIndicator t("Player 2 (random)", quick, false, std::chrono::minutes(10)); }
  EXPECT_EQ(quick.str(), "") << "a bot that answers before the delay shows nothing";
}

TEST(ThinkingIndicator, OnATerminalItSpinsAndErasesItself) {
  std::ostringstream err;
  {
    ThinkingIndicator t("Player 2", err, true, std::chrono::milliseconds(0));
    while (!t.shown()) std::this_thread::yield();
  }
  EXPECT_EQ(err.str().rfind("\rPlayer 2 is thinking ", 0), 0u) << err.str();
  EXPECT_EQ(err.str().substr(err.str().size() - 4), "\r\033[K");
}

TEST(Replay, WithoutAViewerEachDrawIsToldOnce) {
  Match m(GameRegistry::instance().create("muskets:first_player=1"), 3);
  for (int i = 0; i < 30 && !m.is_terminal(); ++i) m.apply_text("1");
  const auto all = narration(m.events(), -1);
  std::size_t private_draws = 0;
  for (const auto& line : all) {
    EXPECT_EQ(line.find("draws 2 cards"), std::string::npos) << "the public twin: " << line;
    if (line.find("draws") != std::string::npos) ++private_draws;
  }
  EXPECT_GE(private_draws, 2u);
  // A player still sees the redacted draws of his opponent.
  bool redacted = false;
  for (const auto& line : narration(m.events(), 1)) {
    if (line.find("Player 1 draws 2 cards") != std::string::npos) redacted = true;
  }
  EXPECT_TRUE(redacted);
}

TEST(EngineTable, ARefusalCarriesItsReasonAndCardTextsAreOneRequestAway) {
  EngineSession e;
  e.handle_line(R"({"cmd":"new","game":"muskets:first_player=1","seed":7})");
  const auto refused = e.handle_line(R"({"cmd":"apply","action":"rally with General"})");
  EXPECT_FALSE(refused["ok"].get<bool>());
  ASSERT_TRUE(refused.contains("reason")) << refused.dump();
  EXPECT_NE(refused["reason"].get<std::string>().find("Rally (L92-93) comes after Charge"),
            std::string::npos);
  const auto plain = e.handle_line(R"({"cmd":"apply","action":"fly"})");
  EXPECT_FALSE(plain.contains("reason")) << plain.dump();
  const auto card = e.handle_line(R"({"cmd":"card","name":"Bridge","game":"ready-aim-fire"})");
  EXPECT_NE(card["text"].get<std::string>().find("L308-309"), std::string::npos) << card.dump();
  const auto bad = e.handle_line(R"({"cmd":"card","name":"Unicorn"})");
  EXPECT_FALSE(bad["ok"].get<bool>());
  EXPECT_NE(bad["error"].get<std::string>().find("its cards:"), std::string::npos);
}

}  // namespace
}  // namespace bivouac::cli
