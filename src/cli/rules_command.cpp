// `bivouac rules GAME` (also `bivouac how-to-play GAME`): the game's "How to play" page in the
// terminal, in our own words with the printed rule lines, wrapped to the terminal's width.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "cli/how_to_play_text.h"
#include "core/errors.h"
#include "core/how_to_play.h"
#include "core/registry.h"

namespace bivouac::cli {

namespace {

// $COLUMNS when the shell exports it, else 80; kept readable either way.
int default_width() {
  const char* env = std::getenv("COLUMNS");
  const int cols = env ? std::atoi(env) : 0;
  return cols >= 40 ? std::min(cols, 120) : 80;
}

}  // namespace

void add_rules_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("rules",
                                 "how to play a game: its rules in our own words, with "
                                 "the printed rule lines");
  cmd->alias("how-to-play");
  struct Args {
    std::string game;
    int width = 0;
  };
  auto args = std::make_shared<Args>();
  cmd->add_option("game", args->game, "the game id (bivouac list)")->required();
  cmd->add_option("--width", args->width, "wrap at this many columns (default $COLUMNS, else 80)")
      ->check(CLI::Range(40, 400));
  cmd->callback([args]() {
    // SpecError naming the games with a page when the id is not one of them.
    const HowToPlay& page = how_to_play(args->game);
    const GameDefinition* def = GameRegistry::instance().find(args->game);
    if (!def) throw SpecError("no game \"" + args->game + "\"");
    std::cout << how_to_play_text(page, def->info, args->width > 0 ? args->width : default_width());
  });
}

}  // namespace bivouac::cli
