#include "sim/arena_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

namespace bivouac {

namespace {

nlohmann::json interval_json(const Interval& i) {
  return {{"rate", i.estimate}, {"ci95", {i.low, i.high}}};
}

std::string cell(const Interval& i) {
  return fmt::format("{:5.1f}% [{:5.1f},{:5.1f}]", 100 * i.estimate, 100 * i.low, 100 * i.high);
}

std::vector<int> ladder_order(const ArenaResult& r) {
  std::vector<int> order(r.elo.size());
  std::iota(order.begin(), order.end(), 0);
  // Ties keep the order the bots were given in.
  std::sort(order.begin(), order.end(), [&](int x, int y) {
    const double ex = r.elo[static_cast<std::size_t>(x)].elo;
    const double ey = r.elo[static_cast<std::size_t>(y)].elo;
    return ex != ey ? ex > ey : x < y;
  });
  return order;
}

// B's score per game with its 95% interval, deals as the unit, as the sequential test counts: the
// two games of a deal are not independent, which the Wilson interval (games as the unit) ignores.
Interval deal_score(const Pentanomial& deals) {
  const SprtState st = sprt_state(deals, SprtBounds{});
  return Interval{st.score, st.score_low, st.score_high};
}

}  // namespace

std::string deals_to_text(const Pentanomial& deals, const std::string& a, const std::string& b) {
  std::string out = fmt::format("{} won both seats of {} deals, {} split, {} won both of {}", b,
                                deals[4], deals[2], a, deals[0]);
  if (const auto drawn = deals[1] + deals[3]; drawn > 0)
    out += fmt::format(", {} with one game drawn", drawn);
  const Interval s = deal_score(deals);
  return out + fmt::format("; {} scores {:.1f}% [{:.1f}, {:.1f}] by deals", b, 100 * s.estimate,
                           100 * s.low, 100 * s.high);
}

std::string first_deal_note(int first_deal) {
  return first_deal > 0 ? fmt::format(" from deal {}", first_deal) : std::string();
}

nlohmann::json deals_to_json(const Pentanomial& deals) {
  return {{"b_won_both", deals[4]},
          {"split", deals[2]},
          {"a_won_both", deals[0]},
          {"with_draws", deals[1] + deals[3]},
          {"b_score", interval_json(deal_score(deals))}};
}

std::string arena_to_text(const ArenaResult& r) {
  const auto& bots = r.config.bots;
  const int n = static_cast<int>(bots.size());
  std::size_t width = 4;
  for (const auto& b : bots) width = std::max(width, b.size());
  std::string out = fmt::format(
      "arena: {}, {} bots, {} games per pairing ({} deals{}, seats swapped), seed {}, {} "
      "thread{}\n",
      r.game_spec, n, r.config.games_per_pair, r.config.games_per_pair / 2,
      first_deal_note(r.config.first_deal), r.config.seed, r.config.threads,
      r.config.threads == 1 ? "" : "s");

  out += "\nwin rate of the row bot against the column bot, 95% Wilson interval:\n";
  out += fmt::format("  {:<{}}", "", width + 4);
  for (int c = 0; c < n; ++c) out += fmt::format("  {:^22}", fmt::format("vs {}", c + 1));
  out += "\n";
  for (int row = 0; row < n; ++row) {
    out += fmt::format("  {:>2}. {:<{}}", row + 1, bots[static_cast<std::size_t>(row)], width);
    for (int c = 0; c < n; ++c) {
      out += row == c ? fmt::format("  {:^22}", "-") : "  " + cell(r.win_rate(row, c));
    }
    out += "\n";
  }

  out += "\npairings (wins-losses-draws):\n";
  for (const PairResult& p : r.pairs) {
    out += fmt::format("  {:<{}} vs {:<{}}  {}-{}-{}", bots[static_cast<std::size_t>(p.a)], width,
                       bots[static_cast<std::size_t>(p.b)], width, p.a_wins, p.b_wins, p.draws);
    if (p.unfinished > 0) out += fmt::format("  ({} unfinished)", p.unfinished);
    out += "\n    " +
           deals_to_text(p.deals, bots[static_cast<std::size_t>(p.a)],
                         bots[static_cast<std::size_t>(p.b)]) +
           "\n";
  }

  out += "\nElo (Bradley-Terry maximum likelihood, draws half, mean 0, 95% error):\n";
  int rank = 1;
  for (int i : ladder_order(r)) {
    const EloRating& e = r.elo[static_cast<std::size_t>(i)];
    out += fmt::format("  {:>2}. {:<{}}  {:+7.0f} ± {:<5.0f}  score {:5.1f}% of {} games\n", rank++,
                       bots[static_cast<std::size_t>(i)], width, e.elo, e.error95, 100 * e.score,
                       e.games);
  }
  out += fmt::format("{:.1f} s\n", r.seconds);
  return out;
}

nlohmann::json arena_to_json(const ArenaResult& r) {
  const auto& bots = r.config.bots;
  nlohmann::json pairs = nlohmann::json::array();
  for (const PairResult& p : r.pairs) {
    pairs.push_back({{"a", bots[static_cast<std::size_t>(p.a)]},
                     {"b", bots[static_cast<std::size_t>(p.b)]},
                     {"games", p.games},
                     {"a_wins", p.a_wins},
                     {"b_wins", p.b_wins},
                     {"draws", p.draws},
                     {"unfinished", p.unfinished},
                     {"a_win_rate", interval_json(r.win_rate(p.a, p.b))},
                     {"b_win_rate", interval_json(r.win_rate(p.b, p.a))},
                     {"a_score", p.a_score()},
                     {"deals", deals_to_json(p.deals)}});
  }
  nlohmann::json elo = nlohmann::json::array();
  for (int i : ladder_order(r)) {
    const EloRating& e = r.elo[static_cast<std::size_t>(i)];
    elo.push_back({{"bot", bots[static_cast<std::size_t>(i)]},
                   {"elo", e.elo},
                   {"error95", e.error95},
                   {"score", e.score},
                   {"games", e.games}});
  }
  return {{"format", "bivouac-arena"},
          {"version", 1},
          {"game", r.game_spec},
          {"bots", bots},
          {"games_per_pair", r.config.games_per_pair},
          {"seed", r.config.seed},
          {"first_deal", r.config.first_deal},
          {"threads", r.config.threads},
          {"elo_prior_draws", r.config.elo_prior_draws},
          {"pairs", pairs},
          {"elo", elo},
          {"seconds", r.seconds}};
}

}  // namespace bivouac
