// `bivouac`: play, simulate, replay and drive card wargames from the terminal.
#include <iostream>

#include "cli/commands.h"
#include "core/errors.h"
#include "core/text_safety.h"

int main(int argc, char** argv) {
  CLI::App app{"Bivouac: card-driven horse-and-musket wargames"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "bivouac 0.1.0");
  bivouac::cli::add_list_command(app);
  bivouac::cli::add_play_command(app);
  bivouac::cli::add_replay_command(app);
  bivouac::cli::add_sim_command(app);
  bivouac::cli::add_bench_command(app);
  bivouac::cli::add_engine_command(app);
  bivouac::cli::add_companion_commands(app);
  bivouac::cli::add_arena_command(app);
  bivouac::cli::add_serve_command(app);
  bivouac::cli::add_db_command(app);
  bivouac::cli::add_rules_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const std::exception& e) {
    // Errors quote files and typed text: no raw control bytes or broken UTF-8 reach the terminal.
    std::cerr << "bivouac: " << bivouac::terminal_safe(e.what()) << "\n";
    return 2;
  }
  return 0;
}
