#pragma once
// A terminal game: humans type actions, bots answer, every event is narrated to whoever may see
// it. The loop reads from any stream so tests can script whole games.
#include <chrono>
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
  // Default file for `save`. The game is written there when it starts (so an unwritable path is
  // refused at once) and again, atomically, whenever a person is asked to decide, so closing the
  // terminal loses nothing.
  std::string save;
  // Where a bot that thinks longer than `thinking_delay` says so (nullptr: nowhere), and whether
  // that stream is a terminal (a spinner) or not (one plain line).
  std::ostream* thinking = nullptr;
  bool thinking_terminal = false;
  std::chrono::milliseconds thinking_delay{500};
  // Hot-seat: clear the screen at each hand-off (only when the output is a terminal).
  bool clear_screen = false;
  // Where each person's deployment is remembered for "same as last time" (empty: nowhere).
  std::string setup_memory;
};

// Runs the game until it ends or the input closes; returns a process exit code. Throws
// FormatError before anything is played when `save` cannot be written.
int run_play(const PlayConfig& config, std::istream& in, std::ostream& out);

}  // namespace bivouac::cli
