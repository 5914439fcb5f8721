#pragma once
// A fixed-capacity vector stored inline: states that hold these copy without touching the heap.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>

namespace bivouac {

template <class T, std::size_t N>
class StaticVector {
 public:
  using value_type = T;
  using size_type = std::uint32_t;
  static constexpr std::size_t kCapacity = N;

  constexpr StaticVector() = default;
  constexpr StaticVector(std::initializer_list<T> init) {
    for (const T& v : init) push_back(v);
  }

  constexpr void push_back(const T& v) {
    if (size_ >= N) throw std::length_error("StaticVector capacity exceeded");
    items_[size_++] = v;
  }
  constexpr T pop_back() { return items_[--size_]; }
  constexpr void clear() { size_ = 0; }
  constexpr void resize(std::size_t n, const T& fill = T{}) {
    if (n > N) throw std::length_error("StaticVector capacity exceeded");
    for (std::size_t i = size_; i < n; ++i) items_[i] = fill;
    size_ = static_cast<size_type>(n);
  }
  constexpr void erase_at(std::size_t i) {
    std::copy(begin() + i + 1, end(), begin() + i);
    --size_;
  }
  constexpr void insert_at(std::size_t i, const T& v) {
    if (size_ >= N) throw std::length_error("StaticVector capacity exceeded");
    std::copy_backward(begin() + i, end(), end() + 1);
    items_[i] = v;
    ++size_;
  }
  // Removes the first element equal to v; returns whether one was found.
  constexpr bool erase_value(const T& v) {
    auto it = std::find(begin(), end(), v);
    if (it == end()) return false;
    erase_at(static_cast<std::size_t>(it - begin()));
    return true;
  }
  [[nodiscard]] constexpr bool contains(const T& v) const {
    return std::find(begin(), end(), v) != end();
  }
  [[nodiscard]] constexpr std::size_t count(const T& v) const {
    return static_cast<std::size_t>(std::count(begin(), end(), v));
  }

  [[nodiscard]] constexpr std::size_t size() const { return size_; }
  [[nodiscard]] constexpr bool empty() const { return size_ == 0; }
  [[nodiscard]] static constexpr std::size_t capacity() { return N; }
  constexpr T& operator[](std::size_t i) { return items_[i]; }
  constexpr const T& operator[](std::size_t i) const { return items_[i]; }
  constexpr T& back() { return items_[size_ - 1]; }
  constexpr const T& back() const { return items_[size_ - 1]; }
  constexpr T& front() { return items_[0]; }
  constexpr const T& front() const { return items_[0]; }
  constexpr T* begin() { return items_.data(); }
  constexpr T* end() { return items_.data() + size_; }
  constexpr const T* begin() const { return items_.data(); }
  constexpr const T* end() const { return items_.data() + size_; }
  constexpr T* data() { return items_.data(); }
  constexpr const T* data() const { return items_.data(); }

  // Compares only the live elements, so stale slots past size() never matter.
  friend constexpr bool operator==(const StaticVector& a, const StaticVector& b) {
    return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  // Left uninitialised: slots past size() are never read, and zeroing a large ActionList on
  // every construction would cost more than the search that uses it.
  std::array<T, N> items_;
  size_type size_ = 0;
};

}  // namespace bivouac
