// Text quoted back to a client or a terminal stays valid UTF-8 and free of control sequences.
#include "core/text_safety.h"

#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/json_util.h"

namespace bivouac {
namespace {

TEST(TextSafety, FindsTheFirstInvalidByte) {
  EXPECT_FALSE(utf8_error_offset("plain ascii, é, € and 𝄞").has_value());
  EXPECT_EQ(utf8_error_offset("ab\xe9"), 2u);            // a lone Latin-1 byte
  EXPECT_EQ(utf8_error_offset("\xc3"), 0u);              // a sequence cut short
  EXPECT_EQ(utf8_error_offset("x\xc0\xaf"), 1u);         // overlong '/'
  EXPECT_EQ(utf8_error_offset("\xed\xa0\x80"), 0u);      // a surrogate
  EXPECT_EQ(utf8_error_offset("\xf4\x90\x80\x80"), 0u);  // above U+10FFFF
}

TEST(TextSafety, RepairReplacesOnlyTheBadBytes) {
  EXPECT_EQ(utf8_repaired("a\xe9z"), "a\xEF\xBF\xBDz");
  EXPECT_EQ(utf8_repaired("é"), "é");
}

TEST(TextSafety, ShorteningNeverCutsACharacter) {
  const std::string euros(30, 'x');
  const std::string text = euros + "€€€€€€€€€€";  // 3-byte characters from byte 30 on
  for (std::size_t max = 4; max < text.size(); ++max) {
    const std::string s = utf8_shortened(text, max);
    EXPECT_TRUE(is_valid_utf8(s)) << max;
    EXPECT_LE(s.size(), max) << max;
  }
}

TEST(TextSafety, QuotedInputInFieldErrorsStaysValidUtf8) {
  // json_in::fail used to cut the quoted value at byte 57, often inside a multi-byte character.
  for (std::size_t pad = 0; pad < 4; ++pad) {
    const std::string quoted = std::string(pad, 'a') + "éééééééééééééééééééééééééééééééé";
    try {
      (void)json_in::integer(nlohmann::json(quoted), "seed", 0, 1);
      FAIL();
    } catch (const FormatError& e) {
      EXPECT_TRUE(is_valid_utf8(e.what())) << pad << ": " << e.what();
    }
  }
}

TEST(TextSafety, TerminalTextHasNoControlBytes) {
  const std::string hostile = "pass\x1b[2J\x1b]0;pwned\x07\r\x9b\xc2\x9b ok\tnext\nline";
  const std::string safe = terminal_safe(hostile);
  for (unsigned char c : safe) {
    EXPECT_TRUE(c == '\n' || c == '\t' || c >= 0x20) << static_cast<int>(c);
    EXPECT_NE(c, 0x7F);
  }
  EXPECT_EQ(safe.find('\x1b'), std::string::npos);
  EXPECT_NE(safe.find("\\x1b[2J"), std::string::npos) << safe;
  EXPECT_NE(safe.find("\\u009b"), std::string::npos) << safe;  // C1 CSI written visibly
  EXPECT_NE(safe.find("ok\tnext\nline"), std::string::npos) << safe;
  EXPECT_TRUE(is_valid_utf8(safe));
  EXPECT_EQ(terminal_safe("Grenadier é €"), "Grenadier é €");
}

}  // namespace
}  // namespace bivouac
