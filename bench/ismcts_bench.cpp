// IS-MCTS iterations per second for every registered game, with random and heuristic rollouts,
// and, for games that register a position evaluator, with random rollouts cut off where the
// evaluator suggests (eval=auto), and with heuristic rollouts and the heuristic as the tree's
// prior, which is what the `medium` and `hard` levels play with.
// Each benchmark iteration is one move's search of 1000 iterations from a fresh tree, cycling
// through positions taken from random games; items/s is search iterations per second on one
// thread. For scale: OpenSpiel's C++ IS-MCTS does about 38,000 iterations/s on hearts here.
//
//   build/rel/bench/bivouac_bench --benchmark_filter=Ismcts
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "ai/ismcts_bot.h"
#include "ai/ismcts_search.h"
#include "core/evaluator.h"
#include "core/registry.h"

namespace bivouac {
namespace {

constexpr long kIterationsPerMove = 1000;

std::vector<std::unique_ptr<State>> observed_positions(const Game& game, int count) {
  std::vector<std::unique_ptr<State>> out;
  Rng rng(12345);
  ActionList legal;
  for (std::uint64_t g = 0; static_cast<int>(out.size()) < count; ++g) {
    auto s = game.new_initial_state(derive_seed(77, g));
    while (!game.is_terminal(*s) && static_cast<int>(out.size()) < count) {
      game.legal_actions(*s, legal);
      if (legal.size() > 1 && rng.below(10) == 0) {
        out.push_back(game.observation(*s, game.current_player(*s)));
      }
      game.apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
  }
  return out;
}

void BM_IsmctsIterations(benchmark::State& state, const std::string& game_id, RolloutKind kind,
                         LeafKind leaf, double prior_weight) {
  const GamePtr game = make_game(game_id);
  std::unique_ptr<RolloutPolicy> rollout;
  if (kind == RolloutKind::kHeuristic) rollout = make_heuristic_rollout(game, 1, 0.1);
  if (!rollout) {
    if (kind == RolloutKind::kHeuristic) {
      state.SkipWithError("this game has no heuristic bot");
      return;
    }
    rollout = std::make_unique<RandomRollout>(*game);
  }
  IsmctsParams params;
  params.leaf = leaf;
  params.prior_weight = prior_weight;
  resolve_leaf(params, *game);
  IsmctsSearch search(game, params, 1, 4 * kIterationsPerMove, std::move(rollout),
                      make_leaf_evaluator(*game, params),
                      prior_weight > 0 ? make_heuristic_rollout(game, 2, 0) : nullptr);
  const auto positions = observed_positions(*game, 32);
  std::size_t next = 0;
  long iterations = 0;
  for (auto _ : state) {
    const State& obs = *positions[next++ % positions.size()];
    search.tree().reset();
    search.set_root(obs, game->current_player(obs));
    iterations += search.run(kIterationsPerMove, Clock::time_point::max());
  }
  state.SetItemsProcessed(iterations);
  state.SetLabel(game_id);
}

}  // namespace

// Called from main, after every game has registered itself.
void register_ismcts_benchmarks() {
  for (const auto* def : GameRegistry::instance().list()) {
    const std::string id = def->info.id;
    benchmark::RegisterBenchmark(("BM_IsmctsIterations/" + id + "/random").c_str(),
                                 BM_IsmctsIterations, id, RolloutKind::kRandom, LeafKind::kReturns,
                                 0.0)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_IsmctsIterations/" + id + "/heuristic").c_str(),
                                 BM_IsmctsIterations, id, RolloutKind::kHeuristic,
                                 LeafKind::kReturns, 0.0)
        ->Unit(benchmark::kMillisecond);
    if (EvaluatorRegistry::instance().find(id) != nullptr) {
      benchmark::RegisterBenchmark(("BM_IsmctsIterations/" + id + "/random+evaluator").c_str(),
                                   BM_IsmctsIterations, id, RolloutKind::kRandom, LeafKind::kGame,
                                   0.0)
          ->Unit(benchmark::kMillisecond);
    }
    if (BotRegistry::instance().find("heuristic", id) != nullptr) {
      benchmark::RegisterBenchmark(("BM_IsmctsIterations/" + id + "/heuristic+prior").c_str(),
                                   BM_IsmctsIterations, id, RolloutKind::kHeuristic,
                                   LeafKind::kAuto, 0.5)
          ->Unit(benchmark::kMillisecond);
    }
  }
}

}  // namespace bivouac
