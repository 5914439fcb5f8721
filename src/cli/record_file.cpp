#include "cli/record_file.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

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

void write_record_file(const std::string& path, const GameRecord& record) {
  write_json_file(path, record.to_json());
}

void write_json_file(const std::string& path, const nlohmann::json& document) {
  if (path.empty()) throw FormatError("no file name given to save to");
  if (std::filesystem::is_directory(path)) {
    throw FormatError(fmt::format("cannot write \"{}\": it is a directory", path));
  }
  // The temporary file lives in the same directory so the rename cannot cross file systems.
  const std::string temp = fmt::format("{}.tmp{}", path, ::getpid());
  {
    std::ofstream f(temp, std::ios::trunc);
    if (!f) {
      throw FormatError(fmt::format("cannot write \"{}\": {}", path, std::strerror(errno)));
    }
    f << dump_json(document, 2) << "\n";
    f.flush();
    if (!f) {
      std::error_code ignored;
      std::filesystem::remove(temp, ignored);
      throw FormatError(fmt::format("cannot write \"{}\": the write failed", path));
    }
  }
  std::error_code ec;
  std::filesystem::rename(temp, path, ec);
  if (ec) {
    std::error_code ignored;
    std::filesystem::remove(temp, ignored);
    throw FormatError(fmt::format("cannot write \"{}\": {}", path, ec.message()));
  }
}

}  // namespace bivouac::cli
