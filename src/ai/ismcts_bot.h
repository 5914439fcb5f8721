#pragma once
// `ismcts`: information-set Monte Carlo tree search for any registered game. It sees only its
// observation; every sampled world comes from Game::determinize of that observation.
#include <functional>
#include <memory>
#include <vector>

#include "ai/ismcts_params.h"
#include "ai/ismcts_search.h"
#include "ai/search_analysis.h"
#include "core/bot.h"

namespace bivouac {

// Builds a worker's leaf evaluator; the default scores positions with the game's returns.
using EvaluatorFactory = std::function<std::unique_ptr<LeafEvaluator>(const GamePtr&)>;

// The leaf evaluator `p.leaf` names (after resolve_leaf): the game's returns, or its registered
// position evaluator.
[[nodiscard]] std::unique_ptr<LeafEvaluator> make_leaf_evaluator(const Game& game,
                                                                 const IsmctsParams& p);

class IsmctsBot final : public Bot {
 public:
  IsmctsBot(GamePtr game, const IsmctsParams& params, std::uint64_t seed,
            const EvaluatorFactory& evaluator = {});

  [[nodiscard]] Action choose(const State& observation, int player) override;
  void restart() override;
  [[nodiscard]] BotBudget budget() const override {
    return {params_.seconds, static_cast<long>(params_.iterations), params_.threads,
            params_.rollout_depth};
  }
  void cap_seconds(double seconds) override { cap_seconds_ = seconds; }

  [[nodiscard]] const SearchAnalysis& last_analysis() const { return analysis_; }
  [[nodiscard]] const IsmctsParams& params() const { return params_; }

 private:
  // Whether the trees may be kept: see the definition for when that is sound.
  [[nodiscard]] bool previous_move_explains(const State& observation, int player);
  void prepare_trees(const State& observation, int player);
  // Seconds for this decision: params.seconds, or with a turn budget a share of what this
  // player's turn has left.
  [[nodiscard]] double decision_seconds(const State& observation, int player);
  void search(double seconds);
  void summarize(Clock::time_point start);

  GamePtr game_;
  IsmctsParams params_;
  std::vector<std::unique_ptr<IsmctsSearch>> workers_;
  std::vector<long> iterations_done_;
  Rng check_rng_;
  SearchAnalysis analysis_;
  ActionList legal_;
  // The previous decision, for tree reuse.
  std::unique_ptr<State> last_observation_;
  std::unique_ptr<State> predicted_;
  std::unique_ptr<State> predicted_view_;
  Action last_action_ = kNoAction;
  int last_player_ = -1;
  // The turn being timed (turn_number and player) and the seconds its decisions took so far.
  int turn_ = -1;
  int turn_player_ = -1;
  double turn_spent_ = 0;
  double cap_seconds_ = 0;  // the host's bound on a move, whatever the budget (0: none)
};

}  // namespace bivouac
