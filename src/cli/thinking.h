#pragma once
// "Player 2 (ismcts:hard) is thinking": shown while a bot decides, once it has taken longer than
// a short delay, so a slow search never looks like a hung program. On a terminal it is a spinner
// with the seconds so far, erased when the bot answers; elsewhere (a pipe, a log file) it is one
// plain line finished with the time taken, with no control characters.
#include <chrono>
#include <condition_variable>
#include <iosfwd>
#include <mutex>
#include <string>
#include <thread>

namespace bivouac::cli {

class ThinkingIndicator {
 public:
  static constexpr std::chrono::milliseconds kDefaultDelay{500};

  ThinkingIndicator(std::string label, std::ostream& out, bool terminal,
                    std::chrono::milliseconds delay = kDefaultDelay);
  ~ThinkingIndicator();  // stops and erases (terminal) or finishes the line (otherwise)
  ThinkingIndicator(const ThinkingIndicator&) = delete;
  ThinkingIndicator& operator=(const ThinkingIndicator&) = delete;
  // Whether the message is on screen yet.
  [[nodiscard]] bool shown();

 private:
  void run();

  std::string label_;
  std::ostream& out_;
  bool terminal_;
  std::chrono::milliseconds delay_;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  bool shown_ = false;
  std::thread thread_;
};

}  // namespace bivouac::cli
