// The transcripts of docs/reg.md marked "<!-- regDocs: tested transcript -->" run as written:
// each "reg> " line is typed into `bivouac reg --seed 1` and the lines under it must be what it
// prints, in order, where a line "..." stands for any number of lines left out.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "games/reg/terminal.h"

namespace {

const std::string kMarker = "<!-- regDocs: tested transcript -->";
const std::string kPrompt = "reg> ";

std::string source_dir() {
  const char* src = std::getenv("BIVOUAC_SOURCE_DIR");
  return src ? src : ".";
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) out.push_back(l);
  return out;
}

struct Exchange {
  std::string command;
  std::vector<std::string> expected;
};

// Every marked code block of the document, as commands with the lines each should print.
std::vector<std::vector<Exchange>> tested_blocks(const std::vector<std::string>& doc) {
  std::vector<std::vector<Exchange>> blocks;
  for (std::size_t i = 0; i < doc.size(); ++i) {
    if (doc[i] != kMarker) continue;
    std::vector<Exchange> block;
    for (std::size_t j = i + 2; j < doc.size() && doc[j].rfind("```", 0) != 0; ++j) {
      if (doc[j].rfind(kPrompt, 0) == 0) {
        block.push_back({doc[j].substr(kPrompt.size()), {}});
      } else if (!block.empty()) {
        block.back().expected.push_back(doc[j]);
      }
    }
    blocks.push_back(block);
  }
  return blocks;
}

// `want` matches `got` in order; "..." matches any run of lines (including none).
bool matches(const std::vector<std::string>& want, std::size_t w,
             const std::vector<std::string>& got, std::size_t g) {
  if (w == want.size()) return g == got.size();
  if (want[w] == "...") {
    for (std::size_t k = g; k <= got.size(); ++k) {
      if (matches(want, w + 1, got, k)) return true;
    }
    return false;
  }
  return g < got.size() && got[g] == want[w] && matches(want, w + 1, got, g + 1);
}

}  // namespace

TEST(regDocs, ExamplesRunAsWritten) {
  std::ifstream in(source_dir() + "/docs/reg.md");
  ASSERT_TRUE(in) << "docs/reg.md not found under " << source_dir();
  std::stringstream text;
  text << in.rdbuf();
  const auto blocks = tested_blocks(lines_of(text.str()));
  ASSERT_FALSE(blocks.empty()) << "no tested transcript in docs/reg.md";
  for (const auto& block : blocks) {
    ASSERT_FALSE(block.empty());
    std::string typed;
    for (const auto& x : block) {
      std::string command = x.command;
      // Paths in the document are relative to the source directory.
      const auto rel = command.find("tests/games/reg/data/");
      if (rel != std::string::npos) command.insert(rel, source_dir() + "/");
      typed += command + "\n";
    }
    std::istringstream input(typed);
    std::ostringstream out, err;
    EXPECT_EQ(bivouac::reg::run_terminal({"--seed", "1"}, input, out, err), 0);
    EXPECT_EQ(err.str(), "");
    // The output is the banner, then each command's answer after a prompt.
    std::vector<std::string> answers;
    const std::string o = out.str();
    std::size_t at = o.find(kPrompt);
    while (at != std::string::npos) {
      const std::size_t next = o.find(kPrompt, at + kPrompt.size());
      answers.push_back(o.substr(at + kPrompt.size(), next == std::string::npos
                                                          ? std::string::npos
                                                          : next - at - kPrompt.size()));
      at = next;
    }
    ASSERT_GE(answers.size(), block.size()) << o;
    for (std::size_t i = 0; i < block.size(); ++i) {
      const auto got = lines_of(answers[i]);
      EXPECT_TRUE(matches(block[i].expected, 0, got, 0))
          << "docs/reg.md: reg> " << block[i].command << "\nexpected:\n"
          << ::testing::PrintToString(block[i].expected) << "\nprinted:\n"
          << answers[i];
    }
  }
}
