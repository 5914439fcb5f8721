#pragma once
// One single-observer IS-MCTS worker (Cowling, Powley & Whitehouse 2012): every iteration samples
// a full state consistent with the searcher's observation, walks the shared tree with UCB over
// the actions legal in that sample (using availability counts, since an action may be legal in
// some samples only), adds one node, plays out, and backs up each node's value for the player who
// chose it. Root parallelism runs several of these with different seeds (see IsmctsBot).
#include <chrono>
#include <memory>
#include <vector>

#include "ai/ismcts_params.h"
#include "ai/ismcts_tree.h"
#include "ai/leaf_evaluator.h"
#include "ai/rollout_policy.h"
#include "core/game.h"

namespace bivouac {

using Clock = std::chrono::steady_clock;

class IsmctsSearch {
 public:
  IsmctsSearch(GamePtr game, const IsmctsParams& params, std::uint64_t seed, std::size_t capacity,
               std::unique_ptr<RolloutPolicy> rollout, std::unique_ptr<LeafEvaluator> evaluator,
               std::unique_ptr<RolloutPolicy> prior = nullptr);

  // Searches from `observation` (as `player` sees it) from now on. The tree is left as it is:
  // call tree().reset() or tree().reroot() first.
  void set_root(const State& observation, int player);
  // Runs `max_iterations` iterations or until `deadline`, whichever comes first, but at least
  // one; with stop_early, also stops once the most visited move cannot be overtaken. Returns
  // the number run. The deadline is also looked at inside a long playout, so no iteration runs
  // far past it whatever the rollout depth.
  long run(long max_iterations, Clock::time_point deadline);
  // Whether the last run() ended because its deadline came.
  [[nodiscard]] bool stopped_by_deadline() const { return stopped_by_deadline_; }

  [[nodiscard]] SearchTree& tree() { return tree_; }
  [[nodiscard]] const SearchTree& tree() const { return tree_; }

 private:
  void iterate();
  // How many more iterations this search may run: the budget left, and with a deadline the
  // number the speed so far allows.
  [[nodiscard]] static long iterations_left(long done, long max_iterations, Clock::time_point start,
                                            Clock::time_point now, Clock::time_point deadline);
  // Whether the most visited root child leads the runner-up by more than `left` visits.
  [[nodiscard]] bool settled(long left) const;
  // Walks down from the root, expanding one node; leaves the sampled state at the walk's end.
  void descend();
  // Index into legal_ of the child to follow: an untried action if any (random among them),
  // otherwise the best by UCB. Sets expand_ when the chosen action has no node yet.
  std::size_t select(NodeId node, int player);
  // PUCT over the same children, with the prior policy's move favoured.
  std::size_t select_with_prior(int player);
  void drop_reordered_parts(NodeId node, int player);
  void backpropagate();

  GamePtr game_;
  IsmctsParams params_;
  Rng rng_;
  SearchTree tree_;
  std::unique_ptr<RolloutPolicy> rollout_;
  std::unique_ptr<LeafEvaluator> evaluator_;
  std::unique_ptr<RolloutPolicy> prior_;
  std::unique_ptr<State> observation_;
  int player_ = 0;
  // Scratch reused by every iteration.
  std::unique_ptr<State> work_;
  ActionList legal_;
  std::array<NodeId, kMaxLegalActions> child_of_{};
  std::vector<NodeId> path_;
  PlayerValues values_{};
  Clock::time_point deadline_ = Clock::time_point::max();
  bool stopped_by_deadline_ = false;
};

}  // namespace bivouac
