#pragma once
// Parses one WebSocket text message from a client (docs/network.md). Everything a client can
// send is checked here, before any game is touched: size, nesting, shape and field types.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace bivouac::server {

inline constexpr std::size_t kMaxMessageBytes = 64 * 1024;
inline constexpr int kMaxMessageDepth = 8;

struct HelloMsg {
  std::string token;  // empty for a spectator
  bool spectator = false;
  std::uint64_t since = 0;
};
// Protocol 2 (docs/network.md): `index` is the 1-based number of the chosen action in the view's
// `legal` list, and `version` the view's, which together name one action unambiguously. Text from
// the network is never prefix-matched: `action` is accepted only as the exact text of a legal
// action, for clients of protocol 1 (0 = no index given).
struct ActMsg {
  std::uint64_t index = 0;
  std::string action;
  std::uint64_t version = 0;
};
struct UndoMsg {};
struct HintMsg {
  std::string bot;  // empty for the default
};
struct PingMsg {};

struct ClientMessage {
  nlohmann::json id;  // echoed in the reply; null when absent
  std::variant<HelloMsg, ActMsg, UndoMsg, HintMsg, PingMsg> body;
};

// On failure: the error text, and the request's `id` when one could be read.
struct ParseFailure {
  std::string error;
  nlohmann::json id;
};

[[nodiscard]] std::variant<ClientMessage, ParseFailure> parse_client_message(std::string_view text);

}  // namespace bivouac::server
