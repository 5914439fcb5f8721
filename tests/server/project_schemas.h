#pragma once

#include <string>

#include "support/json_schema.h"

namespace bivouac::server::testing {

// Every schema of docs/schema: the WebSocket and engine messages, and under http/ the HTTP
// replies (their messages refer to the shared ones). Loaded once per test binary; the target
// defines BIVOUAC_SCHEMA_DIR (tests/server/CMakeLists.txt).
inline const bivouac::testing::SchemaSet& project_schemas() {
  static const bivouac::testing::SchemaSet set = [] {
    bivouac::testing::SchemaSet s;
    s.load_dir(BIVOUAC_SCHEMA_DIR);
    s.load_dir(std::string(BIVOUAC_SCHEMA_DIR) + "/http");
    return s;
  }();
  return set;
}

}  // namespace bivouac::server::testing
