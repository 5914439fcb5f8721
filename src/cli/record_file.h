#pragma once
#include <string>

#include "core/record.h"

namespace bivouac::cli {

// Reads a game record file; throws FormatError naming the file and what is wrong.
GameRecord read_record_file(const std::string& path);

}  // namespace bivouac::cli
