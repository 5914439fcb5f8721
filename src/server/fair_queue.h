#pragma once
// One job class's queue, fair between owners (the client address a job is done for): owners are
// served in turn, one job each, so an address with many games waiting cannot push another
// address's single job back behind all of its own (docs/network.md, "Fair bots").
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace bivouac::server {

class FairQueue {
 public:
  using Job = std::function<void()>;
  struct Taken {
    std::string owner;
    Job job;
  };

  void push(const std::string& owner, Job job);
  // The oldest job of the first owner in turn that `may_run` allows (that owner then goes to the
  // back of the turn); nothing when every waiting owner is refused or none waits.
  [[nodiscard]] std::optional<Taken> take(const std::function<bool(const std::string&)>& may_run);
  [[nodiscard]] std::size_t size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  void clear();

 private:
  std::map<std::string, std::deque<Job>, std::less<>> jobs_;  // every owner here has a job
  std::deque<std::string> turn_;                              // each waiting owner once
  std::size_t size_ = 0;
};

}  // namespace bivouac::server
