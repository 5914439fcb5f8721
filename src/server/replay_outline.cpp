#include "server/replay_outline.h"

#include <fmt/format.h>

#include <atomic>
#include <list>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/errors.h"
#include "core/match.h"
#include "core/seat_view.h"
#include "server/token.h"

namespace bivouac::server {

namespace {

std::atomic<std::uint64_t> applied{0};

struct Kept {
  std::mutex mutex;
  std::list<std::pair<std::string, std::shared_ptr<const ReplayOutline>>> recent;  // newest first
};
Kept& kept() {
  static Kept k;
  return k;
}

std::shared_ptr<const ReplayOutline> find_kept(const std::string& key) {
  std::scoped_lock lock(kept().mutex);
  auto& recent = kept().recent;
  for (auto it = recent.begin(); it != recent.end(); ++it) {
    if (it->first == key) {
      recent.splice(recent.begin(), recent, it);
      return recent.front().second;
    }
  }
  return nullptr;
}

void keep(const std::string& key, std::shared_ptr<const ReplayOutline> outline) {
  std::scoped_lock lock(kept().mutex);
  auto& recent = kept().recent;
  std::erase_if(recent, [&](const auto& e) { return e.first == key; });
  recent.emplace_front(key, std::move(outline));
  while (recent.size() > kReplayOutlinesKept) recent.pop_back();
}

std::shared_ptr<const ReplayOutline> build(const GameRecord& record, std::size_t actions) {
  auto out = std::make_shared<ReplayOutline>();
  out->actions = actions;
  Match m = Match::replay(record, 0);
  out->game = m.game_ptr();
  const int players = m.game().num_players();
  std::vector<std::uint64_t> seen(static_cast<std::size_t>(players - kAllSeeingViewer), 0);
  std::size_t counted = 0;
  const auto count_new = [&] {
    for (; counted < m.events().size(); ++counted) count_seen(m.events()[counted], players, seen);
  };
  count_new();
  const std::size_t spacing =
      std::max(kReplayCheckpointSpacing, (actions + kMaxReplayCheckpoints - 1) /
                                             std::max<std::size_t>(kMaxReplayCheckpoints, 1));
  for (std::size_t i = 0; i < record.entries.size(); ++i) {
    const RecordEntry& e = record.entries[i];
    try {
      switch (e.kind) {
        case RecordEntry::Kind::kForceDice:
          m.force_dice(e.dice);
          continue;
        case RecordEntry::Kind::kForceDraws:
          m.force_draws(e.deck, e.cards);
          continue;
        case RecordEntry::Kind::kAction:
          m.apply_text(e.action);
          count_replay_action();
          break;
      }
    } catch (const std::logic_error& err) {  // invalid_argument, and any other bad-input error
      throw FormatError(fmt::format("record.actions[{}]: {}", i, err.what()));
    }
    count_new();
    if (m.actions_played() % spacing == 0 && m.actions_played() < actions) {
      out->checkpoints.push_back(ReplayCheckpoint{
          m.actions_played(), i + 1, std::shared_ptr<const State>(m.state().clone()), seen});
    }
  }
  out->finished = m.is_terminal();
  return out;
}

}  // namespace

const ReplayCheckpoint* ReplayOutline::before(std::size_t frame) const {
  const ReplayCheckpoint* found = nullptr;
  for (const auto& c : checkpoints) {
    if (c.frame >= frame) break;
    found = &c;
  }
  return found;
}

std::shared_ptr<const ReplayOutline> replay_outline(const GameRecord& record,
                                                    std::size_t max_actions) {
  std::size_t actions = 0;
  for (const auto& e : record.entries) actions += e.kind == RecordEntry::Kind::kAction ? 1 : 0;
  if (actions > max_actions) {
    throw FormatError(
        fmt::format("the record has {} actions; a replay shows at most {}", actions, max_actions));
  }
  const std::string key = sha256_hex(record.to_json().dump());
  if (auto found = find_kept(key)) return found;
  auto outline = build(record, actions);
  keep(key, outline);
  return outline;
}

std::uint64_t replay_actions_applied() {
  return applied.load();
}

void count_replay_action() {
  applied.fetch_add(1, std::memory_order_relaxed);
}

void count_seen(const Event& e, int players, std::vector<std::uint64_t>& seen) {
  for (int v = kAllSeeingViewer; v < players; ++v) {
    if (viewer_sees(e, v)) ++seen[static_cast<std::size_t>(v - kAllSeeingViewer)];
  }
}

}  // namespace bivouac::server
