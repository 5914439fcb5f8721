#include "server/client_message.h"

#include <fmt/format.h>

#include "core/safe_json.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

// A bad field: the message names it and says what was expected.
struct BadField {
  std::string what;
};

const json* optional_field(const json& j, const char* name) {
  auto it = j.find(name);
  return it == j.end() ? nullptr : &*it;
}

std::string string_field(const json& j, const char* name, bool required, std::size_t max_len) {
  const json* f = optional_field(j, name);
  if (!f) {
    if (required) throw BadField{fmt::format("\"{}\" is missing; expected a string", name)};
    return {};
  }
  if (!f->is_string()) throw BadField{fmt::format("\"{}\" must be a string", name)};
  const auto& s = f->get_ref<const std::string&>();
  if (s.size() > max_len) {
    throw BadField{
        fmt::format("\"{}\" is too long ({} bytes; at most {})", name, s.size(), max_len)};
  }
  return s;
}

std::uint64_t count_field(const json& j, const char* name, bool required) {
  const json* f = optional_field(j, name);
  if (!f) {
    if (required) throw BadField{fmt::format("\"{}\" is missing; expected a number >= 0", name)};
    return 0;
  }
  if (!f->is_number_unsigned() && !(f->is_number_integer() && f->get<std::int64_t>() >= 0)) {
    throw BadField{fmt::format("\"{}\" must be a whole number >= 0", name)};
  }
  return f->get<std::uint64_t>();
}

}  // namespace

std::variant<ClientMessage, ParseFailure> parse_client_message(std::string_view text) {
  if (text.size() > kMaxMessageBytes) {
    return ParseFailure{
        fmt::format("message too large ({} bytes; at most {})", text.size(), kMaxMessageBytes),
        nullptr};
  }
  if (json_nesting_depth(text, kMaxMessageDepth) > kMaxMessageDepth) {
    return ParseFailure{
        fmt::format("message nests too deeply; at most {} levels of objects and arrays",
                    kMaxMessageDepth),
        nullptr};
  }
  json j;
  try {
    j = parse_json_limited(text, "message", JsonLimits{kMaxMessageBytes, kMaxMessageDepth});
  } catch (const NumberOutOfRange& e) {
    return ParseFailure{e.what(), nullptr};  // names the field (issue 26)
  } catch (const FormatError&) {
    j = json(json::value_t::discarded);
  }
  if (j.is_discarded()) {
    return ParseFailure{"message is not valid JSON; expected an object such as {\"type\":\"ping\"}",
                        nullptr};
  }
  if (!j.is_object()) {
    return ParseFailure{"message must be a JSON object with a \"type\"", nullptr};
  }
  json id = j.contains("id") ? j["id"] : json();
  if (!id.is_null() && !id.is_string() && !id.is_number_integer()) {
    return ParseFailure{"\"id\" must be a string or a whole number", nullptr};
  }
  try {
    const std::string type = string_field(j, "type", true, 32);
    ClientMessage out{id, PingMsg{}};
    if (type == "hello") {
      HelloMsg h;
      const json* spectator = optional_field(j, "spectator");
      if (spectator && !spectator->is_boolean())
        throw BadField{"\"spectator\" must be true or false"};
      h.spectator = spectator && spectator->get<bool>();
      h.token = string_field(j, "token", false, 128);
      if (h.spectator == !h.token.empty()) {
        throw BadField{"hello needs either a seat \"token\" or \"spectator\": true"};
      }
      h.since = count_field(j, "since", false);
      out.body = h;
    } else if (type == "act") {
      ActMsg a;
      a.index = count_field(j, "index", false);
      if (optional_field(j, "index") && a.index == 0) {
        throw BadField{"\"index\" must be a legal action's number, from 1"};
      }
      a.action = string_field(j, "action", false, 1024);
      if (a.index == 0 && a.action.empty()) {
        throw BadField{
            "\"index\" is missing; expected the number of a legal action (1-based, "
            "as the view's \"legal\" list numbers them)"};
      }
      if (a.index != 0 && optional_field(j, "action")) {
        throw BadField{"give \"index\" or \"action\", not both"};
      }
      a.version = count_field(j, "version", true);
      out.body = a;
    } else if (type == "undo") {
      out.body = UndoMsg{};
    } else if (type == "hint") {
      out.body = HintMsg{string_field(j, "bot", false, 256)};
    } else if (type == "ping") {
      out.body = PingMsg{};
    } else {
      throw BadField{fmt::format(
          "unknown message type \"{}\"; expected hello, act, undo, hint or ping", type)};
    }
    return out;
  } catch (const BadField& bad) {
    return ParseFailure{bad.what, id};
  } catch (const json::exception& e) {
    return ParseFailure{fmt::format("message has a bad field: {}", e.what()), id};
  }
}

}  // namespace bivouac::server
