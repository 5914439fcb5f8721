// `bivouac replay <record.json>`: the narrated log of a saved game, or a step-by-step walk.
#include <fmt/format.h>

#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "cli/narration.h"
#include "cli/record_file.h"
#include "core/match.h"
#include "core/text_safety.h"

namespace bivouac::cli {

void add_replay_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("replay", "replay a saved game: narrated log, or step through it");
  struct Args {
    std::string path;
    bool step = false;
    int viewer = 0;
    bool board = false;
  };
  auto args = std::make_shared<Args>();
  cmd->add_option("record", args->path, "game record (JSON) written by play --save or the engine")
      ->required();
  cmd->add_flag("--step", args->step, "show the board after each action and wait for Enter");
  cmd->add_flag("--board", args->board, "print the final board");
  cmd->add_option("--viewer", args->viewer,
                  "see the game as this player (1-based); 0 shows everything, hands included");
  cmd->callback([args]() {
    // Everything printed comes from a file (actions, card names in events, the spec): it goes
    // through terminal_safe so an escape sequence in a record cannot drive the terminal.
    const auto print = [](const std::string& text) { std::cout << terminal_safe(text); };
    const GameRecord record = read_record_file(args->path);
    const Match full = Match::replay(record);
    const Game& game = full.game();
    const int viewer = args->viewer - 1;
    if (viewer >= game.num_players()) {
      throw CLI::ValidationError("--viewer",
                                 fmt::format("players are 1 to {}", game.num_players()));
    }
    print(fmt::format("{} - {} (seed {})\n", game.info().title, game.spec(), record.seed));
    auto tell = [&](const std::vector<Event>& events, std::size_t from, std::size_t to) {
      for (const auto& line : narration(events, viewer, from, to)) print("  * " + line + "\n");
    };
    if (!args->step) {
      tell(full.events(), 0, full.events().size());
    } else {
      for (std::size_t i = 0; i <= record.entries.size(); ++i) {
        const Match m = Match::replay(record, i);
        if (i > 0 && record.entries[i - 1].kind == RecordEntry::Kind::kAction) {
          const Match before = Match::replay(record, i - 1);
          tell(m.events(), before.events().size(), m.events().size());
        }
        print(game.render(m.state(), viewer));
        if (i == record.entries.size()) break;
        print(fmt::format(
            "[{}/{}] next: {}  (Enter to continue, q to stop) ", i + 1, record.entries.size(),
            record.entries[i].kind == RecordEntry::Kind::kAction ? record.entries[i].action
                                                                 : "(forced dice or draws)"));
        std::string line;
        if (!std::getline(std::cin, line) || line == "q") break;
      }
    }
    if (args->board && !args->step) print(game.render(full.state(), viewer));
    if (full.is_terminal()) {
      const int w = game.winning_side(full.state());
      print((w >= 0 ? fmt::format("Result: {} wins", game.side_name(w))
                    : std::string("Result: draw")) +
            fmt::format(" after {} turns ({}).\n", game.turn_number(full.state()),
                        game.end_reason(full.state())));
    } else {
      std::cout << fmt::format("The record stops after {} actions; the game is not over.\n",
                               full.actions_played());
    }
  });
}

}  // namespace bivouac::cli
