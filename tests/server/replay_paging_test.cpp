// Replay pages built incrementally (issue 41, item 12): paging a long record continues from
// checkpoints of it instead of replaying it from its start for every page, and the pages are
// exactly the frames a replay from the start gives. In-process: the replay builder alone.
#include <gtest/gtest.h>

#include <random>

#include "core/match.h"
#include "core/registry.h"
#include "core/seat_view.h"
#include "server/replay.h"
#include "server/replay_outline.h"

namespace bivouac::server {
namespace {

using nlohmann::json;

// A random game of `spec` played here, `max_actions` actions at most.
GameRecord random_record(const std::string& spec, std::uint64_t seed, std::size_t max_actions) {
  Match m(GameRegistry::instance().create(spec), seed);
  std::mt19937_64 rng(seed);
  while (!m.is_terminal() && m.actions_played() < max_actions) {
    const auto legal = m.legal_texts();
    m.apply_text(legal[rng() % legal.size()]);
  }
  return m.record();
}

std::size_t actions_of(const GameRecord& r) {
  std::size_t n = 0;
  for (const auto& e : r.entries) n += e.kind == RecordEntry::Kind::kAction ? 1 : 0;
  return n;
}

// Every frame, page after page of `count`; `pages` gets how many were asked.
json all_frames(const GameRecord& record, int viewer, std::size_t count, std::size_t& pages) {
  json frames = json::array();
  std::size_t from = 0;
  pages = 0;
  for (;;) {
    const json page = replay_frames(record, viewer, ReplayPage{from, count});
    ++pages;
    EXPECT_EQ(page["frames"][0]["step"], from);
    for (const auto& f : page["frames"]) frames.push_back(f);
    if (page["next"].is_null()) break;
    from = page["next"].get<std::size_t>();
  }
  return frames;
}

TEST(ReplayPaging, PagesContinueFromCheckpointsNotFromTheStart) {
  const GameRecord record = random_record("gt", 5, 1200);
  const std::size_t actions = actions_of(record);
  ASSERT_GT(actions, 200u);
  const std::uint64_t before = replay_actions_applied();
  std::size_t pages = 0;
  const json frames = all_frames(record, kAllSeeingViewer, 20, pages);
  const std::uint64_t applied = replay_actions_applied() - before;
  ASSERT_EQ(frames.size(), actions + 1);
  const std::size_t spacing = std::max(
      kReplayCheckpointSpacing, (actions + kMaxReplayCheckpoints - 1) / kMaxReplayCheckpoints);
  // One pass for the outline, then each page at most a checkpoint's spacing before its frames.
  EXPECT_LE(applied, actions + pages * (spacing + 20)) << pages << " pages";
  // Replaying from the start for every page would apply pages * actions.
  EXPECT_LT(applied * 4, pages * actions) << applied << " actions applied for " << pages
                                          << " pages of a " << actions << "-action record";
}

TEST(ReplayPaging, ResumedPagesAreTheFramesOfAReplayFromTheStart) {
  const GameRecord record = random_record("ready-aim-fire", 3, 300);
  const std::size_t actions = actions_of(record);
  ASSERT_GT(actions, 60u);
  for (const int viewer : {kAllSeeingViewer, 1}) {
    SCOPED_TRACE("viewer " + std::to_string(viewer));
    std::size_t pages = 0;
    const json by_7 = all_frames(record, viewer, 7, pages);
    const json by_100 = all_frames(record, viewer, 100, pages);
    ASSERT_EQ(by_7.size(), actions + 1);
    EXPECT_EQ(by_7, by_100);
    // Event numbers go on 1, 2, 3 ... across every page, as in the live stream.
    std::uint64_t n = 0;
    for (const auto& f : by_7) {
      for (const auto& e : f["events"]) EXPECT_EQ(e["n"], ++n) << "frame " << f["step"];
    }
    // Views against the position replayed from the start, for a sample of frames.
    std::size_t played = 0;
    for (std::size_t entries = 0; entries <= record.entries.size(); ++entries) {
      if (entries > 0 && record.entries[entries - 1].kind != RecordEntry::Kind::kAction) continue;
      if (entries > 0) ++played;
      if (played % (actions / 6 + 1) != 0 && played != actions) continue;
      const Match m = Match::replay(record, entries);
      const json view =
          build_seat_view(m.game(), m.state(), viewer, SeatViewContext{played, false, false});
      EXPECT_EQ(by_7[played]["view"], view) << "frame " << played;
    }
  }
}

}  // namespace
}  // namespace bivouac::server
