// Loaded states played on (issue 26): a mutated state document of any registered game is loaded
// (load_state_document), and if the loader accepts it, every legal action is played from it (each
// on its own copy) and every bot the game has (random, heuristic, a short search) makes a move from
// the current player's observation. A document the loader accepts must be a position the rules,
// the views and the bots can go on from: no read outside a stack, hand or table (the sanitizers
// catch it), every position reached keeps the invariants, and a legal action is never refused.
// The probe that found the Ready Aim Fire crash loaded out-of-range integers and then played one
// action or asked for a bot move; this target does both for every legal action, two plies deep.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/bot.h"
#include "core/match.h"
#include "fuzz_support.h"

using namespace bivouac;

namespace {

// The bots every game has; the search bot is kept short (it determinizes the observation, so it
// reads every hidden zone the loader filled).
constexpr const char* kBots[] = {"random", "heuristic", "ismcts:iters=24"};

// Plays `a` on a copy of `s`; forced dice in the document that do not fit the roll refuse it
// (issue 12's core rule), anything else a loaded position refuses is a finding.
std::unique_ptr<State> play_on_copy(const Game& game, const State& s, Action a) {
  auto copy = s.clone();
  try {
    game.apply_action(*copy, a, nullptr);
  } catch (const std::invalid_argument& e) {
    if (s.chance.forced_pending() == 0)
      fuzz::finding(std::string("a legal action was refused in a loaded position: ") + e.what());
    return nullptr;
  }
  fuzz::check_step(game, *copy);
  return copy;
}

void bot_moves(const GamePtr& game, const State& s, std::uint64_t seed) {
  const int player = game->current_player(s);
  if (player < 0) return;
  for (const char* spec : kBots) {
    std::unique_ptr<Bot> bot;
    try {
      bot = BotRegistry::instance().create(spec, game, seed);
    } catch (const std::invalid_argument&) {
      continue;  // this game has no such bot
    }
    const Action a = bot->choose(*game->observation(s, player), player);
    ActionList legal;
    game->legal_actions(s, legal);
    bool found = false;
    for (Action l : legal) found = found || l == a;
    if (!found) fuzz::finding(std::string("bot ") + spec + " chose an action that is not legal");
    (void)play_on_copy(*game, s, a);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (fuzz::outside_scope(text)) return -1;
  const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded()) return -1;
  LoadedState loaded;
  try {
    loaded = load_state_document(doc);
  } catch (const std::invalid_argument&) {
    return 0;  // refused with a message that names the field
  } catch (const std::exception& e) {
    fuzz::finding(std::string("the state loader threw something other than a format error: ") +
                  e.what());
  }
  const GamePtr& game = loaded.game;
  const State& s = *loaded.state;
  fuzz::check_step(*game, s);
  if (game->is_terminal(s)) return 0;
  for (int viewer = -1; viewer < game->num_players(); ++viewer) (void)game->render(s, viewer);
  bot_moves(game, s, size);
  ActionList legal;
  game->legal_actions(s, legal);
  Rng rng(size);
  // Every legal action one ply deep, then every legal action from one of the positions reached.
  std::unique_ptr<State> next;
  const std::size_t pick = rng.below(static_cast<std::uint32_t>(legal.size()));
  for (std::size_t i = 0; i < legal.size(); ++i) {
    auto after = play_on_copy(*game, s, legal[i]);
    if (i == pick) next = std::move(after);
  }
  if (!next || game->is_terminal(*next)) return 0;
  game->legal_actions(*next, legal);
  for (Action a : legal) (void)play_on_copy(*game, *next, a);
  bot_moves(game, *next, size + 1);
  return 0;
}
