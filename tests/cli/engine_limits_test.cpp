// The issue's "crashes and hangs" reproducers against the engine protocol: each is now a clear
// error reply, every reply is valid UTF-8, and the engine keeps running.
#include <gtest/gtest.h>

#include <sstream>

#include "cli/engine_protocol.h"
#include "core/safe_json.h"
#include "core/text_safety.h"

namespace bivouac::cli {
namespace {

using nlohmann::json;

std::vector<std::string> run_lines(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  run_engine(in, out);
  std::vector<std::string> replies;
  std::istringstream lines(out.str());
  std::string line;
  while (std::getline(lines, line)) replies.push_back(line);
  return replies;
}

TEST(EngineLimits, DeeplyNestedLineGetsAnErrorNotAStackOverflow) {
  const auto replies = run_lines(std::string(60000, '[') + "\n{\"cmd\":\"quit\"}\n");
  ASSERT_EQ(replies.size(), 2u);
  const json first = json::parse(replies[0]);
  EXPECT_FALSE(first["ok"].get<bool>());
  EXPECT_NE(first["error"].get<std::string>().find("nest deeper"), std::string::npos);
  EXPECT_TRUE(json::parse(replies[1])["bye"].get<bool>());
}

TEST(EngineLimits, InvalidUtf8GetsAnErrorReplyInValidUtf8) {
  // printf '\xe9\n' | bivouac engine used to make the engine exit.
  const auto replies =
      run_lines("\xe9\n{\"cmd\":\"apply\",\"action\":\"caf\xe9\"}\n{\"cmd\":\"quit\"}\n");
  ASSERT_EQ(replies.size(), 3u);
  for (const auto& r : replies) EXPECT_TRUE(is_valid_utf8(r)) << r;
  EXPECT_NE(replies[0].find("not valid UTF-8"), std::string::npos) << replies[0];
  EXPECT_NE(replies[1].find("not valid UTF-8"), std::string::npos) << replies[1];
}

TEST(EngineLimits, ErrorsQuotingLongMultiByteInputStayValidUtf8) {
  EngineSession e;
  ASSERT_TRUE(e.handle_line(R"({"cmd":"new","game":"muskets","seed":1})")["ok"].get<bool>());
  for (int pad = 0; pad < 3; ++pad) {
    const std::string value =
        std::string(static_cast<std::size_t>(pad), 'x') + "ééééééééééééééééééééééééééééééééééé";
    const json reply = e.handle(json{{"cmd", "observation"}, {"player", value}});
    EXPECT_FALSE(reply["ok"].get<bool>());
    EXPECT_NO_THROW((void)reply.dump()) << pad;  // dump() throws on broken UTF-8
  }
}

TEST(EngineLimits, AnOverlongLineIsRefusedAndTheNextLineAnswered) {
  const std::string huge =
      "{\"cmd\":\"list\",\"pad\":\"" + std::string(kMaxRequestBytes, 'a') + "\"}";
  const auto replies = run_lines(huge + "\n{\"cmd\":\"quit\",\"id\":2}\n");
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_NE(replies[0].find("longer than the limit"), std::string::npos)
      << replies[0].substr(0, 200);
  EXPECT_EQ(json::parse(replies[1])["id"], 2);
}

TEST(EngineLimits, OversizedRequestsAreRefusedByHandleLineToo) {
  EngineSession e;
  const json reply = e.handle_line(std::string(kMaxRequestBytes + 1, ' '));
  EXPECT_FALSE(reply["ok"].get<bool>());
  EXPECT_NE(reply["error"].get<std::string>().find("limit"), std::string::npos);
}

TEST(EngineLimits, NestedLoadRequestsAreRefused) {
  EngineSession e;
  std::string deep =
      R"({"cmd":"load","record":)" + std::string(200, '[') + std::string(200, ']') + "}";
  const json reply = e.handle_line(deep);
  EXPECT_FALSE(reply["ok"].get<bool>());
  EXPECT_NE(reply["error"].get<std::string>().find("nest deeper"), std::string::npos);
}

TEST(EngineLimits, BotParametersOutOfRangeAreRefused) {
  EngineSession e;
  e.handle_line(R"({"cmd":"new","game":"muskets","seed":1})");
  for (const char* spec : {"ismcts:time=nan", "ismcts:time=1e9", "ismcts:time=inf", "ismcts:c=nan",
                           "ismcts:iters=2000000000", "ismcts:epsilon=nan"}) {
    const json reply = e.handle(json{{"cmd", "bot"}, {"name", spec}});
    EXPECT_FALSE(reply["ok"].get<bool>()) << spec;
    EXPECT_NE(reply["error"].get<std::string>().find("ismcts"), std::string::npos)
        << spec << ": " << reply["error"];
  }
}

// Issue 26: `{"cmd":"new","seed":1e400}` ended the engine (exit 2) with nlohmann's out_of_range.
TEST(EngineLimits, Issue26_ANumberNoDoubleHoldsIsAnErrorReplyNamingTheField) {
  const auto replies = run_lines(
      "{\"cmd\":\"new\",\"game\":\"muskets\",\"seed\":1e400}\n"
      "{\"cmd\":\"new\",\"game\":\"muskets\",\"options\":{\"turn_limit\":[0,-1e999]}}\n"
      "{\"cmd\":\"quit\"}\n");
  ASSERT_EQ(replies.size(), 3u) << "the engine stopped";
  const json first = json::parse(replies[0]);
  EXPECT_FALSE(first["ok"].get<bool>());
  const std::string error = first["error"];
  EXPECT_NE(error.find("\"seed\""), std::string::npos) << error;
  EXPECT_NE(error.find("out of range"), std::string::npos) << error;
  EXPECT_EQ(error.find("json.exception"), std::string::npos) << error;
  const std::string second = json::parse(replies[1])["error"];
  EXPECT_NE(second.find("options.turn_limit[1]"), std::string::npos) << second;
  EXPECT_TRUE(json::parse(replies[2])["bye"].get<bool>());
}

// Issue 26: the Ready Aim Fire state whose defender lies outside its stack loaded, and the next
// "keep the roll" or bot move read outside the stack.
TEST(EngineLimits, Issue26_ARafStateWithItsDefenderOutsideTheStackIsRefused) {
  EngineSession e;
  ASSERT_TRUE(e.handle_line(R"({"cmd":"new","game":"ready-aim-fire","seed":3})")["ok"]);
  json state;
  for (int i = 0; i < 5000; ++i) {
    state = e.handle_line(R"({"cmd":"state"})")["state"];
    if (state["state"]["step"] == "attack_reroll" || state["state"]["step"] == "defend_reroll")
      break;
    if (e.handle_line(R"({"cmd":"legal"})")["terminal"].get<bool>()) {
      ASSERT_TRUE(e.handle_line(R"({"cmd":"new","game":"ready-aim-fire","seed":)" +
                                std::to_string(i) + "}")["ok"]);
      continue;
    }
    const json r = e.handle_line(R"({"cmd":"bot","name":"random","apply":true})");
    ASSERT_TRUE(r["ok"].get<bool>()) << r;
  }
  ASSERT_TRUE(state["state"]["step"] == "attack_reroll" ||
              state["state"]["step"] == "defend_reroll");
  for (const char* field : {"defender_slot", "defender_support"}) {
    json bad = state;
    bad["state"]["combat"][field] = 8;
    const json reply = e.handle(json{{"cmd", "load"}, {"state", bad}});
    EXPECT_FALSE(reply["ok"].get<bool>()) << field;
    EXPECT_NE(reply["error"].get<std::string>().find(std::string("combat.") + field),
              std::string::npos)
        << reply;
    // Nothing was loaded: the game in progress is still the one before the request.
    EXPECT_EQ(e.handle_line(R"({"cmd":"state"})")["state"], state);
    EXPECT_TRUE(e.handle_line(R"({"cmd":"bot","name":"heuristic"})")["ok"].get<bool>());
  }
}

}  // namespace
}  // namespace bivouac::cli
