#pragma once
// `bivouac serve`: the HTTP lobby, static files and WebSocket play on one port.
#include <cstdint>
#include <functional>
#include <string>

#include "server/address_quotas.h"
#include "server/lobby.h"

namespace bivouac::server {

struct ServerConfig {
  std::string bind = "127.0.0.1";
  std::uint16_t port = 8080;          // 0 picks a free port
  std::string db = "bivouac.sqlite";  // a SQLite file, or a postgresql:// URL
  std::string static_dir;             // empty: no web client
  int io_threads = 2;
  int bot_threads = 2;               // workers for every job class (docs/network.md, "Fair bots")
  int interactive_threads = 2;       // more workers only for bots a person waits for, and hints
  BotLimits bot_limits;              // the most a game's bot seat may cost a move
  LobbyConfig lobby;                 // game lifetimes and this instance's place among others
                                     // (bot_limits above replaces lobby.bot_limits)
  double maintenance_seconds = 1.0;  // heartbeat and clean-up interval
  QuotaLimits quotas;                // what one client address may hold (docs/network.md, "Quotas")
  std::size_t max_connections = 0;   // 0: as many as the file descriptors allow, less a margin
  double hello_timeout_s = 10;       // a socket silent this long (no request, no hello) is closed
  std::string trust_proxy;           // a reverse proxy whose forwarding header names the client
  std::string proxy_header = "x-forwarded-for";  // or "forwarded" (RFC 7239)
  int ipv6_prefix = 64;             // an IPv6 client's quotas are its network's of this length
  bool allow_client_seeds = false;  // POST /api/games may carry a "seed" (docs/network.md)
  std::string cards_dir;  // card lists offered by name, read once at start (docs/network.md)
};

// Runs until SIGINT or SIGTERM. `on_listening` gets the bound URL once the port is open.
// Returns a process exit code.
int run_server(const ServerConfig& config,
               const std::function<void(const std::string&)>& on_listening);

}  // namespace bivouac::server
