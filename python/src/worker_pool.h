#pragma once
// A fixed set of threads that run one function over chunk indices 0..K-1 and wait for all of
// them: VectorEnv splits its games into K chunks this way on every step. The caller's thread
// runs chunk 0, so K = 1 starts no thread at all.
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace bivouac::python {

class WorkerPool {
 public:
  explicit WorkerPool(int chunks);
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  ~WorkerPool();

  [[nodiscard]] int chunks() const { return chunks_; }
  // Runs task(k) for every k in [0, chunks) and returns when all are done.
  void run(const std::function<void(int)>& task);

 private:
  void work(int chunk);

  int chunks_;
  std::mutex mutex_;
  std::condition_variable start_;
  std::condition_variable done_;
  const std::function<void(int)>* task_ = nullptr;
  std::uint64_t generation_ = 0;
  int pending_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace bivouac::python
