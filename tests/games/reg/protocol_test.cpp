// The companion through the engine protocol ({"cmd":"reg", ...}) and the terminal front end.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/companion.h"
#include "core/errors.h"
#include "core/text_safety.h"
#include "games/reg/session.h"
#include "games/reg/terminal.h"

using namespace bivouac::reg;
using nlohmann::json;

namespace {

json ask(const json& request) {
  const auto* def = bivouac::CompanionRegistry::instance().find("reg");
  EXPECT_NE(def, nullptr);
  return def->handle(request, bivouac::CompanionContext{});
}

std::string terminal(const std::string& input, std::string* errors = nullptr) {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int code = run_terminal({"--seed", "5"}, in, out, err);
  EXPECT_EQ(code, 0);
  if (errors) *errors = err.str();
  return out.str();
}

}  // namespace

// Line 151 through the protocol.
TEST(regProtocol, CostLine151) {
  const json r = ask({{"cmd", "reg"},
                      {"calc", "cost"},
                      {"action", "M4"},
                      {"formation", "drilled"},
                      {"keil", true}});
  EXPECT_EQ(r["card"], "Red");
  EXPECT_EQ(r["numeral"], "IV");
  EXPECT_TRUE(r["allowed"].get<bool>());
  EXPECT_FALSE(r["text"].get<std::string>().empty());
}

// The engine protocol echoes a request "id"; the companion must not take it for a typo.
TEST(regProtocol, RequestIdIsAccepted) {
  EXPECT_NO_THROW((void)ask({{"cmd", "reg"}, {"id", 3}, {"calc", "table"}, {"name", "dice"}}));
  EXPECT_THROW((void)ask({{"cmd", "reg"}, {"calc", "table"}, {"name", "weather"}}),
               bivouac::FormatError);
}

// A table's rows come as data (docs/reg.md): each with its sheet line, the key a request names
// it by and the text printed for it, so a client reads no printed table.
TEST(regProtocol, TableRowsAreDataAndMatchThePrintedTable) {
  for (const char* name : {"movement", "actions", "turn", "generals", "evade"}) {
    const json r = ask({{"calc", "table"}, {"name", name}});
    ASSERT_TRUE(r.contains("rows") && r["rows"].is_array()) << name << " gives no rows";
    ASSERT_FALSE(r["rows"].empty()) << name;
    const std::string text = r["text"].get<std::string>();
    for (const json& row : r["rows"]) {
      ASSERT_TRUE(row["line"].is_number_integer()) << row.dump();
      ASSERT_TRUE(row["key"].is_string()) << row.dump();
      const std::string printed = row["text"].get<std::string>();
      EXPECT_NE(text.find(printed), std::string::npos) << name << ": " << printed;
      const std::string key = row["key"].get<std::string>();
      if (!key.empty()) {
        EXPECT_NE(printed.find(key), std::string::npos) << row.dump();
      }
    }
  }
  const json movement = ask({{"calc", "table"}, {"name", "movement"}});
  bool close_foot = false;
  for (const json& row : movement["rows"]) close_foot = close_foot || row["key"] == "close_foot";
  EXPECT_TRUE(close_foot) << movement["rows"].dump();
  const json turn = ask({{"calc", "table"}, {"name", "turn"}});
  EXPECT_EQ(turn["rows"][0]["key"], "1.1") << turn["rows"].dump();
  const json evade = ask({{"calc", "table"}, {"name", "evade"}});
  EXPECT_EQ(evade["rows"][0]["key"], "") << "an evade roll names nothing a request takes";
}

TEST(regProtocol, MoveEvadeClaimsLines92To275) {
  EXPECT_EQ(ask({{"calc", "move"}, {"troop", "skirmishers"}, {"going", "difficult"}})["distance"],
            3);
  const json e = ask({{"calc", "evade"}, {"troop", "skirmishers"}, {"roll", 6}});
  EXPECT_EQ(e["distance"], 5);
  EXPECT_TRUE(e["entered"].get<bool>());
  const json c = ask({{"calc", "claims"},
                      {"phase", "charge"},
                      {"a", {{"type", "mounted"}, {"chars", json::array({"CL"})}}},
                      {"b", {{"chars", "P&S"}}}});
  EXPECT_EQ(c["b"]["total"], 3);
  EXPECT_EQ(c["advantage"], 3);
  EXPECT_EQ(c["leader"], "b");
  EXPECT_EQ(c["b"]["dice"], json::array({"Red"}));
}

// The REG page's claims form sends each file's situation in these fields, as the sheet lists the
// situational claims: the edge the enemy touches (a flank or rear charge, line 186; a side or
// rear edge, 205), a general fighting in the file (187, 206), the opponent affected by terrain
// (192-193, 209-210), uphill (195, 211), and good going for the whole combat (189).
TEST(regProtocol, TheFormsSituationalClaimsLines186To195And205To211) {
  const json plain = {{"type", "foot"},         {"formation", "close"},   {"quality", "average"},
                      {"armour", "unarmoured"}, {"chars", json::array()}, {"ranks", 2},
                      {"contact", "front"},     {"general", "none"},      {"terrain", "unaffected"},
                      {"uphill", false}};
  const auto value = [](const json& side, int line) {
    for (const auto& c : side["claims"]) {
      if (c["line"] == line) return c["value"].get<int>();
    }
    return -1;  // not claimed
  };
  const auto claims = [](const char* phase, bool good_going, const json& a, const json& b) {
    return ask(
        {{"calc", "claims"}, {"phase", phase}, {"good_going", good_going}, {"a", a}, {"b", b}});
  };
  const json none = claims("charge", true, plain, plain);
  EXPECT_EQ(none["a"]["total"], 0);
  EXPECT_EQ(none["b"]["total"], 0);

  // Charge: mounted with a general, uphill, charging loose foot in its rear on affected ground.
  json a = plain;
  a["type"] = "mounted";
  a["general"] = "general";
  a["uphill"] = true;
  json b = plain;
  b["formation"] = "loose";
  b["contact"] = "rear";
  b["terrain"] = "affected";
  const json charge = claims("charge", true, a, b);
  EXPECT_EQ(value(charge["a"], 186), 4);
  EXPECT_EQ(charge["a"]["automatic_wounds"], 1) << "line 186: +1 automatic W";
  EXPECT_EQ(value(charge["a"], 187), 1);
  EXPECT_EQ(value(charge["a"], 189), 2);
  EXPECT_EQ(value(charge["a"], 192), 2);
  EXPECT_EQ(value(charge["a"], 195), 1);
  EXPECT_EQ(charge["a"]["total"], 10);
  EXPECT_EQ(charge["b"]["total"], 0) << "b fights to its rear";
  const json rough = claims("charge", false, a, b);
  EXPECT_EQ(value(rough["a"], 189), -1) << "line 189 asks for good going";
  EXPECT_EQ(rough["a"]["total"], 8);

  // Fighting: a Legendary general uphill against a side edge on badly affected ground.
  a = plain;
  a["general"] = "legendary";
  a["uphill"] = true;
  b = plain;
  b["contact"] = "side";
  b["terrain"] = "badly_affected";
  const json fighting = claims("fighting", true, a, b);
  EXPECT_EQ(value(fighting["a"], 205), 2);
  EXPECT_EQ(value(fighting["a"], 206), 2);
  EXPECT_EQ(value(fighting["a"], 210), 3);
  EXPECT_EQ(value(fighting["a"], 211), 1);
  EXPECT_EQ(fighting["a"]["total"], 8);
}

// Rolls name the face set; seeded rolls repeat; entered faces are used as given.
TEST(regProtocol, RollOddsKabShootNameTheFaceSet) {
  const json req = {{"calc", "roll"},
                    {"seed", 9},
                    {"phase", "fighting"},
                    {"a", {{"quality", "superior"}}},
                    {"b", {{"bases", 4}, {"wounds", 5}}}};
  const json r1 = ask(req);
  const json r2 = ask(req);
  EXPECT_EQ(r1["a"]["dice"], r2["a"]["dice"]);
  EXPECT_NE(r1["faces"].get<std::string>().find("unverified"), std::string::npos);
  const json entered = ask({{"calc", "roll"}, {"dice", "Red,White"}, {"faces", "Skull,blank"}});
  EXPECT_EQ(entered["dice"][0]["face"], "Skull");
  const json o = ask({{"calc", "odds"}, {"of", "advantage"}, {"advantage", 4}});
  EXPECT_EQ(o["sides"].size(), 2u);
  EXPECT_NE(o["faces"].get<std::string>().find("unverified"), std::string::npos);
  const json k = ask({{"calc", "kab"}, {"target", "unit"}, {"quality", "poor"}, {"face", "S"}});
  EXPECT_EQ(k["die"], "Red");
  EXPECT_EQ(k["drive_back"], 1);
  const json s = ask({{"calc", "shoot"},
                      {"upgrades", "poor_target"},
                      {"target", {{"quality", "poor"}}},
                      {"faces", "sword"}});
  EXPECT_EQ(s["colour"], "Yellow");
  EXPECT_EQ(s["wounds"], 1);
}

// The command state travels in the request and comes back in the reply.
TEST(regProtocol, DealCarriesStateLine18) {
  json r = ask({{"calc", "general"},
                {"seed", 3},
                {"name", "Ann"},
                {"level", "LG"},
                {"commander", "professional_floating"}});
  r = ask({{"calc", "deal"}, {"state", r["state"]}});
  ASSERT_EQ(r["state"]["generals"].size(), 1u);
  EXPECT_EQ(r["state"]["generals"][0]["hand"].size(), 5u);
  EXPECT_EQ(r["state"]["pack"].size(), 45u);
}

// A user face file is loaded and named; bad ones are clear errors.
TEST(regProtocol, UserFaceFile) {
  const std::string path = ::testing::TempDir() + "reg_faces_test.toml";
  {
    std::ofstream f(path);
    f << "name = \"club dice\"\nverified = true\n";
    for (const char* c : {"Black", "White", "Green", "Yellow", "Red"}) {
      f << "[" << c << "]\nskull = 1\nsword = 1\ns = 1\nblank = 3\n";
    }
  }
  const json r = ask({{"calc", "faces"}, {"faces_file", path}});
  EXPECT_EQ(r["label"], "club dice (verified)");
  EXPECT_FALSE(r["doubts"].empty());  // White with a skull, Red with one
  const json o = ask({{"calc", "odds"}, {"of", "dice"}, {"dice", "Red"}, {"faces_file", path}});
  EXPECT_EQ(o["faces"], "club dice (verified)");
  {
    std::ofstream f(path);
    f << "name = \"broken\"\n[Black]\nskull = -1\n";
  }
  EXPECT_THROW((void)ask({{"calc", "faces"}, {"faces_file", path}}), bivouac::FormatError);
  {
    std::ofstream f(path);  // a misspelt key is named, not ignored
    f << "name = \"typo\"\n[Black]\nskulls = 1\n";
  }
  try {
    (void)ask({{"calc", "faces"}, {"faces_file", path}});
    ADD_FAILURE() << "a misspelt key was accepted";
  } catch (const bivouac::FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("skulls"), std::string::npos);
  }
  std::remove(path.c_str());
}

// A user deck file replaces the default counts; the deck then deals from them.
TEST(regProtocol, UserDeckFile) {
  const std::string path = ::testing::TempDir() + "reg_deck_test.toml";
  {
    std::ofstream f(path);
    f << "name = \"all red\"\nverified = true\n[count]\nBlack = 0\nWhite = 0\nGreen = 0\n"
         "Yellow = 0\nRed = 10\n";
  }
  const json d = ask({{"calc", "deck"}, {"file", path}});
  EXPECT_EQ(d["label"], "all red (verified)");
  EXPECT_EQ(d["counts"]["Red"], 10);
  json r = ask({{"calc", "general"}, {"deck_file", path}, {"name", "Ann"}, {"level", "MG"}});
  r = ask({{"calc", "deal"}, {"state", r["state"]}});
  EXPECT_EQ(r["state"]["generals"][0]["hand"], json::array({"Red", "Red"}));
  std::remove(path.c_str());
}

TEST(regProtocol, BadInputNamesTheField) {
  auto message = [](const json& req) {
    try {
      (void)ask(req);
    } catch (const bivouac::FormatError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message({{"calc", "nonsense"}}).find("calc"), std::string::npos);
  EXPECT_NE(
      message({{"calc", "cost"}, {"action", "M4"}, {"formation", "square"}}).find("formation"),
      std::string::npos);
  EXPECT_NE(message({{"calc", "cost"}, {"action", "M4"}, {"kiel", true}}).find("kiel"),
            std::string::npos);
  EXPECT_NE(message({{"calc", "claims"}, {"a", {{"chars", "Laser"}}}}).find("a.chars"),
            std::string::npos);
  EXPECT_NE(message({{"calc", "roll"}, {"dice", "Red"}, {"faces", "Skull,S"}}).find("faces"),
            std::string::npos);
  EXPECT_NE(message({{"calc", "evade"}, {"troop", "skirmishers"}, {"roll", 9}}).find("roll"),
            std::string::npos);
  EXPECT_NE(message({{"calc", "options"}, {"name", "general_wound"}, {"value", "maybe"}})
                .find("general_wound"),
            std::string::npos);
}

// The terminal: a session of commands, a bad line that does not end it, and the roll log.
TEST(regTerminal, SessionKeepsGoingAfterBadInput) {
  std::string errors;
  const std::string out = terminal(
      "help\n"
      "cost M4 drilled keil ooc\n"
      "cost M4 square\n"
      "general Ann LG commander=professional_floating\n"
      "general Bob CG\n"
      "deal\n"
      "turn next\n"
      "roll Red White\n"
      "kab unit poor face=S\n"
      "odds advantage 3\n"
      "log\n"
      "quit\n",
      &errors);
  EXPECT_NE(out.find("cost"), std::string::npos);                    // help lists commands
  EXPECT_NE(out.find("one Red card or better"), std::string::npos);  // M4 drilled keil = IV
  EXPECT_NE(out.find("extra coloured card"), std::string::npos);
  EXPECT_NE(errors.find("formation"), std::string::npos);  // the bad line
  EXPECT_NE(out.find("Ann (LG): dealt"), std::string::npos);
  EXPECT_NE(out.find("step 1.2"), std::string::npos);
  EXPECT_NE(out.find("#1 dice: Red:"), std::string::npos);  // the roll log
  EXPECT_NE(out.find("unverified"), std::string::npos);
}

TEST(regTerminal, WordsBecomeRequests) {
  const json r =
      words_to_request({"claims", "fighting", "a.type=mounted", "a.chars=Pi,Esw", "b.uphill"});
  EXPECT_EQ(r["calc"], "claims");
  EXPECT_EQ(r["phase"], "fighting");
  EXPECT_EQ(r["a"]["type"], "mounted");
  EXPECT_EQ(r["a"]["chars"], "Pi,Esw");
  EXPECT_EQ(r["b"]["uphill"], true);
  const json k = words_to_request({"kab", "general", "LG"});
  EXPECT_EQ(k["level"], "LG");
  const json g = words_to_request({"general", "Ally", "TG", "allied"});
  EXPECT_EQ(g["allied"], true);
  EXPECT_FALSE(g.contains("type"));
  const json d = words_to_request({"discard", "Ann", "White", "Black"});
  EXPECT_EQ(d["cards"], json::array({"White", "Black"}));
  EXPECT_THROW((void)words_to_request({"fly"}), bivouac::FormatError);
}

TEST(regTerminal, OneShotCommandFromArguments) {
  std::istringstream in;
  std::ostringstream out, err;
  EXPECT_EQ(run_terminal({"move", "close_foot", "difficult"}, in, out, err), 0);
  EXPECT_NE(out.str().find("2 BW"), std::string::npos);
  std::ostringstream out2, err2;
  EXPECT_EQ(run_terminal({"move", "tanks"}, in, out2, err2), 1);
  EXPECT_NE(err2.str().find("troop"), std::string::npos);
}

// A wrong value quoted back is shortened between characters: the fuzzer (reg_request) found a
// "phase" of two-byte characters cut inside one, which made the reply invalid UTF-8.
TEST(regProtocol, AQuotedWrongValueIsCutBetweenCharacters) {
  std::string phase = "fi";
  for (int i = 0; i < 40; ++i) phase += "\xCA\x91";  // U+0291, two bytes
  try {
    (void)ask({{"cmd", "reg"}, {"calc", "claims"}, {"phase", phase}});
    FAIL() << "a phase that is not charge or fighting was accepted";
  } catch (const bivouac::FormatError& e) {
    const std::string what = e.what();
    EXPECT_TRUE(bivouac::is_valid_utf8(what)) << what;
    EXPECT_NE(what.find("phase"), std::string::npos) << what;
    EXPECT_NE(what.find("..."), std::string::npos) << "long values are shortened: " << what;
    EXPECT_NO_THROW((void)json(what).dump()) << "a strict JSON writer takes the message";
  }
}
