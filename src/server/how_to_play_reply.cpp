#include "server/how_to_play_reply.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "core/game.h"
#include "core/how_to_play.h"
#include "core/registry.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

std::string known_games() {
  std::string out;
  for (const auto& id : how_to_play_games()) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// A game id is short lower-case letters, digits and '-'; anything else is not echoed back.
bool looks_like_game_id(std::string_view id) {
  return !id.empty() && id.size() <= 40 && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  });
}

json page_json(const HowToPlay& page, const GameInfo& info) {
  json sections = json::array();
  for (const auto& s : page.sections) {
    json paragraphs = json::array();
    for (const auto& p : s.paragraphs) {
      // Each reference also as data (docs/network.md), so the page never parses "L50-54".
      json refs = json::array();
      for (const auto& ref : p.lines) {
        const RuleLineSpan span = rule_line_span(ref);
        json r = {{"ref", ref}, {"first", span.first}, {"last", span.last}};
        if (!span.part.empty()) r["part"] = span.part;
        refs.push_back(std::move(r));
      }
      paragraphs.push_back({{"text", p.text}, {"lines", p.lines}, {"refs", std::move(refs)}});
    }
    sections.push_back({{"id", s.id}, {"heading", s.heading}, {"paragraphs", paragraphs}});
  }
  return {{"ok", true},
          {"game", page.game_id},
          {"title", info.title},
          {"credit", info.credit},
          {"sections", sections}};
}

}  // namespace

Reply how_to_play_reply(std::string_view method, std::string_view game_id) {
  if (method != "GET") return error_reply(405, "use GET /api/how-to-play/<game id>");
  const auto games = how_to_play_games();
  const bool known = std::find(games.begin(), games.end(), game_id) != games.end();
  const GameDefinition* def = known ? GameRegistry::instance().find(game_id) : nullptr;
  if (!def) {
    const std::string what = looks_like_game_id(game_id)
                                 ? fmt::format("no how-to-play page for \"{}\"", game_id)
                                 : std::string("the path should end with a game id");
    return error_reply(404, fmt::format("{}; games: {}", what, known_games()));
  }
  return Reply{200, page_json(how_to_play(game_id), def->info)};
}

}  // namespace bivouac::server
