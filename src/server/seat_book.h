#pragma once
// The seats of one game as stored: who sits where under which name, the hashes of their tokens,
// and the seats a rematch offers them. Below the room: it never calls back into it. Its own lock
// lets the lobby ask which seat a token holds while the room is busy.
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "server/reply.h"
#include "server/storage/storage.h"

namespace bivouac::server {

// The rematch of a game: the new game, the token of each of its seats (empty for a bot or a
// seat nobody held) and where each old seat sits there.
struct RematchOffer {
  std::string game;
  std::vector<std::string> tokens;
  std::vector<int> new_seat_of;
};

struct RematchTicket {
  std::string game;
  int seat = 0;
  std::string token;
};

class SeatBook {
 public:
  explicit SeatBook(StoredGame setup);

  // The seat a token acts for, or -1 (compared by hash, in constant time).
  [[nodiscard]] int seat_of_token(const std::string& token) const;
  // The game as stored, without its actions.
  [[nodiscard]] StoredGame setup() const;
  // `result[p]`: seat p is a bot (fixed at creation).
  [[nodiscard]] const std::vector<bool>& bot_seats() const { return bot_seats_; }

  // Writes a changed seat durably, with the whole setup as it will be; throws to refuse it.
  using Store = std::function<void(const StoredSeat& updated, const StoredGame& after)>;
  // A stranger takes an open seat: its new token and invite, or why not.
  [[nodiscard]] Reply join(int seat, const std::string& name, const Game& game, bool finished,
                           const Store& store);
  struct Left {
    Reply reply;
    int seat = -1;  // the seat given up, or -1
  };
  // The holder of `token` gives up his seat, which opens to strangers.
  [[nodiscard]] Left leave(const std::string& token, const Store& store);

  void offer_rematch(RematchOffer offer);
  // What the rematch offers the holder of `old_seat`, if it offers him a seat.
  [[nodiscard]] std::optional<RematchTicket> rematch_for(int old_seat) const;

 private:
  // Stores `updated`; on failure the seat is as before and the refusal is returned.
  std::optional<Reply> change(const StoredSeat& updated, const Store& store);
  [[nodiscard]] int seat_of_hash(const std::string& hash) const;

  mutable std::mutex mutex_;
  StoredGame setup_;
  std::vector<bool> bot_seats_;
  std::optional<RematchOffer> rematch_;
};

}  // namespace bivouac::server
