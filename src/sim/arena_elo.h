#pragma once
// Elo ratings from a round robin by maximum likelihood under the Bradley-Terry model, where the
// expected score of i against j is 1 / (1 + 10^((r_j - r_i) / 400)) and a draw counts as half a
// win. Errors come from the inverse Fisher information (its pseudo-inverse, since only rating
// differences are identified; ratings are pinned to mean 0).
#include <vector>

namespace bivouac {

struct PairScore {
  int a = 0;
  int b = 0;
  double games = 0;
  double a_score = 0;  // wins of a plus half the draws
};

struct EloFit {
  std::vector<double> elo;        // mean 0
  std::vector<double> std_error;  // standard error of each rating
};

// `prior_draws` virtual draws are added to every pair before fitting.
[[nodiscard]] EloFit fit_elo(int players, const std::vector<PairScore>& pairs,
                             double prior_draws = 0);

}  // namespace bivouac
