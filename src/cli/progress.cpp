#include "cli/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>

namespace bivouac::cli {

Progress::Progress(std::string label)
    : label_(std::move(label)),
      enabled_(isatty(STDERR_FILENO) != 0),
      start_(std::chrono::steady_clock::now()),
      last_(start_) {}

Progress::~Progress() {
  if (drawn_) std::fputs("\r\033[K", stderr);
}

void Progress::update(int done, int total) {
  if (!enabled_) return;
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  if (done < total && now - last_ < std::chrono::milliseconds(200)) return;
  if (now - start_ < std::chrono::milliseconds(500) && done < total) return;
  last_ = now;
  constexpr int kWidth = 30;
  const int filled = total > 0 ? done * kWidth / total : kWidth;
  const double secs = std::chrono::duration<double>(now - start_).count();
  const double eta = done > 0 ? secs * (total - done) / done : 0;
  std::fputs(
      fmt::format("\r{} [{}{}] {}/{}  {:.0f}s left ", label_,
                  std::string(static_cast<std::size_t>(filled), '#'),
                  std::string(static_cast<std::size_t>(kWidth - filled), '.'), done, total, eta)
          .c_str(),
      stderr);
  drawn_ = true;
}

}  // namespace bivouac::cli
