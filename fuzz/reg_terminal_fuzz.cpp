// The REG companion's terminal entry point (`bivouac reg --seed 1` reading typed lines): whatever
// is typed, it prints an answer or an error and carries on; it never crashes or hangs.
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "core/companion.h"
#include "fuzz_support.h"

using namespace bivouac;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (fuzz::outside_scope(text)) return -1;
  static const CompanionDefinition* reg = CompanionRegistry::instance().find("reg");
  if (reg == nullptr) fuzz::finding("the reg companion is not registered");
  std::istringstream in{std::string(text)};
  std::ostringstream out;
  std::ostringstream err;
  (void)reg->run({"--seed", "1"}, in, out, err);
  return 0;
}
