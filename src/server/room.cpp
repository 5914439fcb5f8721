#include "server/room.h"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "core/errors.h"
#include "core/registry.h"
#include "core/seat_view.h"
#include "server/messages.h"
#include "server/room_inbox.h"

namespace bivouac::server {

namespace {

// The action whose text is exactly `text` (stored actions), else the usual typed-text rules.
Action stored_action(const Match& m, const std::string& text) {
  if (auto a = exact_legal_action(m.game(), m.state(), text)) return *a;
  return m.parse(text);
}

Match start_match(const StoredGame& g) {
  return Match(GameRegistry::instance().create(g.spec), g.seed);
}

// Stores a changed seat with the listing of this position and the changed seats (called under
// the room's lock, while the seat book holds its own).
SeatBook::Store seat_store(const std::string& id, const Match& match, const Audience& audience,
                           Storage& storage) {
  return [&id, &match, &audience, &storage](const StoredSeat& updated, const StoredGame& after) {
    std::vector<bool> bot_seats;
    for (const auto& s : after.seats) bot_seats.push_back(s.kind == "bot");
    const RoomSummary summary = summarize(id, match.game(), position_facts(match, bot_seats), after,
                                          audience.connected_seats());
    storage.update_seat(id, updated, summary.listing);
  };
}

}  // namespace

Room::Room(StoredGame stored, Storage& storage, JobRunner jobs, RoomContext context)
    : id_(stored.id),
      storage_(storage),
      jobs_(std::move(jobs)),
      context_(std::move(context)),
      job_owner_(context_.owner),
      seats_(stored),
      cards_(hold_card_list(stored.cards)),
      match_(start_match(stored)),
      events_(match_.game().num_players()),
      audience_(match_.game().num_players()),
      views_(match_.game().num_players()) {
  const Game& game = match_.game();
  const int n = game.num_players();
  if (static_cast<int>(stored.seats.size()) != n) {
    throw SpecError(fmt::format("{} seats given but {} has {} players", stored.seats.size(),
                                game.info().id, n));
  }
  for (int p = 0; p < n; ++p) {
    const StoredSeat& s = stored.seats[static_cast<std::size_t>(p)];
    bots_.push_back(s.kind == "bot"
                        ? BotRegistry::instance().create(s.bot, match_.game_ptr(),
                                                         derive_seed(stored.seed, 77 + p))
                        : nullptr);
    if (bots_.back()) bots_.back()->cap_seconds(context_.bot_seconds_cap);
  }
  // The opening (deals, nations, who begins) is told before anyone decides: a player who decides
  // first reads it with his first view, not after his first action.
  events_.take(match_.events());
  for (const StoredAction& a : stored.actions) {
    if (a.seq != seq_ + 1) {
      throw FormatError(fmt::format("game {}: action {} follows {}", id_, a.seq, seq_));
    }
    if (a.kind == "undo") {
      undo_logged(std::stoi(a.text));
      ++undos_;
    } else {
      const int actor = match_.current_player();
      match_.apply(stored_action(match_, a.text));
      actors_.push_back(actor);
      events_.take(match_.events());
    }
    seq_ = a.seq;
  }
  // A position is kept for each action a person may take back, and one for a commit that fails.
  const auto humans = std::count(bots_.begin(), bots_.end(), nullptr);
  match_.limit_undo(humans == 1 ? kUndoDepth : 1);
  publish();
}

void Room::start() {
  Lock lock(mutex_);
  schedule_bot();
}

bool Room::try_retire() {
  Lock lock(mutex_);
  if (!audience_.empty() || bot_pending_) return false;
  retired_ = true;
  return true;
}

Room::Activity Room::activity() const {
  Lock lock(mutex_);
  Activity a;
  a.visited = visited_;
  if (audience_.empty() && !bot_pending_) {
    a.idle_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - idle_since_).count();
  }
  return a;
}

// --- The loop --------------------------------------------------------------------------------

std::optional<std::string> Room::commit(Action a, std::string text, int actor) {
  const EventStreams::Mark mark = events_.mark();
  const std::string stored_text = text;
  match_.apply_listed(a, std::move(text));
  actors_.push_back(actor);
  events_.take(match_.events());
  try {
    const PositionFacts facts = position_facts(match_, seats_.bot_seats());
    const RoomSummary after =
        summarize(id_, match_.game(), facts, seats_.setup(), audience_.connected_seats());
    storage_.append_action(id_, StoredAction{seq_ + 1, "act", stored_text}, &after.listing,
                           context_.instance);
  } catch (const std::exception& e) {
    match_.undo();
    actors_.pop_back();
    events_.rollback(mark);
    return std::string(e.what());
  }
  ++seq_;
  ++generation_;
  legal_.reset();
  views_.invalidate();
  publish();
  if (match_.is_terminal() && context_.on_finished) context_.on_finished(id_);
  return std::nullopt;
}

void Room::fan_out() {
  audience_.broadcast(events_, views_, [this](int v) { return build_view(v); });
  schedule_bot();
}

void Room::undo_logged(int seat) {
  const int last = RoomInbox::last_decision_of(*this, seat);
  if (last < 0) throw FormatError(fmt::format("game {}: seat {} has nothing to undo", id_, seat));
  int taken = 0;
  while (static_cast<int>(actors_.size()) > last) {
    match_.undo();
    actors_.pop_back();
    ++taken;
  }
  ++generation_;
  events_.undone(match_.events().size(),
                 Event{"undo",
                       seat,
                       kEveryone,
                       fmt::format("{} takes back {} action{}", match_.game().player_name(seat),
                                   taken, taken == 1 ? "" : "s"),
                       {{"actions", taken}}});
  legal_.reset();
  views_.invalidate();
}

void Room::lose() {
  retired_ = true;
  audience_.close_all();
  if (context_.on_lost) context_.on_lost(id_);
}

void Room::publish() {
  published_.store(std::make_shared<const RoomSummary>(
      summarize(id_, match_.game(), position_facts(match_, seats_.bot_seats()), seats_.setup(),
                audience_.connected_seats())));
}

nlohmann::json Room::build_view(int viewer) const {
  const SeatViewContext ctx{match_.actions_played(), RoomInbox::can_undo(*this, viewer), true};
  return view_message(match_.game(), match_.state(), viewer, ctx);
}

// --- Connections -----------------------------------------------------------------------------

bool Room::attach(const std::shared_ptr<Client>& client) {
  Lock lock(mutex_);
  if (retired_) return false;
  audience_.add(client);
  visited_ = true;
  return true;
}

void Room::detach(const std::shared_ptr<Client>& client) {
  Lock lock(mutex_);
  const bool was_seat = audience_.remove(client);
  if (audience_.empty()) idle_since_ = std::chrono::steady_clock::now();
  if (was_seat) {
    audience_.send_presence(seats_.bot_seats());
    publish();
  }
}

void Room::close_all() {
  Lock lock(mutex_);
  audience_.close_all();
}

void Room::on_message(const std::shared_ptr<Client>& client, std::string_view text) {
  auto parsed = parse_client_message(text);
  Lock lock(mutex_);
  RoomInbox::handle(*this, client, parsed);
}

// --- Seats -----------------------------------------------------------------------------------

Reply Room::join(int seat, const std::string& name) {
  Lock lock(mutex_);
  Reply reply = seats_.join(seat, name, match_.game(), match_.is_terminal(),
                            seat_store(id_, match_, audience_, storage_));
  if (reply.status == 200) publish();
  return reply;
}

Reply Room::leave(const std::string& token) {
  Lock lock(mutex_);
  SeatBook::Left left = seats_.leave(token, seat_store(id_, match_, audience_, storage_));
  if (left.seat < 0) return left.reply;
  // The old token no longer acts: its connections are closed so the client learns at once.
  audience_.close_seat(left.seat);
  audience_.send_presence(seats_.bot_seats());
  publish();
  return left.reply;
}

void Room::announce_rematch(RematchOffer offer) {
  Lock lock(mutex_);
  seats_.offer_rematch(std::move(offer));
  audience_.for_each_bound([this](Client& c) { RoomInbox::send_rematch(*this, c); });
}

Room::RecordSnapshot Room::record_snapshot() const {
  Lock lock(mutex_);
  return RecordSnapshot{match_.record(), match_.is_terminal()};
}

}  // namespace bivouac::server
