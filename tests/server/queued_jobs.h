#pragma once
// A JobRunner for tests that drive a lobby or a room without the worker pool: jobs wait in a
// queue until the test runs them, so a test decides when a bot's move or a hint comes back.
#include <deque>
#include <functional>
#include <string>
#include <utility>

#include "server/room.h"

namespace bivouac::server::testing {

struct QueuedJobs {
  std::deque<std::function<void()>> queue;
  JobRunner runner() {
    return [this](JobClass, const std::string&, std::function<void()> job) {
      queue.push_back(std::move(job));
      return true;
    };
  }
  // Runs jobs (and the jobs they queue) until none is left.
  void run_all() {
    while (!queue.empty()) {
      auto job = std::move(queue.front());
      queue.pop_front();
      job();
    }
  }
};

}  // namespace bivouac::server::testing
