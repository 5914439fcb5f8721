#include "cli/engine_client.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

#include "core/errors.h"
#include "core/registry.h"
#include "sim/arena.h"

extern char** environ;

namespace bivouac::cli {

EngineProcess::EngineProcess(std::string path) : path_(std::move(path)) {
  // A child that dies must turn into an error on the next request, not kill us on write.
  std::signal(SIGPIPE, SIG_IGN);
  if (::access(path_.c_str(), X_OK) != 0) {
    throw SpecError(
        fmt::format("engine {}: not an executable file ({})", path_, std::strerror(errno)));
  }
  std::array<int, 2> in{};   // parent writes, child reads
  std::array<int, 2> out{};  // child writes, parent reads
  if (::pipe2(in.data(), O_CLOEXEC) != 0 || ::pipe2(out.data(), O_CLOEXEC) != 0) {
    throw std::runtime_error(fmt::format("engine {}: no pipe: {}", path_, std::strerror(errno)));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  std::string engine = "engine";
  std::array<char*, 3> argv = {path_.data(), engine.data(), nullptr};
  const int rc = ::posix_spawn(&pid_, path_.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(in[0]);
  ::close(out[1]);
  if (rc != 0) {
    ::close(in[1]);
    ::close(out[0]);
    throw SpecError(fmt::format("engine {}: cannot start it: {}", path_, std::strerror(rc)));
  }
  to_ = ::fdopen(in[1], "w");
  from_ = ::fdopen(out[0], "r");
}

EngineProcess::~EngineProcess() {
  if (to_ != nullptr) {
    std::fputs("{\"cmd\":\"quit\"}\n", to_);
    std::fclose(to_);
  }
  if (from_ != nullptr) std::fclose(from_);
  if (pid_ > 0) {
    int status = 0;
    ::waitpid(pid_, &status, 0);
  }
}

nlohmann::json EngineProcess::request(const nlohmann::json& req) {
  const std::string line = req.dump() + "\n";
  if (std::fwrite(line.data(), 1, line.size(), to_) != line.size() || std::fflush(to_) != 0) {
    throw std::runtime_error(fmt::format("engine {}: it stopped reading requests", path_));
  }
  std::string reply;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, from_) != nullptr) {
    reply += buffer;
    if (!reply.empty() && reply.back() == '\n') break;
  }
  if (reply.empty()) {
    throw std::runtime_error(fmt::format("engine {}: it ended before answering {}", path_,
                                         req.value("cmd", std::string("?"))));
  }
  nlohmann::json j = nlohmann::json::parse(reply, nullptr, false);
  if (j.is_discarded()) {
    throw std::runtime_error(fmt::format("engine {}: its reply is not JSON: {}", path_, reply));
  }
  if (!j.value("ok", false)) {
    throw std::runtime_error(fmt::format("engine {}: \"{}\" failed: {}", path_,
                                         req.value("cmd", std::string("?")),
                                         j.value("error", std::string("no reason given"))));
  }
  return j;
}

namespace {

class EnginePairPlayer final : public PairPlayer {
 public:
  EnginePairPlayer(const std::string& game, EngineSide a, EngineSide b, long max_actions)
      : spec_(game),
        game_(GameRegistry::instance().create(game)),
        sides_{std::move(a), std::move(b)},
        max_actions_(max_actions) {
    engines_[0] = std::make_unique<EngineProcess>(sides_[0].path);
    engines_[1] = std::make_unique<EngineProcess>(sides_[1].path);
  }

  PairOutcome play_pair(std::uint64_t seed) override {
    return play_swapped_pair(*game_, [&](const std::vector<std::string>& seats, bool& finished) {
      return play_one(seats, seed, finished);
    });
  }

 private:
  // +1 when the side of the first seat's engine won, -1 for the other, 0 for a draw.
  int play_one(const std::vector<std::string>& seats, std::uint64_t seed, bool& finished) {
    const nlohmann::json fresh = {{"cmd", "new"}, {"game", spec_}, {"seed", seed}};
    nlohmann::json summary = engines_[0]->request(fresh);
    (void)engines_[1]->request(fresh);
    long actions = 0;
    while (!summary.value("terminal", false)) {
      if (actions++ >= max_actions_) {
        finished = false;
        return 0;
      }
      const int p = summary.at("player").get<int>();
      const std::size_t mover = seats.at(static_cast<std::size_t>(p)) == "B" ? 1 : 0;
      // "keep" lets the engine keep this bot (and its search tree) for the rest of the game;
      // an engine that does not know the key creates the bot afresh for every move.
      const nlohmann::json ask = {{"cmd", "bot"},
                                  {"name", sides_[mover].bot},
                                  {"apply", true},
                                  {"keep", true},
                                  {"seed", sprt_bot_seed(seed, p, mover == 1)}};
      const nlohmann::json move = engines_[mover]->request(ask);
      const std::string action = move.at("action").get<std::string>();
      summary = engines_[1 - mover]->request({{"cmd", "apply"}, {"action", action}});
    }
    const auto& winner = summary.at("winner");
    if (winner.is_null()) return 0;
    return winner.get<int>() % 2 == 0 ? 1 : -1;
  }

  std::string spec_;
  GamePtr game_;
  std::array<EngineSide, 2> sides_;
  std::array<std::unique_ptr<EngineProcess>, 2> engines_;
  long max_actions_;
};

}  // namespace

std::unique_ptr<PairPlayer> make_engine_pair_player(const std::string& game, const EngineSide& a,
                                                    const EngineSide& b, long max_actions) {
  return std::make_unique<EnginePairPlayer>(game, a, b, max_actions);
}

}  // namespace bivouac::cli
