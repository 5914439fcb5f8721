#pragma once
// The databases a storage test runs on: a fresh SQLite file, and a fresh PostgreSQL database in
// the throwaway cluster that scripts/pg-test-cluster starts for the test run (CTest fixture
// "postgres"; its URL is in <build>/pg-test/url, or the file named by BIVOUAC_TEST_PG_URL_FILE).
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "server/storage/storage.h"

namespace bivouac::server::testing {

// The cluster's base URL (no database), or nothing with the reason in `why`: "SKIP: ..." when
// this machine has no PostgreSQL server binaries, "FAIL: ..." for anything else.
[[nodiscard]] std::optional<std::string> test_cluster_url(std::string* why);

// A database of its own for one test: its --db argument, dropped (or deleted) at the end.
class TestDatabase {
 public:
  // backend: "sqlite" or "postgres". Throws when postgres is asked and the cluster is missing.
  explicit TestDatabase(const std::string& backend);
  ~TestDatabase();
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;
  [[nodiscard]] const std::string& where() const { return where_; }
  [[nodiscard]] std::unique_ptr<Storage> open() const { return open_storage(where_); }

 private:
  std::string backend_;
  std::string where_;
  std::string name_;
  std::filesystem::path dir_;
};

}  // namespace bivouac::server::testing
