#pragma once
// One companion session: the face set and deck in use, the options, the command cards, the turn
// and the log of every roll. The terminal keeps one for its lifetime; a protocol request builds
// one from its own fields, so requests stay independent.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/reg/command.h"
#include "games/reg/deck_counts.h"
#include "games/reg/face_set.h"
#include "games/reg/reg_options.h"
#include "games/reg/turn_tracker.h"

namespace bivouac::reg {

struct Session {
  explicit Session(std::uint64_t seed);

  FaceSet faces = FaceSet::standard();
  DeckCounts deck = DeckCounts::standard();
  RegOptions options;
  std::optional<CommandState> command;  // made on first use from `deck`
  TurnTracker turn;
  std::vector<std::string> roll_log;
  Rng rng;
  std::uint64_t seed = 0;
  bool files = true;  // false when a server answers: no request may open a file (CompanionContext)

  CommandState& cards();
  // Throws FormatError unless this session may open files; `what` names the request's field.
  void require_files(
      std::string_view what) const;  // the command state, dealt a fresh pack if there is none yet
  void log_roll(const std::string& line);
};

// Answers one request {"calc": ..., ...} against `session`. The reply always has "text" (what
// the terminal prints) next to the structured fields. Throws FormatError on bad input.
[[nodiscard]] nlohmann::json dispatch(Session& session, const nlohmann::json& request);

// dispatch() without the roll-back and the refusal reply (used by dispatch itself).
[[nodiscard]] nlohmann::json dispatch_unchecked(Session& session, const nlohmann::json& request);

// A seed word: a whole number from 0 to 2^64-1, or FormatError naming the field and the range.
[[nodiscard]] std::uint64_t parse_seed(const std::string& word);

// The calculator names, for help and errors.
[[nodiscard]] const std::vector<std::string>& calc_names();

}  // namespace bivouac::reg
