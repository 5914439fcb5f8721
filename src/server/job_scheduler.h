#pragma once
// The worker pool for everything too slow for an I/O thread: bot moves, hints and replay builds.
// Jobs come in classes, each with its own bounded queue, served in this order: a bot's move in a
// game where a person waits for it, then hints, then bot-against-bot games and replay builds
// (those two in turn, so neither starves the other). Some workers are kept for the first two
// classes only, so a person's bot answers at once even while every general worker is busy with a
// long search for a game nobody watches. Inside a class the owners (client addresses) take turns,
// and no owner runs more than its share of the workers at once, so one address's many games can
// neither push another's job back nor hold every worker (docs/network.md, "Fair bots").
#include <array>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "server/fair_queue.h"

namespace bivouac::server {

enum class JobClass { kHumanBot = 0, kHint = 1, kBotGame = 2, kReplay = 3 };
inline constexpr std::size_t kJobClasses = 4;

struct SchedulerConfig {
  int workers = 2;              // serve every class, in order
  int interactive_workers = 2;  // serve only bots answering a person, then hints
  // The general workers (and the search threads their bots start, which inherit it) run at this
  // nice value, so the CPU goes to a person's bot first even when every core is busy.
  int background_nice = 10;
  // The most jobs one owner may run at once, every class together (0: no limit). The server
  // gives each address half the workers, so another address's job always finds one free.
  int owner_share = 0;
  // The most jobs each class may have waiting (a bot move per game at most; hints and replays
  // are refused beyond theirs).
  std::array<std::size_t, kJobClasses> capacity = {65536, 256, 65536, 64};
};

class JobScheduler {
 public:
  explicit JobScheduler(SchedulerConfig config);
  ~JobScheduler();
  JobScheduler(const JobScheduler&) = delete;
  JobScheduler& operator=(const JobScheduler&) = delete;

  // Queues `job`, done for `owner` (a client address; "" for the server's own work); false (and
  // nothing queued) when its class's queue is full or the scheduler is stopping.
  bool submit(JobClass c, const std::string& owner, std::function<void()> job);
  bool submit(JobClass c, std::function<void()> job) { return submit(c, "", std::move(job)); }
  // No new job starts; what is queued is dropped (bots move again when the server restarts) and
  // what runs finishes. Returns once every worker has ended.
  void stop_and_join();

 private:
  void work(bool interactive);
  // The next job for a worker and its owner, or nothing. Called with the lock held.
  std::optional<FairQueue::Taken> next(bool interactive);
  [[nodiscard]] bool may_run(const std::string& owner) const;

  SchedulerConfig config_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::array<FairQueue, kJobClasses> queues_;
  std::map<std::string, int, std::less<>> running_;  // jobs running per owner (none: absent)
  bool background_turn_replay_ = false;              // alternates bot-only games and replays
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace bivouac::server
