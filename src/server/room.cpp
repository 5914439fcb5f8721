#include "server/room.h"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "ai/hint.h"
#include "core/errors.h"
#include "core/game_help.h"
#include "core/registry.h"
#include "core/seat_view.h"
#include "server/messages.h"
#include "server/player_name.h"
#include "server/token.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

std::shared_ptr<const std::string> encode(const json& j) {
  // Replace rather than throw on text that is not UTF-8 (a client's own typing, echoed back).
  return std::make_shared<const std::string>(
      j.dump(-1, ' ', false, json::error_handler_t::replace));
}

void send_error(Client& c, const json& id, const std::string& error) {
  c.send(encode(error_message(id, error)));
}

// The action whose text is exactly `text` (stored actions), else the usual typed-text rules.
Action stored_action(const Match& m, const std::string& text) {
  if (auto a = exact_legal_action(m.game(), m.state(), text)) return *a;
  return m.parse(text);
}

Match start_match(const StoredGame& g) {
  return Match(GameRegistry::instance().create(g.spec), g.seed);
}

}  // namespace

Reply error_reply(int status, const std::string& error) {
  return Reply{status, {{"ok", false}, {"error", error}}};
}

Room::Room(StoredGame stored, Storage& storage, JobRunner jobs, RoomContext context)
    : id_(stored.id),
      setup_(stored),
      storage_(storage),
      jobs_(std::move(jobs)),
      context_(std::move(context)),
      match_(start_match(stored)) {
  const Game& game = match_.game();
  const int n = game.num_players();
  if (static_cast<int>(setup_.seats.size()) != n) {
    throw SpecError(fmt::format("{} seats given but {} has {} players", setup_.seats.size(),
                                game.info().id, n));
  }
  for (int p = 0; p < n; ++p) {
    const StoredSeat& s = setup_.seats[static_cast<std::size_t>(p)];
    if (s.kind == "bot") {
      bots_.push_back(BotRegistry::instance().create(s.bot, match_.game_ptr(),
                                                     derive_seed(setup_.seed, 77 + p)));
    } else {
      bots_.emplace_back();
    }
  }
  streams_.resize(static_cast<std::size_t>(n) + 1);
  // The opening (deals, nations, who begins) is told before anyone decides: a player who decides
  // first reads it with his first view, not after his first action.
  take_new_events();
  setup_.actions.clear();
  for (const StoredAction& a : stored.actions) {
    if (a.seq != seq_ + 1) {
      throw FormatError(fmt::format("game {}: action {} follows {}", id_, a.seq, seq_));
    }
    if (a.kind == "undo") {
      undo_logged(std::stoi(a.text));
    } else {
      apply_logged(stored_action(match_, a.text), match_.current_player());
    }
    seq_ = a.seq;
  }
  refresh_summary();
}

void Room::start() {
  Lock lock(mutex_);
  schedule_bot();
}

bool Room::finished() const {
  Lock lock(mutex_);
  return match_.is_terminal();
}

bool Room::try_retire() {
  Lock lock(mutex_);
  if (!clients_.empty() || bot_pending_) return false;
  retired_ = true;
  return true;
}

bool Room::visited() const {
  Lock lock(mutex_);
  return visited_;
}

double Room::idle_seconds() const {
  Lock lock(mutex_);
  if (!clients_.empty() || bot_pending_) return 0;
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - idle_since_).count();
}

// --- Applying decisions ----------------------------------------------------------------------

void Room::apply_logged(Action a, int actor) {
  match_.apply(a);
  actors_.push_back(actor);
  ++generation_;
  take_new_events();
}

void Room::take_new_events() {
  const auto& events = match_.events();
  for (; match_events_ < events.size(); ++match_events_) {
    log_.push_back(events[match_events_]);
    const auto index = static_cast<std::uint32_t>(log_.size() - 1);
    for (int v = kSpectatorViewer; v + 1 < static_cast<int>(streams_.size()); ++v) {
      if (viewer_sees(log_.back(), v)) streams_[static_cast<std::size_t>(v + 1)].push_back(index);
    }
  }
}

int Room::last_decision_of(int seat) const {
  for (int i = static_cast<int>(actors_.size()) - 1; i >= 0; --i) {
    if (actors_[static_cast<std::size_t>(i)] == seat) return i;
  }
  return -1;
}

void Room::undo_logged(int seat) {
  const int last = last_decision_of(seat);
  if (last < 0) throw FormatError(fmt::format("game {}: seat {} has nothing to undo", id_, seat));
  int taken = 0;
  while (static_cast<int>(actors_.size()) > last) {
    match_.undo();
    actors_.pop_back();
    ++taken;
  }
  match_events_ = match_.events().size();
  ++generation_;
  log_.push_back(Event{"undo",
                       seat,
                       kEveryone,
                       fmt::format("{} takes back {} action{}", match_.game().player_name(seat),
                                   taken, taken == 1 ? "" : "s"),
                       {{"actions", taken}}});
  const auto index = static_cast<std::uint32_t>(log_.size() - 1);
  for (auto& stream : streams_) stream.push_back(index);
}

void Room::play_and_commit(Action a, int actor) {
  const std::string text = match_.game().action_to_string(match_.state(), a);
  const std::size_t log_size = log_.size();
  std::vector<std::size_t> stream_sizes;
  for (const auto& stream : streams_) stream_sizes.push_back(stream.size());
  apply_logged(a, actor);
  refresh_summary();
  try {
    const GameListing listing = this->listing();
    storage_.append_action(id_, StoredAction{seq_ + 1, "act", text}, &listing, context_.instance);
  } catch (...) {
    match_.undo();
    actors_.pop_back();
    match_events_ = match_.events().size();
    ++generation_;
    log_.resize(log_size);
    for (std::size_t v = 0; v < streams_.size(); ++v) streams_[v].resize(stream_sizes[v]);
    refresh_summary();
    throw;
  }
  ++seq_;
  if (match_.is_terminal() && context_.on_finished) context_.on_finished(id_);
}

void Room::lose() {
  retired_ = true;
  for (const auto& c : clients_) c->close();
  if (context_.on_lost) context_.on_lost(id_);
}

bool Room::undo_allowed(int seat) const {
  for (std::size_t p = 0; p < bots_.size(); ++p) {
    if (static_cast<int>(p) != seat && !bots_[p]) return false;
  }
  return seat >= 0 && !bots_[static_cast<std::size_t>(seat)];
}

// --- Messages --------------------------------------------------------------------------------

bool Room::attach(const std::shared_ptr<Client>& client) {
  Lock lock(mutex_);
  if (retired_) return false;
  clients_.insert(client);
  visited_ = true;
  return true;
}

void Room::detach(const std::shared_ptr<Client>& client) {
  Lock lock(mutex_);
  const bool was_seat = client->binding.bound && client->binding.viewer >= 0;
  clients_.erase(client);
  if (clients_.empty()) idle_since_ = std::chrono::steady_clock::now();
  if (was_seat) {
    send_presence();
    refresh_summary();
  }
}

void Room::close_all() {
  Lock lock(mutex_);
  for (const auto& c : clients_) c->close();
}

void Room::on_message(const std::shared_ptr<Client>& client, std::string_view text) {
  auto parsed = parse_client_message(text);
  Lock lock(mutex_);
  if (auto* bad = std::get_if<ParseFailure>(&parsed)) {
    send_error(*client, bad->id, bad->error);
    return;
  }
  const auto& msg = std::get<ClientMessage>(parsed);
  if (const auto* h = std::get_if<HelloMsg>(&msg.body)) {
    hello(client, msg, *h);
    return;
  }
  if (!client->binding.bound) {
    send_error(*client, msg.id, "send hello first, with a seat token or \"spectator\": true");
    return;
  }
  if (const auto* a = std::get_if<ActMsg>(&msg.body)) {
    act(client, msg, *a);
  } else if (std::holds_alternative<UndoMsg>(msg.body)) {
    undo(client, msg);
  } else if (const auto* h2 = std::get_if<HintMsg>(&msg.body)) {
    hint(client, msg, *h2);
  } else {
    client->send(encode(pong_message(msg.id)));
  }
}

int Room::seat_of_token(const std::string& token) const {
  if (token.empty()) return -1;
  const std::string hash = sha256_hex(token);
  std::scoped_lock lock(summary_mutex_);
  for (const auto& s : setup_.seats) {
    if (!s.token_hash.empty() && same_hash(s.token_hash, hash)) return s.seat;
  }
  return -1;
}

void Room::hello(const std::shared_ptr<Client>& c, const ClientMessage& m, const HelloMsg& h) {
  if (c->binding.bound) {
    send_error(*c, m.id, "this connection already said hello; open a new one to change seat");
    return;
  }
  int viewer = kSpectatorViewer;
  if (!h.spectator) {
    viewer = seat_of_token(h.token);
    if (viewer < 0) {
      send_error(*c, m.id, "wrong token: it acts for no seat of this game (ask for a new invite)");
      return;
    }
  }
  const auto& stream = streams_[static_cast<std::size_t>(viewer + 1)];
  c->binding =
      Client::Binding{true, viewer, std::min<std::uint64_t>(h.since, stream.size()), false};
  c->greeted = true;  // the hello timer closes only sockets that never said hello
  c->send(encode(welcome_message(viewer, summary(), m.id)));
  deliver(*c);
  if (viewer >= 0) {
    send_rematch(*c);
    send_presence();
    refresh_summary();
  }
}

void Room::act(const std::shared_ptr<Client>& c, const ClientMessage& m, const ActMsg& a) {
  const int seat = c->binding.viewer;
  if (seat < 0) {
    send_error(*c, m.id, "a spectator cannot act; join a seat to play");
    return;
  }
  if (match_.is_terminal()) {
    send_error(*c, m.id, "the game is over; no action can be played");
    return;
  }
  const int to_move = match_.current_player();
  if (to_move != seat) {
    send_error(*c, m.id,
               fmt::format("not your turn: {} is to decide", match_.game().player_name(to_move)));
    return;
  }
  if (a.version != match_.actions_played()) {
    send_error(*c, m.id,
               fmt::format("stale version {}: the game is at version {}; act on the latest view",
                           a.version, match_.actions_played()));
    return;
  }
  Action action = 0;
  try {
    action = match_.parse(a.action);
  } catch (const RefusedAction& e) {
    c->send(encode(refusal_message(m.id, e.what(), e.reason())));
    return;
  } catch (const ActionError& e) {
    send_error(*c, m.id, e.what());
    return;
  }
  try {
    play_and_commit(action, seat);
  } catch (const std::exception& e) {
    send_error(
        *c, m.id,
        fmt::format("the action could not be stored ({}); nothing changed; reconnect", e.what()));
    lose();
    return;
  }
  c->send(encode(ack_message(m.id, match_.actions_played())));
  broadcast();
  schedule_bot();
}

void Room::undo(const std::shared_ptr<Client>& c, const ClientMessage& m) {
  const int seat = c->binding.viewer;
  if (!undo_allowed(seat)) {
    send_error(*c, m.id, "undo is only for a person playing against bots only");
    return;
  }
  if (last_decision_of(seat) < 0) {
    send_error(*c, m.id, "nothing to undo: this seat has not decided anything yet");
    return;
  }
  try {
    storage_.append_action(id_, StoredAction{seq_ + 1, "undo", std::to_string(seat)}, nullptr,
                           context_.instance);
    ++seq_;
  } catch (const std::exception& e) {
    send_error(
        *c, m.id,
        fmt::format("the undo could not be stored ({}); nothing changed; reconnect", e.what()));
    lose();
    return;
  }
  undo_logged(seat);
  refresh_summary();
  try {
    storage_.update_listing(id_, listing());  // the listing follows; the undo itself is stored
  } catch (const std::exception& e) {
    std::cerr << fmt::format("bivouac serve: game {}: listing not updated: {}\n", id_, e.what());
  }
  c->send(encode(ack_message(m.id, match_.actions_played())));
  broadcast();
  schedule_bot();
  refresh_summary();
}

void Room::hint(const std::shared_ptr<Client>& c, const ClientMessage& m, const HintMsg& h) {
  const int seat = c->binding.viewer;
  if (seat < 0) {
    send_error(*c, m.id, "a spectator cannot ask for a hint");
    return;
  }
  if (match_.is_terminal() || match_.current_player() != seat) {
    send_error(*c, m.id, "a hint is given only when this seat is to decide");
    return;
  }
  // A client chooses a level, never a budget: hints share the worker pool with every game.
  std::string spec(kDefaultHintBot);
  if (!h.bot.empty()) {
    if (h.bot != "ismcts:easy" && h.bot != "ismcts:medium" && h.bot != "ismcts:hard") {
      send_error(*c, m.id, "hint bot must be ismcts:easy, ismcts:medium or ismcts:hard");
      return;
    }
    spec = h.bot;
  }
  if (c->binding.hint_pending) {
    send_error(*c, m.id, "a hint is already being computed for this connection");
    return;
  }
  c->binding.hint_pending = true;
  std::shared_ptr<const State> known = known_state(match_.game(), match_.state(), seat);
  const bool queued = jobs_(JobClass::kHint, [self = shared_from_this(), c, known, seat, spec,
                                              id = m.id, game = match_.game_ptr()]() {
    json reply;
    try {
      reply = hint_message(id, hint_json(*game, *known, seat, spec));
    } catch (const std::exception& e) {
      reply = error_message(id, std::string("hint failed: ") + e.what());
    }
    {
      Lock lock(self->mutex_);
      c->binding.hint_pending = false;
    }
    c->send(encode(reply));
  });
  if (!queued) {
    c->binding.hint_pending = false;
    send_error(*c, m.id, "the server is busy with other hints; ask again in a moment");
  }
}

// --- Sending ---------------------------------------------------------------------------------

void Room::deliver(Client& c) {
  const int viewer = c.binding.viewer;
  const auto& stream = streams_[static_cast<std::size_t>(viewer + 1)];
  if (c.binding.delivered < stream.size()) {
    std::vector<const Event*> events;
    for (std::uint64_t n = c.binding.delivered + 1; n <= stream.size(); ++n) {
      events.push_back(&log_[stream[n - 1]]);
    }
    c.send(encode(events_message(events, c.binding.delivered + 1, viewer)));
    c.binding.delivered = stream.size();
  }
  const SeatViewContext ctx{match_.actions_played(),
                            undo_allowed(viewer) && last_decision_of(viewer) >= 0, true};
  c.send(encode(view_message(match_.game(), match_.state(), viewer, ctx)));
}

void Room::broadcast() {
  for (const auto& c : clients_) {
    if (c->binding.bound) deliver(*c);
  }
}

void Room::send_presence() {
  std::vector<bool> connected(bots_.size(), false);
  for (const auto& c : clients_) {
    if (c->binding.bound && c->binding.viewer >= 0) {
      connected[static_cast<std::size_t>(c->binding.viewer)] = true;
    }
  }
  for (std::size_t p = 0; p < connected.size(); ++p) {
    connected[p] = connected[p] || bots_[p] != nullptr;
  }
  const auto msg = encode(presence_message(connected));
  for (const auto& c : clients_) {
    if (c->binding.bound) c->send(msg);
  }
}

// --- Bots ------------------------------------------------------------------------------------

void Room::schedule_bot() {
  if (retired_ || bot_pending_ || match_.is_terminal()) return;
  const int p = match_.current_player();
  Bot* bot = bots_[static_cast<std::size_t>(p)].get();
  if (!bot) return;
  bot_pending_ = true;
  std::shared_ptr<const State> known = match_.game().observation(match_.state(), p);
  // A person waiting for this bot is served before any bot-only game (docs/network.md).
  const bool someone_waits =
      std::any_of(bots_.begin(), bots_.end(), [](const auto& b) { return b == nullptr; });
  const JobClass job_class = someone_waits ? JobClass::kHumanBot : JobClass::kBotGame;
  const bool queued =
      jobs_(job_class, [self = shared_from_this(), bot, known, p, generation = generation_]() {
        try {
          const Action a = bot->choose(*known, p);
          self->on_bot_move(p, generation, a);
        } catch (const std::exception& e) {
          std::cerr << fmt::format("bivouac serve: game {}: the bot for seat {} failed: {}\n",
                                   self->id_, p, e.what());
          Lock lock(self->mutex_);
          self->bot_pending_ = false;
          self->idle_since_ = std::chrono::steady_clock::now();
        }
      });
  // Refused only while the server stops (or with 65,536 games' bots waiting): the bot moves
  // again when the room is next loaded.
  if (!queued) bot_pending_ = false;
}

void Room::on_bot_move(int player, std::uint64_t generation, Action a) {
  Lock lock(mutex_);
  bot_pending_ = false;
  // An undo while the bot was thinking makes its move stale: ask again on the new position.
  if (generation != generation_ || match_.is_terminal() || match_.current_player() != player) {
    schedule_bot();
    return;
  }
  try {
    play_and_commit(a, player);
  } catch (const std::exception& e) {
    std::cerr << fmt::format("bivouac serve: game {}: the bot's move could not be stored: {}\n",
                             id_, e.what());
    lose();
    return;
  }
  idle_since_ = std::chrono::steady_clock::now();
  broadcast();
  schedule_bot();
}

// --- Lobby -----------------------------------------------------------------------------------

void Room::refresh_summary() {
  std::vector<bool> connected(bots_.size(), false);
  for (const auto& c : clients_) {
    if (c->binding.bound && c->binding.viewer >= 0) {
      connected[static_cast<std::size_t>(c->binding.viewer)] = true;
    }
  }
  const bool terminal = match_.is_terminal();
  bool waiting = false;
  bool joinable = false;
  json seats = json::array();
  std::scoped_lock lock(summary_mutex_);
  for (const auto& s : setup_.seats) {
    const auto p = static_cast<std::size_t>(s.seat);
    const bool taken = s.kind == "bot" || !s.token_hash.empty();
    waiting = waiting || !taken;
    joinable = joinable || (s.kind == "human" && s.open && !taken);
    json seat = {{"seat", s.seat},
                 {"kind", s.kind},
                 {"name", s.name},
                 {"taken", taken},
                 {"connected", s.kind == "bot" || connected[p]}};
    if (s.kind == "bot") seat["bot"] = s.bot;
    seats.push_back(std::move(seat));
  }
  const Game& game = match_.game();
  summary_ = {{"id", id_},
              {"game", game.spec()},
              {"status", terminal  ? "finished"
                         : waiting ? "waiting"
                                   : "playing"},
              {"seats", std::move(seats)},
              {"turn", game.turn_number(match_.state())},
              {"version", match_.actions_played()},
              {"to_move", terminal ? json() : json(match_.current_player())},
              {"created", setup_.created}};
  if (!setup_.rematch_of.empty()) summary_["rematch_of"] = setup_.rematch_of;
  if (terminal) {
    const int side = game.winning_side(match_.state());
    summary_["result"] = {{"winning_side", side >= 0 ? json(side) : json()},
                          {"winner", side >= 0 ? json(game.side_name(side)) : json()},
                          {"end_reason", game.end_reason(match_.state())}};
  }
  joinable_ = joinable && !terminal;
  const Bot* bot_seat =
      terminal ? nullptr : bots_[static_cast<std::size_t>(match_.current_player())].get();
  // Stored for other instances and later: who is connected is known only here and now.
  json stored = summary_;
  for (auto& seat : stored["seats"]) seat["connected"] = seat["kind"] == "bot";
  listing_ = GameListing{summary_["status"].get<std::string>(), joinable_, bot_seat != nullptr,
                         stored.dump(-1, ' ', false, json::error_handler_t::replace)};
}

GameListing Room::listing() const {
  std::scoped_lock lock(summary_mutex_);
  return listing_;
}

json Room::summary() const {
  std::scoped_lock lock(summary_mutex_);
  return summary_;
}

bool Room::joinable() const {
  std::scoped_lock lock(summary_mutex_);
  return joinable_;
}

Reply Room::join(int seat, const std::string& name) {
  Lock lock(mutex_);
  if (seat < 0 || seat >= static_cast<int>(setup_.seats.size())) {
    return error_reply(400, fmt::format("seat {} does not exist; this game has seats 0 to {}", seat,
                                        setup_.seats.size() - 1));
  }
  StoredSeat updated = setup_.seats[static_cast<std::size_t>(seat)];
  if (updated.kind != "human" || !updated.open || !updated.token_hash.empty()) {
    return error_reply(409, fmt::format("seat {} is not open to join", seat));
  }
  if (match_.is_terminal()) return error_reply(409, "the game is over");
  const std::string checked = checked_player_name(name, match_.game(), seat);  // 400 if refused
  const std::string token = new_token();
  updated.token_hash = sha256_hex(token);
  if (!checked.empty()) updated.name = checked;
  if (auto refused = store_seat(updated)) return *refused;
  return Reply{200,
               {{"ok", true},
                {"seat", seat},
                {"token", token},
                {"invite", fmt::format("/play/{}#seat={}&token={}", id_, seat, token)}}};
}

Reply Room::leave(const std::string& token) {
  Lock lock(mutex_);
  const int seat = seat_of_token(token);
  if (seat < 0) return error_reply(403, "wrong token: it acts for no seat of this game");
  StoredSeat updated = setup_.seats[static_cast<std::size_t>(seat)];
  updated.token_hash.clear();
  updated.open = true;
  if (auto refused = store_seat(updated)) return *refused;
  // The old token no longer acts: connections bound to the seat become spectators' sockets no
  // more; they are closed so the client learns at once.
  for (const auto& c : clients_) {
    if (c->binding.bound && c->binding.viewer == seat) {
      c->binding.bound = false;
      c->close();
    }
  }
  send_presence();
  refresh_summary();
  return Reply{200, {{"ok", true}, {"seat", seat}}};
}

std::optional<Reply> Room::store_seat(const StoredSeat& updated) {
  const auto p = static_cast<std::size_t>(updated.seat);
  const StoredSeat before = setup_.seats[p];
  {
    std::scoped_lock s(summary_mutex_);
    setup_.seats[p] = updated;
  }
  refresh_summary();
  try {
    storage_.update_seat(id_, updated, listing());
  } catch (const std::exception& e) {
    {
      std::scoped_lock s(summary_mutex_);
      setup_.seats[p] = before;
    }
    refresh_summary();
    return error_reply(500, fmt::format("could not store the seat: {}", e.what()));
  }
  return std::nullopt;
}

StoredGame Room::stored_setup() const {
  std::scoped_lock lock(summary_mutex_);
  return setup_;
}

void Room::announce_rematch(const std::string& game, const std::vector<std::string>& new_tokens,
                            const std::vector<int>& new_seat_of) {
  Lock lock(mutex_);
  rematch_ = PendingRematch{game, new_tokens, new_seat_of};
  for (const auto& c : clients_) {
    if (c->binding.bound) send_rematch(*c);
  }
}

void Room::send_rematch(Client& c) {
  // Kept for a seat that is not connected when the rematch is made: its holder gets the new
  // token when it next says hello here (only the new game's token hash is stored, so a server
  // restart forgets it; the rematch then waits for an invite from the other player).
  if (!rematch_ || c.binding.viewer < 0) return;
  const int to = rematch_->new_seat_of[static_cast<std::size_t>(c.binding.viewer)];
  const std::string& token = rematch_->tokens[static_cast<std::size_t>(to)];
  if (token.empty()) return;
  c.send(encode(rematch_message(rematch_->game, to, token)));
}

std::optional<json> Room::finished_record() const {
  Lock lock(mutex_);
  if (!match_.is_terminal()) return std::nullopt;
  return match_.record().to_json();
}

Room::RecordSnapshot Room::record_snapshot() const {
  Lock lock(mutex_);
  return RecordSnapshot{match_.record(), match_.is_terminal()};
}

}  // namespace bivouac::server
