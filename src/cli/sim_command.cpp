// `bivouac sim <game>`: the balance lab. Batch self-play with win rates, intervals, lengths and
// speed; A/B comparison of two variants on common random numbers (--a/--b); per-card impact
// (--cards); a matrix over two choice options or over seats (--matrix); sequential stopping
// (--until-ci); exports (--json, --csv DIR, --report FILE) and distributed runs under mpirun.
#include <fmt/format.h>

#include <iostream>
#include <optional>
#include <thread>

#include "cli/commands.h"
#include "cli/game_args.h"
#include "cli/lab_document.h"
#include "cli/lab_export.h"
#include "cli/lab_mpi.h"
#include "cli/progress.h"
#include "core/bot.h"
#include "core/errors.h"
#include "core/registry.h"
#include "core/safe_json.h"
#include "sim/lab.h"

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
  std::string a;
  std::string b;
  bool a_given = false;
  bool b_given = false;
  bool unpaired = false;
  bool cards = false;
  double until_ci = 0;
  std::string report;
  std::string csv;
};

std::string with_options(const std::string& spec, const std::string& options) {
  if (options.empty()) return spec;
  return spec + (spec.find(':') == std::string::npos ? ":" : ",") + options;
}

std::string quoted(const std::string& s) {
  return "\"" + s + "\"";
}

// The command that reproduces these numbers (threads and ranks do not change them).
std::string command_line(const SimArgs& a) {
  std::string out = fmt::format("bivouac sim {} --games {} --bots {} --seed {}", a.game.full_spec(),
                                a.games, a.bots, a.seed);
  if (a.a_given || a.b_given) out += fmt::format(" --a {} --b {}", quoted(a.a), quoted(a.b));
  if (a.unpaired) out += " --unpaired";
  if (!a.matrix.empty()) out += " --matrix " + a.matrix;
  if (a.cards) out += " --cards";
  if (a.until_ci > 0) out += fmt::format(" --until-ci {}", a.until_ci);
  return out;
}

std::vector<std::string> parse_bots(const std::string& text) {
  std::vector<std::string> bots;
  for (const auto& part : split_list(text)) {
    if (!bots.empty() && part.find('=') != std::string::npos &&
        part.find(':') == std::string::npos) {
      bots.back() += "," + part;
    } else {
      bots.push_back(part);
    }
  }
  if (bots.empty()) throw SpecError("--bots is empty; give at least one bot, e.g. random");
  return bots;
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

LabMatrix run_matrix(const SimArgs& a, const LabSettings& base, const Game& game) {
  LabMatrix m;
  const auto names = split_list(a.matrix);
  auto cell = [&](const std::string& spec, const std::string& row, const std::string& col) {
    LabSettings s = base;
    s.config.game = spec;
    m.cells.push_back(MatrixCell{row, col, run_lab(s, row + " / " + col)});
  };
  if (names.size() == 1 && names[0] == "seats") {
    // The seat/team matrix: every player count down, every seat across; a cell is the win rate
    // of the side (team) that seat plays on.
    const GameInfo& info = game.info();
    if (info.min_players == info.max_players)
      throw SpecError(
          fmt::format("--matrix seats needs a game with a choice of player counts; {} "
                      "is always {} players",
                      info.id, info.min_players));
    m.seats = true;
    m.row_name = "players";
    m.col_name = "seat";
    m.metric = "win rate of the seat's side";
    for (int n = info.min_players; n <= info.max_players; ++n) m.rows.push_back(std::to_string(n));
    for (int p = 1; p <= info.max_players; ++p) m.cols.push_back(std::to_string(p));
    for (int n = info.min_players; n <= info.max_players; ++n) {
      GameArgs g = a.game;
      g.players = n;
      const std::string spec = g.full_spec();
      LabSettings s = base;
      s.config.game = spec;
      const LabRun run = run_lab(s, fmt::format("{} players", n));
      for (int p = 1; p <= n; ++p)
        m.cells.push_back(MatrixCell{std::to_string(n), std::to_string(p), run});
    }
    return m;
  }
  if (names.size() != 2)
    throw SpecError("--matrix takes two option names, e.g. nation_a,nation_b, or \"seats\"");
  m.row_name = names[0];
  m.col_name = names[1];
  m.metric = fmt::format("win rate of {}", game.side_name(0));
  m.rows = matrix_values(game.info(), names[0]);
  m.cols = matrix_values(game.info(), names[1]);
  for (const auto& r : m.rows) {
    for (const auto& c : m.cols) {
      cell(with_options(a.game.full_spec(), fmt::format("{}={},{}={}", names[0], r, names[1], c)),
           r, c);
    }
  }
  return m;
}

void run(const SimArgs& a) {
  MpiSession mpi;
  const bool lead = mpi.rank() == 0;
  const GamePtr game = a.game.create();
  const std::vector<std::string> bots = parse_bots(a.bots);
  if ((a.a_given || a.b_given) && !a.matrix.empty())
    throw SpecError("--a/--b and --matrix cannot be combined; run them separately");
  if (a.a_given != a.b_given) throw SpecError("--a and --b go together: give both (\"\" for none)");
  if (!a.report.empty()) check_report_available();

  LabSettings settings;
  settings.config.game = game->spec();
  settings.config.bots = bots;
  settings.config.games = a.games;
  settings.config.threads =
      a.threads > 0 ? a.threads
                    : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  settings.config.seed = a.seed;
  settings.config.collect_cards = a.cards;
  settings.until_ci = a.until_ci;
  settings.runner = mpi.runner();
  // Fail early, before any game, if a bot spec is wrong.
  for (const auto& spec : bots) (void)BotRegistry::instance().create(spec, game, 0);

  std::optional<Progress> progress;
  if (lead) {
    progress.emplace(fmt::format("sim {}", game->spec()));
    settings.config.progress = [&progress](int done, int total) { progress->update(done, total); };
  }
  LabMeta meta;
  meta.command = command_line(a);
  meta.game = game->spec();
  meta.seed = a.seed;
  meta.threads = settings.config.threads;
  meta.ranks = mpi.size();
  meta.until_ci = a.until_ci;
  meta.cap = a.games;

  nlohmann::json doc;
  std::string text;
  if (a.a_given) {
    const std::string spec_a = with_options(a.game.full_spec(), a.a);
    const std::string spec_b = with_options(a.game.full_spec(), a.b);
    // Both variants are checked (option names, values, card files) before any game is played.
    (void)GameRegistry::instance().create(spec_a);
    (void)GameRegistry::instance().create(spec_b);
    const AbResult ab = run_ab(settings, spec_a, spec_b, !a.unpaired);
    doc = ab_document(meta, ab);
    text = ab_text(doc);
  } else if (!a.matrix.empty()) {
    doc = matrix_document(meta, run_matrix(a, settings, *game));
    text = matrix_text(doc);
  } else {
    const LabRun r = run_lab(settings, game->spec());
    doc = sim_document(meta, r);
    text = sim_text(doc, r);
  }
  progress.reset();
  if (!lead) return;
  if (!a.csv.empty()) write_csv(doc, a.csv);
  if (!a.report.empty()) write_report(doc, a.report);
  std::cout << (a.json ? dump_json(doc, 2) + "\n" : text);
}

}  // namespace

void add_sim_command(CLI::App& app) {
  auto* cmd =
      app.add_subcommand("sim", "run many AI games and report statistics (the balance lab)");
  auto args = std::make_shared<SimArgs>();
  args->game.add_to(*cmd, true);
  cmd->add_option("--games,-n", args->games,
                  "number of games (per variant or cell; the cap with --until-ci)")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--bots", args->bots,
                  "bot per seat, comma separated (cycled), e.g. heuristic,random or ismcts:easy")
      ->capture_default_str();
  cmd->add_option("--threads,-j", args->threads, "worker threads (default: all cores)")
      ->check(CLI::Range(0, 256));
  cmd->add_option("--seed", args->seed,
                  "master seed; the same seed gives the same results at any thread or rank count")
      ->capture_default_str()
      ->check(seed_validator());
  cmd->add_flag("--json", args->json, "print the report as JSON");
  cmd->add_option("--matrix", args->matrix,
                  "every pairing of two choice options (e.g. nation_a,nation_b), or \"seats\": "
                  "every player count and seat");
  auto* opt_a =
      cmd->add_option("--a", args->a, "variant A's options, e.g. \"\" or \"cards=my-cards.toml\"");
  auto* opt_b =
      cmd->add_option("--b", args->b, "variant B's options, e.g. \"general_substitutes=any\"");
  cmd->add_flag("--unpaired", args->unpaired,
                "A/B on independent seeds instead of common random numbers");
  cmd->add_flag("--cards", args->cards,
                "per-card impact: drawn, played, win rate when played vs held (slower)");
  cmd->add_option("--until-ci", args->until_ci,
                  "play until every reported rate interval is narrower than this width (e.g. "
                  "0.05), at most --games")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--report", args->report, "write a self-contained HTML report with charts");
  cmd->add_option("--csv", args->csv, "write the numbers as CSV files into this directory");
  cmd->callback([args, opt_a, opt_b]() {
    args->a_given = opt_a->count() > 0;
    args->b_given = opt_b->count() > 0;
    run(*args);
  });
}

}  // namespace bivouac::cli
