#include "cli/record_file.h"

#include <fmt/format.h>

#include <fstream>

#include "core/errors.h"

namespace bivouac::cli {

GameRecord read_record_file(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw FormatError(fmt::format("cannot read \"{}\"", path));
  try {
    return GameRecord::from_json(nlohmann::json::parse(f));
  } catch (const nlohmann::json::parse_error& e) {
    throw FormatError(fmt::format("{} is not valid JSON: {}", path, e.what()));
  } catch (const FormatError& e) {
    throw FormatError(fmt::format("{}: {}", path, e.what()));
  }
}

}  // namespace bivouac::cli
