// `bivouac play <game>`: a terminal game against bots or hot-seat.
#include <unistd.h>

#include <iostream>

#include "cli/commands.h"
#include "cli/game_args.h"
#include "cli/play_session.h"
#include "cli/setup_memory.h"

namespace bivouac::cli {

void add_play_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("play", "play a game in the terminal");
  struct Args {
    GameArgs game;
    PlayConfig config;
    std::vector<int> seats;
    std::string vs = "heuristic";
    std::string bots;
    bool hotseat = false;
  };
  auto args = std::make_shared<Args>();
  args->game.add_to(*cmd, /*game_required=*/false);
  cmd->add_option("--seat", args->seats,
                  "seat(s) you play, 1-based (default 1); repeat for several people");
  auto* vs = cmd->add_option("--vs", args->vs, "bot for the other seats (see `bivouac list`)")
                 ->capture_default_str();
  cmd->add_option("--bots", args->bots,
                  "one entry per seat: human or a bot spec, e.g. human,heuristic");
  cmd->add_flag("--hotseat", args->hotseat, "every seat is played by a person at this terminal");
  cmd->add_option("--seed", args->config.seed, "random seed (default: from the clock)")
      ->check(seed_validator());
  cmd->add_option("--load", args->config.load,
                  "resume a saved game record, with the seats it was saved with unless --vs, "
                  "--bots, --seat or --hotseat say otherwise");
  args->config.setup_memory = default_setup_memory_path();
  cmd->add_option("--setups", args->config.setup_memory,
                  "file where your deployments are remembered for 'same as last time' "
                  "(Ready Aim Fire's setup); 'none' remembers nothing")
      ->default_str(args->config.setup_memory.empty() ? "none" : args->config.setup_memory);
  cmd->add_option("--save", args->config.save,
                  "save the game record here: checked at the start, kept up to date as you play");
  cmd->callback([args, vs]() {
    auto& a = *args;
    if (a.config.seed == 0) a.config.seed = clock_seed();
    if (a.config.setup_memory == "none") a.config.setup_memory.clear();
    if (a.config.load.empty()) {
      const GamePtr game = a.game.create();
      a.config.game = game->spec();
      a.config.seats = seat_plan(game->num_players(), a.seats, a.vs, a.bots, a.hotseat);
    } else if (!a.bots.empty() || a.hotseat || !a.seats.empty() || vs->count() > 0) {
      // Without these the record's own seats are used (a saved game remembers who sat where).
      a.config.seats = seat_plan(0, a.seats, a.vs, a.bots, a.hotseat);
    }
    a.config.thinking = &std::cerr;
    a.config.thinking_terminal = isatty(STDERR_FILENO) != 0;
    a.config.clear_screen = isatty(STDOUT_FILENO) != 0;
    const int code = run_play(a.config, std::cin, std::cout);
    if (code != 0) throw CLI::RuntimeError(code);
  });
}

}  // namespace bivouac::cli
