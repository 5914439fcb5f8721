#pragma once
// The turn sequence 1.1-6.3 (sheet 004 lines 3-41), loaded from data/turn_sequence.toml.
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::reg {

struct TurnPhase {
  int number = 0;
  std::string name;
  int line = 0;
};

struct TurnStep {
  std::string id;  // "2.5"
  int phase = 0;   // the digit before the dot
  int line = 0;
  std::string summary;
  std::vector<std::string> kab;  // test reasons the step's own text names
};

struct TurnTable {
  std::vector<TurnPhase> phases;
  std::vector<TurnStep> steps;
  int order_note_line = 0;

  [[nodiscard]] static TurnTable load(std::string_view text, const std::string& file);
  [[nodiscard]] const TurnStep* find(std::string_view id) const;
  [[nodiscard]] const TurnPhase& phase(int number) const;
};

}  // namespace bivouac::reg
