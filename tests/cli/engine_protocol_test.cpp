// The engine protocol keeps running and keeps the game intact whatever it is sent.
#include "cli/engine_protocol.h"

#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "core/bot.h"
#include "core/registry.h"

namespace bivouac::cli {
namespace {

using nlohmann::json;

TEST(EngineProtocol, BadRequestsGetErrorsAndLeaveTheGameUnchanged) {
  EngineSession e;
  ASSERT_TRUE(e.handle_line(R"({"cmd":"new","game":"muskets","seed":5})")["ok"]);
  const json before = e.handle_line(R"({"cmd":"state"})")["state"];
  for (
      const char* bad :
      {"", "[]", "42", "{}", R"({"cmd":7})", R"({"cmd":"apply"})", R"({"cmd":"apply","action":12})",
       R"({"cmd":"apply","action":"zzz"})", R"({"cmd":"observation","player":9})",
       R"({"cmd":"force","dice":[0]})", R"({"cmd":"force","dice":"six"})",
       R"({"cmd":"force","draws":{"cards":["Cannon","Cannon","Cannon","Cannon","Cannon"]}})",
       R"({"cmd":"load","state":{"format":"bivouac-state","version":1,"game":"muskets","state":{}}})",
       R"({"cmd":"load","state":{"format":"other"}})", R"({"cmd":"new","game":"nope"})",
       R"({"cmd":"new","game":"muskets:turn_limit=x"})", R"({"cmd":"bot","name":"nobody"})"}) {
    const json reply = e.handle_line(bad);
    EXPECT_FALSE(reply["ok"].get<bool>()) << bad;
    EXPECT_FALSE(reply["error"].get<std::string>().empty()) << bad;
  }
  EXPECT_EQ(e.handle_line(R"({"cmd":"state"})")["state"], before);
}

// A field a command does not read is warned of, naming the fields it does read, and changes
// nothing else: the request is carried out, so a client may still drive an older engine that does
// not know a newer field.
TEST(EngineProtocol, FieldsACommandDoesNotReadAreWarnedOf) {
  EngineSession e;
  const json fresh = e.handle_line(R"({"cmd":"new","game":"muskets","seed":5,"id":1})");
  EXPECT_TRUE(fresh["ok"].get<bool>());
  EXPECT_FALSE(fresh.contains("warnings")) << fresh.dump();

  // The misspelling a user made: the search bot is named by "name", not "bot".
  const json bot = e.handle_line(R"({"cmd":"bot","bot":"ismcts:time=-1","seed":2})");
  EXPECT_TRUE(bot["ok"].get<bool>()) << bot.dump();
  ASSERT_EQ(bot["warnings"].size(), 1U) << bot.dump();
  EXPECT_EQ(bot["warnings"][0],
            "bot: field \"bot\" is not read; bot takes name, seed, apply, "
            "viewer, keep");

  // A failed request still says which fields it did not read.
  const json bad = e.handle_line(R"({"cmd":"apply","action":"zzz","veiwer":0})");
  EXPECT_FALSE(bad["ok"].get<bool>());
  ASSERT_EQ(bad["warnings"].size(), 1U) << bad.dump();
  EXPECT_NE(bad["warnings"][0].get<std::string>().find("\"veiwer\""), std::string::npos);

  // Many unread fields are counted, not each warned of: the reply stays small.
  json many = {{"cmd", "legal"}};
  for (int k = 0; k < 40; ++k) many["junk" + std::to_string(k)] = k;
  const json counted = e.handle(many);
  EXPECT_TRUE(counted["ok"].get<bool>());
  ASSERT_EQ(counted["warnings"].size(), 17U) << counted.dump();
  EXPECT_EQ(counted["warnings"][16], "legal: 24 more fields are not read");

  // Every command help lists knows its fields: each warns of a field no command reads.
  const std::string commands = e.handle_line(R"({"cmd":"help"})")["commands"];
  std::istringstream list(commands);
  int checked = 0;
  for (std::string cmd; std::getline(list, cmd, ',');) {
    cmd.erase(0, cmd.find_first_not_of(' '));
    EngineSession fresh_session;
    fresh_session.handle_line(R"({"cmd":"new","game":"muskets","seed":5})");
    const json reply =
        fresh_session.handle(json{{"cmd", cmd}, {"zz_unread", 1}, {"name", "Cannon"}});
    ASSERT_TRUE(reply.contains("warnings")) << cmd << ": " << reply.dump();
    bool named = false;
    for (const auto& w : reply["warnings"])
      named = named || w.get<std::string>().find("\"zz_unread\"") != std::string::npos;
    EXPECT_TRUE(named) << cmd << ": " << reply.dump();
    ++checked;
  }
  EXPECT_EQ(checked, 19);
}

TEST(EngineProtocol, ForcedDiceAreUsedAndRecordedForReplay) {
  EngineSession e;
  e.handle_line(R"({"cmd":"new","game":"muskets","seed":5})");
  EXPECT_TRUE(e.handle_line(R"({"cmd":"force","dice":[2,1]})")["ok"]);
  const json rec = e.handle_line(R"({"cmd":"record"})")["record"];
  ASSERT_EQ(rec["actions"].size(), 1u);
  EXPECT_EQ(rec["actions"][0]["force_dice"], json::array({2, 1}));
  EXPECT_EQ(e.handle_line(R"({"cmd":"state"})")["state"]["state"]["forced_dice"],
            json::array({2, 1}));
}

TEST(EngineProtocol, ObservationIsTheSeatViewAndHidesTheOpponentsHand) {
  EngineSession e;
  e.handle_line(R"({"cmd":"new","game":"muskets","seed":8})");
  const json view = e.handle_line(R"({"cmd":"observation","player":0})")["view"];
  EXPECT_EQ(view, e.handle_line(R"({"cmd":"view","viewer":0})")["view"]);
  const json all = e.handle_line(R"({"cmd":"view"})")["view"];
  EXPECT_EQ(all["viewer"], "all");
  EXPECT_FALSE(view.dump().find("rng") != std::string::npos);
  std::map<std::string, json> zones, all_zones;
  for (const auto& z : view["board"]["zones"]) zones[z["id"]] = z;
  for (const auto& z : all["board"]["zones"]) all_zones[z["id"]] = z;
  ASSERT_EQ(zones["hand:1"]["count"], all_zones["hand:1"]["count"]);
  for (const auto& card : zones["hand:1"]["cards"]) EXPECT_EQ(card, json({{"back", true}}));
  for (const auto& card : all_zones["hand:1"]["cards"]) EXPECT_TRUE(card.contains("name"));
  EXPECT_TRUE(zones["deck"]["cards"].empty());
  EXPECT_EQ(zones["hand:0"], all_zones["hand:0"]);
  EXPECT_FALSE(e.handle_line(R"({"cmd":"view","viewer":"everyone"})")["ok"].get<bool>());
}

// "keep": the session keeps one bot per spec and player for the game, so it plays as the same
// bot would in one process (here a random bot, whose generator runs on from move to move).
TEST(EngineProtocol, AKeptBotPlaysOnAsOneBotInOneProcess) {
  EngineSession e;
  ASSERT_TRUE(e.handle_line(R"({"cmd":"new","game":"muskets","seed":6})")["ok"]);
  const GamePtr game = GameRegistry::instance().create("muskets");
  auto state = game->new_initial_state(6);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < 2; ++p) bots.push_back(BotRegistry::instance().create("random", game, 3));
  for (int step = 0; step < 60 && !game->is_terminal(*state); ++step) {
    const int p = game->current_player(*state);
    const Action a = bots[static_cast<std::size_t>(p)]->choose(*game->observation(*state, p), p);
    const json reply =
        e.handle_line(R"({"cmd":"bot","name":"random","seed":3,"keep":true,"apply":true})");
    ASSERT_TRUE(reply["ok"]) << reply.dump();
    EXPECT_EQ(reply["action"], game->action_to_string(*state, a)) << "step " << step;
    game->apply_action(*state, a, nullptr);
  }
  // A session keeps a bounded number of bots.
  int kept = 0;
  for (int i = 1; i <= 20; ++i) {
    const json reply = e.handle_line(
        json{{"cmd", "bot"}, {"name", "ismcts:iters=" + std::to_string(i)}, {"keep", true}}.dump());
    if (!reply["ok"].get<bool>()) {
      EXPECT_NE(reply["error"].get<std::string>().find("at most"), std::string::npos);
      break;
    }
    ++kept;
  }
  EXPECT_LT(kept, 20);
}

// `list` gives each option the words and group the lobby shows, beside its name.
TEST(EngineProtocol, ListGivesEachOptionItsLabelAndGroup) {
  EngineSession e;
  const json reply = e.handle({{"cmd", "list"}});
  int options = 0;
  for (const auto& g : reply["games"]) {
    for (const auto& o : g["options"]) {
      EXPECT_FALSE(o.value("label", "").empty()) << o.dump();
      EXPECT_FALSE(o.value("group", "").empty()) << o.dump();
      if (o["name"] == "nation_a") {
        EXPECT_EQ(o["label"], "Player 1's nation");
      }
      ++options;
    }
  }
  EXPECT_GE(options, 40);
}

TEST(EngineProtocol, RunEngineAnswersEachLineAndStopsAtQuit) {
  std::istringstream in(R"({"cmd":"list"}
garbage
{"cmd":"quit"}
{"cmd":"list"}
)");
  std::ostringstream out;
  run_engine(in, out);
  std::istringstream replies(out.str());
  std::string line;
  int n = 0;
  while (std::getline(replies, line)) {
    EXPECT_TRUE(json::accept(line)) << line;
    ++n;
  }
  EXPECT_EQ(n, 3);
}

}  // namespace
}  // namespace bivouac::cli
