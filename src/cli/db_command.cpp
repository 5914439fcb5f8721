// `bivouac db copy FROM TO`: moves every game between databases (docs/deploy.md).
#include <iostream>

#include "cli/commands.h"
#include "server/storage/copy.h"

namespace bivouac::cli {

void add_db_command(CLI::App& app) {
  auto* db = app.add_subcommand("db", "the server's game database (docs/deploy.md)");
  db->require_subcommand(1);
  auto* copy = db->add_subcommand(
      "copy",
      "copy every game from one database to another (a SQLite file or a postgresql:// URL); "
      "stop the servers on both first");
  auto from = std::make_shared<std::string>();
  auto to = std::make_shared<std::string>();
  copy->add_option("FROM", *from, "the database to read")->required();
  copy->add_option("TO", *to, "the database to write (created or migrated as needed)")->required();
  copy->callback([from, to]() {
    if (*from == *to) throw CLI::ValidationError("FROM and TO", "are the same database");
    auto source = server::open_storage(*from);
    auto destination = server::open_storage(*to);
    const auto count = server::copy_games(*source, *destination);
    std::cout << "bivouac db copy: " << count.copied << " games copied";
    if (count.present > 0)
      std::cout << ", " << count.present << " already there (left as they were)";
    std::cout << std::endl;
  });
}

}  // namespace bivouac::cli
