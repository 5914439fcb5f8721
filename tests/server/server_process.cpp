#include "server/server_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <stdexcept>

namespace bivouac::server::testing {

namespace fs = std::filesystem;

std::vector<std::string> unthrottled_clients() {
  return {"--rate-limit", "100000", "--connection-rate-limit", "100000"};
}

std::string bivouac_binary() {
  return BIVOUAC_BINARY;
}

ServerProcess::ServerProcess(fs::path db, std::vector<std::string> extra, ClientSeeds seeds)
    : extra_(std::move(extra)), seeds_(seeds) {
  if (db.empty()) {
    std::random_device rd;
    dir_ = fs::temp_directory_path() / ("bivouac-server-test-" + std::to_string(rd()));
    fs::create_directories(dir_);
    db = dir_ / "games.sqlite";
  }
  db_ = db;
  launch();
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) kill_hard();
  if (!dir_.empty()) {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
}

void ServerProcess::launch() {
  int out[2];
  if (pipe(out) != 0) throw std::runtime_error("pipe failed");
  std::vector<std::string> args = {bivouac_binary(), "serve",     "--port", "0",
                                   "--bind",         "127.0.0.1", "--db",   db_.string()};
  if (seeds_ == ClientSeeds::kAllowed) args.emplace_back("--allow-client-seeds");
  args.insert(args.end(), extra_.begin(), extra_.end());
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    dup2(out[1], STDOUT_FILENO);
    close(out[0]);
    close(out[1]);
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(out[1]);
  // The server prints "bivouac serve: listening on http://127.0.0.1:PORT/" once bound.
  std::string line;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (line.find('\n') == std::string::npos) {
    pollfd p{out[0], POLLIN, 0};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0 || poll(&p, 1, static_cast<int>(left.count())) <= 0) {
      close(out[0]);
      kill_hard();
      throw std::runtime_error("the server did not print its URL within 60 s");
    }
    char buf[256];
    const ssize_t n = read(out[0], buf, sizeof buf);
    if (n <= 0) {
      close(out[0]);
      kill_hard();
      throw std::runtime_error("the server exited before listening");
    }
    line.append(buf, static_cast<std::size_t>(n));
  }
  close(out[0]);  // it prints nothing more on stdout
  const auto colon = line.rfind(':');
  port_ = static_cast<std::uint16_t>(std::stoi(line.substr(colon + 1)));
}

void ServerProcess::kill_hard() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
}

int ServerProcess::stop() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  return status;
}

void ServerProcess::restart() {
  if (pid_ > 0) kill_hard();
  launch();
}

}  // namespace bivouac::server::testing
