#pragma once
// What one pass through a record learns, kept so that the pages of its replay continue from
// where they are instead of replaying the record from its start for every page (issue 41: paging
// a 1,762-action GT record replayed it whole 98 times). An outline holds the record's length, its
// end, and checkpoints: the position after every few actions with the events each viewer had
// seen by then. A page starts from the last checkpoint before it. Outlines are kept for the few
// records replayed most recently, keyed by the record's content.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/game.h"
#include "core/record.h"

namespace bivouac::server {

// Checkpoints at least this many actions apart, and at most this many per record (a longer record
// spaces them further), so an outline costs a bounded number of positions.
inline constexpr std::size_t kReplayCheckpointSpacing = 16;
inline constexpr std::size_t kMaxReplayCheckpoints = 64;
// Outlines kept at once (the least recently used goes first).
inline constexpr std::size_t kReplayOutlinesKept = 8;

struct ReplayCheckpoint {
  std::size_t frame = 0;  // actions played
  std::size_t entry = 0;  // record entries read (the next one is the next to apply)
  std::shared_ptr<const State> state;
  std::vector<std::uint64_t> events_seen;  // per viewer, indexed by viewer - kAllSeeingViewer
};

struct ReplayOutline {
  GamePtr game;
  std::size_t actions = 0;
  bool finished = false;
  std::vector<ReplayCheckpoint> checkpoints;  // ascending frames, none at frame 0
  // The last checkpoint strictly before `frame` (a page from `frame` needs the events of the
  // action that led to it), or null: start from the record's opening.
  [[nodiscard]] const ReplayCheckpoint* before(std::size_t frame) const;
};

// The outline of `record`, made by one pass through it (throwing FormatError naming the entry
// that does not replay, or when it has more than `max_actions` actions) unless it is kept.
[[nodiscard]] std::shared_ptr<const ReplayOutline> replay_outline(const GameRecord& record,
                                                                  std::size_t max_actions);

// Actions applied by replays since the process started (the outlines' passes and the pages'),
// for tests that pages continue instead of starting over.
[[nodiscard]] std::uint64_t replay_actions_applied();
void count_replay_action();

// Whether `viewer` (kAllSeeingViewer, kSpectatorViewer or a seat) sees event `e`, for every
// viewer of a game of `players` seats at once: adds 1 to `seen[viewer - kAllSeeingViewer]`.
void count_seen(const Event& e, int players, std::vector<std::uint64_t>& seen);

}  // namespace bivouac::server
