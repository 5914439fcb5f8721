#include "server/seat_book.h"

#include <fmt/format.h>

#include "server/player_name.h"
#include "server/token.h"

namespace bivouac::server {

SeatBook::SeatBook(StoredGame setup) : setup_(std::move(setup)) {
  setup_.actions.clear();
  for (const auto& s : setup_.seats) bot_seats_.push_back(s.kind == "bot");
}

int SeatBook::seat_of_hash(const std::string& hash) const {
  for (const auto& s : setup_.seats) {
    if (!s.token_hash.empty() && same_hash(s.token_hash, hash)) return s.seat;
  }
  return -1;
}

int SeatBook::seat_of_token(const std::string& token) const {
  if (token.empty()) return -1;
  const std::string hash = sha256_hex(token);
  std::scoped_lock lock(mutex_);
  return seat_of_hash(hash);
}

StoredGame SeatBook::setup() const {
  std::scoped_lock lock(mutex_);
  return setup_;
}

std::optional<Reply> SeatBook::change(const StoredSeat& updated, const Store& store) {
  StoredGame after = setup_;
  after.seats[static_cast<std::size_t>(updated.seat)] = updated;
  try {
    store(updated, after);
  } catch (const std::exception& e) {
    return error_reply(500, fmt::format("could not store the seat: {}", e.what()));
  }
  setup_ = std::move(after);
  return std::nullopt;
}

Reply SeatBook::join(int seat, const std::string& name, const Game& game, bool finished,
                     const Store& store) {
  std::scoped_lock lock(mutex_);
  if (seat < 0 || seat >= static_cast<int>(setup_.seats.size())) {
    return error_reply(400, fmt::format("seat {} does not exist; this game has seats 0 to {}", seat,
                                        setup_.seats.size() - 1));
  }
  StoredSeat updated = setup_.seats[static_cast<std::size_t>(seat)];
  if (updated.kind != "human" || !updated.open || !updated.token_hash.empty()) {
    return error_reply(409, fmt::format("seat {} is not open to join", seat));
  }
  if (finished) return error_reply(409, "the game is over");
  std::vector<std::string> others;  // the creator's and every other seat's: none may be taken
  for (const StoredSeat& s : setup_.seats) {
    if (s.seat != seat) others.push_back(s.name);
  }
  const std::string checked = checked_player_name(name, game, seat, others);  // or 400
  const std::string token = new_token();
  updated.token_hash = sha256_hex(token);
  if (!checked.empty()) updated.name = checked;
  if (auto refused = change(updated, store)) return *refused;
  return Reply{200,
               {{"ok", true},
                {"seat", seat},
                {"token", token},
                {"invite", fmt::format("/play/{}#seat={}&token={}", setup_.id, seat, token)}}};
}

SeatBook::Left SeatBook::leave(const std::string& token, const Store& store) {
  const std::string hash = token.empty() ? std::string() : sha256_hex(token);
  std::scoped_lock lock(mutex_);
  const int seat = hash.empty() ? -1 : seat_of_hash(hash);
  if (seat < 0) return {error_reply(403, "wrong token: it acts for no seat of this game"), -1};
  StoredSeat updated = setup_.seats[static_cast<std::size_t>(seat)];
  updated.token_hash.clear();
  updated.open = true;
  if (auto refused = change(updated, store)) return {*refused, -1};
  return {Reply{200, {{"ok", true}, {"seat", seat}}}, seat};
}

void SeatBook::offer_rematch(RematchOffer offer) {
  std::scoped_lock lock(mutex_);
  rematch_ = std::move(offer);
}

std::optional<RematchTicket> SeatBook::rematch_for(int old_seat) const {
  std::scoped_lock lock(mutex_);
  if (!rematch_ || old_seat < 0 || old_seat >= static_cast<int>(rematch_->new_seat_of.size())) {
    return std::nullopt;
  }
  const int to = rematch_->new_seat_of[static_cast<std::size_t>(old_seat)];
  const std::string& token = rematch_->tokens[static_cast<std::size_t>(to)];
  if (token.empty()) return std::nullopt;
  return RematchTicket{rematch_->game, to, token};
}

}  // namespace bivouac::server
