#pragma once
#include <string>

#include "core/record.h"

namespace bivouac::cli {

// Reads a game record file; throws FormatError naming the file and what is wrong.
GameRecord read_record_file(const std::string& path);

// Writes `record` to `path` atomically: into a temporary file beside it, then renamed over it, so
// a reader (or a terminal closed mid-write) sees the old record or the new one, never half of one.
// Throws FormatError naming the file when it cannot be written.
void write_record_file(const std::string& path, const GameRecord& record);
// The same for any JSON document (indented, valid UTF-8 whatever its strings hold).
void write_json_file(const std::string& path, const nlohmann::json& document);

}  // namespace bivouac::cli
