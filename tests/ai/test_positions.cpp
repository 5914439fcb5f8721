#include "ai/test_positions.h"

#include "core/registry.h"
#include "support/random_play.h"

namespace bivouac::testing {

std::vector<std::string> all_game_variants() {
  std::vector<std::string> out;
  for (const auto* def : GameRegistry::instance().list()) {
    if (def->info.test_variants.empty()) out.push_back(def->info.id);
    for (const auto& v : def->info.test_variants) out.push_back(v);
  }
  return out;
}

std::vector<std::unique_ptr<State>> random_positions(const Game& game, int count,
                                                     std::uint64_t seed) {
  std::vector<std::unique_ptr<State>> out;
  Rng pick(seed);
  for (std::uint64_t g = 0; static_cast<int>(out.size()) < count; ++g) {
    // Keep about one state in eight so positions come from many games, early and late.
    random_game(game, derive_seed(seed, g), [&](const State& s) {
      if (static_cast<int>(out.size()) < count && pick.below(8) == 0) out.push_back(s.clone());
    });
  }
  return out;
}

int legal_count(const Game& game, const State& s) {
  ActionList legal;
  game.legal_actions(s, legal);
  return static_cast<int>(legal.size());
}

nlohmann::json timeless(nlohmann::json j) {
  j.erase("seconds");
  return j;
}

std::string variant_test_name(const std::string& variant) {
  std::string name;
  for (char c : variant) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

}  // namespace bivouac::testing
