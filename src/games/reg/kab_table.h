#pragma once
// Reasons for KaB tests with their timing, and the unit die by quality (sheet 004 lines 43-69),
// loaded from data/kab.toml.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "games/reg/colour.h"
#include "games/reg/quality.h"

namespace bivouac::reg {

struct KabReason {
  std::string key;  // "U1".."U8", "G1", "G2"
  std::string name;
  int line = 0;
  std::vector<std::string> timing;  // "Immediate" or step ids
  [[nodiscard]] bool immediate() const;
  [[nodiscard]] bool due_at(std::string_view step) const;
};

struct KabTable {
  std::vector<KabReason> unit_reasons;
  std::vector<KabReason> general_reasons;
  std::array<Colour, 4> unit_die{};  // by Quality
  int unit_die_line = 0;
  int automatic_wounds = 0;
  int automatic_wounds_line = 0;

  [[nodiscard]] static KabTable load(std::string_view text, const std::string& file);
  [[nodiscard]] const KabReason* find(std::string_view key) const;
  [[nodiscard]] Colour die_for(Quality q) const { return unit_die[static_cast<std::size_t>(q)]; }
};

}  // namespace bivouac::reg
