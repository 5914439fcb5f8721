#pragma once
// A fixed action space made of action kinds, each with up to three small operands (a card type,
// a player, a unit...): kind k takes the indices offset(k) .. offset(k) + d0*d1*d2 - 1, operands
// in row-major order. Games whose action ids pack a kind and operands into bytes describe them
// with this in their tensor codec (src/games/<id>/tensor.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

namespace bivouac {

class FactoredActionSpace {
 public:
  // Declares kind `kind` (a small number) with operands of the given sizes, named for meanings.
  void add(int kind, std::string name, std::array<int, 3> dims = {1, 1, 1},
           std::array<std::string, 3> operand_names = {}) {
    if (kind >= static_cast<int>(slot_.size()))
      slot_.resize(static_cast<std::size_t>(kind) + 1, -1);
    slot_[static_cast<std::size_t>(kind)] = static_cast<int>(kinds_.size());
    kinds_.push_back({kind, size_, dims, std::move(name), std::move(operand_names)});
    size_ += dims[0] * dims[1] * dims[2];
  }
  [[nodiscard]] int size() const { return size_; }
  // -1 when the kind is unknown or an operand is out of its range.
  [[nodiscard]] int index(int kind, int o0 = 0, int o1 = 0, int o2 = 0) const {
    if (kind < 0 || kind >= static_cast<int>(slot_.size())) return -1;
    const int slot = slot_[static_cast<std::size_t>(kind)];
    if (slot < 0) return -1;
    const auto& k = kinds_[static_cast<std::size_t>(slot)];
    const auto& d = k.dims;
    if (o0 < 0 || o0 >= d[0] || o1 < 0 || o1 >= d[1] || o2 < 0 || o2 >= d[2]) return -1;
    return k.offset + (o0 * d[1] + o1) * d[2] + o2;
  }
  // "name" or "name(card=3, unit=1)"; "" outside the space.
  [[nodiscard]] std::string meaning(int index) const {
    for (const auto& k : kinds_) {
      const int n = k.dims[0] * k.dims[1] * k.dims[2];
      if (index < k.offset || index >= k.offset + n) continue;
      int rest = index - k.offset;
      std::array<int, 3> ops{};
      ops[2] = rest % k.dims[2];
      rest /= k.dims[2];
      ops[1] = rest % k.dims[1];
      ops[0] = rest / k.dims[1];
      std::string args;
      for (std::size_t i = 0; i < 3; ++i) {
        if (k.dims[i] == 1 && k.operand_names[i].empty()) continue;
        if (!args.empty()) args += ", ";
        args +=
            fmt::format("{}={}", k.operand_names[i].empty() ? "arg" : k.operand_names[i], ops[i]);
      }
      return args.empty() ? k.name : fmt::format("{}({})", k.name, args);
    }
    return {};
  }

 private:
  struct KindEntry {
    int kind;
    int offset;
    std::array<int, 3> dims;
    std::string name;
    std::array<std::string, 3> operand_names;
  };
  std::vector<KindEntry> kinds_;
  std::vector<int> slot_;  // by kind: its entry in kinds_, or -1
  int size_ = 0;
};

// Appends floats to an observation tensor; encoders write their fields in documented order.
struct TensorWriter {
  float* out;
  void put(float v) { *out++ = v; }
  void put(bool v) { *out++ = v ? 1.0F : 0.0F; }
  // n floats, 1 at position i (none when i is outside [0, n)). Zeroes the run, then sets one
  // float: a compare per float kept the loop from becoming a plain fill.
  void one_hot(int i, int n) {
    if (n <= 0) return;
    std::fill_n(out, n, 0.0F);
    if (i >= 0 && i < n) out[i] = 1.0F;
    out += n;
  }
  void zeros(int n) {
    if (n <= 0) return;
    std::fill_n(out, n, 0.0F);
    out += n;
  }
};

}  // namespace bivouac
