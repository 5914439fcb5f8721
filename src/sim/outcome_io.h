#pragma once
// Game outcomes as compact JSON, so a distributed run can ship its games to every rank.
#include <nlohmann/json.hpp>
#include <vector>

#include "sim/batch.h"

namespace bivouac {

[[nodiscard]] nlohmann::json outcome_to_json(const GameOutcome& o);
// Throws FormatError naming the field that is wrong.
[[nodiscard]] GameOutcome outcome_from_json(const nlohmann::json& j);

}  // namespace bivouac
