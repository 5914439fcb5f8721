// `bivouac arena <game> --bots random,heuristic,ismcts:iters=1000`: a round robin with paired
// seats, a win-rate table with 95% intervals and an Elo ladder. With --sprt, a sequential test
// of two bots (possibly from two binaries, --engine-a/--engine-b) instead.
#include <fmt/format.h>

#include <chrono>
#include <iostream>
#include <thread>

#include "cli/commands.h"
#include "cli/engine_client.h"
#include "cli/game_args.h"
#include "cli/progress.h"
#include "core/errors.h"
#include "core/safe_json.h"
#include "sim/arena.h"
#include "sim/arena_report.h"
#include "sim/sprt_report.h"
#include "sim/sprt_run.h"
#include "sim/turn_times.h"

namespace bivouac::cli {

namespace {

struct ArenaArgs {
  GameArgs game;
  std::string bots = "random,heuristic,ismcts:easy,ismcts:medium";
  int games = 100;
  int threads = 0;
  std::uint64_t seed = 1;
  int first_deal = 0;
  double prior = 1.0;
  bool json = false;
  // The sequential test (--sprt).
  bool sprt = false;
  SprtBounds bounds;
  int max_games = 20000;
  std::string engine_a;
  std::string engine_b;
  bool turn_times = false;
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

// `--sprt`: bot B (the second) against bot A until the test decides; running lines on stderr.
void run_sprt_command(const ArenaArgs& a, const std::string& game, int threads) {
  const auto bots = bot_list(a.bots);
  if (bots.empty() || bots.size() > 2) {
    throw SpecError(fmt::format(
        "--sprt plays two bots, A and B: --bots A,B (or one spec for both), not {} specs",
        bots.size()));
  }
  const std::string& bot_a = bots.front();
  const std::string& bot_b = bots.back();
  if (a.engine_a.empty() != a.engine_b.empty()) {
    throw SpecError("--engine-a and --engine-b go together: give both binaries (or neither)");
  }
  const bool engines = !a.engine_a.empty();
  SprtRunConfig config;
  config.bounds = a.bounds;
  config.max_games = a.max_games;
  config.threads = threads;
  config.seed = a.seed;
  const std::string name_a = engines ? fmt::format("{} ({})", bot_a, a.engine_a) : bot_a;
  const std::string name_b = engines ? fmt::format("{} ({})", bot_b, a.engine_b) : bot_b;
  if (engines) {
    const EngineSide side_a{a.engine_a, bot_a};
    const EngineSide side_b{a.engine_b, bot_b};
    // Both binaries are started once here, so a wrong path fails before any game.
    { EngineProcess check_a(a.engine_a), check_b(a.engine_b); }
    config.make_player = [game, side_a, side_b](int) {
      return make_engine_pair_player(game, side_a, side_b);
    };
  } else {
    // A wrong bot spec fails here, with the registry's message, before any thread starts.
    (void)make_local_pair_player(game, bot_a, bot_b);
    config.make_player = [game, bot_a, bot_b](int) {
      return make_local_pair_player(game, bot_a, bot_b);
    };
  }
  auto last = std::chrono::steady_clock::now();
  config.progress = [&last](const SprtRunResult& r) {
    const auto now = std::chrono::steady_clock::now();
    if (r.state.verdict == SprtVerdict::kUndecided && now - last < std::chrono::seconds(2)) return;
    last = now;
    std::cerr << sprt_status_line(r) << std::endl;
  };
  const SprtRunResult result = run_sprt(config);
  std::cout << (a.json ? dump_json(sprt_to_json(result, name_a, name_b), 2) + "\n"
                       : sprt_to_text(result, name_a, name_b));
}

nlohmann::json turn_times_json(const BotTurnTimes& t) {
  return {{"bot", t.bot},
          {"games", t.games},
          {"wins", t.wins},
          {"turns", t.turn_seconds.size()},
          {"turn_median", quantile(t.turn_seconds, 0.5)},
          {"turn_p95", quantile(t.turn_seconds, 0.95)},
          {"turn_max", quantile(t.turn_seconds, 1.0)},
          {"decisions", t.decision_seconds.size()},
          {"decision_median", quantile(t.decision_seconds, 0.5)},
          {"decision_p95", quantile(t.decision_seconds, 0.95)}};
}

// `--turn-times`: bot B against bot A, games one at a time, seconds per turn of each.
void run_turn_times_command(const ArenaArgs& a, const std::string& game) {
  const auto bots = bot_list(a.bots);
  if (bots.size() != 2) {
    throw SpecError(
        fmt::format("--turn-times plays two bots: --bots A,B, not {} specs", bots.size()));
  }
  TurnTimeConfig config;
  config.game = game;
  config.bot_a = bots[0];
  config.bot_b = bots[1];
  config.games = a.games;
  config.seed = a.seed;
  config.first_deal = a.first_deal;
  Progress progress(fmt::format("arena --turn-times {}", game));
  config.progress = [&](int done, int total) { progress.update(done, total); };
  const TurnTimeResult r = measure_turn_times(config);
  if (a.json) {
    nlohmann::json j = {{"game", r.game},
                        {"seed", a.seed},
                        {"first_deal", a.first_deal},
                        {"draws", r.draws},
                        {"deals", deals_to_json(r.deals)},
                        {"bots", {turn_times_json(r.a), turn_times_json(r.b)}}};
    std::cout << dump_json(j, 2) << "\n";
    return;
  }
  std::cout << fmt::format("seconds per turn in {} ({} games{}, one at a time, seed {})\n", r.game,
                           r.a.games, first_deal_note(a.first_deal), a.seed);
  for (const BotTurnTimes* t : {&r.a, &r.b}) {
    std::cout << fmt::format(
        "{}: {} wins; {} turns: median {:.2f} s, 95th percentile {:.2f} s, max {:.2f} s; "
        "{} decisions: median {:.3f} s, 95th percentile {:.3f} s\n",
        t->bot, t->wins, t->turn_seconds.size(), quantile(t->turn_seconds, 0.5),
        quantile(t->turn_seconds, 0.95), quantile(t->turn_seconds, 1.0), t->decision_seconds.size(),
        quantile(t->decision_seconds, 0.5), quantile(t->decision_seconds, 0.95));
  }
  std::cout << "deals: " << deals_to_text(r.deals, r.a.bot, r.b.bot) << "\n";
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
         "--first-deal", args->first_deal,
         "start at this deal of the seed (0 = the first): runs of the same seed from deals "
         "0, N, 2N, ... with 2N games each add up to one run")
      ->capture_default_str()
      ->check(CLI::Range(0, 1000000000));
  cmd->add_option(
         "--elo-prior", args->prior,
         "virtual draws added to each pairing before the Elo fit (keeps a perfect record finite)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1000.0));
  cmd->add_flag("--json", args->json, "print the results as JSON");
  cmd->add_flag("--sprt", args->sprt,
                "sequential test of --bots A,B: paired games until an SPRT accepts \"B is at "
                "least elo1 stronger\" (H1) or \"at most elo0\" (H0); --games is not used");
  cmd->add_option("--elo0", args->bounds.elo0, "SPRT: Elo of B over A under H0 (logistic)")
      ->capture_default_str()
      ->check(CLI::Range(-1000.0, 1000.0));
  cmd->add_option("--elo1", args->bounds.elo1, "SPRT: Elo of B over A under H1 (logistic)")
      ->capture_default_str()
      ->check(CLI::Range(-1000.0, 1000.0));
  cmd->add_option("--alpha", args->bounds.alpha, "SPRT: chance of accepting H1 when H0 holds")
      ->capture_default_str()
      ->check(CLI::Range(0.0001, 0.5));
  cmd->add_option("--beta", args->bounds.beta, "SPRT: chance of accepting H0 when H1 holds")
      ->capture_default_str()
      ->check(CLI::Range(0.0001, 0.5));
  cmd->add_option("--max-games", args->max_games,
                  "SPRT: stop undecided after this many games (pairs of two)")
      ->capture_default_str()
      ->check(CLI::Range(2, 10000000));
  cmd->add_flag("--turn-times", args->turn_times,
                "time every turn of --bots A,B over --games games played one at a time: median, "
                "95th percentile and maximum seconds per turn of each bot");
  cmd->add_option("--engine-a", args->engine_a,
                  "SPRT: a bivouac binary whose engine plays bot A (with --engine-b)");
  cmd->add_option("--engine-b", args->engine_b,
                  "SPRT: a bivouac binary whose engine plays bot B (with --engine-a)");
  cmd->callback([args]() {
    const auto& a = *args;
    const int threads = a.threads > 0
                            ? a.threads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (a.turn_times) {
      if (a.sprt) throw SpecError("--turn-times and --sprt are separate runs: pick one");
      run_turn_times_command(a, a.game.create()->spec());
      return;
    }
    if (a.sprt) {
      if (a.first_deal != 0)
        throw SpecError(
            "--first-deal is for the arena and --turn-times; --sprt plays until it decides");
      run_sprt_command(a, a.game.create()->spec(), threads);
      return;
    }
    if (!a.engine_a.empty() || !a.engine_b.empty()) {
      throw SpecError("--engine-a and --engine-b are for the sequential test: add --sprt");
    }
    ArenaConfig config;
    config.game = a.game.create()->spec();
    config.bots = bot_list(a.bots);
    config.games_per_pair = a.games;
    config.threads = threads;
    config.seed = a.seed;
    config.first_deal = a.first_deal;
    config.elo_prior_draws = a.prior;
    Progress progress(fmt::format("arena {}", config.game));
    config.progress = [&](int done, int total) { progress.update(done, total); };
    const ArenaResult result = run_arena(config);
    std::cout << (a.json ? dump_json(arena_to_json(result), 2) + "\n" : arena_to_text(result));
  });
}

}  // namespace bivouac::cli
