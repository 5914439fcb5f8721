// How a Ready Aim Fire position stands, for searches that stop a playout early. Random playouts
// here run to about 600 actions, so a search that scores the position after a few turns instead
// makes many more (and less noisy) iterations.
//
// Weighed for each side: the breakpoint value of the battalions it has lost (whether or not the
// breakpoint option is on, it is the rules' own measure of an army's losses, L311-336), the
// positions it has been routed from (three lose the game, L50), thin stacks that are one attack
// from being routed, and Shaken cards.
#include "core/evaluator.h"

#include <cmath>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

double trouble(const RafGame& g, const RafState& s, int q) {
  const double lost = g.breakpoint_total(s, q);
  const double limit = g.data().nations[s.nation[q]].breakpoint;
  double thin = 0;
  double shaken = 0;
  for (const StackZone& stack : s.stacks[q]) {
    if (stack.size() == 1) thin += 1;
    for (const Slot& slot : stack) shaken += (slot.flags & kShaken) ? 1 : 0;
  }
  return lost / limit + 0.45 * g.empty_stacks(s, q) + 0.1 * thin + 0.03 * shaken;
}

double evaluate(const Game& game, const State& state, int player) {
  const auto& g = static_cast<const RafGame&>(game);
  const auto& s = as<RafState>(state);
  const int opp = 1 - player;
  return std::tanh(1.5 * (trouble(g, s, opp) - trouble(g, s, player)));
}

const EvaluatorRegistrar kEvaluator{EvaluatorDefinition{
    "ready-aim-fire",
    "losses against the army breakpoint, positions routed, thin stacks and Shaken cards",
    &evaluate,
    40,
    {}}};

}  // namespace
}  // namespace bivouac::raf
