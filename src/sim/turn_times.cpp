#include "sim/turn_times.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <memory>

#include "core/bot.h"
#include "core/errors.h"
#include "core/registry.h"
#include "sim/arena.h"

namespace bivouac {

double quantile(std::vector<double> values, double q) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const double rank = std::ceil(q * static_cast<double>(values.size()));
  const auto i =
      static_cast<std::size_t>(std::clamp(rank, 1.0, static_cast<double>(values.size())));
  return values[i - 1];
}

TurnTimeResult measure_turn_times(const TurnTimeConfig& config) {
  const GamePtr game = GameRegistry::instance().create(config.game);
  if (config.games < 1) throw SpecError("--turn-times needs at least one game");
  if (config.first_deal < 0) throw SpecError("the first deal is counted from 0, not negative");
  if (config.first_deal > std::numeric_limits<int>::max() - (config.games + 1) / 2)
    throw SpecError("the first deal plus the deals played must fit in an int");
  TurnTimeResult result;
  result.game = game->spec();
  result.a.bot = config.bot_a;
  result.b.bot = config.bot_b;
  const int deals = (config.games + 1) / 2;
  for (int deal = config.first_deal; deal < config.first_deal + deals; ++deal) {
    const std::uint64_t seed = derive_seed(config.seed, static_cast<std::uint64_t>(deal));
    int b_half_points = 0;
    for (const bool swapped : {false, true}) {
      const auto seats = swapped ? arena_seating(*game, config.bot_b, config.bot_a)
                                 : arena_seating(*game, config.bot_a, config.bot_b);
      std::vector<std::unique_ptr<Bot>> bots;
      std::vector<BotTurnTimes*> owner;
      for (int p = 0; p < game->num_players(); ++p) {
        const std::string& spec = seats[static_cast<std::size_t>(p)];
        bots.push_back(BotRegistry::instance().create(
            spec, game, derive_seed(seed, 1000 + static_cast<std::uint64_t>(p))));
        const bool is_a = (game->side_of(p) % 2 == 0) != swapped;
        owner.push_back(is_a ? &result.a : &result.b);
      }
      auto state = game->new_initial_state(seed);
      auto view = state->clone();
      // (player, turn) -> seconds, in the order turns were first seen.
      std::map<std::pair<int, int>, double> turns;
      long actions = 0;
      while (!game->is_terminal(*state) && actions++ < config.max_actions) {
        const int p = game->current_player(*state);
        const int turn = game->turn_number(*state);
        game->observe(*state, p, *view);
        const auto start = std::chrono::steady_clock::now();
        const Action a = bots[static_cast<std::size_t>(p)]->choose(*view, p);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        owner[static_cast<std::size_t>(p)]->decision_seconds.push_back(seconds);
        turns[{p, turn}] += seconds;
        game->apply_action(*state, a, nullptr);
      }
      for (const auto& [key, seconds] : turns) {
        owner[static_cast<std::size_t>(key.first)]->turn_seconds.push_back(seconds);
      }
      GameOutcome outcome;
      outcome.winning_side = game->is_terminal(*state) ? game->winning_side(*state) : -1;
      const int first = arena_result_for_first(outcome);
      const int for_a = swapped ? -first : first;
      ++result.a.games;
      ++result.b.games;
      if (for_a > 0) ++result.a.wins;
      if (for_a < 0) ++result.b.wins;
      if (for_a == 0) ++result.draws;
      b_half_points += half_points_for_b(for_a);
      if (config.progress) config.progress(result.a.games, 2 * deals);
    }
    ++result.deals[static_cast<std::size_t>(b_half_points)];
  }
  return result;
}

}  // namespace bivouac
