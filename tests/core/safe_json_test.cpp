// Hostile JSON gets a clear error before nlohmann parses it: nesting, size and UTF-8 limits.
#include "core/safe_json.h"

#include <gtest/gtest.h>

#include <fstream>

#include "core/errors.h"
#include "core/resources.h"
#include "core/text_safety.h"

namespace bivouac {
namespace {

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const FormatError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(SafeJson, DeepNestingIsRefusedBeforeParsing) {
  // The issue's reproducer: about 60,000 '[' overflowed the stack in the recursive parser.
  const std::string deep(60000, '[');
  const std::string msg = message_of([&] { (void)parse_json_limited(deep, "request"); });
  EXPECT_NE(msg.find("deeper than the limit of 64"), std::string::npos) << msg;
  EXPECT_NE(msg.find("request"), std::string::npos) << msg;
}

TEST(SafeJson, DepthCountsBracketsOutsideStringsOnly) {
  EXPECT_EQ(json_nesting_depth(R"({"a":[[1],{"b":"[[[[\"[["}]})", 100), 3);
  const std::string at_limit = std::string(64, '[') + std::string(64, ']');
  EXPECT_NO_THROW((void)parse_json_limited(at_limit, "x"));
  const std::string over = "[" + at_limit + "]";
  EXPECT_THROW((void)parse_json_limited(over, "x"), FormatError);
}

TEST(SafeJson, SizeLimitIsCheckedFirst) {
  const std::string big = "\"" + std::string(100, 'a') + "\"";
  const std::string msg = message_of([&] {
    (void)parse_json_limited(big, "line", JsonLimits{50, 64});
  });
  EXPECT_NE(msg.find("limit of 50 bytes"), std::string::npos) << msg;
}

TEST(SafeJson, InvalidUtf8IsRefusedWithItsOffset) {
  const std::string msg = message_of([] { (void)parse_json_limited("\"ab\xe9\"", "request"); });
  EXPECT_NE(msg.find("not valid UTF-8 (byte 3 is 0xe9)"), std::string::npos) << msg;
  EXPECT_TRUE(is_valid_utf8(msg));
}

TEST(SafeJson, SyntaxErrorsSayNotValidJson) {
  const std::string msg = message_of([] { (void)parse_json_limited("{\"a\":", "f.json"); });
  EXPECT_EQ(msg.rfind("f.json: not valid JSON", 0), 0u) << msg;
}

TEST(SafeJson, ASyntaxErrorQuotesWholeCharactersNearWhereItStopped) {
  // The parser stops on the first byte of a two-byte character; the message must not quote half
  // of it (the JSON reply that carries it would not be valid UTF-8, or would hold U+FFFD).
  const std::vector<std::string> texts = {"\xc3\xa9", "[\xc3\xa9]", "{\"cmd\":\xe2\x82\xac}",
                                          std::string(40, ' ') + "\xf0\x9f\x8e\xb2 1"};
  for (const std::string& text : texts) {
    const std::string msg = message_of([&] { (void)parse_json_limited(text, "request"); });
    EXPECT_TRUE(is_valid_utf8(msg)) << msg;
    EXPECT_EQ(msg.find("last read"), std::string::npos) << msg;
    EXPECT_NE(msg.find("near '"), std::string::npos) << msg;
    EXPECT_EQ(msg.find("\xef\xbf\xbd"), std::string::npos) << "no U+FFFD: " << msg;
  }
  const std::string msg = message_of([] { (void)parse_json_limited("[1, 2, \xc3\xa9]", "r"); });
  EXPECT_NE(msg.find("near '[1, 2, \xc3\xa9'"), std::string::npos) << msg;
}

TEST(SafeJson, AnEndlessFileFailsFastAtTheCap) {
  // /dev/zero never ends; the reader must stop one chunk past the cap.
  const std::string msg =
      message_of([] { (void)read_file_limited("/dev/zero", 1000, "card file"); });
  EXPECT_NE(msg.find("card file \"/dev/zero\" is larger than the limit of 1000 bytes"),
            std::string::npos)
      << msg;
  const std::string missing =
      message_of([] { (void)read_file_limited("/no/such/file", 1000, "record"); });
  EXPECT_NE(missing.find("cannot read record \"/no/such/file\""), std::string::npos) << missing;
}

TEST(SafeJson, CardFileOptionsAreCapped) {
  // `cards=/dev/zero` used to read until memory ran out.
  const std::string msg = message_of([] { (void)load_text("", "/dev/zero"); });
  EXPECT_NE(msg.find("larger than the limit of 1048576 bytes"), std::string::npos) << msg;
}

TEST(SafeJson, ReadJsonFileNamesTheFile) {
  const std::string path = ::testing::TempDir() + "safe_json_deep.json";
  std::ofstream(path) << std::string(5000, '[');
  const std::string msg = message_of([&] { (void)read_json_file(path); });
  EXPECT_NE(msg.find(path + ": arrays and objects nest deeper"), std::string::npos) << msg;
}

TEST(SafeJson, DumpNeverThrowsOnBrokenUtf8) {
  const nlohmann::json j = {{"error", std::string("bad \xe9 byte")}};
  EXPECT_THROW((void)j.dump(), nlohmann::json::type_error);
  std::string out;
  ASSERT_NO_THROW(out = dump_json(j));
  EXPECT_TRUE(is_valid_utf8(out));
}

}  // namespace
}  // namespace bivouac
