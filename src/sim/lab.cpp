#include "sim/lab.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "core/registry.h"
#include "core/rng.h"

namespace bivouac {

namespace {

using Clock = std::chrono::steady_clock;

std::vector<GameOutcome> play(const LabSettings& s, const SimConfig& c) {
  return s.runner ? s.runner(c) : run_batch(c);
}

// The next chunk of game indices of a run that has `done` games and a cap of `cap`.
SimConfig next_chunk(const LabSettings& s, const SimConfig& base, std::size_t done) {
  SimConfig c = base;
  c.first_game = static_cast<int>(done);
  const int left = base.games - static_cast<int>(done);
  c.games = s.until_ci > 0 ? std::min(std::max(1, s.chunk), left) : left;
  return c;
}

void append(std::vector<GameOutcome>& to, std::vector<GameOutcome> more) {
  // A run without --until-ci is one chunk: take it whole rather than move a million outcomes.
  if (to.empty()) {
    to = std::move(more);
    return;
  }
  to.insert(to.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
}

void finish(LabRun& run, double seconds) {
  SimConfig c = run.config;
  c.games = static_cast<int>(run.outcomes.size());
  run.report = summarize(c, *run.game, run.outcomes, seconds);
  if (run.config.collect_cards) run.cards = card_impact(run.outcomes, run.game->num_sides());
}

double width(const Interval& i) {
  return i.high - i.low;
}
double width(const Difference& d) {
  return d.high - d.low;
}

void compare(AbResult& r) {
  const Game& ga = *r.a.game;
  const Game& gb = *r.b.game;
  const auto& oa = r.a.outcomes;
  const auto& ob = r.b.outcomes;
  auto indicator = [](const std::vector<GameOutcome>& os, auto&& pred) {
    std::vector<bool> v;
    v.reserve(os.size());
    for (const auto& o : os) v.push_back(pred(o));
    return v;
  };
  auto values = [](const std::vector<GameOutcome>& os, auto&& f) {
    std::vector<double> v;
    v.reserve(os.size());
    for (const auto& o : os) v.push_back(f(o));
    return v;
  };
  auto rate_diff = [&](const std::vector<bool>& a, const std::vector<bool>& b) {
    if (r.paired) return paired_rate_difference(a, b);
    const auto sa = std::count(a.begin(), a.end(), true);
    const auto sb = std::count(b.begin(), b.end(), true);
    return independent_rate_difference(sa, static_cast<std::int64_t>(a.size()), sb,
                                       static_cast<std::int64_t>(b.size()));
  };
  auto mean_diff = [&](const std::vector<double>& a, const std::vector<double>& b) {
    return r.paired ? paired_mean_difference(a, b) : independent_mean_difference(a, b);
  };
  r.side_wins.clear();
  for (int s = 0; s < std::min(ga.num_sides(), gb.num_sides()); ++s) {
    auto won = [s](const GameOutcome& o) { return o.winning_side == s; };
    r.side_wins.push_back(rate_diff(indicator(oa, won), indicator(ob, won)));
  }
  auto first_a = [&ga](const GameOutcome& o) {
    return o.winning_side >= 0 && o.winning_side == ga.side_of(o.first_player);
  };
  auto first_b = [&gb](const GameOutcome& o) {
    return o.winning_side >= 0 && o.winning_side == gb.side_of(o.first_player);
  };
  r.first_player = rate_diff(indicator(oa, first_a), indicator(ob, first_b));
  auto turns = [](const GameOutcome& o) { return static_cast<double>(o.turns); };
  auto actions = [](const GameOutcome& o) { return static_cast<double>(o.actions); };
  r.turns = mean_diff(values(oa, turns), values(ob, turns));
  r.actions = mean_diff(values(oa, actions), values(ob, actions));
}

}  // namespace

double widest_rate_interval(const SimReport& r) {
  double w = width(r.first_player_wins);
  for (const Interval& i : r.side_wins) w = std::max(w, width(i));
  return w;
}

LabRun run_lab(const LabSettings& settings, const std::string& label) {
  LabRun run;
  run.label = label;
  run.config = settings.config;
  run.game = GameRegistry::instance().create(run.config.game);
  const auto t0 = Clock::now();
  while (static_cast<int>(run.outcomes.size()) < run.config.games) {
    append(run.outcomes, play(settings, next_chunk(settings, run.config, run.outcomes.size())));
    if (settings.until_ci <= 0) continue;
    SimConfig c = run.config;
    c.games = static_cast<int>(run.outcomes.size());
    if (widest_rate_interval(summarize(c, *run.game, run.outcomes, 0)) < settings.until_ci) {
      run.converged = true;
      break;
    }
  }
  finish(run, std::chrono::duration<double>(Clock::now() - t0).count());
  return run;
}

AbResult run_ab(const LabSettings& settings, const std::string& spec_a, const std::string& spec_b,
                bool paired) {
  AbResult r;
  r.paired = paired;
  r.a.label = "A";
  r.b.label = "B";
  r.a.config = settings.config;
  r.a.config.game = spec_a;
  r.b.config = settings.config;
  r.b.config.game = spec_b;
  // Unpaired, B's games come from a seed of their own, so A against itself is a fair null test.
  if (!paired) r.b.config.seed = derive_seed(settings.config.seed, 0xB0B);
  r.a.game = GameRegistry::instance().create(spec_a);
  r.b.game = GameRegistry::instance().create(spec_b);
  const auto t0 = Clock::now();
  while (static_cast<int>(r.a.outcomes.size()) < settings.config.games) {
    const std::size_t done = r.a.outcomes.size();
    append(r.a.outcomes, play(settings, next_chunk(settings, r.a.config, done)));
    append(r.b.outcomes, play(settings, next_chunk(settings, r.b.config, done)));
    if (settings.until_ci <= 0) continue;
    compare(r);
    double w = width(r.first_player);
    for (const auto& d : r.side_wins) w = std::max(w, width(d));
    if (w < settings.until_ci) {
      r.converged = true;
      break;
    }
  }
  const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  finish(r.a, secs / 2);
  finish(r.b, secs / 2);
  compare(r);
  return r;
}

Histogram turn_histogram(const std::vector<GameOutcome>& outcomes, int max_bins) {
  Histogram h;
  if (outcomes.empty()) return h;
  int lo = outcomes.front().turns;
  int hi = lo;
  for (const auto& o : outcomes) {
    lo = std::min(lo, o.turns);
    hi = std::max(hi, o.turns);
  }
  const int range = hi - lo + 1;
  const int width = std::max(1, (range + max_bins - 1) / max_bins);
  h.bin_width = width;
  h.first = lo;
  h.counts.assign(static_cast<std::size_t>((range + width - 1) / width), 0);
  for (const auto& o : outcomes) ++h.counts[static_cast<std::size_t>((o.turns - lo) / width)];
  return h;
}

}  // namespace bivouac
