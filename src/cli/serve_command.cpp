// `bivouac serve`: the network game server (docs/network.md).
#include <iostream>

#include "cli/commands.h"
#include "server/server.h"

namespace bivouac::cli {

void add_serve_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("serve", "run the network game server (docs/network.md)");
  auto config = std::make_shared<server::ServerConfig>();
  cmd->add_option("--port", config->port, "TCP port; 0 picks a free one")->capture_default_str();
  cmd->add_option("--bind", config->bind, "address to listen on")->capture_default_str();
  cmd->add_option("--db", config->db,
                  "SQLite database file (created if missing), or a postgresql:// URL shared by "
                  "several instances (docs/deploy.md)")
      ->capture_default_str();
  cmd->add_option("--advertise", config->lobby.advertise,
                  "this instance's URL as other instances' clients reach it (they are sent here "
                  "for the games this instance plays)");
  cmd->add_option("--waiting-ttl", config->lobby.waiting_ttl_seconds,
                  "seconds a game may wait for players before it expires")
      ->check(CLI::Range(1.0, 1e9))
      ->capture_default_str();
  cmd->add_option("--idle-seconds", config->lobby.idle_seconds,
                  "seconds a game nobody is connected to stays in memory (it stays stored)")
      ->check(CLI::Range(0.0, 1e9))
      ->capture_default_str();
  cmd->add_option("--unvisited-idle-seconds", config->lobby.unvisited_idle_seconds,
                  "seconds a game no client has opened since it was made or loaded stays in "
                  "memory (it stays stored; a flood of unplayed games does not fill memory)")
      ->check(CLI::Range(0.0, 1e9))
      ->capture_default_str();
  cmd->add_option("--lease-ms", config->lobby.lease_ttl_ms,
                  "milliseconds after its last heartbeat that a silent instance loses its games")
      ->check(CLI::Range(200, 3'600'000))
      ->capture_default_str();
  cmd->add_option("--maintenance-seconds", config->maintenance_seconds,
                  "seconds between heartbeats and clean-up passes (well under --lease-ms)")
      ->check(CLI::Range(0.05, 60.0))
      ->capture_default_str();
  cmd->add_option("--static", config->static_dir, "directory of the web client to serve");
  cmd->add_option("--io-threads", config->io_threads, "network threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--bot-threads", config->bot_threads,
                  "worker threads for bots, hints and replays (a person's bot first)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--interactive-threads", config->interactive_threads,
                  "more worker threads kept for bots a person waits for, and hints")
      ->check(CLI::Range(0, 64))
      ->capture_default_str();
  auto& q = config->quotas;
  cmd->add_option("--rate-limit", q.messages_per_second,
                  "WebSocket messages a second per client address, all its connections together "
                  "(over a 5 s window)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--connection-rate-limit", q.connection_messages_per_second,
                  "WebSocket messages a second on one connection (over the same window), inside "
                  "its address's --rate-limit")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-games-per-minute", q.games_per_minute,
                  "games (and rematches) one address may create a minute")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-open-games", q.open_games,
                  "games of one address that may wait for players at once")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-bot-games", q.bot_games,
                  "bot-against-bot games of one address that may be played at once")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-person-bot-games", q.person_bot_games,
                  "games of a person against a server bot that one address may play at once "
                  "(one left alone leaves memory and stops counting)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-replay-builds", q.replay_builds,
                  "replay requests of one address that may be built at once")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  cmd->add_option("--max-card-lookups", q.card_lookups_per_minute,
                  "POST /api/card requests one address may make a minute")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-websockets", q.ws_connections,
                  "WebSocket connections one address may hold open")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-connections-per-address", q.connections,
                  "connections one address may hold open, HTTP and WebSocket together (past it "
                  "429; the trusted proxy is not counted)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--max-connections", config->max_connections,
                  "connections the server holds at once, past which it answers 503 (0: as many as "
                  "ulimit -n allows, less a margin)")
      ->capture_default_str();
  cmd->add_option("--hello-timeout", config->hello_timeout_s,
                  "seconds a connection may stay silent (no request, no WebSocket hello)")
      ->check(CLI::Range(0.05, 3600.0))
      ->capture_default_str();
  cmd->add_option("--trust-proxy", config->trust_proxy,
                  "IP address of a reverse proxy: the last entry it adds to --proxy-header names "
                  "the client");
  cmd->add_option("--proxy-header", config->proxy_header,
                  "the header the trusted proxy appends the client to: x-forwarded-for, or "
                  "forwarded (RFC 7239, its for=)")
      ->check(CLI::IsMember({"x-forwarded-for", "forwarded"}, CLI::ignore_case))
      ->capture_default_str();
  cmd->add_option("--ipv6-prefix", config->ipv6_prefix,
                  "IPv6 clients share quotas per network of this prefix length (128: per address)")
      ->check(CLI::Range(1, 128))
      ->capture_default_str();
  cmd->add_option("--max-bot-seconds", config->bot_limits.seconds,
                  "the longest a bot seat may think a move (a game asking more is refused; every "
                  "bot and hint is stopped at it)")
      ->check(CLI::Range(0.01, 3600.0))
      ->capture_default_str();
  cmd->add_option("--max-bot-iters", config->bot_limits.iterations,
                  "the most search iterations a bot seat may run a move")
      ->check(CLI::Range(1L, 100'000'000L))
      ->capture_default_str();
  cmd->add_option("--max-bot-threads", config->bot_limits.threads,
                  "the most threads a bot seat may search with")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--max-bot-rollout-depth", config->bot_limits.rollout_depth,
                  "the most actions one playout of a bot seat's search may play")
      ->check(CLI::Range(0L, 1'000'000L))
      ->capture_default_str();
  cmd->add_option("--cards-dir", config->cards_dir,
                  "a directory of card lists (NAME.toml) that games may name (cards=NAME); read "
                  "once at start");
  cmd->add_flag("--allow-client-seeds", config->allow_client_seeds,
                "let POST /api/games choose the seed (tests, local tournaments): whoever chooses "
                "it can compute every hand, so never on a server strangers join");
  cmd->callback([config]() {
    const int code = server::run_server(*config, [](const std::string& url) {
      std::cout << "bivouac serve: listening on " << url << std::endl;
    });
    if (code != 0) throw CLI::RuntimeError(code);
  });
}

}  // namespace bivouac::cli
