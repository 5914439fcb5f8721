// The engine protocol as a stranger drives it: the input is split into lines, each one request to
// one session, as `bivouac engine` reads them. Every reply must be a JSON object with a boolean
// "ok", written as valid UTF-8 JSON text; nothing may crash, hang or leak.
#include <cstdint>
#include <string>
#include <string_view>

#include "cli/engine_protocol.h"
#include "fuzz_support.h"

using namespace bivouac;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (fuzz::outside_scope(text)) return -1;
  // The search bot takes as long as it is told to (and `hint` runs it); its speed is measured in
  // benchmarks, and a search per input would leave no time for anything else.
  if (text.find("ismcts") != std::string_view::npos || text.find("hint") != std::string_view::npos)
    return -1;
  cli::EngineSession session;
  std::size_t start = 0;
  while (start < text.size() && !session.quit_requested()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string line(text.substr(start, end - start));
    start = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const nlohmann::json reply = session.handle_line(line);
    if (!reply.is_object() || !reply.contains("ok") || !reply["ok"].is_boolean())
      fuzz::finding("a reply without a boolean \"ok\": " + reply.dump());
    fuzz::check_not_cut(text, fuzz::dump_checked(reply));
  }
  return 0;
}
