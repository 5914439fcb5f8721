// Loading a position refuses one that no real game reaches.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/errors.h"
#include "core/match.h"

namespace bivouac {
namespace {

nlohmann::json read_data(const std::string& name) {
  const char* root = std::getenv("BIVOUAC_SOURCE_DIR");
  std::ifstream in(std::string(root != nullptr ? root : ".") + "/tests/core/data/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return nlohmann::json::parse(text.str());
}

// Found by the state-loader fuzzer: a GT attack waiting for its target with no target player
// passed every invariant, yet nobody could act, so a front end that loaded it would wait forever.
TEST(LoadState, AnUnfinishedPositionWhereNobodyCanActIsRefused) {
  const nlohmann::json doc = read_data("gt_attack_without_target.json");
  try {
    (void)load_state_document(doc);
    FAIL() << "the position was accepted";
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("has no action to take"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace bivouac
