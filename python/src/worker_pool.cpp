#include "worker_pool.h"

#include <algorithm>
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

WorkerPool::WorkerPool(int threads) : claims_(static_cast<std::size_t>(std::max(threads, 1))) {
  for (int k = 1; k < threads; ++k) {
    threads_.emplace_back([this, k] { work(static_cast<std::size_t>(k)); });
  }
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
    job = job_.load(std::memory_order_relaxed) + 1;
    done_.store(0, std::memory_order_relaxed);
    for (std::size_t r = 0; r < claims_.size(); ++r) {
      claims_[r].next.store(static_cast<std::uint64_t>(job) << 32 | range_begin(r, blocks),
                            std::memory_order_release);
    }
    job_.store(job, std::memory_order_release);
  }
  start_.notify_all();
  help(0, job, task, blocks);
  // Only blocks another thread has claimed and not finished are left: they are short.
  while (done_.load(std::memory_order_acquire) < blocks) std::this_thread::yield();
}

void WorkerPool::help(std::size_t self, std::uint32_t job, const Task& task, std::size_t blocks) {
  for (std::size_t k = 0; k < claims_.size(); ++k) {
    drain((self + k) % claims_.size(), job, task, blocks);
  }
}

void WorkerPool::drain(std::size_t range, std::uint32_t job, const Task& task, std::size_t blocks) {
  const std::size_t end = range_begin(range + 1, blocks);
  std::atomic<std::uint64_t>& next = claims_[range].next;
  for (;;) {
    std::uint64_t claim = next.load(std::memory_order_acquire);
    do {
      // A claim succeeds only while this job runs, so `task` is still alive when it is called.
      if ((claim >> 32) != job || (claim & 0xFFFF'FFFFu) >= end) return;
    } while (!next.compare_exchange_weak(claim, claim + 1, std::memory_order_acq_rel));
    task(static_cast<std::size_t>(claim & 0xFFFF'FFFFu));
    done_.fetch_add(1, std::memory_order_release);
  }
}

void WorkerPool::spin_until_next_job(std::uint32_t seen) const {
  const auto until = std::chrono::steady_clock::now() + kSpin;
  for (unsigned i = 1;; ++i) {
    if (job_.load(std::memory_order_acquire) != seen) return;
    if (i % 64 == 0 && std::chrono::steady_clock::now() > until) return;
    cpu_relax();
  }
}

void WorkerPool::work(std::size_t self) {
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
    help(self, job, *task, blocks);
  }
}

}  // namespace bivouac::python
