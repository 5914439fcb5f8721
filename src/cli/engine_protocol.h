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
  // Answers one request; never throws: errors become {"ok":false,"error":...}.
  nlohmann::json handle(const nlohmann::json& request);
  // Answers one line of text (parsing it first).
  nlohmann::json handle_line(const std::string& line);
  [[nodiscard]] bool quit_requested() const { return quit_; }

 private:
  nlohmann::json dispatch(const std::string& cmd, const nlohmann::json& req);
  Match& match();
  nlohmann::json summary();
  nlohmann::json take_events(int viewer);

  std::optional<Match> match_;
  std::size_t event_cursor_ = 0;
  bool quit_ = false;
};

// Reads requests until end of input or {"cmd":"quit"}.
void run_engine(std::istream& in, std::ostream& out);

}  // namespace bivouac::cli
