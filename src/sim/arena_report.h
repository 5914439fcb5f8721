#pragma once
// How an arena is shown: a win-rate table with 95% Wilson intervals, the Elo ladder with 95%
// error bars, and the same as JSON.
#include <nlohmann/json.hpp>
#include <string>

#include "sim/arena.h"

namespace bivouac {

[[nodiscard]] std::string arena_to_text(const ArenaResult& r);
[[nodiscard]] nlohmann::json arena_to_json(const ArenaResult& r);

}  // namespace bivouac
