// `bivouac list`: every game with its options (grouped, with defaults, labels and descriptions)
// and its bots.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/bot.h"
#include "core/companion.h"
#include "core/options.h"
#include "core/registry.h"

namespace bivouac::cli {
namespace {

// A game's options under the lobby's headings (option_groups(), in that order), each as the
// name a user types with its default, then its label and description in words.
void print_options(const std::vector<OptionSpec>& options) {
  std::cout << "  options (type the name: game:name=value):\n";
  std::vector<std::string> groups = option_groups();
  for (const auto& o : options) {
    if (std::find(groups.begin(), groups.end(), o.group) == groups.end()) groups.push_back(o.group);
  }
  for (const auto& group : groups) {
    bool heading = false;
    for (const auto& o : options) {
      if (o.group != group) continue;
      if (!heading) std::cout << fmt::format("    {}\n", group.empty() ? "Other" : group);
      heading = true;
      const std::string name =
          fmt::format("{}={}", o.name, o.default_value.empty() ? "\"\"" : o.default_value);
      std::cout << fmt::format("      {:<28} {}: {} ({})\n", name,
                               o.label.empty() ? o.name : o.label, o.description,
                               o.describe_values());
    }
  }
}

}  // namespace

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
      print_options(info.options);
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
