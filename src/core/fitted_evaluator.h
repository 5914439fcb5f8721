#pragma once
// A position evaluator fitted to self-play results (bench/fit_evaluator.py) and kept as data: one
// weight per field of the game's observation tensor. Each player's observation scores w . x, a
// side scores the mean of its players', and the estimate for a player is tanh((own side - other
// side) / 2), the fitted chance of winning rescaled to [-1, 1]. So it is zero-sum between two
// sides, equal for partners, and it reads only what each player may know of the world it is given.
#include <string>
#include <string_view>
#include <vector>

#include "core/evaluator.h"

namespace bivouac {

struct FittedWeights {
  std::vector<float> weights;
};

// Parses a weights file: `tensor_size = N` and `weights = [...]` with N finite numbers. Throws
// FormatError naming `source` and what was wrong.
[[nodiscard]] FittedWeights parse_fitted_weights(std::string_view toml_text,
                                                 std::string_view source);

// The definition a game registers (EvaluatorRegistrar) for the weights embedded at `path`, read
// on first use. It declines (prepare gives nullptr) a game whose tensor has another size.
// `by_default`: see EvaluatorDefinition.
[[nodiscard]] EvaluatorDefinition fitted_evaluator(std::string game_id, std::string description,
                                                   std::string path, int rollout_depth,
                                                   bool by_default);

}  // namespace bivouac
