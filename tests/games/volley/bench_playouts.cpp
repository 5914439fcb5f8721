// Random playouts on one core, the way search uses the engine: legal_actions, a uniform pick,
// apply_action without a log. Prints actions per second of this thread's CPU time (the build
// machine is shared, so wall-clock rates understate the speed of one core) and of wall time.
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>

#include "core/registry.h"

int main(int argc, char** argv) {
  using namespace bivouac;
  const double seconds = argc > 1 ? std::atof(argv[1]) : 3.0;
  const char* spec = argc > 2 ? argv[2] : "volley";
  const GamePtr game = make_game(spec);
  Rng rng(12345);
  ActionList legal;
  long actions = 0;
  long games = 0;
  const auto cpu_now = [] {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
  };
  const double cpu_start = cpu_now();
  const auto start = std::chrono::steady_clock::now();
  double cpu = 0;
  double elapsed = 0;
  while (elapsed < 4 * seconds) {
    for (int g = 0; g < 200; ++g) {
      auto s = game->new_initial_state(rng.next());
      while (!game->is_terminal(*s)) {
        game->legal_actions(*s, legal);
        game->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
        ++actions;
      }
      ++games;
    }
    cpu = cpu_now() - cpu_start;
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (cpu >= seconds) break;
  }
  const auto n = static_cast<double>(actions);
  std::printf(
      "%s: %ld games, %ld actions (%.1f per game) in %.2f s CPU / %.2f s wall\n"
      "  %.2f M actions/s and %.0f games/s per CPU second (%.2f M actions/s wall clock)\n",
      spec, games, actions, n / static_cast<double>(games), cpu, elapsed, n / cpu / 1e6,
      static_cast<double>(games) / cpu, n / elapsed / 1e6);
  return 0;
}
