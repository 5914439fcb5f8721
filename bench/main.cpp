// Benchmarks are registered per game at run time, once the game registry is complete.
#include <benchmark/benchmark.h>

namespace bivouac {
void register_playout_benchmarks();
void register_ismcts_benchmarks();
void register_sim_benchmarks();
}  // namespace bivouac

int main(int argc, char** argv) {
  bivouac::register_playout_benchmarks();
  bivouac::register_ismcts_benchmarks();
  bivouac::register_sim_benchmarks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
