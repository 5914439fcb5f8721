#pragma once
#include "core/bot.h"

namespace bivouac {

class RandomBot final : public Bot {
 public:
  RandomBot(GamePtr game, std::uint64_t seed);
  [[nodiscard]] Action choose(const State& observation, int player) override;

 private:
  GamePtr game_;
  Rng rng_;
  ActionList legal_;
};

}  // namespace bivouac
