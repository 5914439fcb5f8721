#pragma once
// A State is a plain value: the position of one game, its pending decision and its random
// generator. It holds no pointer to its Game (the rules take the state as an argument), so search
// can copy it millions of times. Concrete states keep only fixed-size members: copying never
// allocates.
#include <memory>

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

  Chance chance;

  // Lets a concrete state's defaulted operator== include the random generator. It compares the
  // base part only: compare whole states with equals().
  bool operator==(const State& other) const { return chance == other.chance; }
};

// Derive concrete states from StateImpl<Concrete> and give Concrete a defaulted operator==.
template <class Derived>
class StateImpl : public State {
 public:
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

  bool operator==(const StateImpl& other) const { return State::operator==(other); }

 private:
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
