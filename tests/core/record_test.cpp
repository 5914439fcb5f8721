#include "core/record.h"

#include <gtest/gtest.h>

#include "core/errors.h"

namespace bivouac {
namespace {

using nlohmann::json;

TEST(GameRecord, JsonRoundTripKeepsForcedEntries) {
  GameRecord r;
  r.game = "muskets";
  r.seed = 7;
  r.entries.push_back({RecordEntry::Kind::kAction, "pass", {}, {}, {}});
  r.entries.push_back({RecordEntry::Kind::kForceDice, {}, {6, 1}, {}, {}});
  r.entries.push_back({RecordEntry::Kind::kForceDraws, {}, {}, "deck", {"Cannon"}});
  auto back = GameRecord::from_json(json::parse(r.to_json().dump()));
  EXPECT_EQ(back.to_json(), r.to_json());
}

TEST(GameRecord, MalformedRecordsNameTheField) {
  try {
    (void)GameRecord::from_json(json{{"format", "bivouac-record"},
                                     {"version", 1},
                                     {"game", "m"},
                                     {"seed", 1},
                                     {"actions", {"ok", 5}}});
    FAIL();
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("record.actions[1]"), std::string::npos) << e.what();
  }
  EXPECT_THROW((void)GameRecord::from_json(json{{"format", "other"}}), FormatError);
  EXPECT_THROW((void)GameRecord::from_json(json::array()), FormatError);
}

}  // namespace
}  // namespace bivouac
