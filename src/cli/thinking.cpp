#include "cli/thinking.h"

#include <fmt/format.h>

#include <ostream>

namespace bivouac::cli {

ThinkingIndicator::ThinkingIndicator(std::string label, std::ostream& out, bool terminal,
                                     std::chrono::milliseconds delay)
    : label_(std::move(label)),
      out_(out),
      terminal_(terminal),
      delay_(delay),
      start_(std::chrono::steady_clock::now()),
      thread_([this] { run(); }) {}

ThinkingIndicator::~ThinkingIndicator() {
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  wake_.notify_all();
  thread_.join();
  if (!shown_) return;
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  if (terminal_) {
    out_ << "\r\033[K" << std::flush;
  } else {
    out_ << fmt::format(" done in {:.1f} s\n", secs) << std::flush;
  }
}

bool ThinkingIndicator::shown() {
  std::lock_guard lock(mutex_);
  return shown_;
}

void ThinkingIndicator::run() {
  static constexpr const char* kFrames = "|/-\\";
  std::unique_lock lock(mutex_);
  if (wake_.wait_for(lock, delay_, [this] { return done_; })) return;
  shown_ = true;
  if (!terminal_) {
    out_ << label_ << " is thinking..." << std::flush;
    return;
  }
  for (int frame = 0; !done_; ++frame) {
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    out_ << fmt::format("\r{} is thinking {} {:.0f} s", label_, kFrames[frame % 4], secs)
         << std::flush;
    wake_.wait_for(lock, std::chrono::milliseconds(125), [this] { return done_; });
  }
}

}  // namespace bivouac::cli
