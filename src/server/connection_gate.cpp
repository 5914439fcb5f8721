#include "server/connection_gate.h"

#include <fmt/format.h>
#include <sys/resource.h>

#include <stdexcept>

namespace bivouac::server {

std::size_t connection_cap(std::size_t requested) {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) != 0)
    throw std::runtime_error("getrlimit(RLIMIT_NOFILE) failed");
  if (lim.rlim_cur < lim.rlim_max) {
    rlimit raised = lim;
    raised.rlim_cur = lim.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) lim = raised;
  }
  const std::size_t soft =
      lim.rlim_cur == RLIM_INFINITY ? std::size_t{1} << 20 : static_cast<std::size_t>(lim.rlim_cur);
  const std::size_t reserve = kReservedDescriptors + kMaxRefusalsInFlight;
  if (soft <= reserve + 16) {
    throw std::invalid_argument(fmt::format(
        "only {} file descriptors are allowed (ulimit -n); the server needs more than {}", soft,
        reserve + 16));
  }
  const std::size_t available = soft - reserve;
  if (requested > available) {
    throw std::invalid_argument(fmt::format(
        "--max-connections {} needs {} file descriptors but only {} are allowed (ulimit -n); "
        "raise the limit or ask for at most {}",
        requested, requested + reserve, soft, available));
  }
  return requested == 0 ? available : requested;
}

ConnectionGate::Slot& ConnectionGate::Slot::operator=(Slot&& other) noexcept {
  if (this != &other) {
    release();
    count_ = other.count_;
    other.count_ = nullptr;
  }
  return *this;
}

void ConnectionGate::Slot::release() {
  if (count_) count_->fetch_sub(1);
  count_ = nullptr;
}

ConnectionGate::Slot ConnectionGate::take(std::atomic<std::size_t>& count, std::size_t max) {
  std::size_t now = count.load();
  while (now < max) {
    if (count.compare_exchange_weak(now, now + 1)) return Slot(&count);
  }
  return {};
}

ConnectionGate::Slot ConnectionGate::admit() {
  return take(open_, max_);
}

ConnectionGate::Slot ConnectionGate::admit_refusal() {
  return take(refusing_, kMaxRefusalsInFlight);
}

}  // namespace bivouac::server
