// `bivouac <companion> ...`: one subcommand per registered companion (e.g. `bivouac reg`).
#include <iostream>

#include "cli/commands.h"
#include "core/companion.h"

namespace bivouac::cli {

void add_companion_commands(CLI::App& app) {
  for (const auto* def : CompanionRegistry::instance().list()) {
    auto* cmd = app.add_subcommand(def->name, def->description);
    cmd->allow_extras();
    cmd->prefix_command();
    cmd->callback([cmd, def]() {
      const int code = def->run(cmd->remaining(), std::cin, std::cout, std::cerr);
      if (code != 0) throw CLI::RuntimeError(code);
    });
  }
}

}  // namespace bivouac::cli
