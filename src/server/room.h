#pragma once
// A game room: the authoritative loop of one game on the server. It holds the match, applies
// each decision (a person's, by index into the position's legal list, or a bot's, through the
// same path), stores it before acknowledging it, and fans out the events and views. Every change
// happens under its lock, so one game's requests are applied in order while other games go on in
// parallel. The seats (SeatBook), the narration (EventStreams), the connections (Audience) and
// the lobby's summary (summarize) are parts below it; bots and hints run on the worker pool
// outside the lock and come back through it.
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/match.h"
#include "server/audience.h"
#include "server/card_lists.h"
#include "server/client.h"
#include "server/client_message.h"
#include "server/event_streams.h"
#include "server/job_scheduler.h"
#include "server/reply.h"
#include "server/room_summary.h"
#include "server/seat_book.h"
#include "server/storage/storage.h"

namespace bivouac::server {

// Runs a job of a class on the worker pool (never on an I/O thread), as work done for `owner`
// (the client address it is for: owners take turns, docs/network.md "Fair bots"); false when
// refused (that class's queue is full, or the server is stopping).
using JobRunner = std::function<bool(JobClass, const std::string& owner, std::function<void()>)>;

// What a room tells the lobby that keeps it, and who it commits as.
struct RoomContext {
  std::string instance;  // the owner named in each commit (docs/network.md, "Storage")
  // The game has just finished: it may leave the lobby's memory (it stays for its connections).
  std::function<void(const std::string& id)> on_finished;
  // A commit failed (the database refused it, or another instance owns the game now): the room
  // has closed its connections and must not be found again; clients reconnect to a fresh one.
  std::function<void(const std::string& id)> on_lost;
  // The address that created the game: its bots' moves are that address's jobs until a person
  // acts (then that person's connection's address). "" when not known (a game loaded again).
  std::string owner;
  // The most seconds a bot (or a hint) may think a move, whatever its spec (0: no bound).
  double bot_seconds_cap = 0;
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  // The most actions an undo may reach back (a person against bots only; other games keep one
  // position, for a commit that fails), so a room holds a bounded number of states.
  static constexpr std::size_t kUndoDepth = 256;
  // The most undos one game may store: act and undo cycling cannot grow it without bound.
  static constexpr std::uint64_t kMaxUndos = 1000;
  // The most events a hello is sent; older ones are in the game's replay.
  static constexpr std::uint64_t kMaxEventsOnHello = 2000;

  // Rebuilds the game by replaying its stored actions (a new game has none). Throws
  // std::invalid_argument for a bad spec or bot spec, or a record that does not replay.
  Room(StoredGame stored, Storage& storage, JobRunner jobs, RoomContext context = {});

  [[nodiscard]] const std::string& id() const { return id_; }
  // Starts any bot whose turn it is (after construction, once the room is shared).
  void start();

  // False once the room has retired (a client then reconnects to the game's new room).
  [[nodiscard]] bool attach(const std::shared_ptr<Client>& client);
  void detach(const std::shared_ptr<Client>& client);
  void on_message(const std::shared_ptr<Client>& client, std::string_view text);
  // Closes every connection with a going-away notice (server shutdown).
  void close_all();

  // The lobby's summary and the database's listing as of the latest change (no lock taken).
  [[nodiscard]] std::shared_ptr<const RoomSummary> published() const { return published_.load(); }
  [[nodiscard]] const SeatBook& seats() const { return seats_; }
  // Retires the room if nobody is connected and no bot is thinking: it then accepts no client
  // and schedules nothing, so the lobby may drop it. Returns whether it retired.
  [[nodiscard]] bool try_retire();
  struct Activity {
    double idle_seconds = 0;  // since it last had a connection or a bot at work (0 while it has)
    bool visited = false;     // a client has attached since it was made or loaded
  };
  [[nodiscard]] Activity activity() const;

  Reply join(int seat, const std::string& name);
  Reply leave(const std::string& token);
  // Tells each connected human seat its seat and token in the rematch, now and at its next hello.
  void announce_rematch(RematchOffer offer);
  // The record so far and whether the game is over, taken together.
  struct RecordSnapshot {
    GameRecord record;
    bool finished = false;
  };
  [[nodiscard]] RecordSnapshot record_snapshot() const;

 private:
  using Lock = std::unique_lock<std::mutex>;
  friend class RoomInbox;

  // Plays a decision already checked for seat, turn, version and legality and stores it with the
  // listing it leads to. If it cannot be stored it is taken back (nothing changed, nothing was
  // sent) and the error's text is returned; the caller then loses the room.
  std::optional<std::string> commit(Action a, std::string text, int actor);
  // After a change: every client gets its events and view, and the next bot starts.
  void fan_out();
  // Replays a stored undo of `seat`'s last decision (and the bot moves after it).
  void undo_logged(int seat);
  // A commit failed: retire, close every connection, tell the lobby.
  void lose();
  void publish();
  [[nodiscard]] nlohmann::json build_view(int viewer) const;
  void schedule_bot();
  void on_bot_move(int player, std::uint64_t generation, Action a);

  mutable std::mutex mutex_;
  std::string id_;
  Storage& storage_;
  JobRunner jobs_;
  RoomContext context_;
  std::string job_owner_;  // whose jobs this game's bot moves are (see RoomContext::owner)
  SeatBook seats_;
  CardListHold cards_;  // its card list stays offered while the room is in memory (before match_)
  bool retired_ = false;
  bool visited_ = false;
  std::chrono::steady_clock::time_point idle_since_ = std::chrono::steady_clock::now();
  Match match_;
  std::vector<std::unique_ptr<Bot>> bots_;  // null for a human seat
  std::vector<int> actors_;                 // who decided each action in the match's history
  std::uint64_t seq_ = 0;                   // stored actions
  std::uint64_t undos_ = 0;                 // stored undos
  std::uint64_t generation_ = 0;            // bumps on every change; stale bot moves are dropped
  bool bot_pending_ = false;
  // The legal actions of the current position (one list per position, shared by every act).
  std::optional<ActionList> legal_;
  EventStreams events_;
  Audience audience_;
  ViewCache views_;
  std::atomic<std::shared_ptr<const RoomSummary>> published_;
};

}  // namespace bivouac::server
