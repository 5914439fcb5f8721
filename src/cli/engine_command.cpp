// `bivouac engine`: the JSON-lines protocol on stdin/stdout (docs/protocol.md).
#include <iostream>

#include "cli/commands.h"
#include "cli/engine_protocol.h"

namespace bivouac::cli {

void add_engine_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("engine", "speak the JSON-lines engine protocol on stdin/stdout");
  cmd->callback([]() { run_engine(std::cin, std::cout); });
}

}  // namespace bivouac::cli
