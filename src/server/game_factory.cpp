#include "server/game_factory.h"

#include <fmt/format.h>

#include <chrono>

#include "core/bot.h"
#include "core/errors.h"
#include "core/os_random.h"
#include "core/registry.h"
#include "server/card_lists.h"
#include "server/player_name.h"
#include "server/request_body.h"
#include "server/token.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

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

}  // namespace

Reply GameFactory::create(const json& body, const std::string& address) {
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
      std::vector<std::string> named_before;  // two seats may not share a name
      for (const StoredSeat& before : g.seats) named_before.push_back(before.name);
      seat.name = checked_player_name(text_field(s, "name", 256), *game, seat.seat, named_before);
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
  rooms_.add_new(g, address);
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

std::optional<Reply> GameFactory::over_budget(const std::string& spec, const GamePtr& game,
                                              std::size_t seat) const {
  const BotBudget b = BotRegistry::instance().create(spec, game, 0)->budget();
  const auto refuse = [&](const std::string& what) {
    return error_reply(
        400, fmt::format("seats[{}]: bot \"{}\" {}; this server allows a bot at most "
                         "{} s, {} iterations, {} threads and playouts of {} actions a move",
                         seat, spec, what, limits_.seconds, limits_.iterations, limits_.threads,
                         limits_.rollout_depth));
  };
  if (b.seconds > limits_.seconds) return refuse(fmt::format("thinks {} s a move", b.seconds));
  if (b.iterations > limits_.iterations)
    return refuse(fmt::format("searches {} iterations a move", b.iterations));
  if (b.threads > limits_.threads) return refuse(fmt::format("runs {} threads", b.threads));
  if (b.rollout_depth > limits_.rollout_depth)
    return refuse(fmt::format("plays playouts of up to {} actions", b.rollout_depth));
  return std::nullopt;
}

Reply GameFactory::rematch(const std::shared_ptr<Room>& room, const json& body,
                           const std::string& address) {
  const int caller = room->seats().seat_of_token(text_field(body, "token", 128));
  if (caller < 0) return error_reply(403, "wrong token: it acts for no seat of this game");
  const StoredGame old = room->seats().setup();
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
  rooms_.add_new(g, address);
  room->announce_rematch(RematchOffer{g.id, tokens, new_seat_of});
  const int mine = new_seat_of[static_cast<std::size_t>(caller)];
  const std::string& token = tokens[static_cast<std::size_t>(mine)];
  return Reply{200,
               {{"ok", true},
                {"id", g.id},
                {"seat", mine},
                {"token", token},
                {"invite", invite(g.id, mine, token)}}};
}

}  // namespace bivouac::server
