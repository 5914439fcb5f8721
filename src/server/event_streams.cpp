#include "server/event_streams.h"

#include <algorithm>

#include "core/seat_view.h"

namespace bivouac::server {

EventStreams::EventStreams(int players) : streams_(static_cast<std::size_t>(players) + 1) {}

void EventStreams::append(Event e) {
  log_.push_back(std::move(e));
  const auto index = static_cast<std::uint32_t>(log_.size() - 1);
  for (int v = kSpectatorViewer; v + 1 < static_cast<int>(streams_.size()); ++v) {
    if (viewer_sees(log_.back(), v)) streams_[static_cast<std::size_t>(v + 1)].push_back(index);
  }
}

void EventStreams::take(const std::vector<Event>& match_events) {
  for (; taken_ < match_events.size(); ++taken_) append(match_events[taken_]);
}

void EventStreams::undone(std::size_t match_events, Event told) {
  taken_ = match_events;
  log_.push_back(std::move(told));
  const auto index = static_cast<std::uint32_t>(log_.size() - 1);
  for (auto& s : streams_) s.push_back(index);
}

EventStreams::Mark EventStreams::mark() const {
  Mark m{taken_, log_.size(), {}};
  for (const auto& s : streams_) m.streams.push_back(s.size());
  return m;
}

void EventStreams::rollback(const Mark& m) {
  taken_ = m.taken;
  log_.resize(m.log);
  for (std::size_t v = 0; v < streams_.size(); ++v) streams_[v].resize(m.streams[v]);
}

const std::vector<std::uint32_t>& EventStreams::stream(int viewer) const {
  return streams_[static_cast<std::size_t>(viewer + 1)];
}

std::uint64_t EventStreams::size(int viewer) const {
  return stream(viewer).size();
}

std::vector<const Event*> EventStreams::page(int viewer, std::uint64_t after,
                                             std::size_t max) const {
  const auto& s = stream(viewer);
  std::vector<const Event*> out;
  const std::uint64_t end = std::min<std::uint64_t>(s.size(), after + max);
  for (std::uint64_t n = after; n < end; ++n) out.push_back(&log_[s[n]]);
  return out;
}

}  // namespace bivouac::server
