#include "support/game_variants.h"

#include <cctype>

#include "core/registry.h"

namespace bivouac::testing {

std::vector<std::string> registered_game_variants() {
  std::vector<std::string> out;
  for (const auto* def : GameRegistry::instance().list()) {
    if (def->info.test_variants.empty()) out.push_back(def->info.id);
    for (const auto& v : def->info.test_variants) out.push_back(v);
  }
  return out;
}

std::string variant_test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name;
  for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

}  // namespace bivouac::testing
