#include "cli/play_session.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "ai/hint.h"
#include "cli/record_file.h"
#include "cli/setup_memory.h"
#include "cli/thinking.h"
#include "core/bot.h"
#include "core/errors.h"
#include "core/game_help.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/safe_json.h"
#include "core/text_match.h"

namespace bivouac::cli {

namespace {

constexpr const char* kCommands =
    "Commands: a number or action text (a unique prefix is enough), 'help' (this phase and the "
    "commands), 'rules', 'board', 'log', 'card NAME' (what a card does), 'hint' (what the search "
    "bot would play), 'undo', 'save [file]', 'quit'.";

using text_match::trim;

class Session {
 public:
  Session(const PlayConfig& config, std::istream& in, std::ostream& out)
      : config_(config),
        in_(in),
        out_(out),
        match_(start(config)),
        setup_memory_(config.setup_memory) {
    const Game& game = match_.game();
    seats_ = config.seats;
    if (seats_.empty() && !match_.record().seats.empty()) {
      // A resumed game seats the players it was saved with, unless the command line says who.
      seats_ = match_.record().seats;
      if (static_cast<int>(seats_.size()) != game.num_players()) {
        throw FormatError(fmt::format("{}: record.seats lists {} seats but {} has {} players",
                                      config.load, seats_.size(), game.info().id,
                                      game.num_players()));
      }
    }
    if (seats_.empty()) seats_ = {"human"};
    while (static_cast<int>(seats_.size()) < game.num_players())
      seats_.push_back(seats_.size() == 1 ? "heuristic" : seats_.back());
    if (static_cast<int>(seats_.size()) > game.num_players()) {
      throw SpecError(fmt::format("{} seats given but {} has {} players", seats_.size(),
                                  game.info().id, game.num_players()));
    }
    for (int p = 0; p < game.num_players(); ++p) {
      const std::string& seat = seats_[static_cast<std::size_t>(p)];
      if (seat == "human") {
        bots_.emplace_back();
        ++humans_;
      } else {
        bots_.push_back(BotRegistry::instance().create(seat, match_.game_ptr(),
                                                       derive_seed(config.seed, 77 + p)));
      }
    }
    cursor_.assign(static_cast<std::size_t>(game.num_players()), 0);
    deployments_.resize(static_cast<std::size_t>(game.num_players()));
    match_.set_seats(seats_);
  }

  int run() {
    const Game& game = match_.game();
    autosave();  // first, so an unwritable --save is refused before anything is shown
    out_ << fmt::format("{} - {}\n", game.info().title, game.spec());
    for (int p = 0; p < game.num_players(); ++p) {
      out_ << fmt::format("  {}: {}\n", game.player_name(p), seats_[static_cast<std::size_t>(p)]);
    }
    out_ << kCommands << "\n";
    while (true) {
      if (match_.is_terminal()) {
        narrate_to_humans();
        out_ << "\n" << game.render(match_.state(), -1);
        finish();
        return 0;
      }
      const int p = match_.current_player();
      if (bots_[static_cast<std::size_t>(p)]) {
        play_bot(p);
        continue;
      }
      if (humans_ > 1 && p != last_human_) {
        if (!hand_off(p)) {
          finish();
          return 0;
        }
      }
      last_human_ = p;
      // The board and the choices are shown when the position changed, not after every command,
      // so `board`, `help` or a refused move do not print the board twice.
      if (!shown_) {
        narrate(p);
        show_decision(p);
        shown_ = true;
        // Saved whenever a person is asked, so closing the terminal loses nothing; bots' moves
        // in between are not written one by one (a write costs tens of milliseconds).
        autosave();
      }
      std::string line;
      out_ << "> " << std::flush;
      if (!std::getline(in_, line)) {
        out_ << "\nInput closed.\n";
        finish();
        return 0;
      }
      if (!command(trim(line), p)) {
        finish();
        return 0;
      }
    }
  }

 private:
  static Match start(const PlayConfig& config) {
    if (!config.load.empty()) return Match::replay(read_record_file(config.load));
    return Match(GameRegistry::instance().create(config.game), config.seed);
  }

  void play_bot(int p) {
    const Game& game = match_.game();
    auto view = game.observation(match_.state(), p);
    Action a = 0;
    {
      std::optional<ThinkingIndicator> thinking;
      if (config_.thinking) {
        thinking.emplace(
            fmt::format("{} ({})", game.player_name(p), seats_[static_cast<std::size_t>(p)]),
            *config_.thinking, config_.thinking_terminal, config_.thinking_delay);
      }
      a = bots_[static_cast<std::size_t>(p)]->choose(*view, p);
    }
    match_.apply(a);
    shown_ = false;
  }

  // Hot-seat: the previous player's hand leaves the screen before the next player sits down.
  // Returns false when the input closes or the player quits at the prompt.
  bool hand_off(int p) {
    const Game& game = match_.game();
    if (config_.clear_screen) {
      out_ << "\033[3J\033[2J\033[H";  // scrollback too
    } else if (last_human_ >= 0) {
      out_ << std::string(3, '\n') << std::string(60, '-') << "\n";
    }
    out_ << fmt::format("Pass to {}, press Enter (the screen shows {}'s hand next).\n",
                        game.player_name(p), game.player_name(p))
         << std::flush;
    std::string line;
    if (!std::getline(in_, line)) {
      out_ << "\nInput closed.\n";
      return false;
    }
    if (const std::string t = trim(line); t == "quit" || t == "exit") return false;
    if (config_.clear_screen) out_ << "\033[3J\033[2J\033[H";  // scrollback too
    shown_ = false;
    return true;
  }

  void narrate(int viewer) {
    auto& cursor = cursor_[static_cast<std::size_t>(viewer)];
    const auto& events = match_.events();
    cursor = std::min(cursor, events.size());
    for (; cursor < events.size(); ++cursor) {
      if (events[cursor].visible_to(viewer)) out_ << "  * " << events[cursor].text << "\n";
    }
  }

  void narrate_to_humans() {
    for (int p = 0; p < match_.game().num_players(); ++p) {
      if (!bots_[static_cast<std::size_t>(p)]) {
        if (humans_ > 1) out_ << fmt::format("[{}]\n", match_.game().player_name(p));
        narrate(p);
      }
    }
  }

  void show_decision(int p) {
    const Game& game = match_.game();
    out_ << "\n" << game.render(match_.state(), p);
    if (humans_ > 1) out_ << fmt::format("{} to decide.\n", game.player_name(p));
    const auto legal = match_.legal_texts();
    for (std::size_t i = 0; i < legal.size(); ++i)
      out_ << fmt::format("  {:>2}. {}\n", i + 1, legal[i]);
    if (legal.size() == 1) out_ << "  (only one choice: press Enter)\n";
    offer_last_deployment(p);
  }

  // At the start of a person's deployment, says that the last one can be repeated.
  void offer_last_deployment(int p) {
    const Game& game = match_.game();
    if (!game.in_setup(match_.state()) || !deployments_[static_cast<std::size_t>(p)].empty())
      return;
    std::string problem;
    const auto last = setup_memory_.find(formation_key(game, p), &problem);
    if (!problem.empty()) out_ << "  (your last deployment cannot be read: " << problem << ")\n";
    if (!last) return;
    out_ << fmt::format(
        "  Type 'same' (same as last time) to deploy as in your last game ({} {}).\n", last->size(),
        last->size() == 1 ? "choice" : "choices");
  }

  void same_as_last_time(int p) {
    const Game& game = match_.game();
    if (!game.in_setup(match_.state())) {
      out_ << "'same as last time' repeats a deployment; there is none to make now.\n";
      return;
    }
    std::string problem;
    const auto last = setup_memory_.find(formation_key(game, p), &problem);
    if (!last) {
      out_ << (problem.empty()
                   ? fmt::format("No deployment of yours is remembered for {}{}.\n", game.spec(),
                                 setup_memory_.enabled() ? "" : " (--setups none)")
                   : "Your last deployment cannot be read: " + problem + "\n");
      return;
    }
    auto& recorder = deployments_[static_cast<std::size_t>(p)];
    const FormationReplay r = replay_formation(match_, p, *last, [&](Action a) {
      recorder.before(match_, a);
      match_.apply(a);
    });
    recorder.after_undo(match_);  // a unit that did not fit was taken back
    out_ << fmt::format("Repeated {} of your last {} choices", r.units_played, last->size());
    if (r.units_skipped > 0)
      out_ << fmt::format("; {} no longer fit (another army or deal) and were left out",
                          r.units_skipped);
    out_ << ". The rest is yours; 'undo' takes back a choice.\n";
    shown_ = false;
  }

  // Applies a person's action, remembering it when it is part of his deployment.
  void apply_human(int p, Action a) {
    const Game& game = match_.game();
    auto& recorder = deployments_[static_cast<std::size_t>(p)];
    const bool deploying = game.in_setup(match_.state());
    if (deploying) recorder.before(match_, a);
    match_.apply(a);
    if (!deploying || recorder.empty()) return;
    if (!match_.is_terminal() && match_.current_player() == p && game.in_setup(match_.state()))
      return;
    // The closing choice ("done") is the person's own each time; what led to it is remembered.
    recorder.after_undo(match_);
    Formation formation = recorder.take();
    if (!formation.empty()) formation.back().pop_back();
    if (!formation.empty() && formation.back().empty()) formation.pop_back();
    if (formation.empty()) return;
    try {
      setup_memory_.store(formation_key(game, p), formation);
    } catch (const FormatError& e) {
      out_ << "Could not remember this deployment: " << e.what() << "\n";
    }
  }

  // Returns false to stop playing.
  bool command(const std::string& line, int p) {
    const Game& game = match_.game();
    if (line == "quit" || line == "exit") return false;
    if (line == "help" || line == "?") {
      out_ << game.phase_help(match_.state()) << "\n" << kCommands << "\n";
    } else if (line == "rules") {
      out_ << game.rules_summary() << "\n";
    } else if (line == "board") {
      out_ << game.render(match_.state(), p);
    } else if (line == "log") {
      for (const auto& e : match_.events()) {
        if (e.visible_to(p)) out_ << "  * " << e.text << "\n";
      }
    } else if (line == "card" || line.rfind("card ", 0) == 0) {
      try {
        out_ << card_help(game, line.size() > 5 ? trim(line.substr(5)) : std::string()) << "\n";
      } catch (const std::invalid_argument& e) {
        out_ << e.what() << "\n";
      }
    } else if (line == "hint") {
      out_ << hint_to_text(compute_hint(game, match_.state(), p)) << "\n";
    } else if (line == "undo") {
      undo();
    } else if (line == "same" || line == "same as last time") {
      same_as_last_time(p);
    } else if (line == "save" || line.rfind("save ", 0) == 0) {
      save(line.size() > 5 ? trim(line.substr(5)) : config_.save);
    } else {
      try {
        const auto legal = match_.legal_texts();
        apply_human(p, line.empty() && legal.size() == 1 ? match_.parse("1") : match_.parse(line));
        shown_ = false;
      } catch (const ActionError& e) {
        out_ << e.what() << "\n";
      }
    }
    return true;
  }

  void undo() {
    if (humans_ != 1) {
      out_ << "Undo is available when one person plays against bots.\n";
      return;
    }
    // Take back the bots' replies and the human's last decision.
    bool took_human = false;
    while (match_.can_undo() && !took_human) {
      match_.undo();
      took_human = !bots_[static_cast<std::size_t>(match_.current_player())];
    }
    // The undone events are gone: a cursor past the end would skip the next ones.
    for (auto& c : cursor_) c = std::min(c, match_.events().size());
    for (auto& d : deployments_) d.after_undo(match_);
    out_ << (took_human ? "Undone.\n" : "Nothing to undo.\n");
    shown_ = false;
  }

  void save(const std::string& path) {
    if (path.empty()) {
      out_ << "Give a file name: save <file>\n";
      return;
    }
    try {
      write_record_file(path, match_.record());
    } catch (const FormatError& e) {
      out_ << e.what() << "\n";
      return;
    }
    out_ << fmt::format("Saved to {} (resume with: bivouac play --load {}).\n", path, path);
  }

  // Keeps --save up to date each time a person is asked to decide. The first write happens before
  // play starts and may throw, so an unwritable path is refused at once; later failures are
  // reported.
  void autosave() {
    if (config_.save.empty()) return;
    if (!saved_once_) {
      write_record_file(config_.save, match_.record());
      saved_once_ = true;
      return;
    }
    try {
      write_record_file(config_.save, match_.record());
    } catch (const FormatError& e) {
      out_ << "Autosave failed: " << e.what() << "\n";
    }
  }

  void finish() {
    if (!config_.save.empty()) save(config_.save);
  }

  const PlayConfig& config_;
  std::istream& in_;
  std::ostream& out_;
  Match match_;
  std::vector<std::string> seats_;
  std::vector<std::unique_ptr<Bot>> bots_;
  std::vector<std::size_t> cursor_;
  SetupMemory setup_memory_;
  std::vector<FormationRecorder> deployments_;  // per seat, while it deploys
  int humans_ = 0;
  int last_human_ = -1;  // the human who decided last (hot-seat hand-off)
  bool shown_ = false;   // the current position's board and choices are on screen
  bool saved_once_ = false;
};

}  // namespace

int run_play(const PlayConfig& config, std::istream& in, std::ostream& out) {
  Session session(config, in, out);
  return session.run();
}

}  // namespace bivouac::cli
