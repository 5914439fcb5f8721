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

// The ladders behind these words, game by game, are in docs/ai.md ("Levels a player can trust"):
// words for every game first, then where a game's ladder says otherwise.
const BotLevelNoteRegistrar kIsmctsLevels{{
    {"ismcts", "", "easy", "beginner: a short search with random playouts; beats random play"},
    {"ismcts", "", "medium",
     "club player: a quick search guided by the game's heuristic bot, and better than it"},
    {"ismcts", "", "hard",
     "strongest: the medium search given up to about 2 s a turn on two cores"},
    {"ismcts", "muskets", "easy",
     "beginner, but Muskets is mostly the luck of the deal: already wins about 3 games in 5 "
     "against the heuristic bot"},
    {"ismcts", "muskets", "medium",
     "a little stronger than easy (about 40 Elo); wins about 3 games in 5 against the "
     "heuristic bot"},
    {"ismcts", "volley", "easy",
     "beginner: beats random play, but loses about 4 games in 5 to the heuristic bot"},
    {"ismcts", "volley", "medium",
     "club player: wins about 2 games in 3 against the heuristic bot, 5 in 6 against easy"},
    {"ismcts", "gt", "medium",
     "club player: wins about 2 games in 3 against the heuristic bot, 3 in 4 against easy"},
    {"ismcts", "ready-aim-fire", "easy",
     "beginner, but already wins about 3 games in 5 against the heuristic bot"},
    {"ismcts", "ready-aim-fire", "medium",
     "strong: wins about 5 games in 6 against the heuristic bot, 3 in 4 against easy"},
}};

}  // namespace
}  // namespace bivouac
