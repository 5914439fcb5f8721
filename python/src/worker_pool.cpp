#include "worker_pool.h"

namespace bivouac::python {

WorkerPool::WorkerPool(int chunks) : chunks_(chunks < 1 ? 1 : chunks) {
  for (int k = 1; k < chunks_; ++k) threads_.emplace_back([this, k] { work(k); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  start_.notify_all();
  for (auto& t : threads_) t.join();
}

void WorkerPool::run(const std::function<void(int)>& task) {
  if (chunks_ == 1) {
    task(0);
    return;
  }
  {
    std::lock_guard lock(mutex_);
    task_ = &task;
    pending_ = chunks_ - 1;
    ++generation_;
  }
  start_.notify_all();
  task(0);
  std::unique_lock lock(mutex_);
  done_.wait(lock, [this] { return pending_ == 0; });
  task_ = nullptr;
}

void WorkerPool::work(int chunk) {
  std::uint64_t seen = 0;
  for (;;) {
    const std::function<void(int)>* task = nullptr;
    {
      std::unique_lock lock(mutex_);
      start_.wait(lock, [&] { return stopping_ || generation_ != seen; });
      if (stopping_) return;
      seen = generation_;
      task = task_;
    }
    (*task)(chunk);
    {
      std::lock_guard lock(mutex_);
      --pending_;
    }
    done_.notify_one();
  }
}

}  // namespace bivouac::python
