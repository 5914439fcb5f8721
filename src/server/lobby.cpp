#include "server/lobby.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <iostream>

#include "core/bot.h"
#include "core/bot_levels.h"
#include "core/companion.h"
#include "core/errors.h"
#include "core/game_help.h"
#include "core/os_random.h"
#include "core/registry.h"
#include "core/safe_json.h"
#include "server/card_lists.h"
#include "server/client_message.h"
#include "server/how_to_play_reply.h"
#include "server/player_name.h"
#include "server/replay.h"
#include "server/token.h"

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

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// 64 bits from the OS's cryptographic generator: nobody can compute a game's hands from the time
// or from the games before it.
std::uint64_t random_seed() {
  return os_random_u64();
}

std::string invite(const std::string& game, int seat, const std::string& token) {
  return fmt::format("/play/{}#seat={}&token={}", game, seat, token);
}

// Parses a request body as a JSON object, with the same size and depth limits as a message.
json body_object(std::string_view body) {
  if (body.size() > kMaxMessageBytes) throw FormatError("request body too large");
  if (json_nesting_depth(body, kMaxMessageDepth) > kMaxMessageDepth) {
    throw FormatError("request body nests too deeply");
  }
  json j;
  try {
    j = parse_json_limited(body.empty() ? std::string_view("{}") : body, "request body",
                           JsonLimits{kMaxMessageBytes, kMaxMessageDepth});
  } catch (const NumberOutOfRange&) {
    throw;  // names the field (issue 26)
  } catch (const FormatError&) {
    throw FormatError("request body must be a JSON object");
  }
  if (!j.is_object()) throw FormatError("request body must be a JSON object");
  return j;
}

std::string text_field(const json& j, const char* name, std::size_t max_len) {
  auto it = j.find(name);
  if (it == j.end() || it->is_null()) return {};
  if (!it->is_string()) throw FormatError(fmt::format("\"{}\" must be a string", name));
  if (it->get_ref<const std::string&>().size() > max_len) {
    throw FormatError(fmt::format("\"{}\" is too long (at most {} bytes)", name, max_len));
  }
  return it->get<std::string>();
}

std::string query_value(std::string_view query, std::string_view key) {
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    const auto eq = pair.find('=');
    if (pair.substr(0, eq) == key)
      return std::string(eq == std::string_view::npos ? "" : pair.substr(eq + 1));
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return {};
}

// The registry is complete before main runs, so every lobby of the process shares one catalog:
// building it creates every game, which a lobby made per request (tests, fuzzing) would repeat.
const json& shared_catalog() {
  static const json catalog = build_catalog();
  return catalog;
}

}  // namespace

Lobby::Lobby(Storage& storage, JobRunner jobs, LobbyConfig config)
    : storage_(storage),
      jobs_(std::move(jobs)),
      config_(std::move(config)),
      catalog_(shared_catalog()) {
  if (config_.instance.empty()) config_.instance = random_hex(8);
  storage_.heartbeat(config_.instance, config_.advertise, config_.lease_ttl_ms);
}

RoomContext Lobby::room_context() {
  return RoomContext{config_.instance,
                     [this](const std::string& id) {
                       // Finished: out of the live set; the weak index finds it while connections
                       // hold it.
                       std::scoped_lock lock(mutex_);
                       live_.erase(id);
                     },
                     [this](const std::string& id) { forget(id, false); }};
}

void Lobby::forget(const std::string& id, bool release) {
  {
    std::scoped_lock lock(mutex_);
    live_.erase(id);
    index_.erase(id);
  }
  if (release) storage_.release(id, config_.instance);
}

std::shared_ptr<Room> Lobby::add_new(const StoredGame& game) {
  auto room = std::make_shared<Room>(game, storage_, jobs_, room_context());
  storage_.create_game(game, room->listing(), config_.instance);
  {
    std::scoped_lock lock(mutex_);
    live_[game.id] = room;
    index_[game.id] = room;
  }
  room->start();
  return room;
}

Lobby::Opened Lobby::open(std::string_view id) {
  {
    std::scoped_lock lock(mutex_);
    if (auto it = index_.find(id); it != index_.end()) {
      if (auto room = it->second.lock()) return Opened{room, std::nullopt};
    }
  }
  const std::string key(id);
  if (!storage_.listing(key)) return {};
  if (auto owner = storage_.acquire(key, config_.instance)) return Opened{nullptr, owner};
  auto stored = storage_.load_game(key);
  if (!stored) return {};
  restore_card_list(*stored);  // the list it was created with, whatever is on disk now
  std::shared_ptr<Room> room;
  try {
    room = std::make_shared<Room>(std::move(*stored), storage_, jobs_, room_context());
  } catch (...) {
    storage_.release(key, config_.instance);
    throw;
  }
  const bool finished = room->finished();  // before the lobby's lock: never a room's under it
  {
    std::scoped_lock lock(mutex_);
    // Another request may have loaded it meanwhile: theirs stays.
    if (auto it = index_.find(id); it != index_.end()) {
      if (auto other = it->second.lock()) return Opened{other, std::nullopt};
    }
    index_[key] = room;
    if (!finished) live_[key] = room;
  }
  // A game stored before listings were kept (or whose last listing was lost) is listed anew.
  storage_.update_listing(key, room->listing());
  room->start();
  return Opened{room, std::nullopt};
}

std::shared_ptr<Room> Lobby::peek(std::string_view id) const {
  {
    std::scoped_lock lock(mutex_);
    if (auto it = index_.find(id); it != index_.end()) {
      if (auto room = it->second.lock()) return room;
    }
  }
  auto stored = storage_.load_game(std::string(id));
  if (!stored) return nullptr;
  restore_card_list(*stored);
  return std::make_shared<Room>(std::move(*stored), storage_,
                                JobRunner([](JobClass, auto&&) { return false; }));
}

void Lobby::maintain() {
  storage_.heartbeat(config_.instance, config_.advertise, config_.lease_ttl_ms);
  // Rooms that leave memory: finished ones nobody holds, idle ones, and waiting ones past their
  // time. Each is retired first (under its own lock, never under the lobby's) so no client can
  // attach to it after it is gone.
  std::vector<std::pair<std::string, std::shared_ptr<Room>>> live;
  std::vector<std::string> dead;
  {
    std::scoped_lock lock(mutex_);
    for (const auto& [id, room] : live_) live.emplace_back(id, room);
    for (auto it = index_.begin(); it != index_.end();) {
      if (it->second.expired()) {
        dead.push_back(it->first);
        it = index_.erase(it);
      } else {
        ++it;
      }
    }
  }
  const std::int64_t now = now_seconds();
  for (const auto& [id, room] : live) {
    const double idle = room->idle_seconds();
    const bool expired =
        room->listing().status == "waiting" && idle > 0 &&
        static_cast<double>(now - room->stored_setup().created) > config_.waiting_ttl_seconds;
    const double limit = room->visited()
                             ? config_.idle_seconds
                             : std::min(config_.idle_seconds, config_.unvisited_idle_seconds);
    if ((idle > limit || expired) && room->try_retire()) {
      forget(id, true);
    }
  }
  for (const auto& id : dead) storage_.release(id, config_.instance);
  if (maintenance_ticks_++ % 10 == 0) {
    storage_.expire_waiting(now - static_cast<std::int64_t>(config_.waiting_ttl_seconds));
  }
  // Bot games nobody plays (this instance restarted, or their owner died): take them up.
  for (const auto& id : storage_.games_to_resume(config_.instance, config_.resume_per_tick)) {
    try {
      auto opened = open(id);
      // A game stored before listings were kept is offered once to get its listing written; if
      // no bot is to move in it after all, it need not stay.
      if (opened.room && !opened.room->listing().bot_to_move && opened.room->try_retire()) {
        forget(id, true);
      }
    } catch (const std::exception& e) {
      std::cerr << fmt::format("bivouac serve: game {} cannot be resumed: {}\n", id, e.what());
      // Listed as needing no bot, so the next pass does not try it again.
      storage_.update_listing(id, GameListing{"playing", false, false, ""});
    }
  }
}

void Lobby::retire() {
  std::vector<std::string> ids;
  {
    std::scoped_lock lock(mutex_);
    for (const auto& [id, room] : index_) ids.push_back(id);
  }
  for (const auto& id : ids) storage_.release(id, config_.instance);
  storage_.retire_instance(config_.instance);
}

std::size_t Lobby::size() const {
  std::scoped_lock lock(mutex_);
  std::size_t n = 0;
  for (const auto& [id, room] : index_) n += room.expired() ? 0 : 1;
  return n;
}

void Lobby::close_all() {
  std::vector<std::shared_ptr<Room>> rooms;
  {
    std::scoped_lock lock(mutex_);
    for (const auto& [id, room] : index_) {
      if (auto r = room.lock()) rooms.push_back(std::move(r));
    }
  }
  for (const auto& r : rooms) r->close_all();
}

Reply Lobby::elsewhere_reply(const std::string& id, const Owner& owner,
                             std::string_view path) const {
  if (owner.url.empty()) {
    return error_reply(503, fmt::format("game {} is played by another server instance, which "
                                        "advertises no address; try again in a few seconds",
                                        id));
  }
  std::string base = owner.url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  Reply r = error_reply(307, fmt::format("game {} is played by the server at {}", id, owner.url));
  r.location = base + std::string(path);
  r.body["owner"] = owner.url;
  return r;
}

Reply Lobby::handle(std::string_view method, std::string_view target, std::string_view body) {
  const auto qpos = target.find('?');
  const std::string_view path = target.substr(0, qpos);
  const std::string_view query =
      qpos == std::string_view::npos ? std::string_view() : target.substr(qpos + 1);
  try {
    if (path == "/api/catalog") {
      if (method != "GET") return error_reply(405, "use GET /api/catalog");
      return catalog();
    }
    if (path == "/api/games") {
      if (method == "GET") return list(query);
      if (method == "POST") return create(body_object(body));
      return error_reply(405, "use GET or POST /api/games");
    }
    if (path == "/api/reg") {
      if (method != "POST") return error_reply(405, "use POST /api/reg");
      const json request = body_object(body);
      const auto* reg = CompanionRegistry::instance().find("reg");
      if (!reg) return error_reply(404, "the reg companion is not built in");
      return Reply{200, reg->handle(request, CompanionContext{.files = false})};
    }
    if (path == "/api/card") {
      // What a card does, in the game's own words with its rule lines (the terminal's `card`).
      if (method != "POST") return error_reply(405, "use POST /api/card with {game, name}");
      const json request = body_object(body);
      const std::string spec = text_field(request, "game", 512);
      if (spec.empty()) return error_reply(400, "\"game\" is missing; expected a game spec");
      const std::string cards = text_field(request, "cards", kMaxInlineCardsBytes);
      const GamePtr game = resolve_game(spec, request.contains("cards") ? &cards : nullptr).game;
      return Reply{200,
                   {{"ok", true}, {"text", card_help(*game, text_field(request, "name", 128))}}};
    }
    constexpr std::string_view kHowToPlay = "/api/how-to-play/";
    if (path.substr(0, kHowToPlay.size()) == kHowToPlay) {
      return how_to_play_reply(method, path.substr(kHowToPlay.size()));
    }
    if (path == "/api/replay") {
      if (method != "POST") {
        return error_reply(405, "use POST /api/replay with a bivouac-record as the body");
      }
      return replay_upload(query, body);
    }
    constexpr std::string_view kGames = "/api/games/";
    if (path.substr(0, kGames.size()) != kGames) {
      return error_reply(404, fmt::format("no API at {}; see docs/network.md", path));
    }
    std::string_view rest = path.substr(kGames.size());
    const auto slash = rest.find('/');
    const std::string_view id = rest.substr(0, slash);
    const std::string_view action =
        slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
    const std::string key(id);
    if (action.empty() && method == "GET") {
      if (auto room = peek_live(key)) return Reply{200, room->summary()};
      auto listed = storage_.listing(key);
      if (!listed) return error_reply(404, fmt::format("no game \"{}\"", id));
      return Reply{200, listed_summary(*listed)};
    }
    if (action == "record" && method == "GET") {
      auto room = peek(id);
      if (!room) return error_reply(404, fmt::format("no game \"{}\"", id));
      auto record = room->finished_record();
      if (!record) return error_reply(409, "the record is available once the game is finished");
      return Reply{200, *record};
    }
    if (action == "replay") {
      auto room = peek(id);
      if (!room) return error_reply(404, fmt::format("no game \"{}\"", id));
      return replay(*room, method, query, body);
    }
    if (method != "POST") return error_reply(405, fmt::format("use POST for {}", action));
    const json req = body_object(body);
    if (action != "join" && action != "leave" && action != "rematch") {
      return error_reply(
          404, fmt::format("no request \"{}\"; expected join, leave, rematch, record or replay",
                           action));
    }
    if (auto listed = storage_.listing(key); listed && listed->listing.status == "expired") {
      return error_reply(410, fmt::format("game {} expired: it waited for players longer than "
                                          "this server keeps a game waiting",
                                          id));
    }
    auto [room, elsewhere] = open(id);
    if (elsewhere) return elsewhere_reply(key, *elsewhere, path);
    if (!room) return error_reply(404, fmt::format("no game \"{}\"", id));
    if (action == "join") {
      auto seat = req.find("seat");
      if (seat == req.end() || !seat->is_number_integer()) {
        return error_reply(400, "\"seat\" must be a seat number");
      }
      return room->join(seat->get<int>(), text_field(req, "name", 256));
    }
    if (action == "leave") return room->leave(text_field(req, "token", 128));
    return rematch(room, req);
  } catch (const std::invalid_argument& e) {
    return error_reply(400, e.what());
  } catch (const std::exception& e) {
    // An internal fault: the operator's log gets its text, the client only that it happened.
    std::cerr << "bivouac serve: " << method << " " << path << ": internal error: " << e.what()
              << std::endl;
    return error_reply(500, "internal error; the request changed nothing");
  }
}

Reply Lobby::catalog() const {
  return Reply{200,
               {{"ok", true},
                {"games", catalog_["games"]},
                {"bots", catalog_["bots"]},
                {"option_groups", catalog_["option_groups"]}}};
}

Reply Lobby::create(const json& body) {
  StoredGame g;
  g.id = random_hex(8);
  g.created = now_seconds();
  const std::string spec = text_field(body, "game", 512);
  if (spec.empty())
    return error_reply(400, "\"game\" is missing; expected a game spec such as \"muskets\"");
  const std::string cards = text_field(body, "cards", kMaxInlineCardsBytes);
  ResolvedGame resolved = resolve_game(spec, body.contains("cards") ? &cards : nullptr);
  const GamePtr game = std::move(resolved.game);
  g.spec = game->spec();
  g.cards = std::move(resolved.cards);
  if (auto seed = body.find("seed"); seed != body.end() && !seed->is_null()) {
    // A creator who chose the seed could compute every hand of the stranger who joins
    // (docs/network.md, "Seeds").
    if (!allow_client_seeds_)
      return error_reply(400,
                         "\"seed\" is refused: this server draws every game's seed itself, so "
                         "that nobody can know the hands in advance (an operator may allow "
                         "chosen seeds with bivouac serve --allow-client-seeds)");
    if (!seed->is_number_unsigned())
      return error_reply(400, "\"seed\" must be a whole number >= 0");
    g.seed = seed->get<std::uint64_t>();
  } else {
    g.seed = random_seed();
  }
  auto seats = body.find("seats");
  if (seats == body.end() || !seats->is_array()) {
    return error_reply(400,
                       fmt::format("\"seats\" must be a list of {} seats, each "
                                   "{{\"kind\":\"human\"}} or {{\"kind\":\"bot\",\"bot\":spec}}",
                                   game->num_players()));
  }
  if (static_cast<int>(seats->size()) != game->num_players()) {
    return error_reply(400, fmt::format("{} seats given but {} has {} players", seats->size(),
                                        g.spec, game->num_players()));
  }
  std::vector<std::string> tokens;
  for (std::size_t p = 0; p < seats->size(); ++p) {
    const json& s = (*seats)[p];
    if (!s.is_object()) return error_reply(400, fmt::format("seats[{}] must be an object", p));
    StoredSeat seat;
    seat.seat = static_cast<int>(p);
    seat.kind = text_field(s, "kind", 16);
    try {
      seat.name = checked_player_name(text_field(s, "name", 256), *game, seat.seat);
    } catch (const FormatError& e) {
      return error_reply(400, fmt::format("seats[{}]: {}", p, e.what()));
    }
    if (seat.name.empty()) seat.name = game->player_name(seat.seat);
    std::string token;
    if (seat.kind == "bot") {
      seat.bot = text_field(s, "bot", 256);
      if (seat.bot.empty())
        return error_reply(400, fmt::format("seats[{}] needs a \"bot\" spec", p));
      if (auto refused = over_budget(seat.bot, game, p)) return *refused;
    } else if (seat.kind == "human") {
      auto open = s.find("open");
      if (open != s.end() && !open->is_boolean()) {
        return error_reply(400, fmt::format("seats[{}].open must be true or false", p));
      }
      seat.open = open != s.end() && open->get<bool>();
      if (!seat.open) {
        token = new_token();
        seat.token_hash = sha256_hex(token);
      }
    } else {
      return error_reply(400, fmt::format("seats[{}].kind must be \"human\" or \"bot\"", p));
    }
    tokens.push_back(token);
    g.seats.push_back(seat);
  }
  add_new(g);
  json out_seats = json::array();
  for (const auto& s : g.seats) {
    json seat = {{"seat", s.seat}, {"kind", s.kind}, {"name", s.name}};
    const std::string& token = tokens[static_cast<std::size_t>(s.seat)];
    if (!token.empty()) {
      seat["token"] = token;
      seat["invite"] = invite(g.id, s.seat, token);
    }
    if (s.kind == "bot") seat["bot"] = s.bot;
    if (s.open) seat["open"] = true;
    out_seats.push_back(std::move(seat));
  }
  return Reply{200,
               {{"ok", true},
                {"id", g.id},
                {"game", g.spec},
                {"seats", std::move(out_seats)},
                {"spectate", fmt::format("/play/{}#spectate", g.id)},
                {"ws", fmt::format("/ws/games/{}", g.id)}}};
}

Reply Lobby::list(std::string_view query) const {
  ListQuery q;
  q.status = query_value(query, "status");
  if (!q.status.empty() && q.status != "open" && q.status != "waiting" && q.status != "playing" &&
      q.status != "finished" && q.status != "expired") {
    return error_reply(400, fmt::format("status \"{}\" is unknown; expected open, waiting, "
                                        "playing, finished or expired",
                                        q.status));
  }
  constexpr std::size_t kMaxListed = 500;
  if (const std::string limit = query_value(query, "limit"); !limit.empty()) {
    std::size_t n = 0;
    const auto [end, ec] = std::from_chars(limit.data(), limit.data() + limit.size(), n);
    if (ec != std::errc() || end != limit.data() + limit.size() || n < 1 || n > kMaxListed) {
      return error_reply(
          400, fmt::format("limit \"{}\" must be a whole number from 1 to {}", limit, kMaxListed));
    }
    q.limit = n;
  }
  // The cursor of the next page is "<created>.<id>" of the last game of this one.
  if (const std::string after = query_value(query, "after"); !after.empty()) {
    const auto dot = after.find('.');
    const auto [end, ec] =
        std::from_chars(after.data(), after.data() + std::min(dot, after.size()), q.after_created);
    if (dot == std::string::npos || ec != std::errc() || end != after.data() + dot ||
        dot + 1 >= after.size() || after.size() > 64) {
      return error_reply(400, fmt::format("after \"{}\" is not a cursor; pass the \"next\" of the "
                                          "previous page",
                                          after.substr(0, 64)));
    }
    q.after_id = after.substr(dot + 1);
  }
  json games = json::array();
  const auto rows = storage_.list_games(q);
  for (const auto& row : rows) {
    // A game played here is shown as it is now (who is connected); others as last stored.
    if (auto room = peek_live(row.id)) {
      games.push_back(room->summary());
    } else {
      games.push_back(listed_summary(row));
    }
  }
  json out = {{"ok", true}, {"games", std::move(games)}};
  if (rows.size() == q.limit) {
    out["next"] = fmt::format("{}.{}", rows.back().created, rows.back().id);
  }
  return Reply{200, std::move(out)};
}

std::shared_ptr<Room> Lobby::peek_live(const std::string& id) const {
  std::scoped_lock lock(mutex_);
  auto it = index_.find(id);
  return it == index_.end() ? nullptr : it->second.lock();
}

json Lobby::listed_summary(const ListedGame& row) {
  json s = json::parse(row.listing.summary, nullptr, false);
  if (s.is_discarded() || !s.is_object()) {
    // Stored before listings were kept: the server lists it fully once it has loaded it.
    s = {{"id", row.id}, {"created", row.created}};
  }
  s["status"] = row.listing.status;
  return s;
}

std::optional<Reply> Lobby::over_budget(const std::string& spec, const GamePtr& game,
                                        std::size_t seat) const {
  const BotBudget b = BotRegistry::instance().create(spec, game, 0)->budget();
  const auto refuse = [&](const std::string& what) {
    return error_reply(400,
                       fmt::format("seats[{}]: bot \"{}\" {}; this server allows a bot at most "
                                   "{} s, {} iterations and {} threads a move",
                                   seat, spec, what, config_.bot_limits.seconds,
                                   config_.bot_limits.iterations, config_.bot_limits.threads));
  };
  if (b.seconds > config_.bot_limits.seconds)
    return refuse(fmt::format("thinks {} s a move", b.seconds));
  if (b.iterations > config_.bot_limits.iterations)
    return refuse(fmt::format("searches {} iterations a move", b.iterations));
  if (b.threads > config_.bot_limits.threads)
    return refuse(fmt::format("runs {} threads", b.threads));
  return std::nullopt;
}

Reply Lobby::rematch(const std::shared_ptr<Room>& room, const json& body) {
  const int caller = room->seat_of_token(text_field(body, "token", 128));
  if (caller < 0) return error_reply(403, "wrong token: it acts for no seat of this game");
  const StoredGame old = room->stored_setup();
  const GamePtr game = GameRegistry::instance().create(old.spec);
  const int n = game->num_players();
  // Each seat moves to the first free seat of the next side, so everyone changes sides.
  std::vector<int> new_seat_of(static_cast<std::size_t>(n), -1);
  std::vector<bool> used(static_cast<std::size_t>(n), false);
  for (int p = 0; p < n; ++p) {
    const int want = (game->side_of(p) + 1) % game->num_sides();
    for (int q = 0; q < n; ++q) {
      if (!used[static_cast<std::size_t>(q)] && game->side_of(q) == want) {
        new_seat_of[static_cast<std::size_t>(p)] = q;
        used[static_cast<std::size_t>(q)] = true;
        break;
      }
    }
  }
  for (int p = 0; p < n; ++p) {
    if (new_seat_of[static_cast<std::size_t>(p)] < 0) {
      new_seat_of[static_cast<std::size_t>(p)] = (p + 1) % n;
    }
  }
  StoredGame g;
  g.id = random_hex(8);
  g.spec = old.spec;
  g.cards = old.cards;
  g.seed = random_seed();
  g.created = now_seconds();
  g.rematch_of = old.id;
  g.seats.resize(static_cast<std::size_t>(n));
  std::vector<std::string> tokens(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) {
    const int q = new_seat_of[static_cast<std::size_t>(p)];
    StoredSeat s = old.seats[static_cast<std::size_t>(p)];
    s.seat = q;
    if (s.kind == "human" && !s.token_hash.empty()) {
      tokens[static_cast<std::size_t>(q)] = new_token();
      s.token_hash = sha256_hex(tokens[static_cast<std::size_t>(q)]);
    } else {
      s.token_hash.clear();
    }
    g.seats[static_cast<std::size_t>(q)] = s;
  }
  add_new(g);
  room->announce_rematch(g.id, tokens, new_seat_of);
  const int mine = new_seat_of[static_cast<std::size_t>(caller)];
  const std::string& token = tokens[static_cast<std::size_t>(mine)];
  return Reply{200,
               {{"ok", true},
                {"id", g.id},
                {"seat", mine},
                {"token", token},
                {"invite", invite(g.id, mine, token)}}};
}

// A stored game's replay. Once it is finished anyone may see it as any seat or all-seeing (its
// record is public then too); while it goes on, a stranger sees only the public view and a seat
// its own view, proven by its token (in a POST body, never in a URL that logs could keep).
Reply Lobby::replay(const Room& room, std::string_view method, std::string_view query,
                    std::string_view body) const {
  std::string viewer_text;
  std::string token;
  if (method == "GET") {
    viewer_text = query_value(query, "viewer");
  } else if (method == "POST") {
    const json req = body_object(body);
    if (auto v = req.find("viewer"); v != req.end() && !v->is_null()) {
      if (v->is_number_integer()) {
        viewer_text = std::to_string(v->get<std::int64_t>());
      } else if (v->is_string() && v->get_ref<const std::string&>().size() <= 16) {
        viewer_text = v->get<std::string>();
      } else {
        return error_reply(400, "\"viewer\" must be a seat number, \"spectator\" or \"all\"");
      }
    }
    token = text_field(req, "token", 128);
  } else {
    return error_reply(405, "use GET or POST for replay");
  }
  Room::RecordSnapshot snap = room.record_snapshot();
  const GamePtr game = GameRegistry::instance().create(snap.record.game);
  const int viewer = parse_replay_viewer(viewer_text, game->num_players());
  if (!snap.finished) {
    if (viewer == kAllSeeing) {
      return error_reply(409, "the all-seeing replay is available once the game is finished");
    }
    if (viewer >= 0 && (token.empty() || room.seat_of_token(token) != viewer)) {
      return error_reply(403, fmt::format("while the game goes on, only seat {} may replay its "
                                          "own view: POST {{\"viewer\":{},\"token\":...}} with "
                                          "its token",
                                          viewer, viewer));
    }
  }
  json out = replay_frames(snap.record, viewer, parse_replay_page(query));
  out["ok"] = true;
  out["id"] = room.id();
  return Reply{200, std::move(out)};
}

// An uploaded record: its holder has the seed and every action, so every viewer is allowed.
Reply Lobby::replay_upload(std::string_view query, std::string_view body) {
  const GameRecord record = parse_uploaded_record(body);
  const GamePtr game = GameRegistry::instance().create(record.game);
  const int viewer = parse_replay_viewer(query_value(query, "viewer"), game->num_players());
  json out = replay_frames(record, viewer, parse_replay_page(query));
  out["ok"] = true;
  return Reply{200, std::move(out)};
}

}  // namespace bivouac::server
