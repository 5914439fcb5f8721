#pragma once
// A game's estimate of who stands better in an unfinished position. Search uses it to score a
// playout it cuts short (`ismcts:eval=game,rollout_depth=N`). A game registers one from its own
// folder, as it does its heuristic bot, so the AI never reaches inside a game.
//
// The estimate may be given a determinized state (hidden cards sampled), so it must read only
// what the position holds, and it must be cheap: it runs once per search iteration.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac {

// Value of `s` for `player`'s side in [-1, 1]: +1 as good as a win, -1 as bad as a loss.
using PositionEvaluator = double (*)(const Game& game, const State& s, int player);

struct EvaluatorDefinition {
  std::string game_id;
  std::string description;  // what it weighs, in a line
  PositionEvaluator evaluate = nullptr;
  // Actions a search's playout runs before this estimate scores it, unless the bot is told.
  int rollout_depth = 40;
};

class EvaluatorRegistry {
 public:
  static EvaluatorRegistry& instance();
  void add(EvaluatorDefinition def);
  [[nodiscard]] const EvaluatorDefinition* find(std::string_view game_id) const;

 private:
  std::vector<std::unique_ptr<EvaluatorDefinition>> items_;
};

struct EvaluatorRegistrar {
  explicit EvaluatorRegistrar(EvaluatorDefinition def) {
    EvaluatorRegistry::instance().add(std::move(def));
  }
};

}  // namespace bivouac
