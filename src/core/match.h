#pragma once
// A Match is one game in progress as a front end sees it: the state, its record, the narrated
// events, typed-action parsing and undo. The CLI, the engine protocol and replay all use it.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/record.h"

namespace bivouac {

// Resolves typed text against the legal actions: the exact printed text (case-insensitive), a
// number from the legal list (1-based), or a unique prefix. Throws ActionError listing choices.
[[nodiscard]] Action parse_action(const Game& game, const State& s, std::string_view text);
[[nodiscard]] std::vector<std::string> legal_action_texts(const Game& game, const State& s);
// The legal action whose text is exactly `text` (a stored or remembered text: no numbers, no
// prefixes, no case folding), if any.
[[nodiscard]] std::optional<Action> exact_legal_action(const Game& game, const State& s,
                                                       std::string_view text);

// {"format":"bivouac-state","version":1,"game":spec,"state":{...}}
[[nodiscard]] nlohmann::json state_document(const Game& game, const State& s);
// Reads a state document; creates the game from its spec. Throws FormatError / SpecError.
struct LoadedState {
  GamePtr game;
  std::unique_ptr<State> state;
};
[[nodiscard]] LoadedState load_state_document(const nlohmann::json& doc);

class Match {
 public:
  Match(GamePtr game, std::uint64_t seed);
  // A new game whose opening draws are fixed (Game::new_game); the record keeps them.
  Match(GamePtr game, std::uint64_t seed, const std::vector<ForcedDraws>& opening);
  // Starts from a loaded position; the record keeps it so the game still replays.
  Match(GamePtr game, std::unique_ptr<State> start);
  // Replays a record (all of it, or its first `upto` entries). Throws on an illegal entry,
  // naming its index.
  static Match replay(const GameRecord& record, std::size_t upto = SIZE_MAX);

  [[nodiscard]] const Game& game() const { return *game_; }
  [[nodiscard]] const GamePtr& game_ptr() const { return game_; }
  [[nodiscard]] const State& state() const { return *state_; }
  [[nodiscard]] int current_player() const { return game_->current_player(*state_); }
  [[nodiscard]] bool is_terminal() const { return game_->is_terminal(*state_); }
  [[nodiscard]] std::vector<std::string> legal_texts() const;
  [[nodiscard]] Action parse(std::string_view text) const;

  void apply(Action a);
  // Plays `a` with its text, both taken by the caller from this position's legal list (the
  // server's per-position cache): the list and the texts are not worked out again.
  void apply_listed(Action a, std::string text);
  void apply_text(std::string_view text);
  // Every request either happens whole or throws leaving the match exactly as it was.
  void force_dice(const std::vector<int>& dice);
  void force_draws(std::string_view deck, const std::vector<std::string>& cards);
  // Forces dice and draws together: both are recorded, or (on an error) neither.
  void force(const std::optional<std::vector<int>>& dice, const std::optional<ForcedDraws>& draws);
  // Who sits where ("human" or a bot spec per seat), kept in the record so a resumed game seats
  // the same players; empty when unknown.
  void set_seats(std::vector<std::string> seats) { record_.seats = std::move(seats); }

  [[nodiscard]] bool can_undo() const { return undoable() > 0; }
  // How many of the last actions can still be taken back.
  [[nodiscard]] std::size_t undoable() const;
  // Keeps the positions before only the last `n` actions (at least 1), so that a long game
  // holds a bounded number of states: older actions can no longer be taken back. The default
  // keeps them all.
  void limit_undo(std::size_t n);
  // Takes back the last action (and any forcing recorded after it). The events list shrinks
  // back to what it was before that action; a reader keeping a cursor into it must clamp it.
  void undo();

  [[nodiscard]] GameRecord record() const;
  [[nodiscard]] const std::vector<Event>& events() const { return events_; }
  [[nodiscard]] std::size_t actions_played() const { return snapshots_.size(); }

 private:
  struct Snapshot {
    std::unique_ptr<State> state;
    std::size_t entries;
    std::size_t events;
  };
  GamePtr game_;
  std::unique_ptr<State> state_;
  GameRecord record_;
  std::vector<Event> events_;
  std::vector<Snapshot> snapshots_;  // one per action; `state` null once beyond the undo limit
  std::size_t undo_limit_ = SIZE_MAX;
};

}  // namespace bivouac
