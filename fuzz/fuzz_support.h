#pragma once
// What every fuzz target shares: the registered games (through the registry, never by name), a
// reader that turns fuzz bytes into choices, reachable positions, and the scope filter.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac::fuzz {

// Every registered game in each option set its tests run (GameInfo::test_variants), in registry
// order, created once.
const std::vector<GamePtr>& all_games();

// Reads fuzz bytes front to back; past the end every read gives 0, so any input is a valid plan.
class ByteReader {
 public:
  ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  std::uint16_t u16() { return static_cast<std::uint16_t>(byte() | (byte() << 8)); }
  // A choice among n (n > 0).
  std::size_t below(std::size_t n) { return (n <= 256 ? byte() : u16()) % n; }
  [[nodiscard]] bool empty() const { return pos_ >= size_; }
  std::string_view rest() {
    const std::string_view r(reinterpret_cast<const char*>(data_) + pos_, size_ - pos_);
    pos_ = size_;
    return r;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// The position after up to `steps` uniformly random legal actions from `seed`; stops early at
// the end of the game, so the result may be terminal.
std::unique_ptr<State> reachable_position(const Game& game, std::uint64_t seed, int steps);

// Inputs no target runs, because the fault they trigger belongs to work in progress elsewhere or
// to the machine rather than to the code under test: text that is not valid UTF-8 and JSON nested
// deeper than `max_depth` (the input limits of issue 12's core work), and paths to devices or
// kernel files (a card file of /dev/zero reads forever; the size cap is that same work).
bool outside_scope(std::string_view text, int max_depth = 64);
bool valid_utf8(std::string_view text);

// Reports a broken promise and aborts, so libFuzzer saves the input as a crash.
[[noreturn]] void finding(std::string_view what);

// The checks the structure-aware and loader targets run on every position they reach: invariants,
// the state JSON round trip (equal state, equal JSON), every player's observation equal after the
// round trip, and every legal action's text parsing back to that action.
void check_position(const Game& game, const State& s);

// The part of check_position cheap enough for every step of a long game: invariants, a legal
// action in a non-terminal state, and legal texts unique (so each names one action).
void check_step(const Game& game, const State& s);

// Dumps a reply or document as a client would read it; a reply that is not valid UTF-8 JSON is a
// finding.
std::string dump_checked(const nlohmann::json& j);

// A finding when `output` holds U+FFFD that `input` did not: text was cut inside a character.
void check_not_cut(std::string_view input, std::string_view output);

}  // namespace bivouac::fuzz
