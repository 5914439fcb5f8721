// Chooses the backend from the --db argument.
#include <string_view>

#include "server/storage/storage.h"

namespace bivouac::server {

bool is_postgres_url(const std::string& where) {
  const std::string_view w(where);
  return w.substr(0, 13) == "postgresql://" || w.substr(0, 11) == "postgres://";
}

std::unique_ptr<Storage> open_storage(const std::string& where) {
  if (is_postgres_url(where)) return open_postgres_storage(where);
  return open_sqlite_storage(where);
}

}  // namespace bivouac::server
