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

// A replay is sent in pages (docs/network.md, "Replays"): frames `from` to `from + count - 1`,
// fewer when the page's frames would pass kMaxReplayPageBytes (always at least one), so a reply
// is never much larger than what was asked, whatever the game's length.
inline constexpr std::size_t kDefaultReplayPageFrames = 20;
inline constexpr std::size_t kMaxReplayPageFrames = 100;
inline constexpr std::size_t kMaxReplayPageBytes = 256 * 1024;
struct ReplayPage {
  std::size_t from = 0;
  std::size_t count = kDefaultReplayPageFrames;
};
// Reads `from` and `count` (whole numbers; count 1 to kMaxReplayPageFrames) from a query string.
// Throws FormatError naming the field and what is accepted.
[[nodiscard]] ReplayPage parse_replay_page(std::string_view query);

// "0" to "n-1" (a seat), "spectator" (the public view) or "all" (all-seeing). Throws
// FormatError saying what is accepted.
[[nodiscard]] int parse_replay_viewer(std::string_view text, int num_players);
[[nodiscard]] nlohmann::json replay_viewer_json(int viewer);

// {"game", "viewer", "players", "steps", "finished", "from", "next", "frames": [{"step",
// "actor", "action"?, "events", "view"}]}: frame k is the position after k actions (frame 0 the
// opening); `frames` holds the page's frames from `from`, and `next` is the frame to ask for
// next (null after the last). `action` (the text decided) appears only for the viewer's own
// decisions, or all-seeing: an opponent's choice is known only through the events it caused.
// Event numbers count on from the frames before the page, as in the viewer's live stream.
// Throws FormatError when the record does not replay, is too long, or `from` is past its end:
// whatever is wrong with a record is a 400. Pages of one record continue from checkpoints kept
// of it (server/replay_outline.h), so paging a long record costs about one pass, not one a page.
// The page's frames stop once their bytes reach `max_page_bytes` (always at least one frame).
[[nodiscard]] nlohmann::json replay_frames(const GameRecord& record, int viewer,
                                           ReplayPage page = {},
                                           std::size_t max_page_bytes = kMaxReplayPageBytes);

// An uploaded record's page is at most this many times the upload's bytes (and
// kMaxReplayPageBytes), plus the one frame a page always has: a 168-byte record of 20 actions
// made a 274 KB page before (issue 41).
inline constexpr std::size_t kReplayUploadAmplification = 32;
[[nodiscard]] std::size_t upload_page_bytes(std::size_t upload_bytes);

// Parses an uploaded bivouac-record (size, UTF-8 and nesting checked before parsing).
[[nodiscard]] GameRecord parse_uploaded_record(std::string_view body);

}  // namespace bivouac::server
