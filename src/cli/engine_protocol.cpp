#include "cli/engine_protocol.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "ai/hint.h"
#include "cli/request_reader.h"
#include "core/bot.h"
#include "core/companion.h"
#include "core/errors.h"
#include "core/game_help.h"
#include "core/json_util.h"
#include "core/os_random.h"
#include "core/registry.h"
#include "core/safe_json.h"
#include "core/seat_view.h"

namespace bivouac::cli {

using nlohmann::json;
namespace in = json_in;

namespace {
// Bit masks of event audiences hold 32 players.
constexpr int kMaxSeat = 31;

// Bots a session may keep at once ("keep"): a match needs one or two per player.
constexpr std::size_t kMaxKeptBots = 16;

// Each command in the order `help` lists them, with the fields it reads besides "cmd" and "id".
// A field outside them is not an error, so that a client may drive an older engine that does
// not know a newer field (bench/sprt.sh asks old binaries for bots with "keep"); the reply warns
// instead, since a misspelt field would otherwise change nothing without a word.
struct Command {
  const char* name;
  std::vector<std::string> fields;
};
const std::vector<Command>& commands() {
  static const std::vector<Command> list = {
      {"new", {"game", "options", "seed", "draws"}},
      {"load", {"state", "record"}},
      {"seat", {"player"}},
      {"legal", {}},
      {"apply", {"action", "viewer"}},
      {"undo", {}},
      {"state", {}},
      {"view", {"viewer"}},
      {"observation", {"player"}},
      {"events", {"viewer"}},
      {"force", {"dice", "draws"}},
      {"bot", {"name", "seed", "apply", "viewer", "keep"}},
      {"hint", {"bot", "seed"}},
      {"record", {}},
      {"render", {"viewer"}},
      {"card", {"name", "game"}},
      {"help", {}},
      {"list", {}},
      {"quit", {}},
  };
  return list;
}

// "new, load, seat, ...": what `help` and an unknown cmd's error list.
const std::string& command_names() {
  static const std::string names = [] {
    std::string out;
    for (const Command& c : commands()) out += (out.empty() ? "" : ", ") + std::string(c.name);
    return out;
  }();
  return names;
}

// A request line may hold up to 8 MiB of keys; past this many warnings, one line counts the rest.
constexpr std::size_t kMaxWarnings = 16;

// One warning per field that `cmd` does not read, naming the ones it does.
json unread_fields(const std::string& cmd, const json& req) {
  json warnings = json::array();
  const auto known = std::find_if(commands().begin(), commands().end(),
                                  [&](const Command& c) { return cmd == c.name; });
  if (known == commands().end()) return warnings;  // a companion reads its own fields
  const auto& takes = known->fields;
  std::size_t unread = 0;
  for (const auto& [key, value] : req.items()) {
    if (key == "cmd" || key == "id" || std::find(takes.begin(), takes.end(), key) != takes.end())
      continue;
    if (++unread > kMaxWarnings) continue;
    warnings.push_back(
        takes.empty()
            ? fmt::format("{}: field \"{}\" is not read; {} takes no fields", cmd, key, cmd)
            : fmt::format("{}: field \"{}\" is not read; {} takes {}", cmd, key, cmd,
                          fmt::join(takes, ", ")));
  }
  if (unread > kMaxWarnings)
    warnings.push_back(fmt::format("{}: {} more fields are not read", cmd, unread - kMaxWarnings));
  return warnings;
}

std::uint64_t seed_from(const json& req) {
  return in::has(req, "seed") ? in::unsigned_integer(req["seed"], "seed") : 1;
}
}  // namespace

json EngineSession::handle_line(const std::string& line) {
  json req;
  try {
    req = parse_json_limited(line, "request", JsonLimits{kMaxRequestBytes, kMaxJsonDepth});
  } catch (const FormatError& e) {
    return {{"ok", false}, {"error", e.what()}};
  }
  return handle(req);
}

json EngineSession::handle(const json& req) {
  json reply;
  const std::size_t cursor = event_cursor_;
  json warnings = json::array();
  try {
    in::object(req, "request");
    const std::string cmd = in::string(in::field(req, "cmd", "request"), "cmd");
    warnings = unread_fields(cmd, req);
    reply = dispatch(cmd, req);
    reply["ok"] = true;
  } catch (const RefusedAction& e) {
    // A refused action: `reason` says why in the game's words when the game knows the action.
    event_cursor_ = cursor;
    reply = {{"ok", false}, {"error", e.what()}};
    reply["reason"] = e.reason();
  } catch (const std::exception& e) {
    event_cursor_ = cursor;  // the events of a failed request are still to be taken
    reply = {{"ok", false}, {"error", e.what()}};
  }
  if (!warnings.empty()) reply["warnings"] = std::move(warnings);
  if (req.is_object() && req.contains("id")) reply["id"] = req["id"];
  return reply;
}

Match& EngineSession::match() {
  if (!match_)
    throw FormatError(
        "no game yet: send {\"cmd\":\"new\",\"game\":\"muskets\"} or a load request first");
  return *match_;
}

void EngineSession::refuse_when_bound(const char* what) const {
  if (seat_) {
    throw FormatError(fmt::format("{} is not available to a session bound to seat {}: {}", what,
                                  *seat_, "it would show what that player may not know"));
  }
}

void EngineSession::require_seat(int player, const char* what) const {
  if (seat_ && player != *seat_) {
    throw FormatError(fmt::format("{}: it is player {}'s decision, and this session plays seat {}",
                                  what, player, *seat_));
  }
}

int EngineSession::viewer_field(const json& req, const char* key, bool required) {
  if (!in::has(req, key)) {
    if (required && !seat_) throw FormatError(fmt::format("request: missing field \"{}\"", key));
    return seat_ ? *seat_ : -1;
  }
  const int n = match().game().num_players();
  const int v = static_cast<int>(in::integer(req[key], key, seat_ ? 0 : -1, n - 1));
  if (seat_ && v != *seat_) {
    throw FormatError(fmt::format("{}: this session is bound to seat {} and sees only as player {}",
                                  key, *seat_, *seat_));
  }
  return v;
}

int EngineSession::view_viewer(const json& req, const char* key) {
  if (!in::has(req, key)) {
    if (seat_) return *seat_;
    if (std::string_view(key) == "player")
      throw FormatError(fmt::format("request: missing field \"{}\"", key));
    return kAllSeeingViewer;
  }
  const json& v = req[key];
  if (v.is_string() && !seat_) {
    const std::string& name = v.get_ref<const std::string&>();
    if (name == "all") return kAllSeeingViewer;
    if (name == "spectator") return kSpectatorViewer;
    throw FormatError(fmt::format("{}: expected a seat number, \"spectator\" or \"all\"", key));
  }
  const int p = viewer_field(req, key, false);
  if (p < 0) throw FormatError(fmt::format("{}: a seat must be 0 or more", key));
  return p;
}

json EngineSession::summary() {
  Match& m = match();
  const Game& g = m.game();
  // A bound session describes the game from its seat's observation, so nothing in the summary
  // can depend on a card that seat cannot see.
  std::unique_ptr<State> view;
  if (seat_) view = g.observation(m.state(), *seat_);
  const State& s = view ? *view : m.state();
  json j = {{"game", g.spec()}, {"turn", g.turn_number(s)}, {"phase", g.phase_name(s)}};
  if (g.is_terminal(s)) {
    const int w = g.winning_side(s);
    j["terminal"] = true;
    j["winner"] = w >= 0 ? json(w) : json(nullptr);
    j["end_reason"] = g.end_reason(s);
  } else {
    const int p = g.current_player(s);
    j["terminal"] = false;
    j["player"] = p;
    j["legal"] = !seat_ || p == *seat_ ? json(legal_action_texts(g, s)) : json::array();
  }
  if (seat_) j["seat"] = *seat_;
  return j;
}

json EngineSession::take_events(int viewer) {
  json out = json::array();
  const auto& events = match().events();
  event_cursor_ = std::min(event_cursor_, events.size());
  // No viewer (-1 here) is the unbound session's all-seeing stream.
  const int v = viewer < 0 ? kAllSeeingViewer : viewer;
  for (; event_cursor_ < events.size(); ++event_cursor_) {
    if (viewer_sees(events[event_cursor_], v))
      out.push_back(seat_event_json(events[event_cursor_], 0, v));
  }
  return out;
}

json EngineSession::dispatch(const std::string& cmd, const json& req) {
  if (cmd == "new") {
    const std::string spec = in::string(in::field(req, "game", "request"), "game");
    std::map<std::string, std::string> options;
    if (in::has(req, "options")) {
      for (const auto& [k, v] : in::object(req["options"], "options").items()) {
        options[k] = v.is_string() ? v.get<std::string>() : v.dump();
      }
    }
    if (seat_ && in::has(req, "seed")) {
      throw FormatError(
          "seed: a session bound to a seat cannot choose the seed, which would let it work out "
          "the hidden cards; the engine draws one");
    }
    GameSpec parsed = parse_game_spec(spec);
    for (auto& [k, v] : options) parsed.options[k] = v;
    const std::uint64_t seed = seat_ ? os_random_u64() : seed_from(req);
    // Optional fixed opening draws; the opening's events wait for `events` or the next `apply`.
    // A seated player may not fix the deal, any more than the seed.
    if (seat_ && in::has(req, "draws")) {
      throw FormatError("a session bound to a seat cannot force the opening draws");
    }
    const auto draws = in::has(req, "draws") ? forced_draws_from_json(req["draws"], "draws")
                                             : std::vector<ForcedDraws>{};
    GamePtr game = GameRegistry::instance().create(parsed.id, parsed.options);
    if (seat_ && *seat_ >= game->num_players()) {
      throw FormatError(fmt::format("this session is bound to seat {}, but {} has {} players",
                                    *seat_, game->spec(), game->num_players()));
    }
    Match fresh(std::move(game), seed, draws);
    match_.emplace(std::move(fresh));
    kept_bots_.clear();
    event_cursor_ = 0;
    return summary();
  }
  if (cmd == "load") {
    Match loaded = [&]() {
      if (in::has(req, "record")) return Match::replay(GameRecord::from_json(req["record"]));
      LoadedState state = load_state_document(in::field(req, "state", "request"));
      return Match(state.game, std::move(state.state));
    }();
    if (seat_ && *seat_ >= loaded.game().num_players()) {
      throw FormatError(fmt::format("this session is bound to seat {}, but {} has {} players",
                                    *seat_, loaded.game().spec(), loaded.game().num_players()));
    }
    match_.emplace(std::move(loaded));
    kept_bots_.clear();
    event_cursor_ = match_->events().size();
    return summary();
  }
  if (cmd == "seat") {
    const int max = match_ ? match_->game().num_players() - 1 : kMaxSeat;
    const int p =
        static_cast<int>(in::integer(in::field(req, "player", "request"), "player", 0, max));
    if (seat_ && *seat_ != p) {
      throw FormatError(fmt::format(
          "this session is already bound to seat {}; a session's seat cannot change", *seat_));
    }
    seat_ = p;
    json j = match_ ? summary() : json::object();
    j["seat"] = p;
    return j;
  }
  if (cmd == "legal") {
    json j = summary();
    // The same entries as the view's `legal`, with their parts (core/seat_view.h).
    const bool mine = j.contains("legal") && !j["legal"].empty();
    if (mine) {
      const Game& g = match().game();
      const auto known = known_state(g, match().state(), seat_ ? *seat_ : kAllSeeingViewer);
      j["actions"] = legal_json(g, *known);
    } else {
      j["actions"] = json::array();
    }
    return j;
  }
  if (cmd == "apply") {
    const std::string action = in::string(in::field(req, "action", "request"), "action");
    const int viewer = viewer_field(req, "viewer", false);  // checked before anything is played
    Match& m = match();
    if (!m.is_terminal()) require_seat(m.current_player(), "apply");
    m.apply_text(action);
    json j = summary();
    j["events"] = take_events(viewer);
    return j;
  }
  if (cmd == "undo") {
    refuse_when_bound("undo");
    match().undo();
    // The undone action's events are gone; the next action's events start where they end now.
    event_cursor_ = std::min(event_cursor_, match().events().size());
    return summary();
  }
  if (cmd == "state") {
    refuse_when_bound("state (the full position)");
    return {{"state", state_document(match().game(), match().state())}};
  }
  if (cmd == "view" || cmd == "observation") {
    // The seat view every client reads (core/seat_view.h); `observation` is its older name.
    const int v = view_viewer(req, cmd == "observation" ? "player" : "viewer");
    const SeatViewContext ctx{match().actions_played(), !seat_ && match().can_undo(), true};
    return {{"view", build_seat_view(match().game(), match().state(), v, ctx)}};
  }
  if (cmd == "events") return {{"events", take_events(viewer_field(req, "viewer", false))}};
  if (cmd == "force") {
    refuse_when_bound("force");
    if (!in::has(req, "dice") && !in::has(req, "draws"))
      throw FormatError("force: give \"dice\" and/or \"draws\"");
    std::optional<std::vector<int>> dice;
    std::optional<ForcedDraws> draws;
    if (in::has(req, "dice")) {
      dice.emplace();
      const json& d = in::array(req["dice"], "dice");
      for (std::size_t i = 0; i < d.size(); ++i)
        dice->push_back(static_cast<int>(in::integer(d[i], in::child("dice", i), 1, 255)));
    }
    if (in::has(req, "draws")) {
      const json& d = in::object(req["draws"], "draws");
      draws.emplace();
      const json& list = in::array(in::field(d, "cards", "draws"), "draws.cards");
      for (std::size_t i = 0; i < list.size(); ++i)
        draws->cards.push_back(in::string(list[i], in::child("draws.cards", i)));
      if (in::has(d, "deck")) draws->deck = in::string(d["deck"], "draws.deck");
    }
    match().force(dice, draws);  // both or neither
    return summary();
  }
  if (cmd == "bot") {
    Match& m = match();
    if (m.is_terminal()) throw FormatError("the game is over; no bot move to make");
    const std::string name = in::has(req, "name") ? in::string(req["name"], "name") : "heuristic";
    const std::uint64_t seed = seed_from(req);
    const bool apply = in::has(req, "apply") && in::boolean(req["apply"], "apply");
    const int viewer = viewer_field(req, "viewer", false);
    const int p = m.current_player();
    const bool others_move = seat_ && p != *seat_;
    if (others_move && !apply) {
      throw FormatError(fmt::format(
          "bot: player {} is to move, not seat {}; a bot may play for him (\"apply\":true), "
          "but his choice is not shown before it is played",
          p, *seat_));
    }
    // "keep": the session keeps this bot for this player until the next new or load, so a bot
    // that learns along a game (a search keeping its tree) plays as it would in one process.
    const bool keep = in::has(req, "keep") && in::boolean(req["keep"], "keep");
    std::unique_ptr<Bot> fresh;
    Bot* bot = nullptr;
    if (keep) {
      auto it = kept_bots_.find({name, p});
      if (it == kept_bots_.end()) {
        if (kept_bots_.size() >= kMaxKeptBots) {
          throw FormatError(
              fmt::format("bot: a session keeps at most {} bots (one per spec and "
                          "player); start a new game to drop them",
                          kMaxKeptBots));
        }
        it = kept_bots_
                 .emplace(std::make_pair(name, p),
                          BotRegistry::instance().create(name, m.game_ptr(), seed))
                 .first;
      }
      bot = it->second.get();
    } else {
      fresh = BotRegistry::instance().create(name, m.game_ptr(), seed);
      bot = fresh.get();
    }
    const Action a = bot->choose(*m.game().observation(m.state(), p), p);
    json j = {{"player", p}};
    // Another seat's action text can name a card its player holds face down; that seat learns
    // the move from its public events instead.
    if (!others_move) j["action"] = m.game().action_to_string(m.state(), a);
    if (apply) {
      m.apply(a);
      j["applied"] = true;
      j["events"] = take_events(viewer);
    }
    return j;
  }
  if (cmd == "hint") {
    Match& m = match();
    if (m.is_terminal()) throw FormatError("the game is over; there is no move to hint");
    require_seat(m.current_player(), "hint");
    const std::string bot =
        in::has(req, "bot") ? in::string(req["bot"], "bot") : std::string(kDefaultHintBot);
    return {{"hint", hint_json(m.game(), m.state(), m.current_player(), bot, seed_from(req))}};
  }
  if (cmd == "record") {
    refuse_when_bound("record (it holds the seed and every hidden card)");
    return {{"record", match().record().to_json()}};
  }
  if (cmd == "card") {
    // Card texts belong to the game, not the position: a game spec may be given without a match.
    const GamePtr game = in::has(req, "game")
                             ? GameRegistry::instance().create(in::string(req["game"], "game"))
                             : match().game_ptr();
    return {{"text", card_help(*game, in::string(in::field(req, "name", "request"), "name"))}};
  }
  if (cmd == "render")
    return {{"text", match().game().render(match().state(), viewer_field(req, "viewer", false))}};
  if (cmd == "help") {
    json j = {{"commands", command_names()}};
    if (match_) {
      const Game& g = match_->game();
      j["phase_help"] = seat_ ? g.phase_help(*g.observation(match_->state(), *seat_))
                              : g.phase_help(match_->state());
    }
    return j;
  }
  if (cmd == "list") {
    json games = json::array();
    for (const auto* def : GameRegistry::instance().list()) {
      json options = json::array();
      for (const auto& o : def->info.options) {
        options.push_back({{"name", o.name},
                           {"label", o.label},
                           {"group", o.group},
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
    return companion->handle(req, CompanionContext{});
  throw FormatError(fmt::format("unknown cmd \"{}\"; commands: {}", cmd, command_names()));
}

void run_engine(std::istream& in, std::ostream& out, std::optional<int> seat) {
  EngineSession session = seat ? EngineSession(*seat) : EngineSession();
  std::string line;
  while (!session.quit_requested()) {
    const LineRead got = read_request_line(in, line, kMaxRequestBytes);
    if (got == LineRead::kEnd) break;
    if (got == LineRead::kTooLong) {
      // Answered at once, before the rest of the line is skipped: the rest may never end.
      const json reply = {{"ok", false},
                          {"error", fmt::format("request: a line longer than the limit of {} bytes",
                                                kMaxRequestBytes)}};
      out << dump_json(reply) << "\n" << std::flush;
      skip_rest_of_line(in);
      continue;
    }
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    // Replies quote requests and file names; dump_json keeps them valid UTF-8 whatever they held.
    out << dump_json(session.handle_line(line)) << "\n" << std::flush;
  }
}

}  // namespace bivouac::cli
