// Registers `ismcts` for every game. Levels: "ismcts:level=hard", or "ismcts:hard" for short.
#include "ai/ismcts_bot.h"
#include "core/bot.h"

namespace bivouac {
namespace {

const BotRegistrar kIsmcts{BotDefinition{
    "ismcts", "",
    "information-set Monte Carlo tree search; levels easy, medium (default), hard; "
    "iters=N or time=seconds per move, threads, rollout=random|heuristic, prior=0..1 (guide "
    "the tree with the game's heuristic; 0 = plain UCB1)",
    ismcts_param_names(), [](const BotContext& ctx) {
      return std::make_unique<IsmctsBot>(ctx.game, ismcts_params_from(ctx.params), ctx.seed);
    }}};

}  // namespace
}  // namespace bivouac
