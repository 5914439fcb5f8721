#pragma once
// How a sequential test is shown: one running line while it plays, and the final summary as text
// or JSON.
#include <nlohmann/json.hpp>
#include <string>

#include "sim/sprt_run.h"

namespace bivouac {

// "games 240  LLR 1.84 [-2.94, 2.94]  Elo +35.1 [+4.2, +66.0]", without a newline.
[[nodiscard]] std::string sprt_status_line(const SprtRunResult& r);
[[nodiscard]] std::string sprt_to_text(const SprtRunResult& r, const std::string& bot_a,
                                       const std::string& bot_b);
[[nodiscard]] nlohmann::json sprt_to_json(const SprtRunResult& r, const std::string& bot_a,
                                          const std::string& bot_b);

}  // namespace bivouac
