#include "server/connection_gate.h"

#include <fmt/format.h>
#include <sys/resource.h>

#include <stdexcept>
#include <utility>

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

ConnectionGate::Slot::Slot(Slot&& other) noexcept
    : count_(std::exchange(other.count_, nullptr)),
      gate_(std::exchange(other.gate_, nullptr)),
      address_(std::move(other.address_)) {}

ConnectionGate::Slot& ConnectionGate::Slot::operator=(Slot&& other) noexcept {
  if (this != &other) {
    release();
    count_ = std::exchange(other.count_, nullptr);
    gate_ = std::exchange(other.gate_, nullptr);
    address_ = std::move(other.address_);
  }
  return *this;
}

void ConnectionGate::Slot::release() {
  if (count_) count_->fetch_sub(1);
  count_ = nullptr;
  if (gate_) std::exchange(gate_, nullptr)->release_address(address_);
}

ConnectionGate::Slot ConnectionGate::take(std::atomic<std::size_t>& count, std::size_t max) {
  std::size_t now = count.load();
  while (now < max) {
    if (count.compare_exchange_weak(now, now + 1)) return Slot(&count);
  }
  return {};
}

ConnectionGate::Admission ConnectionGate::admit(const std::optional<std::string>& address) {
  Admission a;
  if (address && max_per_address_ > 0) {
    std::scoped_lock lock(mutex_);
    std::size_t& held = per_address_[*address];
    if (held >= max_per_address_) {
      a.refusal = Refusal::kAddressFull;
      return a;
    }
    ++held;
  }
  a.slot = take(open_, max_);
  if (address && max_per_address_ > 0) {
    if (!a.slot.held()) {
      release_address(*address);
    } else {
      a.slot.gate_ = this;
      a.slot.address_ = *address;
    }
  }
  if (!a.slot.held()) a.refusal = Refusal::kServerFull;
  return a;
}

void ConnectionGate::release_address(const std::string& address) {
  std::scoped_lock lock(mutex_);
  const auto it = per_address_.find(address);
  if (it == per_address_.end()) return;
  if (--it->second == 0) per_address_.erase(it);
}

std::size_t ConnectionGate::addresses() const {
  std::scoped_lock lock(mutex_);
  return per_address_.size();
}

ConnectionGate::Slot ConnectionGate::admit_refusal() {
  return take(refusing_, kMaxRefusalsInFlight);
}

}  // namespace bivouac::server
