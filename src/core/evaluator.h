#pragma once
// A game's estimate of who stands better in an unfinished position. Search uses it to score a
// playout it cuts short (`ismcts:eval=game,rollout_depth=N`). A game registers one from its own
// folder, as it does its heuristic bot, so the AI never reaches inside a game.
//
// The estimate may be given a determinized state (hidden cards sampled), so it must read only
// what the position holds, and it must be cheap: it runs once per search iteration.
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac {

// Value of `s` for `player`'s side in [-1, 1]: +1 as good as a win, -1 as bad as a loss.
using PositionEvaluator = double (*)(const Game& game, const State& s, int player);

// An evaluator made ready for one Game and used by one thread at a time, so that it may keep
// what it needs between calls (a codec, a scratch buffer) and allocate nothing once warm.
class PositionEstimator {
 public:
  virtual ~PositionEstimator() = default;
  // As PositionEvaluator, for the Game it was made for.
  [[nodiscard]] virtual double value(const State& s, int player) = 0;
  // value(s, p) for every player p < players, into out[p]: search scores a leaf for every
  // player at once, and an estimator that weighs every player's view does that work once.
  virtual void values(const State& s, int players, double* out) {
    for (int p = 0; p < players; ++p) out[p] = value(s, p);
  }
};

// Makes the estimator for `game`, or returns nullptr when this game's options leave the
// evaluator without a meaning (weights fitted for another card list).
using EstimatorMaker = std::function<std::unique_ptr<PositionEstimator>(const Game& game)>;

struct EvaluatorDefinition {
  std::string game_id;
  std::string description;  // what it weighs, in a line
  // A stateless evaluator, or else `make` (one of the two).
  PositionEvaluator evaluate = nullptr;
  // Actions a search's playout runs before this estimate scores it, unless the bot is told.
  int rollout_depth = 40;
  EstimatorMaker make;
  // Whether `eval=auto` (every level) uses it. An evaluator the sequential test has not yet
  // shown to make the bot stronger is only used when asked for by name (`eval=game`).
  bool by_default = true;

  // The estimator for `game` (nullptr when `make` declines it). `game` must outlive it.
  [[nodiscard]] std::unique_ptr<PositionEstimator> prepare(const Game& game) const;
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
