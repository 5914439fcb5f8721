#pragma once
// Runs the real `bivouac serve` binary on a free loopback port with its database in a temporary
// directory, for tests that talk to it over real sockets.
#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace bivouac::server::testing {

// The suite's games are reproducible from a seed the test chooses, so its servers run with
// --allow-client-seeds (as a local tournament's would); kRefused starts one as strangers meet it.
enum class ClientSeeds { kAllowed, kRefused };

class ServerProcess {
 public:
  // Starts the server on `db` (created in a fresh temp dir when empty; a postgresql:// URL is
  // passed as it is).
  explicit ServerProcess(std::filesystem::path db = {}, std::vector<std::string> extra = {},
                         ClientSeeds seeds = ClientSeeds::kAllowed);
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  [[nodiscard]] std::uint16_t port() const { return port_; }
  [[nodiscard]] const std::filesystem::path& db() const { return db_; }
  // SIGKILL, then wait: nothing is flushed, nothing is closed.
  void kill_hard();
  // SIGTERM and wait; returns the exit status.
  int stop();
  // Starts again on the same database (after kill_hard or stop).
  void restart();
  [[nodiscard]] bool running() const { return pid_ > 0; }
  [[nodiscard]] pid_t pid() const { return pid_; }

 private:
  void launch();
  std::filesystem::path dir_;
  std::filesystem::path db_;
  std::vector<std::string> extra_;
  ClientSeeds seeds_;
  pid_t pid_ = -1;
  std::uint16_t port_ = 0;
};

// Serve arguments that lift the per-address and per-connection message rates: the suite's
// clients are all 127.0.0.1 and its random players answer at once, faster than any person.
[[nodiscard]] std::vector<std::string> unthrottled_clients();

// The path of the built `bivouac` binary.
[[nodiscard]] std::string bivouac_binary();

}  // namespace bivouac::server::testing
