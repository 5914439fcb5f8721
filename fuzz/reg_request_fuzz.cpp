// The REG companion's protocol requests, {"cmd":"reg", ...}, through the engine protocol as a
// client sends them. The fuzzed JSON object becomes the request (its cmd set to "reg" and, when it
// has none, a fixed seed so a finding replays); the reply must be a well-formed protocol reply.
#include <cstdint>
#include <string>
#include <string_view>

#include "cli/engine_protocol.h"
#include "fuzz_support.h"

using namespace bivouac;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (fuzz::outside_scope(text)) return -1;
  nlohmann::json req = nlohmann::json::parse(text, nullptr, false);
  if (req.is_discarded() || !req.is_object()) return -1;
  req["cmd"] = "reg";
  if (!req.contains("seed")) req["seed"] = 1;
  cli::EngineSession session;
  const nlohmann::json reply = session.handle(req);
  if (!reply.is_object() || !reply.contains("ok") || !reply["ok"].is_boolean())
    fuzz::finding("a reply without a boolean \"ok\": " + reply.dump());
  fuzz::check_not_cut(text, fuzz::dump_checked(reply));
  return 0;
}
