#pragma once
// Threads that share the blocks of one job: run(blocks, task) calls task(b) once for every block
// b and returns when all are done. VectorEnv runs its games in blocks this way. Each thread (the
// caller's included) has a home range of the blocks, and claims from it first, so that a game's
// state stays in the cache of the core that played it last time; a thread done with its range
// takes unclaimed blocks from the others'. The ranges are cut in thread order, each as large as
// the share of the blocks its thread ran in recent jobs of the same size: a thread the machine
// runs slower keeps fewer blocks rather than losing the same ones every job. Which thread runs a
// block never changes what the block computes, and a thread that the machine does not schedule in
// time just leaves its share to the others (the caller never waits for a sleeping thread to wake).
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace bivouac::python {

class WorkerPool {
 public:
  explicit WorkerPool(int threads);
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  ~WorkerPool();

  [[nodiscard]] int threads() const { return static_cast<int>(threads_.size()) + 1; }
  // Runs task(b) for every b in [0, blocks) and returns when all are done. task must not throw.
  void run(std::size_t blocks, const std::function<void(std::size_t)>& task);

 private:
  using Task = std::function<void(std::size_t)>;
  void work(std::size_t self);  // thread `self` (1, 2, ...; the caller is 0)
  // Returns when job `seen` is no longer the newest, or after a short spin: a training loop calls
  // step() back to back, and waking a thread asleep on the condition variable takes about as long
  // as a whole step of a few thousand Muskets games, so a sleeping worker would join too late.
  void spin_until_next_job(std::uint32_t seen) const;
  // Claims and runs blocks of job `job` until none is left (or another job has begun): thread
  // `self`'s home range first, then the others' in turn.
  void help(std::size_t self, std::uint32_t job, const Task& task);
  // Claims and runs blocks of `range` of job `job` until the range is used up; returns how many.
  std::size_t drain(std::size_t range, std::uint32_t job, const Task& task);

  // One home range: its next unclaimed block as job << 32 | block, and its end. Also how many
  // blocks its thread ran in a job, as job << 32 | count. Alone on its cache line, since each
  // thread claims from its own.
  struct alignas(64) Claim {
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint32_t> end{0};
    std::atomic<std::uint64_t> ran{0};
  };

  std::mutex mutex_;
  std::condition_variable start_;
  const Task* task_ = nullptr;
  std::atomic<std::uint32_t> job_{0};  // the newest job: set under mutex_, watched by spinners
  bool stopping_ = false;
  std::vector<Claim> claims_;  // one per thread
  // The caller's: each thread's share of the blocks of recent jobs of shared_blocks_ blocks,
  // from which the home ranges are cut.
  std::vector<double> shares_;
  std::size_t shared_blocks_ = 0;
  std::atomic<std::size_t> done_{0};  // blocks of the current job finished, by threads done
  std::vector<std::thread> threads_;
};

}  // namespace bivouac::python
