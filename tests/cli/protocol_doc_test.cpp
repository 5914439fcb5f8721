// Runs every example session in docs/protocol.md and docs/network.md against the engine, so the
// documents stay true (the engine's `view` is the server's `view` message, one builder).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <utility>

#include "cli/engine_protocol.h"

namespace bivouac::cli {
namespace {

std::string doc_path(const std::string& name = "protocol.md") {
  const char* root = std::getenv("BIVOUAC_SOURCE_DIR");
  return std::string(root ? root : ".") + "/docs/" + name;
}

// Every field of `expected` must appear in `got` with an equal value; a field holding an object
// is compared the same way, field by field (so a session may show a few fields of a view).
void expect_contains(const nlohmann::json& got, const nlohmann::json& expected,
                     const std::string& request) {
  for (const auto& [key, value] : expected.items()) {
    ASSERT_TRUE(got.contains(key))
        << "reply to " << request << " lacks \"" << key << "\": " << got.dump();
    if (value.is_object() && got[key].is_object()) {
      expect_contains(got[key], value, request);
    } else {
      EXPECT_EQ(got[key], value) << "reply to " << request << ": " << got.dump();
    }
  }
}

// Runs the sessions of one document; returns {sessions, checked replies}.
std::pair<int, int> run_sessions(const std::string& path) {
  std::ifstream f(path);
  EXPECT_TRUE(f) << "cannot read " << path;
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
  return {sessions, checked};
}

TEST(ProtocolDoc, EveryExampleSessionRunsAsDocumented) {
  const auto [sessions, checked] = run_sessions(doc_path());
  EXPECT_GE(sessions, 3);
  EXPECT_GE(checked, 15);
}

TEST(ProtocolDoc, TheSeatViewSessionOfNetworkMdRunsAsDocumented) {
  const auto [sessions, checked] = run_sessions(doc_path("network.md"));
  EXPECT_GE(sessions, 1);
  EXPECT_GE(checked, 3);
}

}  // namespace
}  // namespace bivouac::cli
