#include "server/catalog.h"

#include <algorithm>

#include "core/bot.h"
#include "core/bot_levels.h"
#include "core/options.h"
#include "core/registry.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

const char* kind_name(OptionSpec::Kind k) {
  switch (k) {
    case OptionSpec::Kind::kBool:
      return "bool";
    case OptionSpec::Kind::kInt:
      return "int";
    case OptionSpec::Kind::kChoice:
      return "choice";
    case OptionSpec::Kind::kText:
      return "text";
  }
  return "text";
}

json build_catalog() {
  json games = json::array();
  json bots = json::array();  // every bot once: generic ones (game null) and each game's own
  for (const auto* def : GameRegistry::instance().list()) {
    const GameInfo& info = def->info;
    const GamePtr game = GameRegistry::instance().create(info.id);
    json options = json::array();
    for (const auto& o : info.options) {
      json opt = {{"name", o.name},   {"kind", kind_name(o.kind)},  {"label", o.label},
                  {"group", o.group}, {"default", o.default_value}, {"description", o.description}};
      if (!o.table_default.empty()) opt["table_default"] = o.table_default;
      if (o.kind == OptionSpec::Kind::kChoice) {
        opt["choices"] = o.choices;
        json notes = json::object();
        for (const auto& c : o.choices) {
          if (auto note = game->describe_choice(o.name, c); !note.empty()) notes[c] = note;
        }
        if (!notes.empty()) opt["choice_notes"] = std::move(notes);
      }
      if (o.kind == OptionSpec::Kind::kInt) {
        opt["min"] = o.min;
        opt["max"] = o.max;
      }
      options.push_back(std::move(opt));
    }
    // Sides as the default game has them; team games list which seat is on which side.
    json sides = json::array();
    for (int side = 0; side < game->num_sides(); ++side) {
      json seats = json::array();
      for (int p = 0; p < game->num_players(); ++p) {
        if (game->side_of(p) == side) seats.push_back(p);
      }
      sides.push_back({{"side", side}, {"name", game->side_name(side)}, {"seats", seats}});
    }
    json game_bots = json::array();
    for (const auto* b : BotRegistry::instance().available(info.id)) {
      json bot = {
          {"name", b->name}, {"description", b->description}, {"params", b->accepted_params}};
      const bool leveled = std::find(b->accepted_params.begin(), b->accepted_params.end(),
                                     "level") != b->accepted_params.end();
      bot["levels"] = leveled ? json{"easy", "medium", "hard"} : json::array();
      // How strong each level plays, in a few words (measured: docs/ai.md).
      json notes = json::object();
      for (const auto& level : bot["levels"]) {
        const auto words =
            BotLevelNotes::instance().find(b->name, info.id, level.get<std::string>());
        if (!words.empty()) notes[level.get<std::string>()] = words;
      }
      if (!notes.empty()) bot["level_notes"] = std::move(notes);
      json listed = bot;
      listed.erase("level_notes");  // the general list is per bot, the words are per game
      listed["game"] = b->game_id.empty() ? json() : json(b->game_id);
      if (std::find(bots.begin(), bots.end(), listed) == bots.end()) bots.push_back(listed);
      game_bots.push_back(std::move(bot));
    }
    games.push_back({{"id", info.id},
                     {"title", info.title},
                     {"summary", info.summary},
                     {"credit", info.credit},
                     {"min_players", info.min_players},
                     {"max_players", info.max_players},
                     {"players", game->num_players()},
                     {"sides", sides},
                     {"options", options},
                     {"bots", game_bots}});
  }
  return {{"games", games}, {"bots", bots}, {"option_groups", option_groups()}};
}

}  // namespace

// The registry is complete before main runs, so every lobby of the process shares one catalog:
// building it creates every game, which a lobby made per request (tests, fuzzing) would repeat.
const json& game_catalog() {
  static const json catalog = build_catalog();
  return catalog;
}

Reply catalog_reply() {
  const json& c = game_catalog();
  return Reply{200,
               {{"ok", true},
                {"games", c["games"]},
                {"bots", c["bots"]},
                {"option_groups", c["option_groups"]}}};
}

}  // namespace bivouac::server
