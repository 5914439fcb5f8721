#pragma once
// Calculator 8: walks the turn sequence 1.1-6.3 and says what is due at each step and which
// KaB tests fall due then (sheet 004 lines 15-58, 66-67, 79-80).
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "games/reg/tables.h"

namespace bivouac::reg {

class TurnTracker {
 public:
  int turn = 1;
  std::size_t index = 0;  // into TurnTable::steps

  [[nodiscard]] const TurnStep& step(const TurnTable& t) const { return t.steps[index]; }
  struct Moved {
    bool new_phase = false;
    bool new_turn = false;
  };
  Moved next(const TurnTable& t);
  // Jumps to a step of this turn ("2.5"); throws FormatError listing the steps.
  Moved go_to(const TurnTable& t, std::string_view id);

  // The KaB reasons due at this step: those whose timing names it, then those its text names.
  [[nodiscard]] std::vector<const KabReason*> tests_due(const Tables& t) const;
  [[nodiscard]] std::string describe(const Tables& t) const;

  [[nodiscard]] nlohmann::json to_json(const TurnTable& t) const;
  [[nodiscard]] static TurnTracker from_json(const nlohmann::json& j, const TurnTable& t);
};

}  // namespace bivouac::reg
