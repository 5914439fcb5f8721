#include "sim/playout_speed.h"

#include <time.h>

namespace bivouac {

std::int64_t random_playout(const Game& game, State& state, Rng& rng, ActionList& legal) {
  std::int64_t n = 0;
  while (!game.is_terminal(state)) {
    game.legal_actions(state, legal);
    game.apply_action(state, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    ++n;
  }
  return n;
}

namespace {
// CPU time of this thread: the machine is shared, so wall time would also count other programs.
double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}
}  // namespace

PlayoutSpeed measure_playouts(const Game& game, double seconds, std::uint64_t seed) {
  PlayoutSpeed r;
  Rng rng(seed);
  ActionList legal;
  auto state = game.new_initial_state(seed);
  const double start = thread_cpu_seconds();
  while (true) {
    auto fresh = game.new_initial_state(derive_seed(seed, static_cast<std::uint64_t>(r.playouts)));
    state->assign(*fresh);
    r.actions += random_playout(game, *state, rng, legal);
    ++r.playouts;
    if ((r.playouts & 15) == 0 && thread_cpu_seconds() - start >= seconds) break;
  }
  r.seconds = thread_cpu_seconds() - start;
  return r;
}

}  // namespace bivouac
