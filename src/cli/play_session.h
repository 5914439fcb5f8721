#pragma once
// A terminal game: humans type actions, bots answer, every event is narrated to whoever may see
// it. The loop reads from any stream so tests can script whole games.
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace bivouac::cli {

struct PlayConfig {
  std::string game = "muskets";  // game spec
  std::uint64_t seed = 0;
  std::vector<std::string> seats;  // per seat: "human" or a bot spec; empty = human vs heuristic
  std::string load;                // a record to resume
  std::string save;                // default file for `save` and for saving at the end
};

// Runs the game until it ends or the input closes; returns a process exit code.
int run_play(const PlayConfig& config, std::istream& in, std::ostream& out);

}  // namespace bivouac::cli
