// `bivouac list`: every game with its options (defaults and descriptions) and its bots.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "core/bot.h"
#include "core/companion.h"
#include "core/registry.h"

namespace bivouac::cli {

void add_list_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("list", "list games, their options and bots");
  cmd->callback([]() {
    for (const auto* def : GameRegistry::instance().list()) {
      const GameInfo& info = def->info;
      // The original source a user can look up (shared/rules is the developers' copy), and
      // where our readings of it are recorded.
      std::cout << fmt::format(
          "{}  ({})\n  {}\n  {} players; rules: {} (our rulings: "
          "docs/rulings/{}.md)\n",
          info.id, info.title, info.summary,
          info.min_players == info.max_players
              ? std::to_string(info.min_players)
              : fmt::format("{}-{}", info.min_players, info.max_players),
          info.credit, info.id);
      std::cout << "  options:\n";
      for (const auto& o : info.options) {
        std::cout << fmt::format("    {}={:<10} {} ({})\n", o.name,
                                 o.default_value.empty() ? "\"\"" : o.default_value, o.description,
                                 o.describe_values());
      }
      std::cout << "  bots:";
      for (const auto* b : BotRegistry::instance().available(info.id)) std::cout << " " << b->name;
      std::cout << "\n\n";
    }
    for (const auto* c : CompanionRegistry::instance().list()) {
      std::cout << fmt::format("{} (companion): {}  - run `bivouac {}`\n", c->name, c->description,
                               c->name);
    }
    std::cout << "Choose options as game:name=value,name=value, e.g. muskets:turn_limit=200\n";
  });
}

}  // namespace bivouac::cli
