#pragma once
// A Game is immutable: one rule system with its options. Every rule takes the State it acts on,
// so the same Game serves any number of states on any number of threads.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "core/board_view.h"
#include "core/event.h"
#include "core/options.h"
#include "core/rng.h"
#include "core/state.h"

namespace bivouac {

// Cards a scenario fixes as the next ones drawn from a deck (a game-defined name, "" for the main
// deck), in draw order.
struct ForcedDraws {
  std::string deck;
  std::vector<std::string> cards;
};

struct GameInfo {
  std::string id;          // e.g. "muskets"
  std::string title;       // e.g. "Muskets"
  std::string summary;     // one line for `bivouac list`
  std::string credit;      // the rule authors
  std::string rules_file;  // the rule text this implements, in shared/rules
  int min_players = 2;
  int max_players = 2;
  std::vector<OptionSpec> options;
  // Specs the shared game tests run (option combinations that matter); empty means just `id`.
  std::vector<std::string> test_variants;
};

class Game {
 public:
  Game(const GameInfo& info, Options options) : info_(info), options_(std::move(options)) {}
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;
  virtual ~Game() = default;

  [[nodiscard]] const GameInfo& info() const { return info_; }
  [[nodiscard]] const Options& options() const { return options_; }
  // "id" or "id:opt=value,..." listing options that differ from defaults; parses back to this game.
  [[nodiscard]] std::string spec() const;

  // --- Players and sides -------------------------------------------------------------------
  [[nodiscard]] virtual int num_players() const = 0;
  [[nodiscard]] virtual int num_sides() const { return num_players(); }
  [[nodiscard]] virtual int side_of(int player) const { return player; }
  [[nodiscard]] virtual std::string player_name(int player) const;
  [[nodiscard]] virtual std::string side_name(int side) const;

  // --- Play ---------------------------------------------------------------------------------
  [[nodiscard]] virtual std::unique_ptr<State> new_initial_state(std::uint64_t seed) const = 0;
  // The same start narrated as at a table (the deal, who goes first and why, the first draw),
  // with the opening draws fixed by `draws` (applied in order after the shuffle, so the deal takes
  // them; FormatError if a card is not there). Equal to new_initial_state(seed) without draws.
  // The default narrates nothing and takes no draws.
  [[nodiscard]] virtual std::unique_ptr<State> new_game(
      std::uint64_t seed, EventLog* log, const std::vector<ForcedDraws>& draws) const;
  // The player who decides next, which may change inside a turn; kNoPlayer once the game is over.
  [[nodiscard]] virtual int current_player(const State& s) const = 0;
  // Must give the same list on observe(s, current_player(s)) as on s.
  virtual void legal_actions(const State& s, ActionList& out) const = 0;
  // Applies a legal action. With a log, narrates everything that happened, dice included.
  virtual void apply_action(State& s, Action a, EventLog* log) const = 0;
  [[nodiscard]] virtual bool is_terminal(const State& s) const = 0;
  // Per player: +1 for a win of his side, -1 for a loss, 0 for a draw or an unfinished game.
  [[nodiscard]] virtual double returns(const State& s, int player) const = 0;
  // The winning side, or -1 for a draw or an unfinished game.
  [[nodiscard]] virtual int winning_side(const State& s) const = 0;
  // Whole turns played so far (for statistics and turn limits).
  [[nodiscard]] virtual int turn_number(const State& s) const = 0;
  // Nonzero when `a` is one part of a multi-part choice whose parts may be picked in any order
  // (discarding a set of cards): the number names the choice. A set of parts of one choice,
  // picked one after another by one player, reaches the same state in any order, and a set that
  // can be picked in some order can be picked in increasing action order. So a search may try
  // the parts in increasing order only and still reach every outcome (tests/support checks the
  // first two promises on random positions).
  [[nodiscard]] virtual int unordered_choice(const State& /*s*/, Action /*a*/) const { return 0; }
  // Why a finished game ended, e.g. "morale" or "turn limit" (statistics count these).
  [[nodiscard]] virtual std::string end_reason(const State& /*s*/) const { return {}; }
  // The names of the cards `player` holds in hand now, one entry per card (statistics: the
  // balance lab counts the opening hands this way; later draws and plays come from the events).
  [[nodiscard]] virtual std::vector<std::string> hand_card_names(const State& /*s*/,
                                                                 int /*player*/) const {
    return {};
  }

  // --- Text ---------------------------------------------------------------------------------
  // Stable, unique among the legal actions; parse_action() accepts it back.
  [[nodiscard]] virtual std::string action_to_string(const State& s, Action a) const = 0;
  // The board as `viewer` sees it (viewer < 0 shows everything).
  [[nodiscard]] virtual std::string render(const State& s, int viewer) const = 0;
  // What the current decision is about and how the phase works, with rule references.
  [[nodiscard]] virtual std::string phase_help(const State& s) const = 0;
  // A summary of the rules in our own words with the printed rule lines.
  [[nodiscard]] virtual std::string rules_summary() const = 0;
  // Short label of the phase or pending decision, e.g. "Battery: answer with Aim?".
  [[nodiscard]] virtual std::string phase_name(const State& s) const = 0;
  // True while the player to move is forming his army before play: a deployment a player may
  // want to repeat next game ("same as last time").
  [[nodiscard]] virtual bool in_setup(const State& /*s*/) const { return false; }
  // What choosing `value` for the choice option `option` means, in a line with its rule lines
  // (Ready Aim Fire's nations: breakpoint, army, troops that are hard to eliminate); empty when
  // the option's description says enough.
  [[nodiscard]] virtual std::string describe_choice(std::string_view /*option*/,
                                                    std::string_view /*value*/) const {
    return {};
  }

  // --- Hidden information -------------------------------------------------------------------
  // Writes into `out` the state as `player` knows it: hidden cards are replaced by unknowns and
  // the random generator is blanked. Two states that differ only in what `player` cannot know
  // give equal observations.
  virtual void observe(const State& s, int player, State& out) const = 0;
  [[nodiscard]] std::unique_ptr<State> observation(const State& s, int player) const;
  // Fills every unknown of an observation with cards consistent with what `player` knows and
  // gives it a fresh random generator drawn from `rng`.
  virtual void determinize(const State& observation, int player, Rng& rng, State& out) const = 0;

  // --- Seat view (core/seat_view.h builds it; core/board_view.h has the types) ---------------
  // Draws into `out` the explicit whitelist of what a board shows of `known`, the state `viewer`
  // knows (a seat's observation, the public state for a spectator, the true state for
  // kAllSeeingViewer): zones, cards with their ids and face facts, meters, game facts. A card
  // unknown in `known` is a back. The default draws nothing.
  virtual void describe_board(const State& known, int viewer, BoardView& out) const;
  // What legal action `a` of `known` names: its verb and the card ids, zones and slot it uses.
  // The default gives the first word of its text as the verb.
  [[nodiscard]] virtual ActionParts describe_action(const State& known, Action a) const;

  // --- JSON ---------------------------------------------------------------------------------
  [[nodiscard]] virtual nlohmann::json state_to_json(const State& s) const = 0;
  // Throws FormatError naming the field that is wrong and what was expected.
  [[nodiscard]] virtual std::unique_ptr<State> state_from_json(const nlohmann::json& j) const = 0;

  // --- Scenarios and tests ------------------------------------------------------------------
  // Makes the named cards the next ones drawn from `deck` (a game-defined name, "" for the main
  // deck), in order. Throws FormatError if a card is not there.
  virtual void force_draws(State& s, std::string_view deck,
                           const std::vector<std::string>& cards) const;
  // Forces opening draws given as a list (new_game): the entries of one deck name are joined in
  // order, so a card forced by a later entry never disturbs an earlier one.
  void force_opening_draws(State& s, const std::vector<ForcedDraws>& draws) const;
  // Throws std::logic_error describing the first broken invariant (card conservation, bounds...).
  virtual void check_invariants(const State& s) const = 0;

 private:
  GameInfo info_;
  Options options_;
};

using GamePtr = std::shared_ptr<const Game>;

}  // namespace bivouac
