// How a Volley position stands, for searches that stop a playout early: the troop points each
// side has left (L1 VICTORY: the side brought to zero loses). A full playout's single win or loss
// is a noisy verdict in a game this much decided by the draw; the troop margin a few turns ahead
// says more per iteration.
#include "core/evaluator.h"

#include <cmath>

#include "games/volley/volley_game.h"

namespace bivouac::volley {
namespace {

double evaluate(const Game& /*game*/, const State& state, int player) {
  const auto& s = as<VolleyState>(state);
  const double mine = std::max<int>(s.troops[static_cast<std::size_t>(player)], 0);
  const double theirs = std::max<int>(s.troops[static_cast<std::size_t>(1 - player)], 0);
  return std::tanh(2.0 * (mine - theirs) / (mine + theirs + 1.0));
}

const EvaluatorRegistrar kEvaluator{
    EvaluatorDefinition{"volley", "the margin in troop points left", &evaluate, 80}};

}  // namespace
}  // namespace bivouac::volley
