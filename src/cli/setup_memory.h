#pragma once
// "Same as last time": a player's deployment (the choices made while Game::in_setup holds) is
// remembered between games in a small JSON file and played again, as far as it still fits, in the
// next game of the same kind.
#include <optional>
#include <string>
#include <vector>

#include "core/match.h"

namespace bivouac::cli {

// A deployment as the action texts typed, grouped into units: a unit runs from the decision the
// deployment began at back to that decision (one placement, "place X" then "to Y"), so a unit
// that no longer fits can be taken back whole.
using Formation = std::vector<std::vector<std::string>>;

// $XDG_STATE_HOME/bivouac/setups.json, else ~/.local/state/bivouac/setups.json; empty when
// neither is known (nothing is remembered).
[[nodiscard]] std::string default_setup_memory_path();

// Which remembered deployment fits: the game with its options, and the seat.
[[nodiscard]] std::string formation_key(const Game& game, int player);

// The file of remembered deployments, read and written whole (it holds one per key).
class SetupMemory {
 public:
  explicit SetupMemory(std::string path) : path_(std::move(path)) {}
  [[nodiscard]] bool enabled() const { return !path_.empty(); }
  // Nothing when there is none, or the file cannot be read (remembering is a convenience: a
  // damaged file must not stop a game); `problem` then says why.
  [[nodiscard]] std::optional<Formation> find(const std::string& key, std::string* problem) const;
  // Throws FormatError naming the file when it cannot be written.
  void store(const std::string& key, const Formation& formation) const;

 private:
  std::string path_;
};

// Follows one seat's choices through its deployment and groups them into units.
class FormationRecorder {
 public:
  // Call before the seat's action `a` is applied.
  void before(const Match& match, Action a);
  // Drops the choices an undo took back.
  void after_undo(const Match& match);
  [[nodiscard]] bool empty() const { return steps_.empty(); }
  // The deployment so far, and forgets it.
  [[nodiscard]] Formation take();

 private:
  struct Step {
    std::size_t index;  // the match's action count before it
    std::string phase;  // the decision it answered (Game::phase_name)
    std::string text;
  };
  std::vector<Step> steps_;
};

struct FormationReplay {
  int units_played = 0;
  int units_skipped = 0;  // no longer legal (another deal, another army): taken back whole
};

// Plays `formation` for `player`, unit by unit, through `apply` (which must apply the action to
// `match`), stopping when the deployment ends or another seat is to decide. A unit with a text
// that is not legal when its turn comes is undone to where it began and skipped.
template <typename Apply>
FormationReplay replay_formation(Match& match, int player, const Formation& formation,
                                 Apply&& apply);

template <typename Apply>
FormationReplay replay_formation(Match& match, int player, const Formation& formation,
                                 Apply&& apply) {
  FormationReplay result;
  const auto deploying = [&] {
    return !match.is_terminal() && match.current_player() == player &&
           match.game().in_setup(match.state());
  };
  for (const auto& unit : formation) {
    if (!deploying()) break;
    const std::size_t start = match.actions_played();
    bool fits = true;
    for (const auto& text : unit) {
      const auto a =
          deploying() ? exact_legal_action(match.game(), match.state(), text) : std::nullopt;
      if (!a) {
        fits = false;
        break;
      }
      apply(*a);
    }
    if (fits) {
      ++result.units_played;
      continue;
    }
    while (match.actions_played() > start) match.undo();
    ++result.units_skipped;
  }
  return result;
}

}  // namespace bivouac::cli
