#pragma once
// A room's narration: every event of its match in order, and for each viewer (each seat and the
// spectators) the numbered stream of those it may see. Numbers only grow: an undo is told as an
// event of its own, so a client that reconnects with the last number it has gets every later
// event exactly once.
#include <cstdint>
#include <vector>

#include "core/event.h"

namespace bivouac::server {

class EventStreams {
 public:
  explicit EventStreams(int players);

  // Copies the match's events after those already taken.
  void take(const std::vector<Event>& match_events);
  // The match took actions back and now has `match_events` events; `told` says so to everyone.
  void undone(std::size_t match_events, Event told);

  // Where the streams are, to go back to when a change cannot be stored.
  struct Mark {
    std::size_t taken = 0;
    std::size_t log = 0;
    std::vector<std::size_t> streams;
  };
  [[nodiscard]] Mark mark() const;
  void rollback(const Mark& m);

  // How many events `viewer`'s stream has (its last number).
  [[nodiscard]] std::uint64_t size(int viewer) const;
  // The events numbered after+1 ... after+max (at most) of `viewer`'s stream.
  [[nodiscard]] std::vector<const Event*> page(int viewer, std::uint64_t after,
                                               std::size_t max) const;

 private:
  [[nodiscard]] const std::vector<std::uint32_t>& stream(int viewer) const;
  void append(Event e);

  std::size_t taken_ = 0;  // match events already copied into the log
  std::vector<Event> log_;
  // streams_[viewer + 1]: indices into log_ of the events that viewer sees, in order.
  std::vector<std::vector<std::uint32_t>> streams_;
};

}  // namespace bivouac::server
