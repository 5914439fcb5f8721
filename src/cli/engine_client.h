#pragma once
// Plays bots that live in other `bivouac` binaries: each binary runs as `PATH engine` (the JSON-
// lines protocol of docs/protocol.md) and holds its own copy of the game. The engine of the
// player to move is asked for its bot's move ("bot" with "apply"), the other engine is told the
// move ("apply"), so both follow the same game from the same seed; dice and draws come from the
// state's seed in both. Used by `bivouac arena --sprt --engine-a OLD --engine-b NEW`.
#include <sys/types.h>

#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "sim/sprt_run.h"

namespace bivouac::cli {

// One `PATH engine` child process on pipes.
class EngineProcess {
 public:
  // Throws SpecError when PATH cannot be started.
  explicit EngineProcess(std::string path);
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Sends one request and returns its reply; throws std::runtime_error naming the engine when
  // it ended, or when the reply is not ok (with the engine's error message).
  nlohmann::json request(const nlohmann::json& req);
  [[nodiscard]] const std::string& path() const { return path_; }

 private:
  std::string path_;
  pid_t pid_ = -1;
  std::FILE* to_ = nullptr;
  std::FILE* from_ = nullptr;
};

struct EngineSide {
  std::string path;  // a bivouac binary
  std::string bot;   // the bot spec it plays
};

// Plays pairs between bot A of engine A and bot B of engine B (seated as in the arena).
[[nodiscard]] std::unique_ptr<PairPlayer> make_engine_pair_player(const std::string& game,
                                                                  const EngineSide& a,
                                                                  const EngineSide& b,
                                                                  long max_actions = 1'000'000);

}  // namespace bivouac::cli
