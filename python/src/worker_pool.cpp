#include "worker_pool.h"

namespace bivouac::python {

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

void WorkerPool::work() {
  std::uint32_t seen = 0;
  for (;;) {
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
