#include "cli/narration.h"

#include <algorithm>

namespace bivouac::cli {

namespace {

bool is_redacted_twin(const Event& before, const Event& e) {
  return before.audience != kEveryone && e.audience == (kEveryone & ~before.audience) &&
         e.kind == before.kind && e.player == before.player;
}

}  // namespace

std::vector<std::string> narration(const std::vector<Event>& events, int viewer, std::size_t from,
                                   std::size_t to) {
  std::vector<std::string> out;
  to = std::min(to, events.size());
  for (std::size_t k = from; k < to; ++k) {
    if (!events[k].visible_to(viewer)) continue;
    if (viewer < 0 && k > 0 && is_redacted_twin(events[k - 1], events[k])) continue;
    out.push_back(events[k].text);
  }
  return out;
}

}  // namespace bivouac::cli
