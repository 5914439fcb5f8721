#include "ai/rollout_policy.h"

namespace bivouac {

Action RandomRollout::choose(const State& s, int /*player*/, Rng& rng) {
  game_.legal_actions(s, legal_);
  return legal_[rng.below(static_cast<std::uint32_t>(legal_.size()))];
}

BotRollout::BotRollout(const Game& game, std::unique_ptr<Bot> bot, double epsilon)
    : game_(game),
      bot_(std::move(bot)),
      epsilon_(epsilon),
      reads_state_(bot_->decides_from_view_alone()),
      random_(game) {}

Action BotRollout::choose(const State& s, int player, Rng& rng) {
  if (epsilon_ > 0 && rng.uniform() < epsilon_) return random_.choose(s, player, rng);
  if (reads_state_) return bot_->choose(s, player);
  if (!view_) view_ = s.clone();  // once: later observations are written in place
  game_.observe(s, player, *view_);
  return bot_->choose(*view_, player);
}

std::unique_ptr<RolloutPolicy> make_heuristic_rollout(const GamePtr& game, std::uint64_t seed,
                                                      double epsilon) {
  const BotDefinition* def = BotRegistry::instance().find("heuristic", game->info().id);
  // Only a bot written for this game counts: a generic "heuristic" would know nothing of it.
  if (def == nullptr || def->game_id != game->info().id) return nullptr;
  BotParams params;
  params.name = def->name;
  auto bot = def->create(BotContext{game, seed, params});
  return std::make_unique<BotRollout>(*game, std::move(bot), epsilon);
}

}  // namespace bivouac
