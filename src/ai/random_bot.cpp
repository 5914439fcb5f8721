// `random`: a uniformly random legal move. The baseline every other bot must beat.
#include "ai/random_bot.h"

#include "core/bot.h"

namespace bivouac {

RandomBot::RandomBot(GamePtr game, std::uint64_t seed) : game_(std::move(game)), rng_(seed) {}

Action RandomBot::choose(const State& observation, int /*player*/) {
  game_->legal_actions(observation, legal_);
  return legal_[rng_.below(static_cast<std::uint32_t>(legal_.size()))];
}

namespace {
const BotRegistrar kRandom{BotDefinition{
    "random", "", "plays a uniformly random legal action", {}, [](const BotContext& ctx) {
      return std::make_unique<RandomBot>(ctx.game, ctx.seed);
    }}};
}  // namespace

}  // namespace bivouac
