#pragma once
// A finished (or uploaded) game stepped through as one viewer saw it, for the replay viewer.
// Each frame is built with the same functions as live play (core/seat_view.h): the viewer's `view`
// after each action and the events of that action the viewer may see. So a seat's replay never
// shows more than that seat was shown live, and a spectator's replay only what everyone could see.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string_view>

#include "core/record.h"
#include "core/seat_view.h"

namespace bivouac::server {

// The true state with every hand and deck open: only for a finished game, or an uploaded record
// (whose seed and actions already let its holder compute everything).
inline constexpr int kAllSeeing = kAllSeeingViewer;
inline constexpr int kSpectator = kSpectatorViewer;
// An uploaded record may be larger than a lobby request; a record of a very long game is well
// under this.
inline constexpr std::size_t kMaxReplayUploadBytes = std::size_t{1} << 20;
// Each step carries a whole view; a longer game would make a reply of many megabytes.
inline constexpr std::size_t kMaxReplaySteps = 5000;

// "0" to "n-1" (a seat), "spectator" (the public view) or "all" (all-seeing). Throws
// FormatError saying what is accepted.
[[nodiscard]] int parse_replay_viewer(std::string_view text, int num_players);
[[nodiscard]] nlohmann::json replay_viewer_json(int viewer);

// {"game", "viewer", "players", "sides", "steps", "finished", "frames": [{"step", "actor",
// "action"?, "events", "view"}]}: frame 0 is the opening, frame k the position after k actions.
// `action` (the text decided) appears only for the viewer's own decisions, or all-seeing: an
// opponent's choice is known only through the events it caused. Throws FormatError when the
// record does not replay or is too long.
[[nodiscard]] nlohmann::json replay_frames(const GameRecord& record, int viewer);

// Parses an uploaded bivouac-record (size, UTF-8 and nesting checked before parsing).
[[nodiscard]] GameRecord parse_uploaded_record(std::string_view body);

}  // namespace bivouac::server
