#pragma once
// A game room: one game on the server with its seats, its connected clients and its record.
// Every change to a room happens under its lock, so one game's requests are applied one at a
// time in order while other games go on in parallel. Bots and hints run on the worker pool
// outside the lock and come back through it.
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/match.h"
#include "server/client.h"
#include "server/client_message.h"
#include "server/job_scheduler.h"
#include "server/storage/storage.h"

namespace bivouac::server {

// Runs a job of a class on the worker pool (never on an I/O thread); false when refused (that
// class's queue is full, or the server is stopping).
using JobRunner = std::function<bool(JobClass, std::function<void()>)>;

// A lobby request's outcome: an HTTP status and the JSON body (and where to go instead, for a
// game another instance plays: the Location of a 307).
struct Reply {
  Reply(int s = 200, nlohmann::json b = {}) : status(s), body(std::move(b)) {}  // NOLINT
  int status = 200;
  nlohmann::json body;
  std::string location;
};
[[nodiscard]] Reply error_reply(int status, const std::string& error);

// What a room tells the lobby that keeps it, and who it commits as.
struct RoomContext {
  std::string instance;  // the owner named in each commit (docs/network.md, "Storage")
  // The game has just finished: it may leave the lobby's memory (it stays for its connections).
  std::function<void(const std::string& id)> on_finished;
  // A commit failed (the database refused it, or another instance owns the game now): the room
  // has closed its connections and must not be found again; clients reconnect to a fresh one.
  std::function<void(const std::string& id)> on_lost;
};

class Room : public std::enable_shared_from_this<Room> {
 public:
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

  // The lobby summary (thread-safe copy; no tokens).
  [[nodiscard]] nlohmann::json summary() const;
  [[nodiscard]] bool joinable() const;
  // What the database lists of this game, as of its latest change.
  [[nodiscard]] GameListing listing() const;
  [[nodiscard]] bool finished() const;
  // Retires the room if nobody is connected and no bot is thinking: it then accepts no client
  // and schedules nothing, so the lobby may drop it. Returns whether it retired.
  [[nodiscard]] bool try_retire();
  // Seconds since the room last had a connection or a bot at work (0 while it has).
  [[nodiscard]] double idle_seconds() const;
  // Whether a client has ever attached to this room since it was made or loaded.
  [[nodiscard]] bool visited() const;

  // Lobby requests.
  Reply join(int seat, const std::string& name);
  Reply leave(const std::string& token);
  // The seat a token acts for, or -1.
  [[nodiscard]] int seat_of_token(const std::string& token) const;
  // The seats as stored (for a rematch).
  [[nodiscard]] StoredGame stored_setup() const;
  // Tells each connected human seat of this game its token for the rematch `game`.
  void announce_rematch(const std::string& game, const std::vector<std::string>& new_tokens,
                        const std::vector<int>& new_seat_of);
  // The bivouac-record once the game is finished.
  [[nodiscard]] std::optional<nlohmann::json> finished_record() const;
  // The record so far and whether the game is over, taken together (for the replay viewer).
  struct RecordSnapshot {
    GameRecord record;
    bool finished = false;
  };
  [[nodiscard]] RecordSnapshot record_snapshot() const;

 private:
  using Lock = std::unique_lock<std::mutex>;
  void apply_logged(Action a, int actor);
  // Applies a decision, then stores it with the listing it leads to; if it cannot be stored the
  // decision is taken back (nothing changed, nothing was sent) and the exception passes on.
  void play_and_commit(Action a, int actor);
  // A commit failed: retire, close every connection, tell the lobby.
  void lose();
  // Moves the match's events not yet taken into the log and each viewer's stream.
  void take_new_events();
  void undo_logged(int seat);
  void hello(const std::shared_ptr<Client>& c, const ClientMessage& m, const HelloMsg& h);
  void act(const std::shared_ptr<Client>& c, const ClientMessage& m, const ActMsg& a);
  void undo(const std::shared_ptr<Client>& c, const ClientMessage& m);
  void hint(const std::shared_ptr<Client>& c, const ClientMessage& m, const HintMsg& h);
  void broadcast();
  void deliver(Client& c);
  void send_presence();
  void send_rematch(Client& c);
  void schedule_bot();
  void on_bot_move(int player, std::uint64_t generation, Action a);
  void refresh_summary();
  // Writes a seat with the listing it leads to; on failure the seat is as before.
  std::optional<Reply> store_seat(const StoredSeat& updated);
  [[nodiscard]] bool undo_allowed(int seat) const;
  [[nodiscard]] int last_decision_of(int seat) const;

  mutable std::mutex mutex_;
  std::string id_;
  StoredGame setup_;  // seats as stored; actions are not kept here
  Storage& storage_;
  JobRunner jobs_;
  RoomContext context_;
  bool retired_ = false;
  bool visited_ = false;
  std::chrono::steady_clock::time_point idle_since_ = std::chrono::steady_clock::now();
  Match match_;
  std::vector<std::unique_ptr<Bot>> bots_;  // null for a human seat
  std::vector<int> actors_;                 // who decided each action in the match's history
  std::uint64_t seq_ = 0;                   // stored actions
  std::uint64_t generation_ = 0;            // bumps on every change; stale bot moves are dropped
  bool bot_pending_ = false;
  std::size_t match_events_ = 0;  // match events already copied into the log
  std::vector<Event> log_;        // every event, in order, never shortened
  // streams_[viewer + 1]: indices into log_ of the events that viewer sees, in order.
  std::vector<std::vector<std::uint32_t>> streams_;
  std::set<std::shared_ptr<Client>> clients_;
  // The latest rematch of this game and each new seat's token (index: new seat), offered to
  // each old seat's connections, now and whenever one says hello later.
  struct PendingRematch {
    std::string game;
    std::vector<std::string> tokens;
    std::vector<int> new_seat_of;
  };
  std::optional<PendingRematch> rematch_;

  mutable std::mutex summary_mutex_;
  nlohmann::json summary_;
  bool joinable_ = false;
  GameListing listing_;
};

}  // namespace bivouac::server
