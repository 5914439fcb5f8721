#include "server/job_scheduler.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>

namespace bivouac::server {

namespace {
std::size_t index(JobClass c) {
  return static_cast<std::size_t>(c);
}
}  // namespace

JobScheduler::JobScheduler(SchedulerConfig config) : config_(config) {
  const int general = std::max(1, config_.workers);
  const int interactive = std::max(0, config_.interactive_workers);
  for (int i = 0; i < general + interactive; ++i) {
    threads_.emplace_back([this, i, general] { work(i >= general); });
  }
}

JobScheduler::~JobScheduler() {
  stop_and_join();
}

bool JobScheduler::submit(JobClass c, std::function<void()> job) {
  {
    std::scoped_lock lock(mutex_);
    auto& queue = queues_[index(c)];
    if (stopping_ || queue.size() >= config_.capacity[index(c)]) return false;
    queue.push_back(std::move(job));
  }
  // Every waiting worker is woken: an interactive one may not take this class.
  ready_.notify_all();
  return true;
}

std::function<void()> JobScheduler::next(bool interactive) {
  auto take = [this](JobClass c) {
    auto& q = queues_[index(c)];
    std::function<void()> job = std::move(q.front());
    q.pop_front();
    return job;
  };
  if (!queues_[index(JobClass::kHumanBot)].empty()) return take(JobClass::kHumanBot);
  if (!queues_[index(JobClass::kHint)].empty()) return take(JobClass::kHint);
  if (interactive) return {};
  const bool bots = !queues_[index(JobClass::kBotGame)].empty();
  const bool replays = !queues_[index(JobClass::kReplay)].empty();
  if (bots && (!replays || !background_turn_replay_)) {
    background_turn_replay_ = true;
    return take(JobClass::kBotGame);
  }
  if (replays) {
    background_turn_replay_ = false;
    return take(JobClass::kReplay);
  }
  return {};
}

void JobScheduler::work(bool interactive) {
  if (!interactive && config_.background_nice > 0) {
    // Linux applies a nice value to one thread when given its thread id; failing leaves it be.
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    (void)setpriority(PRIO_PROCESS, tid, config_.background_nice);
  }
  while (true) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [&] { return stopping_ || (job = next(interactive)) != nullptr; });
      if (!job) return;
    }
    job();
  }
}

void JobScheduler::stop_and_join() {
  std::array<std::deque<std::function<void()>>, kJobClasses> dropped;
  {
    std::scoped_lock lock(mutex_);
    stopping_ = true;
    std::swap(dropped, queues_);
  }
  ready_.notify_all();
  for (auto& t : threads_) {
    if (t.joinable()) t.join();
  }
  threads_.clear();
}

}  // namespace bivouac::server
