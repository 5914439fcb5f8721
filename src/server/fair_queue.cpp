#include "server/fair_queue.h"

namespace bivouac::server {

void FairQueue::push(const std::string& owner, Job job) {
  auto [it, added] = jobs_.try_emplace(owner);
  if (added) turn_.push_back(owner);
  it->second.push_back(std::move(job));
  ++size_;
}

std::optional<FairQueue::Taken> FairQueue::take(
    const std::function<bool(const std::string&)>& may_run) {
  for (auto t = turn_.begin(); t != turn_.end(); ++t) {
    if (!may_run(*t)) continue;
    std::string owner = std::move(*t);
    turn_.erase(t);
    auto it = jobs_.find(owner);
    Taken taken{owner, std::move(it->second.front())};
    it->second.pop_front();
    --size_;
    if (it->second.empty()) {
      jobs_.erase(it);
    } else {
      turn_.push_back(std::move(owner));
    }
    return taken;
  }
  return std::nullopt;
}

void FairQueue::clear() {
  jobs_.clear();
  turn_.clear();
  size_ = 0;
}

}  // namespace bivouac::server
