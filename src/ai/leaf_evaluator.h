#pragma once
// Scores the position where a simulation stops: the end of the game, or the end of a rollout
// capped by `rollout_depth`. Values are per player in [-1, 1] from that player's side's view.
#include <array>
#include <memory>

#include "core/evaluator.h"
#include "core/game.h"

namespace bivouac {

using PlayerValues = std::array<double, kMaxPlayers>;

class LeafEvaluator {
 public:
  virtual ~LeafEvaluator() = default;
  virtual void evaluate(const State& s, PlayerValues& out) = 0;
};

// The game's own returns: exact at the end, and 0 for every player in an unfinished game, which
// treats a cut-off playout as a draw.
class ReturnsEvaluator final : public LeafEvaluator {
 public:
  explicit ReturnsEvaluator(const Game& game) : game_(game) {}
  void evaluate(const State& s, PlayerValues& out) override {
    for (int p = 0; p < game_.num_players(); ++p)
      out[static_cast<std::size_t>(p)] = game_.returns(s, p);
  }

 private:
  const Game& game_;
};

// The game's registered position evaluator for a playout cut short, the returns at the end.
// The estimate is shrunk by `weight` (< 1) so a cut-off lead never counts as much as a real win.
class GameEvaluator final : public LeafEvaluator {
 public:
  GameEvaluator(const Game& game, std::unique_ptr<PositionEstimator> estimate, double weight)
      : game_(game), estimate_(std::move(estimate)), weight_(weight) {}
  void evaluate(const State& s, PlayerValues& out) override {
    const int players = game_.num_players();
    if (game_.is_terminal(s)) {
      for (int p = 0; p < players; ++p) out[static_cast<std::size_t>(p)] = game_.returns(s, p);
      return;
    }
    estimate_->values(s, players, out.data());
    for (int p = 0; p < players; ++p) out[static_cast<std::size_t>(p)] *= weight_;
  }

 private:
  const Game& game_;
  std::unique_ptr<PositionEstimator> estimate_;
  double weight_;
};

}  // namespace bivouac
