// Issue 17: the army as data (data/two_commands.toml) and every rule of the sheet that follows
// from it, through the same requests the engine protocol and `bivouac reg` send.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "core/errors.h"
#include "games/reg/session.h"
#include "games/reg/terminal.h"

using namespace bivouac::reg;
using nlohmann::json;

namespace {

std::string army_file() {
  const char* src = std::getenv("BIVOUAC_SOURCE_DIR");
  return std::string(src ? src : ".") + "/tests/games/reg/data/two_commands.toml";
}

struct Table {
  Session s{5};
  Table() { (void)dispatch(s, {{"calc", "army"}, {"file", army_file()}}); }
  json ask(json req) { return dispatch(s, req); }
  void hand(const std::string& g, std::vector<Colour> cards) { s.cards().general(g).hand = cards; }
  std::size_t held(const std::string& g) { return s.cards().general(g).hand.size(); }
};

json play(const std::string& g, const std::string& action, const std::string& unit,
          const std::vector<std::string>& cards, json extra = json::object()) {
  json r = {{"calc", "play"}, {"general", g}, {"action", action}, {"cards", cards}};
  if (!unit.empty()) r["unit"] = unit;
  for (auto it = extra.begin(); it != extra.end(); ++it) r[it.key()] = *it;
  return r;
}

std::string text(const json& r) {
  return r.value("text", "");
}

}  // namespace

TEST(regArmy, LoadsTwoCommandsIntoTheState) {
  Table t;
  EXPECT_EQ(t.s.cards().units.size(), 6u);
  EXPECT_EQ(t.s.cards().unit("Dragoons").command, "Frederick");
  const json st = t.s.cards().to_json();
  const CommandState back = CommandState::from_json(st, Tables::get().generals);
  EXPECT_EQ(back.units.size(), 6u);
  EXPECT_TRUE(back.units[0].keil);
  EXPECT_EQ(back.generals[1].with, "Horse");
}

// Line 71: the Floating army commander plays on other non-allied troops in 15 BW for 1 extra.
TEST(regArmy, OtherCommandsTroopsLine71) {
  Table t;
  t.s.cards().general("Frederick").front_rank = false;  // line 77 is tested on its own
  t.hand("Maurice", {Colour::kGreen, Colour::kWhite, Colour::kWhite});
  // M3 for Drilled is II (Green); Dragoons are in Frederick's command: +1 coloured card.
  json r = t.ask(play("Maurice", "M3", "Dragoons", {"Green"}, {{"distance", 10}}));
  EXPECT_FALSE(r["allowed"].get<bool>()) << text(r);  // pays one card short
  EXPECT_EQ(t.held("Maurice"), 3u);                   // a refusal changes nothing
  r = t.ask(play("Maurice", "M3", "Dragoons", {"Green", "White"}, {{"distance", 10}}));
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
  EXPECT_NE(text(r).find("sheet line 71"), std::string::npos);
  EXPECT_EQ(t.held("Maurice"), 1u);
  t.hand("Maurice", {Colour::kGreen, Colour::kWhite});
  r = t.ask(play("Maurice", "M3", "Dragoons", {"Green", "White"}, {{"distance", 16}}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 71);
  t.s.cards().general("Frederick").allied = true;
  r = t.ask(play("Maurice", "M3", "Dragoons", {"Green", "White"}, {{"distance", 5}}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_NE(r["refusal"].get<std::string>().find("allied"), std::string::npos);
}

// Lines 72-74: other commanders and sub-generals apply cards only to their own command.
TEST(regArmy, OwnCommandOnlyLines72To74) {
  Table t;
  t.s.cards().general("Maurice").commander = "professional_in_command";
  t.hand("Maurice", {Colour::kGreen, Colour::kWhite});
  json r = t.ask(play("Maurice", "M3", "Dragoons", {"Green", "White"}, {{"distance", 5}}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 72);
  t.hand("Frederick", {Colour::kYellow});
  r = t.ask(play("Frederick", "M3", "Shot", {"Yellow"}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 71);
}

// Lines 76-77 with 181: a general in the front rank leaves the rest of his command out of command.
TEST(regArmy, FrontRankOutOfCommandLine77) {
  Table t;
  t.hand("Frederick", {Colour::kGreen, Colour::kGreen});
  json r = t.ask(play("Frederick", "M3", "Dragoons", {"Green"}));
  EXPECT_FALSE(r["allowed"].get<bool>()) << text(r);  // needs an extra coloured card
  r = t.ask(play("Frederick", "M3", "Dragoons", {"Green", "Green"}));
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
  EXPECT_NE(text(r).find("sheet line 77"), std::string::npos);
  t.hand("Frederick", {Colour::kYellow});
  r = t.ask(play("Frederick", "M3", "Horse", {"Yellow"}));  // the UG he is with
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
}

// Lines 146, 162, 176: one voluntary move per phase, recorded, reset at the new phase; the turn
// reply carries the reset state.
TEST(regArmy, GeneralMovesOncePerPhaseLines146And162) {
  Table t;
  t.hand("Maurice", {Colour::kGreen, Colour::kGreen});
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "4.1"}});
  json r = t.ask(play("Maurice", "M15", "", {"Green"}));
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
  EXPECT_TRUE(t.s.cards().general("Maurice").moved);
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "4.3"}});  // same phase
  r = t.ask(play("Maurice", "M15", "", {"Green"}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 162);
  EXPECT_NE(r["refusal"].get<std::string>().find("already made his one voluntary move"),
            std::string::npos);
  const json turn = t.ask({{"calc", "turn"}, {"action", "next"}});  // 4.3 -> 5.1: a new phase
  EXPECT_FALSE(turn["state"]["generals"][0]["moved"].get<bool>());
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "2.1"}});
  r = t.ask(play("Maurice", "C5", "", {}));
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
  r = t.ask(play("Maurice", "C5", "", {}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 146);
}

// Line 146 ("2.1 in Charge Phase") and line 162 ("any time in Movement Phase"): C5 and M15 are
// refused at any other step, with the line, and a refusal leaves the general free to move.
TEST(regArmy, GeneralMovesTiedToTheirPhaseLines146And162) {
  Table t;
  t.hand("Maurice", {Colour::kGreen});
  json r = t.ask(play("Maurice", "C5", "", {}));  // step 1.1
  EXPECT_FALSE(r["allowed"].get<bool>()) << text(r);
  EXPECT_EQ(r["line"], 146);
  EXPECT_NE(r["refusal"].get<std::string>().find("only at step 2.1; this is step 1.1"),
            std::string::npos)
      << text(r);
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "2.2"}});
  EXPECT_FALSE(t.ask(play("Maurice", "C5", "", {}))["allowed"].get<bool>());
  r = t.ask(play("Maurice", "M15", "", {"Green"}));  // a Charge-phase step
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 162);
  EXPECT_NE(r["refusal"].get<std::string>().find("in the Move phase (steps 4.1, 4.2, 4.3)"),
            std::string::npos)
      << text(r);
  EXPECT_FALSE(t.s.cards().general("Maurice").moved);
  EXPECT_EQ(t.held("Maurice"), 1u);
  // The price alone is refused too: the player learns it before reaching for a card.
  r = t.ask(play("Maurice", "M15", "", {}, {{"price", true}}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "4.2"}});
  EXPECT_TRUE(t.ask(play("Maurice", "M15", "", {"Green"}))["allowed"].get<bool>());
  // Through the protocol, the step comes from the request's position.
  Session fresh(1);
  json req = play("Maurice", "C5", "", {});
  req["state"] = t.s.cards().to_json();
  req["state"]["generals"][0]["moved"] = false;
  req["position"] = {{"turn", 1}, {"step", "2.1"}};
  EXPECT_TRUE(dispatch(fresh, req)["allowed"].get<bool>());
  req["position"] = {{"turn", 1}, {"step", "5.2"}};
  EXPECT_EQ(dispatch(fresh, req)["line"], 146);
}

// Line 167: F1 takes up to three cards, each paying the cost, shown with the cost.
TEST(regArmy, CardLimitLine167) {
  Table t;
  t.hand("Maurice", {Colour::kRed, Colour::kRed, Colour::kRed, Colour::kRed});
  // F1 for Drilled is III, Keil +1: Red each.
  json r = t.ask(play("Maurice", "F1", "Pikes", {"Red", "Red", "Red", "Red"}, {{"count", 4}}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 167);
  r = t.ask(play("Maurice", "F1", "Pikes", {"Red", "Red", "Red"}, {{"count", 3}}));
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
  EXPECT_NE(text(r).find("limit: up to 3 cards"), std::string::npos);
  const json c = t.ask({{"calc", "cost"}, {"action", "F1"}, {"formation", "drilled"}});
  EXPECT_EQ(c["max_cards"], 3);
  EXPECT_NE(text(c).find("at most 3 cards"), std::string::npos);
}

// Line 181: each non-skirmishing UG of a block takes along one contiguous skirmishing UG.
TEST(regArmy, BlocksPullSkirmishersLine181) {
  Table t;
  t.hand("Maurice", {Colour::kYellow, Colour::kWhite});
  json r = t.ask(play("Maurice", "M3", "Pikes", {"Yellow"}, {{"block", "Screen,Screen2"}}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 181);
  // Pikes and Shot are a block of two TuGs (+1 coloured card, line 177); Screen comes along.
  r = t.ask(play("Maurice", "M3", "Pikes", {"Yellow", "White"}, {{"block", "Shot,Screen"}}));
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
  EXPECT_NE(text(r).find("pulled or pushed along"), std::string::npos);
  t.hand("Maurice", {Colour::kYellow, Colour::kWhite});
  r = t.ask(play("Maurice", "M3", "Pikes", {"Yellow", "White"}, {{"block", "Horse"}}));
  EXPECT_FALSE(r["allowed"].get<bool>());  // another command's UG
}

// Lines 373-374 and 394: full effect by troop type and ranks, not a free choice.
TEST(regShootingConditions, FullEffectLines373And394) {
  Session s(1);
  auto die = [&](json shooter, json down = json::array()) {
    return dispatch(
        s, {{"calc", "shoot"}, {"faces", "blank"}, {"shooter", shooter}, {"downgrades", down}});
  };
  EXPECT_NE(text(die({{"type", "foot"}, {"ranks", 1}})).find("Single rank"), std::string::npos);
  EXPECT_EQ(text(die({{"type", "artillery"}, {"ranks", 1}})).find("Single rank"),
            std::string::npos);
  const json r = die({{"type", "foot"}, {"ranks", 2}}, json::array({"single_rank"}));
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 373);
  EXPECT_FALSE(die(json::object(), json::array({"single_rank"}))["allowed"].get<bool>());
}

// Lines 324, 331-335, 347, 360, 378: each modifier only where the sheet says it holds.
TEST(regShootingConditions, ConditionsLines324To380) {
  Session s(1);
  auto ask = [&](json req) {
    req["calc"] = "shoot";
    req["faces"] = "blank";
    return dispatch(s, req);
  };
  // Line 324: HFP only at Deadly range.
  EXPECT_FALSE(ask({{"upgrades", "hfp_deadly"}, {"range", "long"}})["allowed"].get<bool>());
  EXPECT_FALSE(ask({{"upgrades", "hfp_deadly"}})["allowed"].get<bool>());
  EXPECT_EQ(ask({{"upgrades", "hfp_deadly"}, {"range", "deadly"}})["colour"], "Yellow");
  // Line 331-332: shot at Keils, not artillery.
  json r = ask({{"upgrades", "shot_vs_keils"},
                {"shooter", {{"type", "artillery"}, {"shot", true}}},
                {"target", {{"keil", true}}}});
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 331);
  // Line 334-335: shot at irregulars, at Deadly range only; applies by itself.
  r = ask({{"shooter", {{"type", "foot"}, {"shot", true}}},
           {"target", {{"irregular", true}}},
           {"distance", 3},
           {"weapon", "musket"}});
  EXPECT_EQ(r["colour"], "Yellow") << text(r);
  r = ask({{"shooter", {{"type", "foot"}, {"shot", true}}},
           {"target", {{"irregular", true}}},
           {"distance", 5},
           {"weapon", "musket"}});
  EXPECT_EQ(r["colour"], "White") << text(r);  // long range: no irregular upgrade, long -1
  // Line 347: at SuGs, unless Deadly range.
  EXPECT_EQ(ask({{"target", {{"sug", true}}}, {"range", "deadly"}})["colour"], "Green");
  EXPECT_EQ(ask({{"target", {{"sug", true}}}, {"range", "long"}})["colour"], "Black");
  // Line 360: at a UG in combat, except a Keil.
  EXPECT_EQ(ask({{"target", {{"in_combat", true}}}})["colour"], "White");
  EXPECT_EQ(ask({{"target", {{"in_combat", true}, {"keil", true}}}})["colour"], "Green");
  // Line 378: cover, except against artillery.
  EXPECT_EQ(ask({{"target", {{"cover", true}}}, {"shooter", {{"type", "foot"}}}})["colour"],
            "White");
  EXPECT_EQ(ask({{"target", {{"cover", true}}}, {"shooter", {{"type", "artillery"}}}})["colour"],
            "White");  // by artillery -1, but no cover downgrade
}

// Line 294: Skirmishers and Dragoons charge only non-skirmishing TuGs one wound from breaking.
TEST(regArmy, SkirmisherAndDragoonChargesLine294) {
  Table t;
  auto charge = [&](const std::string& u, json target) {
    return t.ask({{"calc", "charge"}, {"unit", u}, {"target", target}});
  };
  EXPECT_TRUE(charge("Dragoons", {{"bases", 4}, {"wounds", 6}})["allowed"].get<bool>());
  json r = charge("Dragoons", {{"bases", 4}, {"wounds", 3}});
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 294);
  EXPECT_FALSE(
      charge("Screen", {{"bases", 4}, {"wounds", 6}, {"skirmish", true}})["allowed"].get<bool>());
  EXPECT_TRUE(charge("Horse", {{"bases", 4}, {"wounds", 0}})["allowed"].get<bool>());
}

// Line 295: Skirmishers charged by a TuG in the open must evade.
TEST(regArmy, SkirmishersMustEvadeLine295) {
  Table t;
  json r = t.ask({{"calc", "charged"}, {"unit", "Screen"}, {"response", "stand"}});
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 295);
  r = t.ask({{"calc", "charged"}, {"unit", "Screen"}, {"open", false}, {"response", "stand"}});
  EXPECT_TRUE(r["allowed"].get<bool>());
  r = t.ask({{"calc", "charged"}, {"unit", "Pikes"}, {"response", "stand"}});
  EXPECT_TRUE(r["allowed"].get<bool>());
}

// Line 17: leaving step 1.1 (or dealing) with a general more than one card over is refused.
TEST(regArmy, DiscardStepLine17) {
  Table t;
  t.hand("Frederick", {Colour::kWhite, Colour::kWhite, Colour::kWhite, Colour::kWhite,
                       Colour::kWhite});  // CG: 3, keeps at most 4
  json r = t.ask({{"calc", "turn"}, {"action", "next"}});
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 17);
  EXPECT_EQ(t.s.turn.step(Tables::get().turn).id, "1.1");
  EXPECT_FALSE(t.ask({{"calc", "deal"}})["allowed"].get<bool>());
  EXPECT_TRUE(t.ask({{"calc", "discard"}, {"general", "Frederick"}, {"cards", "White"}})["allowed"]
                  .get<bool>());
  EXPECT_TRUE(t.ask({{"calc", "turn"}, {"action", "next"}})["allowed"].get<bool>());
}

// Lines 31 and 40: a killed general is replaced at 4.2 (6.2 if Tribal) of a later turn.
TEST(regArmy, ReplacementLines31And40) {
  Table t;
  (void)t.ask({{"calc", "kab"}, {"target", "general"}, {"name", "Frederick"}, {"face", "skull"}});
  ASSERT_TRUE(t.s.cards().general("Frederick").dead);
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "4.2"}});
  json r = t.ask({{"calc", "replace"}, {"general", "Frederick"}});
  EXPECT_FALSE(r["allowed"].get<bool>()) << text(r);
  EXPECT_EQ(r["line"], 31);
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "6.3"}});
  (void)t.ask({{"calc", "turn"}, {"action", "next"}});  // turn 2, 1.1
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "3.1"}});
  EXPECT_FALSE(t.ask({{"calc", "replace"}, {"general", "Frederick"}})["allowed"].get<bool>());
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "4.2"}});
  r = t.ask({{"calc", "replace"}, {"general", "Frederick"}});
  EXPECT_TRUE(r["allowed"].get<bool>()) << text(r);
}

// The army is saved and loaded with the session.
TEST(regArmy, SessionSaveLoad) {
  Table t;
  const std::string file = ::testing::TempDir() + "reg_session.json";
  (void)t.ask({{"calc", "session"}, {"action", "save"}, {"file", file}});
  Session other(9);
  const json r = dispatch(other, {{"calc", "session"}, {"action", "load"}, {"file", file}});
  EXPECT_TRUE(r["allowed"].get<bool>());
  EXPECT_EQ(other.cards().units.size(), 6u);
  std::remove(file.c_str());
}

// Issue 12: a seed out of range names the field and the range, in the terminal and the protocol.
TEST(regNumbers, SeedOutOfRangeIsNamed) {
  std::istringstream in("seed 99999999999999999999999\nseed -3\nseed 42\n");
  std::ostringstream out, err;
  EXPECT_EQ(run_terminal({"--seed", "1"}, in, out, err), 0);
  EXPECT_NE(err.str().find("seed: expected a whole number from 0 to 18446744073709551615"),
            std::string::npos)
      << err.str();
  EXPECT_EQ(err.str().find("stoull"), std::string::npos);
  EXPECT_NE(out.str().find("dice restart from seed 42"), std::string::npos);
  std::istringstream none;
  std::ostringstream o2, e2;
  EXPECT_EQ(run_terminal({"--seed", "99999999999999999999999"}, none, o2, e2), 2);
  EXPECT_NE(e2.str().find("from 0 to"), std::string::npos);
  Session s(1);
  for (const json& bad : {json(-1), json(1e30), json("x")}) {
    try {
      (void)dispatch(s, {{"calc", "log"}, {"seed", bad}});
      ADD_FAILURE() << bad;
    } catch (const bivouac::FormatError& e) {
      EXPECT_NE(std::string(e.what()).find("seed: expected a whole number"), std::string::npos);
    }
  }
}

// `bivouac reg` reaches the new requests with the same words as the docs.
TEST(regArmy, TerminalReachesEveryNewRequest) {
  std::istringstream in("army load " + army_file() +
                        "\nunit Guns Maurice artillery drilled\n"
                        "play Maurice M3 Shot Green price\n"
                        "charge Dragoons target.bases=4 target.wounds=3\n"
                        "charged Screen response=stand\n"
                        "shoot shooter=Screen faces=blank\n"
                        "army\n");
  std::ostringstream out, err;
  EXPECT_EQ(run_terminal({"--seed", "1"}, in, out, err), 0);
  EXPECT_EQ(err.str(), "");
  const std::string o = out.str();
  EXPECT_NE(o.find("added Guns to Maurice's command"), std::string::npos) << o;
  EXPECT_NE(o.find("M3 Advance with one wheel"), std::string::npos) << o;
  EXPECT_NE(o.find("not allowed: Dragoons (Dragoons) may charge only"), std::string::npos) << o;
  EXPECT_NE(o.find("must evade"), std::string::npos) << o;
  EXPECT_NE(o.find("shooter Screen from the army"), std::string::npos) << o;
}

// shooter=UNIT: the shooter's troop type, SuG, Keil and ranks come from the army, so the sheet's
// conditions on the shooter (lines 349, 355, 363, 373-374, 394) apply without retyping them.
TEST(regShootingConditions, ShooterFromTheArmyLines349To394) {
  Table t;
  auto shoot = [&](json shooter, json extra = json::object()) {
    json req = {{"calc", "shoot"}, {"faces", "blank"}, {"shooter", shooter}};
    for (auto it = extra.begin(); it != extra.end(); ++it) req[it.key()] = *it;
    return t.ask(req);
  };
  // Line 349: Screen is a SuG, so "by SuGs" applies by itself.
  json r = shoot("Screen");
  EXPECT_EQ(r["colour"], "White") << text(r);
  EXPECT_NE(text(r).find("shooter Screen from the army (Maurice's command): SuG foot"),
            std::string::npos)
      << text(r);
  EXPECT_NE(text(r).find("By SuGs"), std::string::npos);
  // Lines 373-374, 394: Shot has the army's 2 ranks (full effect); one rank as given is not.
  EXPECT_EQ(shoot("Shot")["colour"], "Green");
  EXPECT_EQ(shoot({{"unit", "Shot"}, {"ranks", 1}})["colour"], "White");
  // Line 363: in combat, except a Keil (Pikes is one in the army).
  EXPECT_EQ(shoot({{"unit", "Shot"}, {"in_combat", true}})["colour"], "White");
  EXPECT_EQ(shoot({{"unit", "Pikes"}, {"in_combat", true}})["colour"], "Green");
  // Line 355: mounted shot needs a mounted shooter; the army says Shot is foot.
  r = shoot({{"unit", "Shot"}, {"shot", true}}, {{"downgrades", "mounted_shot"}});
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 355);
  EXPECT_EQ(shoot({{"unit", "Horse"}, {"shot", true}}, {{"downgrades", "mounted_shot"}})["colour"],
            "White");
  // What the army says is not typed again; what it leaves open (Dragoons) must be said.
  EXPECT_THROW((void)shoot({{"unit", "Shot"}, {"type", "mounted"}}), bivouac::FormatError);
  try {
    (void)shoot("Dragoons");
    ADD_FAILURE() << "Dragoons shot without saying mounted or dismounted";
  } catch (const bivouac::FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("foot or mounted"), std::string::npos) << e.what();
  }
  EXPECT_EQ(shoot({{"unit", "Dragoons"}, {"type", "foot"}})["colour"], "Green");
  // An unknown unit is refused by name, listing the army's unit groups.
  try {
    (void)shoot("Nobody");
    ADD_FAILURE() << "an unknown shooter was accepted";
  } catch (const bivouac::FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("shooter: expected a unit group of the army (Pikes"),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("got \"Nobody\""), std::string::npos) << e.what();
  }
  Session empty(1);
  EXPECT_THROW((void)dispatch(empty, {{"calc", "shoot"}, {"faces", "blank"}, {"shooter", "Shot"}}),
               bivouac::FormatError);
}

// Line 422 (with C6, line 147): a general within 2 BW wins back 1 BW (Yellow) or 2 BW (Red) of
// a charger's drive back by fire; only for chargers.
TEST(regShootingConditions, PressOnThroughFireLine422) {
  Session s(1);
  auto shoot = [&](json extra) {
    json req = {{"calc", "shoot"}, {"dice", 3}, {"faces", "sword,sword,sword"}};
    for (auto it = extra.begin(); it != extra.end(); ++it) req[it.key()] = *it;
    return dispatch(s, req);
  };
  json r = shoot({{"target", {{"charging", true}}}});
  EXPECT_EQ(r["drive_back"], 3) << text(r);
  EXPECT_NE(text(r).find("may press the chargers on: press_on=1bw"), std::string::npos) << text(r);
  EXPECT_NE(text(r).find("[sheet line 422]"), std::string::npos);
  r = shoot({{"target", {{"charging", true}}}, {"press_on", "1bw"}});
  EXPECT_EQ(r["drive_back"], 2) << text(r);
  EXPECT_NE(text(r).find("C6 recover 1 BW, a Yellow card"), std::string::npos) << text(r);
  EXPECT_EQ(shoot({{"target", {{"charging", true}}}, {"press_on", "2bw"}})["drive_back"], 1);
  // Never below nothing: a Keil's 3 BW less already leaves 0.
  EXPECT_EQ(
      shoot({{"target", {{"charging", true}, {"keil", true}}}, {"press_on", "2bw"}})["drive_back"],
      0);
  r = shoot({{"press_on", "1bw"}});
  EXPECT_FALSE(r["allowed"].get<bool>());
  EXPECT_EQ(r["line"], 422);
  EXPECT_THROW((void)shoot({{"target", {{"charging", true}}}, {"press_on", "3bw"}}),
               bivouac::FormatError);
  EXPECT_EQ(shoot({{"target", {{"charging", false}}}})["text"].get<std::string>().find("press"),
            std::string::npos);
}

// Lines 142-173: `hands` lists the prompted actions of the phase at hand, each with its cost and
// the note the sheet writes beside it (distances to the enemy, limits), in the reply and the text.
TEST(regArmy, HandsListActionsWithTheirNotesLines142To173) {
  Table t;
  const auto& actions = Tables::get().actions;
  json r = t.ask({{"calc", "hands"}});  // step 1.1: the Card phase has no prompted actions
  EXPECT_NE(text(r).find("no prompted actions in the Card phase (step 1.1); next, the Charge"),
            std::string::npos)
      << text(r);
  EXPECT_EQ(r["actions_phase"], "Charge");
  EXPECT_NE(text(r).find("only at step 2.1  [sheet line 146]"), std::string::npos) << text(r);
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "4.3"}});
  r = t.ask({{"calc", "hands"}});
  EXPECT_NE(text(r).find("Maurice LG"), std::string::npos);  // the hands themselves stay
  std::size_t movement = 0;
  for (const auto& a : actions.actions) {
    if (a.phase != "Movement") continue;
    ++movement;
    const std::string row = a.id + std::string(4 - a.id.size() + 1, ' ');
    EXPECT_NE(text(r).find(row), std::string::npos) << a.id << "\n" << text(r);
    if (!a.note.empty()) {
      EXPECT_NE(text(r).find("note: " + a.note + "  [sheet line " + std::to_string(a.line) + "]"),
                std::string::npos)
          << a.id;
    }
  }
  ASSERT_EQ(r["actions"].size(), movement);
  const json m4 = r["actions"][3];
  EXPECT_EQ(m4["id"], "M4");
  EXPECT_EQ(m4["line"], 151);
  EXPECT_EQ(m4["cost"]["Drilled"], "Yellow");
  EXPECT_EQ(m4["cost"]["Tribal"], nullptr);
  EXPECT_NE(m4["note"].get<std::string>().find("2 BW of enemy TuGs"), std::string::npos);
  // Line 167: F1's limit is listed with it in the Fighting phase.
  (void)t.ask({{"calc", "turn"}, {"action", "goto"}, {"step", "5.3"}});
  r = t.ask({{"calc", "hands"}});
  EXPECT_NE(text(r).find("limit: up to 3 cards, each paying the cost  [sheet line 167]"),
            std::string::npos)
      << text(r);
  // The `actions` table lists the same notes.
  const json table = t.ask({{"calc", "table"}, {"name", "actions"}});
  EXPECT_NE(text(table).find("note: " + actions.find("M4")->note), std::string::npos);
}
