#pragma once
// How an arena is shown: a win-rate table with 95% Wilson intervals, each pairing's deals, the
// Elo ladder with 95% error bars, and the same as JSON.
#include <nlohmann/json.hpp>
#include <string>

#include "sim/arena.h"

namespace bivouac {

[[nodiscard]] std::string arena_to_text(const ArenaResult& r);
[[nodiscard]] nlohmann::json arena_to_json(const ArenaResult& r);

// One line on how the deals of bots A and B went: each from both seats, B's wins of both, the
// split ones, A's wins of both, and B's score with its 95% interval counting deals as the unit.
[[nodiscard]] std::string deals_to_text(const Pentanomial& deals, const std::string& a,
                                        const std::string& b);
// The same as JSON: {"b_won_both", "split", "a_won_both", "with_draws", "b_score": {rate, ci95}}.
[[nodiscard]] nlohmann::json deals_to_json(const Pentanomial& deals);
// " from deal N" for a run that did not start at deal 0 (ArenaConfig::first_deal), else "".
[[nodiscard]] std::string first_deal_note(int first_deal);

}  // namespace bivouac
