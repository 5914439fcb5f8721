#include "worker_pool.h"

#include <chrono>

namespace bivouac::python {

namespace {

// How long a worker keeps watching for the next job before it sleeps (OpenMP runtimes wait far
// longer by default); spent only between jobs that come this close together.
constexpr std::chrono::microseconds kSpin{300};

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#else
  std::this_thread::yield();
#endif
}

}  // namespace

WorkerPool::WorkerPool(int threads) {
  for (int k = 1; k < threads; ++k) threads_.emplace_back([this] { work(); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  start_.notify_all();
  for (auto& t : threads_) t.join();
}

void WorkerPool::run(std::size_t blocks, const Task& task) {
  if (threads_.empty() || blocks <= 1) {
    for (std::size_t b = 0; b < blocks; ++b) task(b);
    return;
  }
  std::uint32_t job = 0;
  {
    std::lock_guard lock(mutex_);
    task_ = &task;
    blocks_ = blocks;
    job = ++job_;
    done_.store(0, std::memory_order_relaxed);
    next_.store(static_cast<std::uint64_t>(job) << 32, std::memory_order_release);
  }
  start_.notify_all();
  help(job, task, blocks);
  // Only blocks another thread has claimed and not finished are left: they are short.
  while (done_.load(std::memory_order_acquire) < blocks) std::this_thread::yield();
}

void WorkerPool::help(std::uint32_t job, const Task& task, std::size_t blocks) {
  for (;;) {
    std::uint64_t claim = next_.load(std::memory_order_acquire);
    do {
      // A claim succeeds only while this job runs, so `task` is still alive when it is called.
      if ((claim >> 32) != job || (claim & 0xFFFF'FFFFu) >= blocks) return;
    } while (!next_.compare_exchange_weak(claim, claim + 1, std::memory_order_acq_rel));
    task(static_cast<std::size_t>(claim & 0xFFFF'FFFFu));
    done_.fetch_add(1, std::memory_order_release);
  }
}

void WorkerPool::spin_until_next_job(std::uint32_t seen) const {
  const auto until = std::chrono::steady_clock::now() + kSpin;
  for (unsigned i = 1;; ++i) {
    if (static_cast<std::uint32_t>(next_.load(std::memory_order_acquire) >> 32) != seen) return;
    if (i % 64 == 0 && std::chrono::steady_clock::now() > until) return;
    cpu_relax();
  }
}

void WorkerPool::work() {
  std::uint32_t seen = 0;
  for (;;) {
    spin_until_next_job(seen);
    const Task* task = nullptr;
    std::size_t blocks = 0;
    std::uint32_t job = 0;
    {
      std::unique_lock lock(mutex_);
      start_.wait(lock, [&] { return stopping_ || job_ != seen; });
      if (stopping_) return;
      seen = job = job_;
      task = task_;
      blocks = blocks_;
    }
    help(job, *task, blocks);
  }
}

}  // namespace bivouac::python
