// Random-playout speed and state copies for every registered game (Google Benchmark).
// Run: build/release/bench/bivouac_bench   (or --benchmark_filter=muskets)
#include <benchmark/benchmark.h>

#include "core/registry.h"
#include "sim/playout_speed.h"

namespace bivouac {
namespace {

void playouts(benchmark::State& bench, const std::string& spec) {
  const GamePtr game = make_game(spec);
  Rng rng(1);
  ActionList legal;
  auto state = game->new_initial_state(1);
  std::int64_t actions = 0;
  std::uint64_t seed = 0;
  for (auto _ : bench) {
    auto fresh = game->new_initial_state(++seed);
    state->assign(*fresh);
    actions += random_playout(*game, *state, rng, legal);
  }
  bench.counters["actions/s"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  bench.counters["actions/game"] =
      benchmark::Counter(static_cast<double>(actions) / static_cast<double>(bench.iterations()));
}

void state_copy(benchmark::State& bench, const std::string& spec) {
  const GamePtr game = make_game(spec);
  auto a = game->new_initial_state(1);
  auto b = game->new_initial_state(2);
  for (auto _ : bench) {
    b->assign(*a);
    benchmark::DoNotOptimize(b.get());
  }
}

}  // namespace

// Called from main, after every game has registered itself.
void register_playout_benchmarks() {
  for (const auto* def : GameRegistry::instance().list()) {
    const std::string id = def->info.id;
    benchmark::RegisterBenchmark(("playouts/" + id).c_str(), playouts, id);
    benchmark::RegisterBenchmark(("state_copy/" + id).c_str(), state_copy, id);
  }
}

}  // namespace bivouac
