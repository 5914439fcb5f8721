#include "cli/record_file.h"

#include <fmt/format.h>

#include "core/errors.h"
#include "core/safe_json.h"
#include "core/text_safety.h"

namespace bivouac::cli {

GameRecord read_record_file(const std::string& path) {
  // Size, nesting depth and UTF-8 are checked before the JSON is parsed.
  const nlohmann::json j = read_json_file(path);
  try {
    return GameRecord::from_json(j);
  } catch (const FormatError& e) {
    throw FormatError(fmt::format("{}: {}", utf8_repaired(path), e.what()));
  }
}

}  // namespace bivouac::cli
