#pragma once
// A State is a plain value: the position of one game, its pending decision and its random
// generator. It holds no pointer to its Game (the rules take the state as an argument), so search
// can copy it millions of times. Concrete states keep only fixed-size members: copying never
// allocates.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <memory>
#include <new>

#include "core/chance.h"

namespace bivouac {

class State {
 public:
  State() = default;
  State(const State&) = default;
  State& operator=(const State&) = default;
  virtual ~State() = default;

  [[nodiscard]] virtual std::unique_ptr<State> clone() const = 0;
  // Overwrites this state with `other`, which must be of the same game; never allocates.
  virtual void assign(const State& other) = 0;
  [[nodiscard]] virtual bool equals(const State& other) const = 0;
  // Bytes of the whole object, from its address: what a loop over many states of one game can
  // ask the cache for ahead of time (VectorEnv), since each lies apart on the heap.
  [[nodiscard]] virtual std::size_t footprint() const = 0;

  Chance chance;

  // Lets a concrete state's defaulted operator== include the random generator. It compares the
  // base part only: compare whole states with equals().
  bool operator==(const State& other) const { return chance == other.chance; }
};

// Derive concrete states from StateImpl<Concrete> and give Concrete a defaulted operator==.
template <class Derived>
class StateImpl : public State {
 public:
  // A state is allocated on a boundary of its own size rounded up to a power of two, at most a
  // page, so that a small one never straddles a page. Copies move it 16 bytes at a time, and a
  // move across a page boundary is slow: with the one view a game reuses placed across one by
  // chance, the observation copy before each action ran at half speed.
  static void* operator new(std::size_t size) {
    return ::operator new (size, std::align_val_t{alignment()});
  }
  static void operator delete(void* p) { ::operator delete (p, std::align_val_t{alignment()}); }

  [[nodiscard]] std::unique_ptr<State> clone() const override {
    return std::make_unique<Derived>(self());
  }
  void assign(const State& other) override {
    static_cast<Derived&>(*this) = static_cast<const Derived&>(other);
  }
  [[nodiscard]] bool equals(const State& other) const override {
    const auto* o = dynamic_cast<const Derived*>(&other);
    return o != nullptr && self() == *o;
  }

  [[nodiscard]] std::size_t footprint() const override { return sizeof(Derived); }

  bool operator==(const StateImpl& other) const { return State::operator==(other); }

 private:
  static constexpr std::size_t alignment() {
    return std::min<std::size_t>(4096, std::bit_ceil(sizeof(Derived)));
  }
  const Derived& self() const { return static_cast<const Derived&>(*this); }
};

template <class Derived>
[[nodiscard]] const Derived& as(const State& s) {
  return static_cast<const Derived&>(s);
}
template <class Derived>
[[nodiscard]] Derived& as(State& s) {
  return static_cast<Derived&>(s);
}

}  // namespace bivouac
