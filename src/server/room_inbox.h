#pragma once
// What a room does with each message a client sends: hello binds the connection to a seat or
// to the spectators, act plays the seat's decision by its index in the legal list, undo takes
// the seat's last decision back, hint asks the search bot on the worker pool. Everything here
// runs under the room's lock; the room's loop (commit, fan-out) does the rest.
#include <memory>
#include <variant>

#include "server/client.h"
#include "server/client_message.h"

namespace bivouac::server {

class Room;

class RoomInbox {
 public:
  static void handle(Room& room, const std::shared_ptr<Client>& client,
                     const std::variant<ClientMessage, ParseFailure>& parsed);
  // Offers `c` its seat in the rematch, if there is one for it.
  static void send_rematch(const Room& room, Client& c);
  // The index in the match's history of `seat`'s last decision, or -1.
  [[nodiscard]] static int last_decision_of(const Room& room, int seat);
  // Whether `viewer` may take back a decision now.
  [[nodiscard]] static bool can_undo(const Room& room, int viewer);

 private:
  static void hello(Room& room, const std::shared_ptr<Client>& c, const ClientMessage& m,
                    const HelloMsg& h);
  static void act(Room& room, Client& c, const ClientMessage& m, const ActMsg& a);
  static void undo(Room& room, Client& c, const ClientMessage& m);
  static void hint(Room& room, const std::shared_ptr<Client>& c, const ClientMessage& m,
                   const HintMsg& h);
  // Undo is for a person playing against bots only.
  [[nodiscard]] static bool undo_allowed(const Room& room, int seat);
};

}  // namespace bivouac::server
