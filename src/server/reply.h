#pragma once
// An HTTP API request's outcome: a status and the JSON body (and where to go instead, for a game
// another instance plays: the Location of a 307). Every API reply is one of these; its body's
// shape is in docs/schema/http/.
#include <nlohmann/json.hpp>
#include <string>

namespace bivouac::server {

struct Reply {
  Reply(int s = 200, nlohmann::json b = {}) : status(s), body(std::move(b)) {}  // NOLINT
  int status = 200;
  nlohmann::json body;
  std::string location;
};

// {"ok": false, "error": error} with `status`.
[[nodiscard]] Reply error_reply(int status, const std::string& error);

}  // namespace bivouac::server
