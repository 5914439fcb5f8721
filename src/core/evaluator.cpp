#include "core/evaluator.h"

#include <stdexcept>

namespace bivouac {

EvaluatorRegistry& EvaluatorRegistry::instance() {
  static EvaluatorRegistry registry;
  return registry;
}

namespace {
class StatelessEstimator final : public PositionEstimator {
 public:
  StatelessEstimator(const Game& game, PositionEvaluator f) : game_(game), f_(f) {}
  double value(const State& s, int player) override { return f_(game_, s, player); }

 private:
  const Game& game_;
  PositionEvaluator f_;
};
}  // namespace

std::unique_ptr<PositionEstimator> EvaluatorDefinition::prepare(const Game& game) const {
  if (make) return make(game);
  return std::make_unique<StatelessEstimator>(game, evaluate);
}

void EvaluatorRegistry::add(EvaluatorDefinition def) {
  if ((def.evaluate == nullptr) == !def.make) {
    throw std::invalid_argument("evaluator for " + def.game_id +
                                " needs exactly one of a function and a maker");
  }
  if (find(def.game_id) != nullptr) {
    throw std::invalid_argument("a second position evaluator for " + def.game_id);
  }
  items_.push_back(std::make_unique<EvaluatorDefinition>(std::move(def)));
}

const EvaluatorDefinition* EvaluatorRegistry::find(std::string_view game_id) const {
  for (const auto& d : items_) {
    if (d->game_id == game_id) return d.get();
  }
  return nullptr;
}

}  // namespace bivouac
