#pragma once
// A progress bar on stderr for long runs; silent when stderr is not a terminal.
#include <atomic>
#include <chrono>
#include <mutex>
#include <string>

namespace bivouac::cli {

class Progress {
 public:
  explicit Progress(std::string label);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  // Thread-safe; redraws at most a few times per second.
  void update(int done, int total);

 private:
  std::string label_;
  bool enabled_;
  bool drawn_ = false;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace bivouac::cli
