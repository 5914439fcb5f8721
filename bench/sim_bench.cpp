// The balance lab's speed: games per second of `sim` for every game with random bots and with
// ismcts:easy, at 1 and 2 threads, and the cost of per-card tallies (--cards) against plain sim.
// Run: build/release/bench/bivouac_bench --benchmark_filter=sim/ --benchmark_min_time=2s
// Wall-clock time is what counts here (UseRealTime): threads share the work of one batch.
#include <benchmark/benchmark.h>

#include "core/registry.h"
#include "sim/batch.h"

namespace bivouac {
namespace {

void sim_games(benchmark::State& bench, const std::string& spec, const std::string& bot,
               int threads, bool cards, int batch) {
  SimConfig c;
  c.game = spec;
  c.bots = {bot};
  c.games = batch;
  c.threads = threads;
  c.collect_cards = cards;
  std::int64_t games = 0;
  for (auto _ : bench) {
    c.seed += 1;
    benchmark::DoNotOptimize(run_batch(c).data());
    games += batch;
  }
  bench.counters["games/s"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

}  // namespace

// Called from main, after every game has registered itself.
void register_sim_benchmarks() {
  for (const auto* def : GameRegistry::instance().list()) {
    const std::string id = def->info.id;
    for (int threads : {1, 2}) {
      benchmark::RegisterBenchmark(
          ("sim/" + id + "/random/threads:" + std::to_string(threads)).c_str(), sim_games, id,
          "random", threads, false, 64)
          ->UseRealTime();
      benchmark::RegisterBenchmark(
          ("sim/" + id + "/ismcts:easy/threads:" + std::to_string(threads)).c_str(), sim_games, id,
          "ismcts:easy", threads, false, 4)
          ->UseRealTime()
          ->Iterations(1);
    }
    benchmark::RegisterBenchmark(("sim/" + id + "/random/cards/threads:1").c_str(), sim_games, id,
                                 "random", 1, true, 64)
        ->UseRealTime();
  }
}

}  // namespace bivouac
