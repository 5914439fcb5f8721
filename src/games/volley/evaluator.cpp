// How a position stands, for searches that stop a playout early: a linear model of each player's
// observation tensor, fitted to the results of self-play games from their positions
// (bench/fit_evaluator.py; the weights are data, evaluator.toml). Scoring the position after a
// few dozen actions instead of playing to the end makes a search's iterations cheaper and its
// values less noisy (docs/ai.md, "Fitted evaluators").
#include "core/evaluator.h"

#include "core/fitted_evaluator.h"

namespace {

const bivouac::EvaluatorRegistrar kEvaluator{bivouac::fitted_evaluator(
    "volley",
    "a linear model of the observation tensor fitted to self-play results (evaluator.toml)",
    "src/games/volley/evaluator.toml", 40, false)};

}  // namespace
