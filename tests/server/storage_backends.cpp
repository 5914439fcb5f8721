#include "server/storage_backends.h"

#include <libpq-fe.h>

#include <cstdlib>
#include <fstream>
#include <random>
#include <stdexcept>

namespace bivouac::server::testing {

namespace fs = std::filesystem;

std::optional<std::string> test_cluster_url(std::string* why) {
  // The fixture writes the URL where the build put it; BIVOUAC_TEST_PG_URL_FILE names another.
  const char* env = std::getenv("BIVOUAC_TEST_PG_URL_FILE");
  const char* file = env ? env : BIVOUAC_PG_URL_FILE;
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  if (line.rfind("postgresql://", 0) != 0) {
    if (why) {
      *why = line.empty() ? std::string("FAIL: no test cluster (") + file +
                                ": run through ctest, whose fixture \"postgres\" starts it)"
                          : line;
    }
    return std::nullopt;
  }
  return line;
}

namespace {

void admin(const std::string& base, const std::string& sql) {
  PGconn* c = PQconnectdb((base + "/postgres").c_str());
  if (PQstatus(c) != CONNECTION_OK) {
    const std::string why = PQerrorMessage(c);
    PQfinish(c);
    throw std::runtime_error("test cluster: " + why);
  }
  PGresult* r = PQexec(c, sql.c_str());
  const bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
  const std::string why = PQresultErrorMessage(r);
  PQclear(r);
  PQfinish(c);
  if (!ok) throw std::runtime_error("test cluster: " + sql + ": " + why);
}

std::string unique_name() {
  std::random_device rd;
  return "t" + std::to_string(rd()) + std::to_string(rd());
}

}  // namespace

TestDatabase::TestDatabase(const std::string& backend) : backend_(backend), name_(unique_name()) {
  if (backend == "postgres") {
    std::string why;
    auto base = test_cluster_url(&why);
    if (!base) throw std::runtime_error(why);
    admin(*base, "CREATE DATABASE " + name_);
    where_ = *base + "/" + name_;
  } else {
    dir_ = fs::temp_directory_path() / ("bivouac-storage-" + name_);
    fs::create_directories(dir_);
    where_ = (dir_ / "games.sqlite").string();
  }
}

TestDatabase::~TestDatabase() {
  if (backend_ == "postgres") {
    try {
      std::string why;
      if (auto base = test_cluster_url(&why)) {
        admin(*base, "DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
      }
    } catch (const std::exception&) {  // the cluster is thrown away at the end anyway
    }
  } else {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
}

}  // namespace bivouac::server::testing
