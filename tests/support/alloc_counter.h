#pragma once
// Counts heap allocations made by the current thread while a CountAllocations is alive.
#include <cstddef>

namespace bivouac::testing {

class CountAllocations {
 public:
  CountAllocations();
  ~CountAllocations();
  CountAllocations(const CountAllocations&) = delete;
  CountAllocations& operator=(const CountAllocations&) = delete;
  [[nodiscard]] std::size_t count() const;

 private:
  std::size_t start_;
};

}  // namespace bivouac::testing
