#include "core/fitted_evaluator.h"

#include <fmt/format.h>
#include <toml++/toml.h>

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
  FittedEstimator(const Game& game, std::shared_ptr<const FittedWeights> weights)
      : game_(game),
        weights_(std::move(weights)),
        tensor_(game),
        buffer_(weights_->weights.size()) {}

  double value(const State& s, int player) override {
    const int mine = game_.side_of(player);
    double own = 0;
    double other = 0;
    int own_n = 0;
    int other_n = 0;
    for (int p = 0; p < game_.num_players(); ++p) {
      tensor_.write(s, p, buffer_.data());
      double score = 0;
      for (std::size_t i = 0; i < buffer_.size(); ++i) score += weights_->weights[i] * buffer_[i];
      if (game_.side_of(p) == mine) {
        own += score;
        ++own_n;
      } else {
        other += score;
        ++other_n;
      }
    }
    if (other_n == 0) return 0;
    return std::tanh((own / own_n - other / other_n) / 2);
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
    if (game.num_sides() != 2 || !has_tensor_codec(game.info().id)) return nullptr;
    if (tensor_codec(game)->tensor_size() != static_cast<int>(lazy->weights->weights.size()))
      return nullptr;
    return std::make_unique<FittedEstimator>(game, lazy->weights);
  };
  return def;
}

}  // namespace bivouac
