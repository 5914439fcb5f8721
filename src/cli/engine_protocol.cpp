#include "cli/engine_protocol.h"

#include <fmt/format.h>

#include <iostream>

#include "ai/hint.h"
#include "core/bot.h"
#include "core/companion.h"
#include "core/errors.h"
#include "core/game_help.h"
#include "core/json_util.h"
#include "core/registry.h"

namespace bivouac::cli {

using nlohmann::json;
namespace in = json_in;

namespace {
constexpr const char* kCommands =
    "new, load, legal, apply, undo, state, observation, events, force, bot, hint, record, render, "
    "card, help, "
    "list, quit";
}

json EngineSession::handle_line(const std::string& line) {
  json req;
  try {
    req = json::parse(line);
  } catch (const json::parse_error& e) {
    return {{"ok", false}, {"error", fmt::format("not valid JSON: {}", e.what())}};
  }
  return handle(req);
}

json EngineSession::handle(const json& req) {
  json reply;
  try {
    in::object(req, "request");
    const std::string cmd = in::string(in::field(req, "cmd", "request"), "cmd");
    reply = dispatch(cmd, req);
    reply["ok"] = true;
  } catch (const RefusedAction& e) {
    // A refused action: `reason` says why in the game's words when the game knows the action.
    reply = {{"ok", false}, {"error", e.what()}};
    reply["reason"] = e.reason();
  } catch (const std::exception& e) {
    reply = {{"ok", false}, {"error", e.what()}};
  }
  if (req.is_object() && req.contains("id")) reply["id"] = req["id"];
  return reply;
}

Match& EngineSession::match() {
  if (!match_)
    throw FormatError(
        "no game yet: send {\"cmd\":\"new\",\"game\":\"muskets\"} or a load request first");
  return *match_;
}

json EngineSession::summary() {
  Match& m = match();
  const Game& g = m.game();
  json j = {
      {"game", g.spec()}, {"turn", g.turn_number(m.state())}, {"phase", g.phase_name(m.state())}};
  if (m.is_terminal()) {
    const int w = g.winning_side(m.state());
    j["terminal"] = true;
    j["winner"] = w >= 0 ? json(w) : json(nullptr);
    j["end_reason"] = g.end_reason(m.state());
  } else {
    j["terminal"] = false;
    j["player"] = m.current_player();
    j["legal"] = m.legal_texts();
  }
  return j;
}

json EngineSession::take_events(int viewer) {
  json out = json::array();
  const auto& events = match().events();
  event_cursor_ = std::min(event_cursor_, events.size());
  for (; event_cursor_ < events.size(); ++event_cursor_) {
    if (events[event_cursor_].visible_to(viewer))
      out.push_back(event_to_json(events[event_cursor_]));
  }
  return out;
}

json EngineSession::dispatch(const std::string& cmd, const json& req) {
  auto player_field = [&](const char* key, bool required) -> int {
    if (!in::has(req, key)) {
      if (required) throw FormatError(fmt::format("request: missing field \"{}\"", key));
      return -1;
    }
    return static_cast<int>(in::integer(req[key], key, -1, match().game().num_players() - 1));
  };
  if (cmd == "new") {
    const std::string spec = in::string(in::field(req, "game", "request"), "game");
    std::map<std::string, std::string> options;
    if (in::has(req, "options")) {
      for (const auto& [k, v] : in::object(req["options"], "options").items()) {
        options[k] = v.is_string() ? v.get<std::string>() : v.dump();
      }
    }
    GameSpec parsed = parse_game_spec(spec);
    for (auto& [k, v] : options) parsed.options[k] = v;
    const std::uint64_t seed = in::has(req, "seed") ? in::unsigned_integer(req["seed"], "seed") : 1;
    match_.emplace(GameRegistry::instance().create(parsed.id, parsed.options), seed);
    event_cursor_ = 0;
    return summary();
  }
  if (cmd == "load") {
    if (in::has(req, "record")) {
      match_.emplace(Match::replay(GameRecord::from_json(req["record"])));
    } else {
      LoadedState loaded = load_state_document(in::field(req, "state", "request"));
      match_.emplace(loaded.game, std::move(loaded.state));
    }
    event_cursor_ = match_->events().size();
    return summary();
  }
  if (cmd == "legal") {
    json actions = json::array();
    const auto texts = match().legal_texts();
    for (std::size_t i = 0; i < texts.size(); ++i)
      actions.push_back({{"index", i + 1}, {"text", texts[i]}});
    json j = summary();
    j["actions"] = actions;
    return j;
  }
  if (cmd == "apply") {
    match().apply_text(in::string(in::field(req, "action", "request"), "action"));
    json j = summary();
    j["events"] = take_events(player_field("viewer", false));
    return j;
  }
  if (cmd == "undo") {
    match().undo();
    return summary();
  }
  if (cmd == "state") return {{"state", state_document(match().game(), match().state())}};
  if (cmd == "observation") {
    const int p = player_field("player", true);
    if (p < 0) throw FormatError("observation: player must be 0 or more");
    return {{"observation", match().game().observation_to_json(match().state(), p)}};
  }
  if (cmd == "events") return {{"events", take_events(player_field("viewer", false))}};
  if (cmd == "force") {
    if (!in::has(req, "dice") && !in::has(req, "draws"))
      throw FormatError("force: give \"dice\" and/or \"draws\"");
    if (in::has(req, "dice")) {
      std::vector<int> dice;
      const json& d = in::array(req["dice"], "dice");
      for (std::size_t i = 0; i < d.size(); ++i)
        dice.push_back(static_cast<int>(in::integer(d[i], in::child("dice", i), 1, 255)));
      match().force_dice(dice);
    }
    if (in::has(req, "draws")) {
      const json& d = in::object(req["draws"], "draws");
      std::vector<std::string> cards;
      const json& list = in::array(in::field(d, "cards", "draws"), "draws.cards");
      for (std::size_t i = 0; i < list.size(); ++i)
        cards.push_back(in::string(list[i], in::child("draws.cards", i)));
      match().force_draws(in::has(d, "deck") ? in::string(d["deck"], "draws.deck") : "", cards);
    }
    return summary();
  }
  if (cmd == "bot") {
    Match& m = match();
    if (m.is_terminal()) throw FormatError("the game is over; no bot move to make");
    const std::string name = in::has(req, "name") ? in::string(req["name"], "name") : "heuristic";
    const std::uint64_t seed = in::has(req, "seed") ? in::unsigned_integer(req["seed"], "seed") : 1;
    const int p = m.current_player();
    auto bot = BotRegistry::instance().create(name, m.game_ptr(), seed);
    const Action a = bot->choose(*m.game().observation(m.state(), p), p);
    json j = {{"player", p}, {"action", m.game().action_to_string(m.state(), a)}};
    if (in::has(req, "apply") && in::boolean(req["apply"], "apply")) {
      m.apply(a);
      j["applied"] = true;
      j["events"] = take_events(in::has(req, "viewer") ? player_field("viewer", false) : -1);
    }
    return j;
  }
  if (cmd == "hint") {
    Match& m = match();
    if (m.is_terminal()) throw FormatError("the game is over; there is no move to hint");
    const std::string bot =
        in::has(req, "bot") ? in::string(req["bot"], "bot") : std::string(kDefaultHintBot);
    const std::uint64_t seed = in::has(req, "seed") ? in::unsigned_integer(req["seed"], "seed") : 1;
    return {{"hint", hint_json(m.game(), m.state(), m.current_player(), bot, seed)}};
  }
  if (cmd == "record") return {{"record", match().record().to_json()}};
  if (cmd == "card") {
    // Card texts belong to the game, not the position: a game spec may be given without a match.
    const GamePtr game = in::has(req, "game")
                             ? GameRegistry::instance().create(in::string(req["game"], "game"))
                             : match().game_ptr();
    return {{"text", card_help(*game, in::string(in::field(req, "name", "request"), "name"))}};
  }
  if (cmd == "render")
    return {{"text", match().game().render(match().state(), player_field("viewer", false))}};
  if (cmd == "help") {
    json j = {{"commands", kCommands}};
    if (match_) j["phase_help"] = match().game().phase_help(match().state());
    return j;
  }
  if (cmd == "list") {
    json games = json::array();
    for (const auto* def : GameRegistry::instance().list()) {
      json options = json::array();
      for (const auto& o : def->info.options) {
        options.push_back({{"name", o.name},
                           {"default", o.default_value},
                           {"description", o.description},
                           {"values", o.describe_values()}});
      }
      games.push_back({{"id", def->info.id}, {"title", def->info.title}, {"options", options}});
    }
    return {{"games", games}};
  }
  if (cmd == "quit") {
    quit_ = true;
    return {{"bye", true}};
  }
  if (const auto* companion = CompanionRegistry::instance().find(cmd))
    return companion->handle(req);
  throw FormatError(fmt::format("unknown cmd \"{}\"; commands: {}", cmd, kCommands));
}

void run_engine(std::istream& in, std::ostream& out) {
  EngineSession session;
  std::string line;
  while (!session.quit_requested() && std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    out << session.handle_line(line).dump() << "\n" << std::flush;
  }
}

}  // namespace bivouac::cli
