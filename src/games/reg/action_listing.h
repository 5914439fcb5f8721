#pragma once
// One prompted action as a row wherever actions are listed (the `actions` table, `hands`): its
// cost in every column, the sheet's note beside it (distances to the enemy, limits), its card
// limit and the step it is tied to, each with the sheet line (lines 140-181).
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/reg/action_table.h"
#include "games/reg/turn_table.h"

namespace bivouac::reg {

// "II / III / IV / N/A", "free", "recover 1 BW III; recover 2 BW IV" or "+1 colour on M2/M3".
[[nodiscard]] std::string action_cost_cells(const PromptedAction& a);

// The row (citing its sheet line when `cite` is set) and, indented under it, the note, the limit
// and the step it is tied to.
[[nodiscard]] std::string describe_action_row(const PromptedAction& a, bool cite);

[[nodiscard]] nlohmann::json action_json(const ActionTable& t, const PromptedAction& a);

// The actions prompted in a turn phase (1-6); from the next phase that has any when this one
// has none (the Card and Shoot phases), which `phase` is then set to.
[[nodiscard]] std::vector<const PromptedAction*> actions_from_phase(const ActionTable& t,
                                                                    const TurnTable& turn,
                                                                    int& phase);

}  // namespace bivouac::reg
