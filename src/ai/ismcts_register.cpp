// Registers `ismcts` for every game. Levels: "ismcts:level=hard", or "ismcts:hard" for short.
#include "ai/ismcts_bot.h"
#include "core/bot.h"
#include "core/bot_levels.h"

namespace bivouac {
namespace {

const BotRegistrar kIsmcts{BotDefinition{
    "ismcts", "",
    "information-set Monte Carlo tree search; levels easy, medium (default), hard; "
    "iters=N or time=seconds per move, turn=seconds per turn, threads, rollout=random|heuristic, "
    "prior=0..1 (guide "
    "the tree with the game's heuristic; 0 = plain UCB1)",
    ismcts_param_names(), [](const BotContext& ctx) {
      return std::make_unique<IsmctsBot>(ctx.game, ismcts_params_from(ctx.params), ctx.seed);
    }}};

// The ladders behind these words, game by game, are in docs/ai.md ("Levels a player can trust").
const BotLevelNoteRegistrar kIsmctsLevels{{
    {"ismcts", "", "easy",
     "beginner: beats random play almost always, loses most games to the game's own heuristic "
     "bot"},
    {"ismcts", "", "medium",
     "club player: a quick search guided by the heuristic; beats it about two games in three"},
    {"ismcts", "", "hard",
     "strongest: searches up to two seconds a turn on two cores; beats the heuristic bot about "
     "three games in four"},
}};

}  // namespace
}  // namespace bivouac
