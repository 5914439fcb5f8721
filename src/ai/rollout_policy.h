#pragma once
// How a simulation continues below the tree: a RolloutPolicy picks each move of a playout on a
// determinized state. Policies keep their scratch space, so a playout does not allocate.
#include <memory>

#include "core/bot.h"
#include "core/game.h"

namespace bivouac {

class RolloutPolicy {
 public:
  virtual ~RolloutPolicy() = default;
  // A legal action for the player to move in `s`, which is not terminal.
  [[nodiscard]] virtual Action choose(const State& s, int player, Rng& rng) = 0;
};

// Uniformly random legal moves: fast, and needs nothing from the game.
class RandomRollout final : public RolloutPolicy {
 public:
  explicit RandomRollout(const Game& game) : game_(game) {}
  [[nodiscard]] Action choose(const State& s, int player, Rng& rng) override;

 private:
  const Game& game_;
  ActionList legal_;
};

// Asks a bot (the game's `heuristic`) for each move. The bot sees the mover's observation of the
// sampled state, as in a real game, so heuristics written for observations work unchanged; a bot
// that decides from the view alone (Bot::decides_from_view_alone) is handed the sampled state
// itself, and moves the same. With probability `epsilon` a random move is played instead, so
// playouts are not all alike.
class BotRollout final : public RolloutPolicy {
 public:
  BotRollout(const Game& game, std::unique_ptr<Bot> bot, double epsilon);
  [[nodiscard]] Action choose(const State& s, int player, Rng& rng) override;

 private:
  const Game& game_;
  std::unique_ptr<Bot> bot_;
  double epsilon_;
  bool reads_state_;
  RandomRollout random_;
  std::unique_ptr<State> view_;
};

// The game's registered `heuristic` bot wrapped as a rollout policy, or null if the game has none.
[[nodiscard]] std::unique_ptr<RolloutPolicy> make_heuristic_rollout(const GamePtr& game,
                                                                    std::uint64_t seed,
                                                                    double epsilon);

}  // namespace bivouac
