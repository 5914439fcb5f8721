#pragma once
// Each subcommand of `bivouac` lives in its own file and adds itself to the app here.
#include <CLI/CLI.hpp>

namespace bivouac::cli {

void add_list_command(CLI::App& app);
void add_play_command(CLI::App& app);
void add_replay_command(CLI::App& app);
void add_sim_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_engine_command(CLI::App& app);
void add_companion_commands(CLI::App& app);
void add_arena_command(CLI::App& app);
void add_serve_command(CLI::App& app);
void add_db_command(CLI::App& app);
void add_rules_command(CLI::App& app);

}  // namespace bivouac::cli
