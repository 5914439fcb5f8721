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

bool JobScheduler::submit(JobClass c, const std::string& owner, std::function<void()> job) {
  {
    std::scoped_lock lock(mutex_);
    auto& queue = queues_[index(c)];
    if (stopping_ || queue.size() >= config_.capacity[index(c)]) return false;
    queue.push(owner, std::move(job));
  }
  // Every waiting worker is woken: an interactive one may not take this class.
  ready_.notify_all();
  return true;
}

bool JobScheduler::may_run(const std::string& owner) const {
  if (config_.owner_share <= 0) return true;
  const auto it = running_.find(owner);
  return it == running_.end() || it->second < config_.owner_share;
}

std::optional<FairQueue::Taken> JobScheduler::next(bool interactive) {
  const auto allowed = [this](const std::string& owner) { return may_run(owner); };
  auto take = [&](JobClass c) { return queues_[index(c)].take(allowed); };
  if (auto job = take(JobClass::kHumanBot)) return job;
  if (auto job = take(JobClass::kHint)) return job;
  if (interactive) return std::nullopt;
  // Bot-only games and replays in turn; either takes the other's turn when it has nothing to run.
  const JobClass first = background_turn_replay_ ? JobClass::kReplay : JobClass::kBotGame;
  const JobClass second = background_turn_replay_ ? JobClass::kBotGame : JobClass::kReplay;
  for (const JobClass c : {first, second}) {
    if (auto job = take(c)) {
      background_turn_replay_ = c == JobClass::kBotGame;
      return job;
    }
  }
  return std::nullopt;
}

void JobScheduler::work(bool interactive) {
  if (!interactive && config_.background_nice > 0) {
    // Linux applies a nice value to one thread when given its thread id; failing leaves it be.
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    (void)setpriority(PRIO_PROCESS, tid, config_.background_nice);
  }
  while (true) {
    std::optional<FairQueue::Taken> taken;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [&] { return stopping_ || (taken = next(interactive)).has_value(); });
      if (!taken) return;
      ++running_[taken->owner];
    }
    taken->job();
    taken->job = nullptr;  // what it captured goes before the owner's place is given back
    {
      std::scoped_lock lock(mutex_);
      if (auto it = running_.find(taken->owner); it != running_.end() && --it->second <= 0) {
        running_.erase(it);
      }
    }
    // An owner at its share may run again: a worker that passed over its jobs looks again.
    if (config_.owner_share > 0) ready_.notify_all();
  }
}

void JobScheduler::stop_and_join() {
  std::array<FairQueue, kJobClasses> dropped;
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
