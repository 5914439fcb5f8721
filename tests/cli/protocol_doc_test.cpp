// Runs every example session in docs/protocol.md against the engine, so the document stays true.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "cli/engine_protocol.h"

namespace bivouac::cli {
namespace {

std::string doc_path() {
  const char* root = std::getenv("BIVOUAC_SOURCE_DIR");
  return std::string(root ? root : ".") + "/docs/protocol.md";
}

// Every field of `expected` must appear in `got` with an equal value.
void expect_contains(const nlohmann::json& got, const nlohmann::json& expected,
                     const std::string& request) {
  for (const auto& [key, value] : expected.items()) {
    ASSERT_TRUE(got.contains(key))
        << "reply to " << request << " lacks \"" << key << "\": " << got.dump();
    EXPECT_EQ(got[key], value) << "reply to " << request << ": " << got.dump();
  }
}

TEST(ProtocolDoc, EveryExampleSessionRunsAsDocumented) {
  std::ifstream f(doc_path());
  ASSERT_TRUE(f) << "cannot read " << doc_path();
  std::string line;
  bool in_session = false;
  int sessions = 0;
  int checked = 0;
  std::unique_ptr<EngineSession> engine;
  nlohmann::json reply;
  std::string request;
  while (std::getline(f, line)) {
    if (line == "```session") {
      in_session = true;
      engine = std::make_unique<EngineSession>();
      ++sessions;
      continue;
    }
    if (!in_session) continue;
    if (line == "```") {
      in_session = false;
      continue;
    }
    if (line.rfind("> ", 0) == 0) {
      request = line.substr(2);
      reply = engine->handle_line(request);
    } else if (line.rfind("< ", 0) == 0) {
      expect_contains(reply, nlohmann::json::parse(line.substr(2)), request);
      ++checked;
    }
  }
  EXPECT_GE(sessions, 3);
  EXPECT_GE(checked, 15);
}

}  // namespace
}  // namespace bivouac::cli
