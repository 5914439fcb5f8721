#include "core/evaluator.h"

#include <stdexcept>

namespace bivouac {

EvaluatorRegistry& EvaluatorRegistry::instance() {
  static EvaluatorRegistry registry;
  return registry;
}

void EvaluatorRegistry::add(EvaluatorDefinition def) {
  if (def.evaluate == nullptr) {
    throw std::invalid_argument("evaluator for " + def.game_id + " has no function");
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
