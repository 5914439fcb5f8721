#pragma once
// Drives whole games through a running server: creates a game over HTTP, connects one real
// WebSocket client per human seat (and a spectator), plays random legal actions until the end,
// and keeps every raw message each client received for the checks.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "server/net_client.h"

namespace bivouac::server::testing {

struct SeatClient {
  int viewer = 0;  // seat, or -1 for the spectator
  std::string token;
  std::unique_ptr<WsClient> ws;
  std::vector<std::string> raw;  // every message received, as bytes
  nlohmann::json latest_view;
};

struct Table {
  std::uint16_t port = 0;
  std::string id;
  std::string spec;
  std::vector<std::string> tokens;  // per seat; empty for a bot
  std::vector<SeatClient> clients;  // human seats, then the spectator
};

// Creates a game: `seats` per player is "human" or a bot spec.
Table create_table(std::uint16_t port, const std::string& spec,
                   const std::vector<std::string>& seats, std::uint64_t seed);
// Connects (or reconnects) a client for every human seat, plus a spectator, saying hello.
void connect_all(Table& t, bool spectator = true);
// Plays random legal actions until the game ends or `max_actions` were sent; returns the
// version reached. Throws on an error reply or a timeout.
std::uint64_t play_random(Table& t, std::mt19937_64& rng, int max_actions = 100000);
// Reads what every client still has coming until each has seen a view at `version`.
void drain_to(Table& t, std::uint64_t version);

// Reads one message into the client's raw log; updates latest_view. False on timeout/close.
bool pump(SeatClient& c, std::chrono::milliseconds timeout);

}  // namespace bivouac::server::testing
