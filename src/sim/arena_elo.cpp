#include "sim/arena_elo.h"

#include <cmath>
#include <stdexcept>
#include <utility>

namespace bivouac {

namespace {

using Matrix = std::vector<std::vector<double>>;

// Gauss-Jordan with partial pivoting; the matrices here are a handful of rows.
Matrix inverse(Matrix a) {
  const std::size_t n = a.size();
  Matrix inv(n, std::vector<double>(n, 0.0));
  for (std::size_t i = 0; i < n; ++i) inv[i][i] = 1;
  for (std::size_t col = 0; col < n; ++col) {
    std::size_t pivot = col;
    for (std::size_t r = col + 1; r < n; ++r) {
      if (std::abs(a[r][col]) > std::abs(a[pivot][col])) pivot = r;
    }
    if (std::abs(a[pivot][col]) < 1e-300) throw std::domain_error("singular Fisher information");
    std::swap(a[col], a[pivot]);
    std::swap(inv[col], inv[pivot]);
    const double d = a[col][col];
    for (std::size_t c = 0; c < n; ++c) {
      a[col][c] /= d;
      inv[col][c] /= d;
    }
    for (std::size_t r = 0; r < n; ++r) {
      if (r == col || a[r][col] == 0) continue;
      const double f = a[r][col];
      for (std::size_t c = 0; c < n; ++c) {
        a[r][c] -= f * a[col][c];
        inv[r][c] -= f * inv[col][c];
      }
    }
  }
  return inv;
}

constexpr double kEloPerNat = 400.0 / 2.302585092994046;  // 400 / ln 10

}  // namespace

EloFit fit_elo(int players, const std::vector<PairScore>& given, double prior_draws) {
  const auto m = static_cast<std::size_t>(players);
  std::vector<PairScore> pairs = given;
  for (PairScore& p : pairs) {
    p.games += prior_draws;
    p.a_score += prior_draws / 2;
  }
  // Minorization-maximization (Hunter 2004): each step raises the likelihood, so it converges
  // where Newton's method could overshoot on lopsided results.
  std::vector<double> wins(m, 0.0);
  for (const PairScore& p : pairs) {
    wins[static_cast<std::size_t>(p.a)] += p.a_score;
    wins[static_cast<std::size_t>(p.b)] += p.games - p.a_score;
  }
  std::vector<double> gamma(m, 1.0);
  std::vector<double> denom(m);
  for (int iter = 0; iter < 100000; ++iter) {
    std::fill(denom.begin(), denom.end(), 0.0);
    for (const PairScore& p : pairs) {
      const auto a = static_cast<std::size_t>(p.a);
      const auto b = static_cast<std::size_t>(p.b);
      const double t = p.games / (gamma[a] + gamma[b]);
      denom[a] += t;
      denom[b] += t;
    }
    double change = 0;
    double log_mean = 0;
    std::vector<double> next(m);
    for (std::size_t i = 0; i < m; ++i) {
      // A bot with no points at all has no finite rating; a tiny strength keeps it last.
      next[i] = denom[i] > 0 ? std::max(wins[i] / denom[i], 1e-300) : gamma[i];
      log_mean += std::log(next[i]) / static_cast<double>(m);
    }
    for (std::size_t i = 0; i < m; ++i) {
      next[i] /= std::exp(log_mean);
      change = std::max(change, std::abs(std::log(next[i] / gamma[i])));
    }
    gamma = std::move(next);
    if (change < 1e-13) break;
  }
  EloFit fit;
  for (double g : gamma) fit.elo.push_back(kEloPerNat * std::log(g));

  // Fisher information of the ratings (in Elo units), made invertible by adding the direction
  // the likelihood cannot see (all ratings moving together), which is then taken out again.
  const double k = 1.0 / kEloPerNat;
  Matrix info(m, std::vector<double>(m, 0.0));
  for (const PairScore& p : pairs) {
    const auto a = static_cast<std::size_t>(p.a);
    const auto b = static_cast<std::size_t>(p.b);
    const double e = 1.0 / (1.0 + std::exp(-k * (fit.elo[a] - fit.elo[b])));
    const double w = k * k * p.games * e * (1 - e);
    info[a][a] += w;
    info[b][b] += w;
    info[a][b] -= w;
    info[b][a] -= w;
  }
  const double share = 1.0 / static_cast<double>(m);
  for (auto& row : info) {
    for (double& v : row) v += share;
  }
  try {
    const Matrix cov = inverse(info);
    for (std::size_t i = 0; i < m; ++i) {
      fit.std_error.push_back(std::sqrt(std::max(0.0, cov[i][i] - share)));
    }
  } catch (const std::domain_error&) {
    fit.std_error.assign(m, INFINITY);
  }
  return fit;
}

}  // namespace bivouac
