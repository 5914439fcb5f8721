#pragma once
// Bots decide from an observation only (a State with the hidden parts blanked), never from the
// true state. Generic bots live in src/ai; game-specific ones live in their game's folder and
// register themselves here under the game's id.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac {

// What one move of a bot may cost, for a host that must bound it (the game server). Zero means
// that kind of limit is not what bounds it.
struct BotBudget {
  double seconds = 0;      // wall-clock time per move
  long iterations = 0;     // search iterations per move
  int threads = 1;         // threads it runs at once
  long rollout_depth = 0;  // actions one playout of its search may play (0: no playouts)
};

class Bot {
 public:
  virtual ~Bot() = default;
  // Bots that search say how much; the rest answer at once.
  [[nodiscard]] virtual BotBudget budget() const { return {}; }
  // A host that must bound every move (the game server) caps its wall-clock time per move,
  // whatever the spec asked: a searching bot stops at the cap with the best move found so far.
  // 0 = no cap. A bot that answers at once has nothing to stop.
  virtual void cap_seconds(double seconds) { (void)seconds; }
  // `observation` is game.observation(true_state, player); `player` is the one to move.
  [[nodiscard]] virtual Action choose(const State& observation, int player) = 0;
  // Called before a new game with this bot.
  virtual void restart() {}
  // True when choose(s, p) on any state does exactly what choose(game.observe(s, p), p) does, its
  // own random generator included: the bot reads nothing player p may not know. A search's
  // playouts, which run on worlds it sampled itself, may then skip the observation (most of a
  // playout move's cost in Muskets and GT). Every bot that says so is held to it by a test on
  // random positions of every game (tests/ai/view_alone_test.cpp).
  [[nodiscard]] virtual bool decides_from_view_alone() const { return false; }
};

struct BotParams {
  std::string name;
  std::map<std::string, std::string> values;
  [[nodiscard]] double get_double(std::string_view key, double def) const;
  [[nodiscard]] int get_int(std::string_view key, int def) const;
  [[nodiscard]] std::string get(std::string_view key, std::string def) const;
};

// Parses "name" or "name:key=value,...". A bare word is short for level=word ("ismcts:hard").
BotParams parse_bot_spec(std::string_view spec);

struct BotContext {
  GamePtr game;
  std::uint64_t seed = 0;
  BotParams params;
};

struct BotDefinition {
  std::string name;
  std::string game_id;  // "" for a bot that plays every game
  std::string description;
  std::vector<std::string> accepted_params;
  std::function<std::unique_ptr<Bot>(const BotContext&)> create;
};

class BotRegistry {
 public:
  static BotRegistry& instance();
  void add(BotDefinition def);
  // A game-specific definition wins over a generic one of the same name.
  [[nodiscard]] const BotDefinition* find(std::string_view name, std::string_view game_id) const;
  [[nodiscard]] std::vector<const BotDefinition*> available(std::string_view game_id) const;
  // Throws SpecError naming the bots available for this game, or the parameters accepted.
  [[nodiscard]] std::unique_ptr<Bot> create(std::string_view spec, const GamePtr& game,
                                            std::uint64_t seed) const;

 private:
  std::vector<std::unique_ptr<BotDefinition>> bots_;
};

struct BotRegistrar {
  explicit BotRegistrar(BotDefinition def) { BotRegistry::instance().add(std::move(def)); }
};

}  // namespace bivouac
