#include "sim/report.h"

#include <fmt/format.h>

namespace bivouac {

SimReport summarize(const SimConfig& config, const Game& game,
                    const std::vector<GameOutcome>& outcomes, double seconds) {
  SimReport r;
  r.game = game.spec();
  r.bots = config.bots;
  r.games = static_cast<int>(outcomes.size());
  r.seed = config.seed;
  r.threads = config.threads;
  const int sides = game.num_sides();
  r.side_win_counts.assign(static_cast<std::size_t>(sides), 0);
  for (int s = 0; s < sides; ++s) r.side_names.push_back(game.side_name(s));
  for (int s = 0; s < sides; ++s) {
    std::string bots;
    for (int p = 0; p < game.num_players(); ++p) {
      if (game.side_of(p) != s) continue;
      bots +=
          (bots.empty() ? "" : "+") + config.bots[static_cast<std::size_t>(p) % config.bots.size()];
    }
    r.side_bots.push_back(bots);
  }
  std::int64_t first_wins = 0;
  std::int64_t total_actions = 0;
  std::vector<double> turns;
  std::vector<double> actions;
  for (const GameOutcome& o : outcomes) {
    if (!o.finished) ++r.unfinished;
    if (o.winning_side >= 0) {
      ++r.side_win_counts[static_cast<std::size_t>(o.winning_side)];
      if (o.winning_side == game.side_of(o.first_player)) ++first_wins;
    } else {
      ++r.draw_count;
    }
    ++r.end_reasons[o.end_reason.empty() ? "game over" : o.end_reason];
    turns.push_back(o.turns);
    actions.push_back(static_cast<double>(o.actions));
    total_actions += o.actions;
  }
  for (int s = 0; s < sides; ++s) {
    r.side_wins.push_back(wilson_interval(r.side_win_counts[static_cast<std::size_t>(s)], r.games));
  }
  r.draws = wilson_interval(r.draw_count, r.games);
  r.first_player_wins = wilson_interval(first_wins, r.games);
  r.turns = distribution(turns);
  r.actions = distribution(actions);
  r.seconds = seconds;
  r.games_per_second = seconds > 0 ? r.games / seconds : 0;
  r.actions_per_second = seconds > 0 ? static_cast<double>(total_actions) / seconds : 0;
  return r;
}

namespace {
nlohmann::json interval_json(const Interval& i) {
  return {{"rate", i.estimate}, {"ci95", {i.low, i.high}}};
}
nlohmann::json distribution_json(const Distribution& d) {
  return {{"mean", d.mean},     {"min", d.min}, {"p10", d.p10},
          {"median", d.median}, {"p90", d.p90}, {"max", d.max}};
}
std::string pct(const Interval& i) {
  return fmt::format("{:5.1f}%  [{:5.1f}%, {:5.1f}%]", 100 * i.estimate, 100 * i.low, 100 * i.high);
}
}  // namespace

nlohmann::json report_to_json(const SimReport& r) {
  nlohmann::json sides = nlohmann::json::array();
  for (std::size_t s = 0; s < r.side_wins.size(); ++s) {
    nlohmann::json side = interval_json(r.side_wins[s]);
    side["side"] = r.side_names[s];
    side["bots"] = r.side_bots[s];
    side["wins"] = r.side_win_counts[s];
    sides.push_back(side);
  }
  nlohmann::json draws = interval_json(r.draws);
  draws["count"] = r.draw_count;
  return {{"game", r.game},
          {"bots", r.bots},
          {"games", r.games},
          {"seed", r.seed},
          {"threads", r.threads},
          {"sides", sides},
          {"draws", draws},
          {"unfinished", r.unfinished},
          {"first_player_wins", interval_json(r.first_player_wins)},
          {"turns", distribution_json(r.turns)},
          {"actions", distribution_json(r.actions)},
          {"end_reasons", r.end_reasons},
          {"seconds", r.seconds},
          {"games_per_second", r.games_per_second},
          {"actions_per_second", r.actions_per_second}};
}

std::string report_to_text(const SimReport& r) {
  std::string out = fmt::format("{} games of {} (seed {}, {} thread{})\n", r.games, r.game, r.seed,
                                r.threads, r.threads == 1 ? "" : "s");
  out += "win rates with 95% Wilson intervals:\n";
  for (std::size_t s = 0; s < r.side_wins.size(); ++s) {
    out += fmt::format("  {:<12} {:<24} {}  ({} wins)\n", r.side_names[s], r.side_bots[s],
                       pct(r.side_wins[s]), r.side_win_counts[s]);
  }
  out += fmt::format("  {:<12} {:<24} {}  ({} games)\n", "draws", "", pct(r.draws), r.draw_count);
  out += fmt::format("first mover's side won      {}\n", pct(r.first_player_wins));
  out += fmt::format(
      "turns    mean {:.1f}  min {:.0f}  p10 {:.0f}  median {:.0f}  p90 {:.0f}  max {:.0f}\n",
      r.turns.mean, r.turns.min, r.turns.p10, r.turns.median, r.turns.p90, r.turns.max);
  out += fmt::format(
      "actions  mean {:.1f}  min {:.0f}  p10 {:.0f}  median {:.0f}  p90 {:.0f}  max {:.0f}\n",
      r.actions.mean, r.actions.min, r.actions.p10, r.actions.median, r.actions.p90, r.actions.max);
  out += "how games ended:";
  for (const auto& [reason, count] : r.end_reasons) {
    out += fmt::format("  {} {:.1f}%", reason, 100.0 * static_cast<double>(count) / r.games);
  }
  out += "\n";
  if (r.unfinished > 0) {
    out +=
        fmt::format("warning: {} games hit the action cap and count as unfinished\n", r.unfinished);
  }
  out += fmt::format("{:.2f} s, {:.0f} games/s, {:.0f} actions/s\n", r.seconds, r.games_per_second,
                     r.actions_per_second);
  return out;
}

}  // namespace bivouac
