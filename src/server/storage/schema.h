#pragma once
// The schema both backends share: a list of migrations in the SQL that SQLite and PostgreSQL
// both read, applied in order and recorded in the schema_version table.
#include <string_view>
#include <vector>

namespace bivouac::server {

// migrations()[i] takes a database from version i to i + 1 (several statements, `;`-separated).
[[nodiscard]] const std::vector<std::string_view>& migrations();

// The statements of one migration, split at top-level semicolons.
[[nodiscard]] std::vector<std::string_view> split_statements(std::string_view sql);

}  // namespace bivouac::server
