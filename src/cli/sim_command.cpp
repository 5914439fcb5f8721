// `bivouac sim <game>`: batch self-play with win rates, intervals, lengths and speed; optionally
// a matrix over two choice options (e.g. the nation pairing of Ready Aim Fire).
#include <fmt/format.h>

#include <chrono>
#include <iostream>
#include <thread>

#include "cli/commands.h"
#include "cli/game_args.h"
#include "cli/progress.h"
#include "core/errors.h"
#include "core/registry.h"
#include "core/safe_json.h"
#include "sim/report.h"

namespace bivouac::cli {

namespace {

struct SimArgs {
  GameArgs game;
  int games = 1000;
  std::string bots = "random";
  int threads = 0;
  std::uint64_t seed = 1;
  bool json = false;
  std::string matrix;
};

SimReport run_one(const SimArgs& a, const std::string& spec, const std::vector<std::string>& bots) {
  SimConfig config;
  config.game = spec;
  config.bots = bots;
  config.games = a.games;
  config.threads = a.threads > 0
                       ? a.threads
                       : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  config.seed = a.seed;
  Progress progress(fmt::format("sim {}", spec));
  config.progress = [&](int done, int total) { progress.update(done, total); };
  const GamePtr game = GameRegistry::instance().create(spec);
  const auto t0 = std::chrono::steady_clock::now();
  const auto outcomes = run_batch(config);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return summarize(config, *game, outcomes, secs);
}

std::vector<std::string> matrix_values(const GameInfo& info, const std::string& name) {
  for (const auto& o : info.options) {
    if (o.name != name) continue;
    if (o.kind != OptionSpec::Kind::kChoice)
      throw SpecError(fmt::format("--matrix needs choice options; {} is not one", name));
    std::vector<std::string> values;
    for (const auto& c : o.choices) {
      if (c != "random") values.push_back(c);
    }
    return values;
  }
  throw SpecError(fmt::format("{} has no option \"{}\"", info.id, name));
}

void run_matrix(const SimArgs& a, const std::vector<std::string>& bots) {
  const GamePtr base = a.game.create();
  const auto names = split_list(a.matrix);
  if (names.size() != 2) throw SpecError("--matrix takes two option names, e.g. nation_a,nation_b");
  const auto rows = matrix_values(base->info(), names[0]);
  const auto cols = matrix_values(base->info(), names[1]);
  nlohmann::json cells = nlohmann::json::array();
  std::string table = fmt::format(
      "win rate of side 1 ({} down, {} across), 95% Wilson intervals, {} games per cell\n{:<10}",
      names[0], names[1], a.games, "");
  for (const auto& c : cols) table += fmt::format("{:<24}", c);
  table += "\n";
  for (const auto& r : rows) {
    table += fmt::format("{:<10}", r);
    for (const auto& c : cols) {
      const std::string spec = a.game.full_spec() +
                               (a.game.full_spec().find(':') == std::string::npos ? ":" : ",") +
                               fmt::format("{}={},{}={}", names[0], r, names[1], c);
      const SimReport rep = run_one(a, spec, bots);
      const Interval& w = rep.side_wins[0];
      table += fmt::format("{:5.1f}% [{:4.1f},{:4.1f}]    ", 100 * w.estimate, 100 * w.low,
                           100 * w.high);
      nlohmann::json cell = report_to_json(rep);
      cell[names[0]] = r;
      cell[names[1]] = c;
      cells.push_back(cell);
    }
    table += "\n";
  }
  if (a.json) {
    std::cout << dump_json(nlohmann::json{{"matrix", names}, {"cells", cells}}, 2) << "\n";
  } else {
    std::cout << table;
  }
}

}  // namespace

void add_sim_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("sim", "run many AI games and report statistics");
  auto args = std::make_shared<SimArgs>();
  args->game.add_to(*cmd, true);
  cmd->add_option("--games,-n", args->games, "number of games")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--bots", args->bots,
                  "bot per seat, comma separated (cycled), e.g. heuristic,random")
      ->capture_default_str();
  cmd->add_option("--threads,-j", args->threads, "worker threads (default: all cores)")
      ->check(CLI::Range(0, 256));
  cmd->add_option("--seed", args->seed,
                  "master seed; the same seed gives the same results at any thread count")
      ->capture_default_str()
      ->check(seed_validator());
  cmd->add_flag("--json", args->json, "print the report as JSON");
  cmd->add_option("--matrix", args->matrix,
                  "play every pairing of two choice options, e.g. nation_a,nation_b");
  cmd->callback([args]() {
    const auto& a = *args;
    const GamePtr game = a.game.create();
    std::vector<std::string> bots;
    for (const auto& part : split_list(a.bots)) {
      if (!bots.empty() && part.find('=') != std::string::npos &&
          part.find(':') == std::string::npos) {
        bots.back() += "," + part;
      } else {
        bots.push_back(part);
      }
    }
    if (bots.empty()) throw SpecError("--bots is empty; give at least one bot, e.g. random");
    if (!a.matrix.empty()) {
      run_matrix(a, bots);
      return;
    }
    const SimReport report = run_one(a, game->spec(), bots);
    std::cout << (a.json ? dump_json(report_to_json(report), 2) + "\n" : report_to_text(report));
  });
}

}  // namespace bivouac::cli
