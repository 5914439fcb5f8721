#include "core/fitted_evaluator.h"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <array>
#include <cmath>
#include <memory>
#include <mutex>

#include "core/errors.h"
#include "core/resources.h"
#include "core/tensor.h"

namespace bivouac {

FittedWeights parse_fitted_weights(std::string_view toml_text, std::string_view source) {
  toml::table doc;
  try {
    doc = toml::parse(toml_text, source);
  } catch (const toml::parse_error& e) {
    throw FormatError(fmt::format("{}: {}", source, e.description()));
  }
  const auto size = doc["tensor_size"].value<std::int64_t>();
  if (!size || *size < 1) {
    throw FormatError(fmt::format("{}: needs tensor_size, a positive integer", source));
  }
  const toml::array* list = doc["weights"].as_array();
  if (!list || static_cast<std::int64_t>(list->size()) != *size) {
    throw FormatError(fmt::format("{}: weights must be a list of tensor_size ({}) numbers, not {}",
                                  source, *size, list ? list->size() : 0));
  }
  FittedWeights out;
  out.weights.reserve(list->size());
  for (std::size_t i = 0; i < list->size(); ++i) {
    const auto v = (*list)[i].value<double>();
    if (!v || !std::isfinite(*v)) {
      throw FormatError(fmt::format("{}: weights[{}] is not a finite number", source, i));
    }
    out.weights.push_back(static_cast<float>(*v));
  }
  return out;
}

namespace {

class FittedEstimator final : public PositionEstimator {
 public:
  FittedEstimator(const Game& game, std::shared_ptr<const FittedWeights> weights,
                  std::shared_ptr<const TensorCodec> codec)
      : game_(game),
        weights_(std::move(weights)),
        tensor_(game, std::move(codec)),
        buffer_(weights_->weights.size()) {}

  double value(const State& s, int player) override {
    std::array<double, kMaxPlayers> all{};
    values(s, game_.num_players(), all.data());
    return all[static_cast<std::size_t>(player)];
  }

  // Each player's tensor is written and weighed once, whatever the number of players asked for.
  void values(const State& s, int players, double* out) override {
    std::array<double, 2> sum{};
    std::array<int, 2> count{};
    for (int p = 0; p < game_.num_players(); ++p) {
      tensor_.write(s, p, buffer_.data());
      double score = 0;
      for (std::size_t i = 0; i < buffer_.size(); ++i) score += weights_->weights[i] * buffer_[i];
      const auto side = static_cast<std::size_t>(game_.side_of(p));
      sum[side] += score;
      ++count[side];
    }
    const double lead = sum[0] / count[0] - sum[1] / count[1];
    for (int p = 0; p < players; ++p) {
      out[p] = std::tanh((game_.side_of(p) == 0 ? lead : -lead) / 2);
    }
  }

 private:
  const Game& game_;
  std::shared_ptr<const FittedWeights> weights_;
  ObservationTensor tensor_;
  std::vector<float> buffer_;
};

}  // namespace

EvaluatorDefinition fitted_evaluator(std::string game_id, std::string description, std::string path,
                                     int rollout_depth, bool by_default) {
  // Read once, on first use: registration runs during static initialisation, before the
  // embedded resources are certain to be registered.
  struct Lazy {
    std::once_flag once;
    std::shared_ptr<const FittedWeights> weights;
  };
  auto lazy = std::make_shared<Lazy>();
  EvaluatorDefinition def;
  def.game_id = std::move(game_id);
  def.description = std::move(description);
  def.rollout_depth = rollout_depth;
  def.by_default = by_default;
  def.make = [lazy,
              path = std::move(path)](const Game& game) -> std::unique_ptr<PositionEstimator> {
    std::call_once(lazy->once, [&] {
      lazy->weights =
          std::make_shared<const FittedWeights>(parse_fitted_weights(load_text(path), path));
    });
    // Two sides, each with at least one player (values() divides by both counts).
    if (game.num_sides() != 2 || !has_tensor_codec(game.info().id)) return nullptr;
    auto codec = tensor_codec(game);
    if (codec->tensor_size() != static_cast<int>(lazy->weights->weights.size())) return nullptr;
    return std::make_unique<FittedEstimator>(game, lazy->weights, std::move(codec));
  };
  return def;
}

}  // namespace bivouac
