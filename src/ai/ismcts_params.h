#pragma once
// Everything that tunes an IS-MCTS search, and how a bot spec ("ismcts:level=hard,threads=2")
// maps onto it. Levels are named presets; explicit keys override the preset.
#include <string>
#include <string_view>
#include <vector>

#include "core/bot.h"

namespace bivouac {

enum class RolloutKind { kRandom, kHeuristic };
// How a simulation that stops before the end is scored: as a draw (`returns`), by the game's
// registered position evaluator (`game`), or by that evaluator where the game has one (`auto`).
enum class LeafKind { kAuto, kReturns, kGame };

struct IsmctsParams {
  // Budget per move: stop after `iterations` (0 = no limit) or `seconds` (0 = no limit),
  // whichever comes first. At least one must be set.
  long iterations = 1000;
  double seconds = 0;
  // Seconds for a whole turn of this player (all its decisions within one turn_number), shared
  // out decision by decision: each takes a part of what is left, at most `seconds` (0 = no turn
  // budget: every decision gets `seconds`).
  double turn_seconds = 0;
  // Stop a search as soon as the most visited move cannot be overtaken in the iterations left
  // (counted from the iteration budget, or estimated from the speed so far and the time left).
  bool stop_early = false;
  // Root-parallel workers, each with its own tree. With an iteration budget the split is fixed,
  // so the chosen move depends only on the seed.
  int threads = 1;
  // UCB1 exploration constant for rewards scaled to [0, 1].
  double exploration = 0.7;
  RolloutKind rollout = RolloutKind::kRandom;
  // Chance that a heuristic rollout plays a random move instead, so rollouts vary.
  double rollout_epsilon = 0.1;
  // Actions a rollout may play before the leaf evaluator scores the position (0 = no rollout).
  int rollout_depth = 2000;
  // Set when a spec names rollout_depth; otherwise a game evaluator's own cut-off is used.
  bool rollout_depth_given = false;
  LeafKind leaf = LeafKind::kAuto;
  // Guide the tree with the game's `heuristic` bot: its move gets this share of a prior that
  // PUCT selection follows while the statistics are thin (0 = plain UCB1). Games without a
  // heuristic search with UCB1 unless a spec asked for a prior, which is then refused.
  double prior_weight = 0;
  bool prior_given = false;
  // PUCT exploration constant, used instead of `exploration` when there is a prior.
  double puct = 1.5;
  // Keep the subtree of our own previous move when the new observation is exactly what that move
  // was bound to produce (see IsmctsBot::try_reuse).
  bool reuse = true;
  // Tree nodes each worker may hold; when full, search continues without growing the tree.
  long max_nodes = 1'000'000;
};

// Upper bounds of the budget a spec may ask for (a move should answer within an hour).
inline constexpr long kMaxIsmctsIterations = 100'000'000;
inline constexpr double kMaxIsmctsSeconds = 3600;

// The keys `ismcts` accepts in a spec.
[[nodiscard]] const std::vector<std::string>& ismcts_param_names();
// The preset for a level name: "easy", "medium" or "hard". Throws SpecError for anything else.
[[nodiscard]] IsmctsParams ismcts_level(std::string_view level);
// Settles `leaf = auto` for a game: its evaluator (and the cut-off depth it suggests, unless one
// was given) if it registers one, the game's returns otherwise. Throws SpecError for eval=game on
// a game without an evaluator.
void resolve_leaf(IsmctsParams& p, const Game& game);
// Builds parameters from a parsed spec: the level preset (default "medium"), then explicit keys.
// Throws SpecError naming the key when a value is out of range.
[[nodiscard]] IsmctsParams ismcts_params_from(const BotParams& spec);

}  // namespace bivouac
