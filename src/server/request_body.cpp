#include "server/request_body.h"

#include <fmt/format.h>

#include "core/errors.h"
#include "core/safe_json.h"
#include "server/client_message.h"

namespace bivouac::server {

using nlohmann::json;

json body_object(std::string_view body) {
  if (body.size() > kMaxMessageBytes) throw FormatError("request body too large");
  if (json_nesting_depth(body, kMaxMessageDepth) > kMaxMessageDepth) {
    throw FormatError("request body nests too deeply");
  }
  json j;
  try {
    j = parse_json_limited(body.empty() ? std::string_view("{}") : body, "request body",
                           JsonLimits{kMaxMessageBytes, kMaxMessageDepth});
  } catch (const NumberOutOfRange&) {
    throw;  // names the field (issue 26)
  } catch (const FormatError&) {
    throw FormatError("request body must be a JSON object");
  }
  if (!j.is_object()) throw FormatError("request body must be a JSON object");
  return j;
}

std::string text_field(const json& j, const char* name, std::size_t max_len) {
  auto it = j.find(name);
  if (it == j.end() || it->is_null()) return {};
  if (!it->is_string()) throw FormatError(fmt::format("\"{}\" must be a string", name));
  if (it->get_ref<const std::string&>().size() > max_len) {
    throw FormatError(fmt::format("\"{}\" is too long (at most {} bytes)", name, max_len));
  }
  return it->get<std::string>();
}

}  // namespace bivouac::server
