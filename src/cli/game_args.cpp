#include "cli/game_args.h"

#include <fmt/format.h>

#include <chrono>

#include "core/errors.h"
#include "core/registry.h"

namespace bivouac::cli {

void GameArgs::add_to(CLI::App& cmd, bool game_required) {
  auto* opt =
      cmd.add_option("game", spec, "game id with options, e.g. muskets or muskets:turn_limit=200");
  if (game_required) opt->required();
  cmd.add_option("--options", options, "game options as name=value,name=value");
  cmd.add_option("--players", players, "number of players, for games that allow more than two")
      ->check(CLI::Range(1, 32));
}

std::string GameArgs::full_spec() const {
  std::string out = spec;
  auto add = [&](const std::string& opts) {
    if (opts.empty()) return;
    out += (out.find(':') == std::string::npos ? ":" : ",") + opts;
  };
  add(options);
  if (players > 0) add(fmt::format("players={}", players));
  return out;
}

GamePtr GameArgs::create() const {
  return GameRegistry::instance().create(full_spec());
}

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    auto comma = text.find(',', pos);
    if (comma == std::string::npos) comma = text.size();
    std::string item = text.substr(pos, comma - pos);
    const auto b = item.find_first_not_of(' ');
    if (b != std::string::npos) out.push_back(item.substr(b, item.find_last_not_of(' ') - b + 1));
    pos = comma + 1;
  }
  return out;
}

std::vector<std::string> seat_plan(int players, const std::vector<int>& seats,
                                   const std::string& vs, const std::string& bots, bool hotseat) {
  std::vector<std::string> plan;
  if (!bots.empty()) {
    // A bot spec may itself hold commas ("ismcts:iters=100,threads=2"), so rejoin parts that
    // are parameters rather than seats.
    for (const std::string& part : split_list(bots)) {
      if (!plan.empty() && part.find('=') != std::string::npos &&
          part.find(':') == std::string::npos) {
        plan.back() += "," + part;
      } else {
        plan.push_back(part);
      }
    }
    if (players > 0 && static_cast<int>(plan.size()) != players) {
      throw SpecError(
          fmt::format("--bots lists {} seats but the game has {} players", plan.size(), players));
    }
    return plan;
  }
  const int n = players > 0 ? players : 2;
  plan.assign(static_cast<std::size_t>(n), hotseat ? "human" : vs);
  if (hotseat) return plan;
  if (seats.empty()) {
    plan[0] = "human";
    return plan;
  }
  for (int s : seats) {
    if (s < 1 || s > n)
      throw SpecError(fmt::format("--seat {} does not exist; seats are 1 to {}", s, n));
    plan[static_cast<std::size_t>(s - 1)] = "human";
  }
  return plan;
}

CLI::Validator seed_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const bool digits =
            !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        if (!digits || text.size() > 20 || (text.size() == 20 && text > "18446744073709551615")) {
          return fmt::format("seed \"{}\" is not a whole number from 0 to 18446744073709551615",
                             text);
        }
        return {};
      },
      "SEED");
}

std::uint64_t clock_seed() {
  return static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) |
         1u;
}

}  // namespace bivouac::cli
