// Issue 12 for the companion's own files: an army or session file is read with the same limits
// as every JSON the program reads (size cap, nesting depth), so /dev/zero or a file of 60,000
// brackets is a clear error, not a hang, a full memory or a stack overflow.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/errors.h"
#include "games/reg/session.h"

using namespace bivouac::reg;
using nlohmann::json;

namespace {

std::string refusal(const json& req) {
  Session s{1};
  try {
    const json r = dispatch(s, req);
    return r.dump();
  } catch (const std::exception& e) {
    return e.what();
  }
}

std::string deep_file(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / name;
  std::ofstream(path) << "{\"army\": " << std::string(60000, '[') << std::string(60000, ']') << "}";
  return path.string();
}

TEST(RegFiles, AnEndlessArmyFileStopsAtTheCap) {
  const std::string msg = refusal({{"calc", "army"}, {"file", "/dev/zero"}});
  EXPECT_NE(msg.find("larger than the limit"), std::string::npos) << msg;
}

TEST(RegFiles, DeeplyNestedArmyAndSessionFilesAreRefusedBeforeParsing) {
  const std::string army = refusal({{"calc", "army"}, {"file", deep_file("reg-deep-army.json")}});
  EXPECT_NE(army.find("nest deeper than the limit"), std::string::npos) << army;
  const std::string session = refusal(
      {{"calc", "session"}, {"action", "load"}, {"file", deep_file("reg-deep-session.json")}});
  EXPECT_NE(session.find("nest deeper than the limit"), std::string::npos) << session;
}

}  // namespace

namespace {

json counts(int white_blank) {
  json c = json::object();
  for (const char* colour : {"Black", "White", "Green", "Yellow", "Red"})
    c[colour] = {{"skull", 1}, {"sword", 1}, {"s", 1}, {"blank", 3}};
  c["White"]["blank"] = white_blank;
  return c;
}

TEST(RegFiles, AFaceSetTravelsInsideTheRequestAndIsCheckedAsAFileIs) {
  Session s{1};
  const json r = dispatch(s, {{"calc", "faces"}, {"face_counts", counts(7)}});
  EXPECT_EQ(r["counts"]["White"]["blank"], 7) << r.dump();
  EXPECT_NE(r["text"].get<std::string>().find("your dice (unverified)"), std::string::npos)
      << r.dump();
  for (const json& bad : {json(3), json{{"White", {{"skull", 1}}}},
                          [] {
                            json c = counts(3);
                            c["Red"]["skull"] = -1;
                            return c;
                          }(),
                          [] {
                            json c = counts(3);
                            c["Purple"] = c["Red"];
                            return c;
                          }(),
                          [] {
                            json c = counts(3);
                            c["Black"] = {{"skull", 0}, {"sword", 0}, {"s", 0}, {"blank", 0}};
                            return c;
                          }()}) {
    Session t{1};
    EXPECT_THROW((void)dispatch(t, {{"calc", "faces"}, {"face_counts", bad}}), bivouac::FormatError)
        << bad.dump();
  }
}

}  // namespace
