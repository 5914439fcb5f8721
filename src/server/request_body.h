#pragma once
// Reading an API request's JSON body and its fields, with the same size and depth limits as a
// WebSocket message. Each refusal is a FormatError (a 400) naming the field and what is expected.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace bivouac::server {

// The body as a JSON object (an empty body is {}).
[[nodiscard]] nlohmann::json body_object(std::string_view body);
// A string field (empty when absent or null), at most `max_len` bytes.
[[nodiscard]] std::string text_field(const nlohmann::json& j, const char* name,
                                     std::size_t max_len);

}  // namespace bivouac::server
