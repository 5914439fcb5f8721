#include "server/room_inbox.h"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "ai/hint.h"
#include "core/game_help.h"
#include "core/seat_view.h"
#include "server/messages.h"
#include "server/room.h"

namespace bivouac::server {

namespace {

void send_error(Client& c, const nlohmann::json& id, const std::string& error) {
  c.send(encode_message(error_message(id, error)));
}

}  // namespace

void RoomInbox::handle(Room& room, const std::shared_ptr<Client>& client,
                       const std::variant<ClientMessage, ParseFailure>& parsed) {
  if (const auto* bad = std::get_if<ParseFailure>(&parsed)) {
    send_error(*client, bad->id, bad->error);
    return;
  }
  const auto& msg = std::get<ClientMessage>(parsed);
  if (const auto* h = std::get_if<HelloMsg>(&msg.body)) {
    hello(room, client, msg, *h);
    return;
  }
  if (!client->binding.bound) {
    send_error(*client, msg.id, "send hello first, with a seat token or \"spectator\": true");
    return;
  }
  if (const auto* a = std::get_if<ActMsg>(&msg.body)) {
    act(room, *client, msg, *a);
  } else if (std::holds_alternative<UndoMsg>(msg.body)) {
    undo(room, *client, msg);
  } else if (const auto* h2 = std::get_if<HintMsg>(&msg.body)) {
    hint(room, client, msg, *h2);
  } else {
    client->send(encode_message(pong_message(msg.id)));
  }
}

void RoomInbox::hello(Room& room, const std::shared_ptr<Client>& c, const ClientMessage& m,
                      const HelloMsg& h) {
  if (c->binding.bound) {
    send_error(*c, m.id, "this connection already said hello; open a new one to change seat");
    return;
  }
  int viewer = kSpectatorViewer;
  if (!h.spectator) {
    viewer = room.seats_.seat_of_token(h.token);
    if (viewer < 0) {
      send_error(*c, m.id, "wrong token: it acts for no seat of this game (ask for a new invite)");
      return;
    }
  }
  // A long game's whole history is not sent again: past kMaxEventsOnHello, its older events are
  // in the replay (docs/network.md), so one hello cannot fill a connection's queue.
  const std::uint64_t have = room.events_.size(viewer);
  const std::uint64_t oldest = have > Room::kMaxEventsOnHello ? have - Room::kMaxEventsOnHello : 0;
  c->binding = Client::Binding{true, viewer, std::clamp(h.since, oldest, have), false};
  c->greeted = true;                // the hello timer closes only sockets that never said hello
  if (viewer >= 0) room.publish();  // this seat is connected now
  c->send(encode_message(welcome_message(viewer, room.published()->summary, m.id)));
  Audience::deliver(*c, room.events_, room.views_, [&room](int v) { return room.build_view(v); });
  if (viewer >= 0) {
    send_rematch(room, *c);
    room.audience_.send_presence(room.seats_.bot_seats());
  }
}

void RoomInbox::act(Room& room, Client& c, const ClientMessage& m, const ActMsg& a) {
  const int seat = c.binding.viewer;
  const Match& match = room.match_;
  if (seat < 0) {
    send_error(c, m.id, "a spectator cannot act; join a seat to play");
    return;
  }
  if (match.is_terminal()) {
    send_error(c, m.id, "the game is over; no action can be played");
    return;
  }
  const int to_move = match.current_player();
  if (to_move != seat) {
    send_error(c, m.id,
               fmt::format("not your turn: {} is to decide", match.game().player_name(to_move)));
    return;
  }
  if (a.version != match.actions_played()) {
    send_error(c, m.id,
               fmt::format("stale version {}: the game is at version {}; act on the latest view",
                           a.version, match.actions_played()));
    return;
  }
  if (!room.legal_) {
    room.legal_.emplace();
    match.game().legal_actions(match.state(), *room.legal_);
  }
  const ActionList& legal = *room.legal_;
  Action action = 0;
  std::string text;
  if (a.index != 0) {
    if (a.index > legal.size()) {
      send_error(c, m.id,
                 fmt::format("index {} is not a legal action: the view of version {} lists "
                             "actions 1 to {}",
                             a.index, a.version, legal.size()));
      return;
    }
    action = legal[a.index - 1];
    text = match.game().action_to_string(match.state(), action);
  } else if (auto exact = exact_legal_action(match.game(), match.state(), a.action)) {
    // Protocol 1: the exact text of a legal action, never a prefix or a number.
    action = *exact;
    text = a.action;
  } else {
    const std::string error = fmt::format(
        "\"{}\" is not a legal action now; send the \"index\" of one of the view's legal actions",
        a.action);
    if (auto reason = explain_refusal(match.game(), match.state(), a.action)) {
      c.send(encode_message(refusal_message(m.id, error, *reason)));
    } else {
      send_error(c, m.id, error);
    }
    return;
  }
  if (auto failed = room.commit(action, std::move(text), seat)) {
    send_error(
        c, m.id,
        fmt::format("the action could not be stored ({}); nothing changed; reconnect", *failed));
    room.lose();
    return;
  }
  c.send(encode_message(ack_message(m.id, match.actions_played())));
  if (!c.address.empty()) room.job_owner_ = c.address;  // the bot now answers this person
  room.fan_out();
}

int RoomInbox::last_decision_of(const Room& room, int seat) {
  for (int i = static_cast<int>(room.actors_.size()) - 1; i >= 0; --i) {
    if (room.actors_[static_cast<std::size_t>(i)] == seat) return i;
  }
  return -1;
}

bool RoomInbox::undo_allowed(const Room& room, int seat) {
  for (std::size_t p = 0; p < room.bots_.size(); ++p) {
    if (static_cast<int>(p) != seat && !room.bots_[p]) return false;
  }
  return seat >= 0 && !room.bots_[static_cast<std::size_t>(seat)];
}

bool RoomInbox::can_undo(const Room& room, int viewer) {
  if (room.match_.is_terminal() || !undo_allowed(room, viewer)) return false;
  const int last = last_decision_of(room, viewer);
  return last >= 0 &&
         room.actors_.size() - static_cast<std::size_t>(last) <= room.match_.undoable() &&
         room.undos_ < Room::kMaxUndos;
}

void RoomInbox::undo(Room& room, Client& c, const ClientMessage& m) {
  const int seat = c.binding.viewer;
  if (!undo_allowed(room, seat)) {
    send_error(c, m.id, "undo is only for a person playing against bots only");
    return;
  }
  // After the end the record is public (its seed too): taking an action back then would let a
  // player replay the game knowing every draw.
  if (room.match_.is_terminal()) {
    send_error(c, m.id, "the game is over; nothing can be taken back");
    return;
  }
  if (last_decision_of(room, seat) < 0) {
    send_error(c, m.id, "nothing to undo: this seat has not decided anything yet");
    return;
  }
  if (room.undos_ >= Room::kMaxUndos) {
    send_error(c, m.id, fmt::format("this game has used its {} undos; play on", Room::kMaxUndos));
    return;
  }
  if (!can_undo(room, seat)) {
    send_error(c, m.id,
               fmt::format("only the last {} actions can be taken back", Room::kUndoDepth));
    return;
  }
  try {
    room.storage_.append_action(room.id_, StoredAction{room.seq_ + 1, "undo", std::to_string(seat)},
                                nullptr, room.context_.instance);
    ++room.seq_;
    ++room.undos_;
  } catch (const std::exception& e) {
    send_error(
        c, m.id,
        fmt::format("the undo could not be stored ({}); nothing changed; reconnect", e.what()));
    room.lose();
    return;
  }
  room.undo_logged(seat);
  room.publish();
  try {
    // The listing follows; the undo itself is stored.
    room.storage_.update_listing(room.id_, room.published()->listing);
  } catch (const std::exception& e) {
    std::cerr << fmt::format("bivouac serve: game {}: listing not updated: {}\n", room.id_,
                             e.what());
  }
  c.send(encode_message(ack_message(m.id, room.match_.actions_played())));
  if (!c.address.empty()) room.job_owner_ = c.address;  // the bot now answers this person
  room.fan_out();
}

void RoomInbox::hint(Room& room, const std::shared_ptr<Client>& c, const ClientMessage& m,
                     const HintMsg& h) {
  const int seat = c->binding.viewer;
  const Match& match = room.match_;
  if (seat < 0) {
    send_error(*c, m.id, "a spectator cannot ask for a hint");
    return;
  }
  if (match.is_terminal() || match.current_player() != seat) {
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
  std::shared_ptr<const State> known = known_state(match.game(), match.state(), seat);
  const std::string& owner = c->address.empty() ? room.job_owner_ : c->address;
  const bool queued =
      room.jobs_(JobClass::kHint, owner,
                 [self = room.shared_from_this(), c, known, seat, spec, id = m.id,
                  game = match.game_ptr(), cap = room.context_.bot_seconds_cap]() {
                   nlohmann::json reply;
                   try {
                     reply = hint_message(id, hint_json(*game, *known, seat, spec, 1, cap));
                   } catch (const std::exception& e) {
                     reply = error_message(id, std::string("hint failed: ") + e.what());
                   }
                   {
                     Room::Lock lock(self->mutex_);
                     c->binding.hint_pending = false;
                   }
                   c->send(encode_message(reply));
                 });
  if (!queued) {
    c->binding.hint_pending = false;
    send_error(*c, m.id, "the server is busy with other hints; ask again in a moment");
  }
}

void RoomInbox::send_rematch(const Room& room, Client& c) {
  // Kept for a seat that is not connected when the rematch is made: its holder gets the new
  // token when it next says hello here (only the new game's token hash is stored, so a server
  // restart forgets it; the rematch then waits for an invite from the other player).
  if (c.binding.viewer < 0) return;
  if (auto ticket = room.seats_.rematch_for(c.binding.viewer)) {
    c.send(encode_message(rematch_message(ticket->game, ticket->seat, ticket->token)));
  }
}

}  // namespace bivouac::server
