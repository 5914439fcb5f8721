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

}  // namespace
}  // namespace bivouac::cli
