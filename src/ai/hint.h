#pragma once
// "What would a strong player do here?": the move a bot would make, and, for a searching bot,
// the moves it weighed with their share of the search and estimated win rate. Used by the `hint`
// command of `bivouac play` and the engine protocol's {"cmd":"hint"}.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac {

inline constexpr std::string_view kDefaultHintBot = "ismcts:level=medium";

struct HintCandidate {
  std::string action;  // Game::action_to_string
  int index = 0;       // 1-based position in the legal list, as parse_action accepts
  std::uint64_t visits = 0;
  double visit_share = 0;  // 0..1
  double win_rate = 0;     // expected score for the player (win 1, draw 1/2), 0..1
};

struct Hint {
  std::string bot;  // the spec that was asked
  int player = 0;
  std::string action;     // the move the bot would make
  int index = 0;          // its 1-based position in the legal list
  bool searched = false;  // candidates and statistics exist only for a searching bot
  std::vector<HintCandidate> candidates;  // best first, at most `top`
  long iterations = 0;
  double seconds = 0;
};

// `state` may be the true state or `player`'s observation: the bot is shown only
// observe(state, player), so a hint never reveals hidden cards. `player` must be the one to move.
// Throws SpecError for a bad bot spec and std::invalid_argument when `player` is not to move.
// `cap_seconds` bounds the bot's search whatever its spec (Bot::cap_seconds; 0: no bound).
[[nodiscard]] Hint compute_hint(const Game& game, const State& state, int player,
                                std::string_view bot_spec = kDefaultHintBot, std::uint64_t seed = 1,
                                int top = 5, double cap_seconds = 0);

[[nodiscard]] nlohmann::json hint_to_json(const Hint& hint);
// A few lines for a terminal, e.g.
//   hint (ismcts:level=medium, 2000 iterations, 0.12 s): deploy Line Infantry
//     1. deploy Line Infantry    41% of visits, wins 63%
[[nodiscard]] std::string hint_to_text(const Hint& hint);

[[nodiscard]] inline nlohmann::json hint_json(const Game& game, const State& state, int player,
                                              std::string_view bot_spec = kDefaultHintBot,
                                              std::uint64_t seed = 1, double cap_seconds = 0) {
  return hint_to_json(compute_hint(game, state, player, bot_spec, seed, 5, cap_seconds));
}

}  // namespace bivouac
