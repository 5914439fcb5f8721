// `bivouac arena <game> --bots random,heuristic,ismcts:iters=1000`: a round robin with paired
// seats, a win-rate table with 95% intervals and an Elo ladder.
#include <fmt/format.h>

#include <iostream>
#include <thread>

#include "cli/commands.h"
#include "cli/game_args.h"
#include "cli/progress.h"
#include "core/errors.h"
#include "core/safe_json.h"
#include "sim/arena.h"
#include "sim/arena_report.h"

namespace bivouac::cli {

namespace {

struct ArenaArgs {
  GameArgs game;
  std::string bots = "random,heuristic,ismcts:easy,ismcts:medium";
  int games = 100;
  int threads = 0;
  std::uint64_t seed = 1;
  double prior = 1.0;
  bool json = false;
};

// "random,ismcts:iters=1000,threads=2" names two bots: a part with '=' but no ':' continues the
// spec before it.
std::vector<std::string> bot_list(const std::string& text) {
  std::vector<std::string> bots;
  for (const auto& part : split_list(text)) {
    if (!bots.empty() && part.find('=') != std::string::npos &&
        part.find(':') == std::string::npos) {
      bots.back() += "," + part;
    } else {
      bots.push_back(part);
    }
  }
  return bots;
}

}  // namespace

void add_arena_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "arena", "round robin among bots: win rates with 95% intervals and Elo ratings");
  auto args = std::make_shared<ArenaArgs>();
  args->game.add_to(*cmd, true);
  cmd->add_option("--bots", args->bots,
                  "bot specs, comma separated, e.g. random,heuristic,ismcts:iters=1000")
      ->capture_default_str();
  cmd->add_option("--games,-n", args->games,
                  "games per pairing (made even: each deal is played from both seats)")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--threads,-j", args->threads, "worker threads (default: all cores)")
      ->check(CLI::Range(0, 256));
  cmd->add_option("--seed", args->seed,
                  "master seed; iteration-budgeted bots give the same results at any thread count")
      ->capture_default_str()
      ->check(seed_validator());
  cmd->add_option(
         "--elo-prior", args->prior,
         "virtual draws added to each pairing before the Elo fit (keeps a perfect record finite)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1000.0));
  cmd->add_flag("--json", args->json, "print the results as JSON");
  cmd->callback([args]() {
    const auto& a = *args;
    ArenaConfig config;
    config.game = a.game.create()->spec();
    config.bots = bot_list(a.bots);
    config.games_per_pair = a.games;
    config.threads = a.threads > 0
                         ? a.threads
                         : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    config.seed = a.seed;
    config.elo_prior_draws = a.prior;
    Progress progress(fmt::format("arena {}", config.game));
    config.progress = [&](int done, int total) { progress.update(done, total); };
    const ArenaResult result = run_arena(config);
    std::cout << (a.json ? dump_json(arena_to_json(result), 2) + "\n" : arena_to_text(result));
  });
}

}  // namespace bivouac::cli
