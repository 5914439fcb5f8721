#pragma once
// The choice rule of the rule-of-thumb bots: score every legal action, play the best. A little
// noise (far below any real difference in score) breaks ties between equal choices at random,
// so a bot does not always favour the action listed first.
#include "core/action.h"
#include "core/rng.h"

namespace bivouac {

template <class Score>
[[nodiscard]] Action best_scored_action(const ActionList& legal, Score&& score, Rng& rng,
                                        double tie_noise = 0.01) {
  Action best = legal[0];
  double best_score = -1e300;
  for (Action a : legal) {
    const double v = static_cast<double>(score(a)) + rng.uniform() * tie_noise;
    if (v > best_score) {
      best_score = v;
      best = a;
    }
  }
  return best;
}

}  // namespace bivouac
