// Loading a position refuses one that no real game reaches.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/bot.h"
#include "core/errors.h"
#include "core/match.h"
#include "core/registry.h"

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

// Found by the state_play fuzzer (issue 26): one flipped bit of a Ready Aim Fire card's
// `remembered` (where the opponent remembers a card he lost track of) left no place for the card
// in any world dealt from his observation, and the search bot's deal threw out of the process.
// Without the memory the same position loads and every bot moves from it.
TEST(LoadState, Issue26_ARememberedCardWithNoPlaceToLieIsRefused) {
  nlohmann::json doc = read_data("raf_remembered_card_nowhere.json");
  try {
    (void)load_state_document(doc);
    FAIL() << "the position was accepted";
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("remembered"), std::string::npos) << e.what();
  }
  auto& remembered = doc["state"]["remembered"];
  remembered = std::string(remembered.get<std::string>().size(), '0');
  const LoadedState loaded = load_state_document(doc);
  const int p = loaded.game->current_player(*loaded.state);
  ASSERT_GE(p, 0);
  for (const char* spec : {"random", "heuristic", "ismcts:iters=24"}) {
    auto bot = BotRegistry::instance().create(spec, loaded.game, 1);
    EXPECT_NO_THROW((void)bot->choose(*loaded.game->observation(*loaded.state, p), p)) << spec;
  }
}

// Found by the state_play fuzzer (issue 26): a Ready Aim Fire setup where the second player forms
// his line while the first player's pool is still full; his "done" ended the setup and drew the
// commanders into that full pool, past its capacity.
TEST(LoadState, Issue26_ASetupWhoseFirstPlayerHasNotFormedHisLineIsRefused) {
  const nlohmann::json doc = read_data("raf_setup_pools_both_full.json");
  try {
    (void)load_state_document(doc);
    FAIL() << "the position was accepted";
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("setup_pool"), std::string::npos) << e.what();
  }
}

// docs/formats.md: version 2 names steps and cards. A version 1 document of an earlier release
// that wrote a number there is refused naming its version; one that already names them reads.
TEST(LoadState, AVersionOneDocumentWithNumericFieldsIsRefusedNamingItsVersion) {
  Match m(GameRegistry::instance().create("muskets"), 3);
  nlohmann::json doc = state_document(m.game(), m.state());
  EXPECT_EQ(doc["version"], kStateVersion);
  EXPECT_EQ(kStateVersion, 2);
  doc["version"] = 1;
  EXPECT_NO_THROW((void)load_state_document(doc)) << "version 1 with names reads as version 2";
  doc["state"]["step"] = 1;
  try {
    (void)load_state_document(doc);
    FAIL() << "a numeric step was accepted";
  } catch (const FormatError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("bivouac-state version 1"), std::string::npos) << what;
    EXPECT_NE(what.find("state.step is a number"), std::string::npos) << what;
    EXPECT_NE(what.find("reads version 2"), std::string::npos) << what;
  }
  doc["version"] = 3;
  EXPECT_THROW((void)load_state_document(doc), FormatError) << "a future version";
}

}  // namespace
}  // namespace bivouac
