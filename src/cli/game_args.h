#pragma once
// Options shared by the commands that create a game: the game spec, --options and --players.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"

namespace bivouac::cli {

struct GameArgs {
  std::string spec = "muskets";
  std::string options;
  int players = 0;

  void add_to(CLI::App& cmd, bool game_required);
  // Creates the game; throws SpecError listing what is valid.
  [[nodiscard]] GamePtr create() const;
  [[nodiscard]] std::string full_spec() const;
};

// Seat assignment: `bots` (comma list, "human" allowed) wins; else `hotseat`; else the `seats`
// listed are human and the rest get `vs`. With players == 0 the count is not checked here.
std::vector<std::string> seat_plan(int players, const std::vector<int>& seats,
                                   const std::string& vs, const std::string& bots, bool hotseat);

std::vector<std::string> split_list(const std::string& text);
// For --seed: a whole number from 0 to 2^64-1 (CLI11 would otherwise wrap -1 around).
CLI::Validator seed_validator();
std::uint64_t clock_seed();

}  // namespace bivouac::cli
