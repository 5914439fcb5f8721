// `bivouac engine`: the JSON-lines protocol on stdin/stdout (docs/protocol.md).
#include <iostream>

#include "cli/commands.h"
#include "cli/engine_protocol.h"

namespace bivouac::cli {

void add_engine_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("engine", "speak the JSON-lines engine protocol on stdin/stdout");
  auto seat = std::make_shared<int>(-1);
  cmd->add_option("--seat", *seat,
                  "bind the session to this player (0-based, as in the protocol): replies then "
                  "show only what that player may know")
      ->check(CLI::Range(0, 31));
  cmd->callback([seat]() {
    run_engine(std::cin, std::cout, *seat >= 0 ? std::optional<int>(*seat) : std::nullopt);
  });
}

}  // namespace bivouac::cli
