#include "worker_pool.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace bivouac::python {

namespace {

// How long a worker keeps watching for the next job before it sleeps (OpenMP runtimes wait far
// longer by default); spent only between jobs that come this close together.
constexpr std::chrono::microseconds kSpin{300};
// How fast a home range follows the share of blocks its thread ran (per job).
constexpr double kShareWeight = 0.25;

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
  if (blocks != shared_blocks_) {
    shares_.assign(claims_.size(), 1.0 / static_cast<double>(claims_.size()));
    shared_blocks_ = blocks;
  }
  std::uint32_t job = 0;
  {
    std::lock_guard lock(mutex_);
    task_ = &task;
    job = job_.load(std::memory_order_relaxed) + 1;
    done_.store(0, std::memory_order_relaxed);
    // Range r is [cut(shares before r), cut(shares up to r)): the ranges tile the blocks.
    const auto cut = [&](double share) {
      return std::min<std::uint64_t>(
          blocks, static_cast<std::uint64_t>(std::max(0L, std::lround(share * double(blocks)))));
    };
    double before = 0;
    for (std::size_t r = 0; r < claims_.size(); ++r) {
      const std::uint64_t begin = cut(before);
      before += shares_[r];
      const std::uint64_t end = r + 1 == claims_.size() ? blocks : std::max(begin, cut(before));
      claims_[r].end.store(static_cast<std::uint32_t>(end), std::memory_order_relaxed);
      claims_[r].next.store(static_cast<std::uint64_t>(job) << 32 | begin,
                            std::memory_order_release);
    }
    job_.store(job, std::memory_order_release);
  }
  start_.notify_all();
  help(0, job, task);
  // Only blocks another thread has claimed and not finished are left: they are short.
  while (done_.load(std::memory_order_acquire) < blocks) std::this_thread::yield();
  // Next time each thread's home range is about the share of the blocks it ran of late, so a
  // thread the machine runs slower keeps a smaller range instead of having the same blocks taken
  // from it (and their games moved to the other core's cache, and back the step after) every step.
  for (std::size_t t = 0; t < claims_.size(); ++t) {
    const std::uint64_t ran = claims_[t].ran.load(std::memory_order_acquire);
    const double count = (ran >> 32) == job ? static_cast<double>(ran & 0xFFFF'FFFFu) : 0.0;
    shares_[t] += kShareWeight * (count / static_cast<double>(blocks) - shares_[t]);
  }
}

void WorkerPool::help(std::size_t self, std::uint32_t job, const Task& task) {
  std::size_t ran = 0;
  for (std::size_t k = 0; k < claims_.size(); ++k) {
    ran += drain((self + k) % claims_.size(), job, task);
  }
  claims_[self].ran.store(static_cast<std::uint64_t>(job) << 32 | ran, std::memory_order_release);
  // Counted once per thread, when it has nothing left to claim (which is when the caller starts
  // waiting), rather than per block on a cache line both cores would pass back and forth.
  if (ran > 0) done_.fetch_add(ran, std::memory_order_release);
}

std::size_t WorkerPool::drain(std::size_t range, std::uint32_t job, const Task& task) {
  Claim& claim_of = claims_[range];
  std::size_t ran = 0;
  for (;;) {
    std::uint64_t claim = claim_of.next.load(std::memory_order_acquire);
    // Read after `next`: a claim of this job sees the end the caller stored before it.
    const std::uint32_t end = claim_of.end.load(std::memory_order_relaxed);
    do {
      // A claim succeeds only while this job runs, so `task` is still alive when it is called.
      if ((claim >> 32) != job || (claim & 0xFFFF'FFFFu) >= end) return ran;
    } while (!claim_of.next.compare_exchange_weak(claim, claim + 1, std::memory_order_acq_rel));
    task(static_cast<std::size_t>(claim & 0xFFFF'FFFFu));
    ++ran;
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
    std::uint32_t job = 0;
    {
      std::unique_lock lock(mutex_);
      start_.wait(lock, [&] { return stopping_ || job_ != seen; });
      if (stopping_) return;
      seen = job = job_;
      task = task_;
    }
    help(self, job, *task);
  }
}

}  // namespace bivouac::python
