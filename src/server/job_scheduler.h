#pragma once
// The worker pool for everything too slow for an I/O thread: bot moves, hints and replay builds.
// Jobs come in classes, each with its own bounded queue, served in this order: a bot's move in a
// game where a person waits for it, then hints, then bot-against-bot games and replay builds
// (those two in turn, so neither starves the other). Some workers are kept for the first two
// classes only, so a person's bot answers at once even while every general worker is busy with a
// long search for a game nobody watches (docs/network.md, "Fair bots").
#include <array>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace bivouac::server {

enum class JobClass { kHumanBot = 0, kHint = 1, kBotGame = 2, kReplay = 3 };
inline constexpr std::size_t kJobClasses = 4;

struct SchedulerConfig {
  int workers = 2;              // serve every class, in order
  int interactive_workers = 2;  // serve only bots answering a person, then hints
  // The general workers (and the search threads their bots start, which inherit it) run at this
  // nice value, so the CPU goes to a person's bot first even when every core is busy.
  int background_nice = 10;
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

  // Queues `job`; false (and nothing queued) when its class's queue is full or the scheduler is
  // stopping.
  bool submit(JobClass c, std::function<void()> job);
  // No new job starts; what is queued is dropped (bots move again when the server restarts) and
  // what runs finishes. Returns once every worker has ended.
  void stop_and_join();

 private:
  void work(bool interactive);
  // The next job for a worker, or empty when stopping. Called with the lock held.
  std::function<void()> next(bool interactive);

  SchedulerConfig config_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::array<std::deque<std::function<void()>>, kJobClasses> queues_;
  bool background_turn_replay_ = false;  // alternates bot-only games and replays
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace bivouac::server
