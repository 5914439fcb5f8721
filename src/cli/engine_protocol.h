#pragma once
// The engine protocol: one JSON request per line in, one JSON reply per line out, in the spirit of
// UCI. Any program can drive any game through it. Documented in docs/protocol.md.
#include <iosfwd>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/match.h"

namespace bivouac::cli {

class EngineSession {
 public:
  EngineSession() = default;
  // A session bound to `seat` from the start, as `bivouac engine --seat P` makes it.
  explicit EngineSession(int seat) : seat_(seat) {}

  // Answers one request; never throws: errors become {"ok":false,"error":...}. A request that
  // fails changes nothing: the game, its record and the events not yet taken stay as they were.
  nlohmann::json handle(const nlohmann::json& request);
  // Answers one line of text (checked against the size, depth and UTF-8 limits, then parsed).
  nlohmann::json handle_line(const std::string& line);
  [[nodiscard]] bool quit_requested() const { return quit_; }
  // The seat this session is bound to, if any: its replies then hold only what that player may
  // know (docs/protocol.md, "Seat-bound sessions").
  [[nodiscard]] std::optional<int> seat() const { return seat_; }

 private:
  nlohmann::json dispatch(const std::string& cmd, const nlohmann::json& req);
  Match& match();
  nlohmann::json summary();
  nlohmann::json take_events(int viewer);
  // The viewer a request names (its `key`, or `fallback` when absent), checked against the game
  // and, in a bound session, against the seat.
  int viewer_field(const nlohmann::json& req, const char* key, bool required);
  // The viewer of a `view` request: a seat, or (unbound) "spectator" or "all" (the default).
  int view_viewer(const nlohmann::json& req, const char* key);
  // Throws unless this session may act for `player` now.
  void require_seat(int player, const char* what) const;
  void refuse_when_bound(const char* what) const;

  std::optional<Match> match_;
  std::size_t event_cursor_ = 0;
  std::optional<int> seat_;
  bool quit_ = false;
};

// Reads requests until end of input or {"cmd":"quit"}; with `seat`, the session is bound to it.
void run_engine(std::istream& in, std::ostream& out, std::optional<int> seat = std::nullopt);

}  // namespace bivouac::cli
