// Replaces the global allocation functions of this test binary to count allocations per thread.
#include "support/alloc_counter.h"

#include <cstdlib>
#include <new>

namespace {
thread_local std::size_t g_allocations = 0;
thread_local int g_counting = 0;

void* counted_alloc(std::size_t n) {
  if (g_counting > 0) ++g_allocations;
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
}  // namespace

void* operator new(std::size_t n) {
  return counted_alloc(n);
}
void* operator new[](std::size_t n) {
  return counted_alloc(n);
}
// The nothrow forms too: the library's own would allocate from the sanitizer's heap what the
// delete above frees with free() (std::stable_sort's buffer: an alloc-dealloc mismatch).
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  if (g_counting > 0) ++g_allocations;
  return std::malloc(n == 0 ? 1 : n);
}
void* operator new[](std::size_t n, const std::nothrow_t& tag) noexcept {
  return operator new(n, tag);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete[](void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  std::free(p);
}

namespace bivouac::testing {
CountAllocations::CountAllocations() : start_(g_allocations) {
  ++g_counting;
}
CountAllocations::~CountAllocations() {
  --g_counting;
}
std::size_t CountAllocations::count() const {
  return g_allocations - start_;
}
}  // namespace bivouac::testing
