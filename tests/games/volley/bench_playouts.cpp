// Random playouts on one core, the way search uses the engine: legal_actions, a uniform pick,
// apply_action without a log. Prints actions per second.
#include <chrono>
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
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int g = 0; g < 200; ++g) {
      auto s = game->new_initial_state(rng.next());
      while (!game->is_terminal(*s)) {
        game->legal_actions(*s, legal);
        game->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
        ++actions;
      }
      ++games;
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  std::printf("%s: %ld games, %ld actions in %.2f s: %.2f M actions/s, %.0f games/s, %.1f actions/game\n",
              spec, games, actions, elapsed, static_cast<double>(actions) / elapsed / 1e6,
              static_cast<double>(games) / elapsed, static_cast<double>(actions) / static_cast<double>(games));
  return 0;
}
