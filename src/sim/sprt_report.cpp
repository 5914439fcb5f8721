#include "sim/sprt_report.h"

#include <fmt/format.h>

namespace bivouac {

namespace {
std::string verdict_text(const SprtRunResult& r) {
  switch (r.state.verdict) {
    case SprtVerdict::kH1:
      return fmt::format("H1 accepted: B is at least {:g} Elo stronger than A", r.bounds.elo1);
    case SprtVerdict::kH0:
      return fmt::format("H0 accepted: B is at most {:g} Elo stronger than A", r.bounds.elo0);
    case SprtVerdict::kUndecided:
      break;
  }
  return fmt::format("undecided: stopped at the limit of {} games", r.games);
}
}  // namespace

std::string sprt_status_line(const SprtRunResult& r) {
  return fmt::format("games {}  LLR {:.2f} [{:.2f}, {:.2f}]  Elo {:+.1f} [{:+.1f}, {:+.1f}]",
                     r.games, r.state.llr, r.state.lower, r.state.upper, r.state.elo,
                     r.state.elo_low, r.state.elo_high);
}

std::string sprt_to_text(const SprtRunResult& r, const std::string& bot_a,
                         const std::string& bot_b) {
  std::string out;
  out += fmt::format("SPRT  A = {}  B = {}\n", bot_a, bot_b);
  out += fmt::format("H0: B - A <= {:g} Elo   H1: B - A >= {:g} Elo   alpha {:g}  beta {:g}\n",
                     r.bounds.elo0, r.bounds.elo1, r.bounds.alpha, r.bounds.beta);
  out += fmt::format("games {} ({} pairs): B won {}, lost {}, drew {}", r.games, r.games / 2,
                     r.b_wins, r.a_wins, r.draws);
  if (r.unfinished > 0) out += fmt::format(" ({} unfinished)", r.unfinished);
  out += "\n";
  out += fmt::format("pairs by B's points  0: {}  1/2: {}  1: {}  3/2: {}  2: {}\n", r.pairs[0],
                     r.pairs[1], r.pairs[2], r.pairs[3], r.pairs[4]);
  out += fmt::format("LLR {:.3f}  bounds [{:.3f}, {:.3f}]\n", r.state.llr, r.state.lower,
                     r.state.upper);
  out += fmt::format("B's score {:.1f}% [{:.1f}, {:.1f}]  Elo {:+.1f} [{:+.1f}, {:+.1f}] (95%)\n",
                     100 * r.state.score, 100 * r.state.score_low, 100 * r.state.score_high,
                     r.state.elo, r.state.elo_low, r.state.elo_high);
  out += fmt::format("verdict: {}  ({:.1f} s)\n", verdict_text(r), r.seconds);
  return out;
}

nlohmann::json sprt_to_json(const SprtRunResult& r, const std::string& bot_a,
                            const std::string& bot_b) {
  nlohmann::json j;
  j["a"] = bot_a;
  j["b"] = bot_b;
  j["elo0"] = r.bounds.elo0;
  j["elo1"] = r.bounds.elo1;
  j["alpha"] = r.bounds.alpha;
  j["beta"] = r.bounds.beta;
  j["games"] = r.games;
  j["pairs"] = r.games / 2;
  j["pentanomial"] = r.pairs;
  j["b_wins"] = r.b_wins;
  j["a_wins"] = r.a_wins;
  j["draws"] = r.draws;
  j["unfinished"] = r.unfinished;
  j["llr"] = r.state.llr;
  j["lower"] = r.state.lower;
  j["upper"] = r.state.upper;
  j["verdict"] = verdict_name(r.state.verdict);
  j["reached_max"] = r.reached_max;
  j["score"] = {
      {"estimate", r.state.score}, {"low", r.state.score_low}, {"high", r.state.score_high}};
  j["elo"] = {{"estimate", r.state.elo}, {"low", r.state.elo_low}, {"high", r.state.elo_high}};
  j["seconds"] = r.seconds;
  return j;
}

}  // namespace bivouac
