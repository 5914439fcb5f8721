#pragma once
// What a lobby is configured with: bot limits, game lifetimes, and this instance's place among
// the servers sharing the database (bivouac serve's flags, docs/network.md).
#include <cstddef>
#include <string>

namespace bivouac::server {

// How much a stranger may ask of the server's bots per move (docs/network.md): a bot seat over
// these is refused when the game is created, so one game cannot hold the bot workers for minutes.
// `seconds` is also enforced: every bot and hint the server runs stops at it, whatever its spec
// (an iteration budget is no time bound), so no move costs more than it.
struct BotLimits {
  double seconds = 5;
  long iterations = 100'000;
  int threads = 2;
  long rollout_depth = 2000;  // actions one playout may play (ismcts's default)
};

// How long games stay, and who this instance is among the servers sharing the database.
struct LobbyConfig {
  BotLimits bot_limits;
  std::string instance;                // this process's id as an owner (random when empty)
  std::string advertise;               // the URL other instances send this one's clients to
  double waiting_ttl_seconds = 86400;  // a game waiting for players this long expires
  double idle_seconds = 600;           // a live game nobody touched this long leaves memory
  // ...and one that no client has opened since it was made or loaded, this long: a flood of
  // created games nobody plays holds only the last few seconds' worth in memory (issue 26).
  double unvisited_idle_seconds = 5;
  int lease_ttl_ms = 5000;           // an instance silent this long loses its games
  std::size_t resume_per_tick = 32;  // bot games taken over (or resumed) per maintenance tick
};

}  // namespace bivouac::server
