// `bivouac bench <game>`: random playouts on one thread, as fast as the engine goes.
#include <fmt/format.h>

#include <chrono>
#include <iostream>

#include "cli/commands.h"
#include "cli/game_args.h"
#include "core/safe_json.h"
#include "sim/playout_speed.h"

namespace bivouac::cli {

void add_bench_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("bench", "measure random playouts per second on one thread");
  struct Args {
    GameArgs game;
    double seconds = 3;
    std::uint64_t seed = 1;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  args->game.add_to(*cmd, true);
  cmd->add_option("--seconds", args->seconds, "how long to run")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 3600.0));
  cmd->add_option("--seed", args->seed, "seed of the first playout")
      ->capture_default_str()
      ->check(seed_validator());
  cmd->add_flag("--json", args->json, "print the result as JSON");
  cmd->callback([args]() {
    const GamePtr game = args->game.create();
    const PlayoutSpeed r = measure_playouts(*game, args->seconds, args->seed);
    if (args->json) {
      std::cout << dump_json(nlohmann::json{{"game", game->spec()},
                                            {"playouts", r.playouts},
                                            {"actions", r.actions},
                                            {"seconds", r.seconds},
                                            {"playouts_per_second", r.playouts_per_second()},
                                            {"actions_per_second", r.actions_per_second()}},
                             2)
                << "\n";
    } else {
      std::cout << fmt::format(
                       "{}: {} random playouts, {} actions in {:.2f} s of CPU time on one thread\n",
                       game->spec(), r.playouts, r.actions, r.seconds)
                << fmt::format(
                       "  {:.0f} playouts/s, {:.2f} million actions/s ({:.1f} actions per game)\n",
                       r.playouts_per_second(), r.actions_per_second() / 1e6,
                       r.playouts ? static_cast<double>(r.actions) / static_cast<double>(r.playouts)
                                  : 0.0);
    }
  });
}

}  // namespace bivouac::cli
