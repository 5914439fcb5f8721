#include "ai/hint.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "ai/ismcts_bot.h"
#include "core/bot.h"

namespace bivouac {

namespace {
int legal_index(const ActionList& legal, Action a) {
  const auto* it = std::find(legal.begin(), legal.end(), a);
  return it == legal.end() ? 0 : static_cast<int>(it - legal.begin()) + 1;
}
}  // namespace

Hint compute_hint(const Game& game, const State& state, int player, std::string_view bot_spec,
                  std::uint64_t seed, int top, double cap_seconds) {
  if (game.is_terminal(state)) throw std::invalid_argument("no hint: the game is over");
  if (game.current_player(state) != player) {
    throw std::invalid_argument(
        fmt::format("no hint: {} is not the one to move", game.player_name(player)));
  }
  // The registry wants shared ownership; the caller keeps the game alive for this call, so a
  // non-owning pointer is enough.
  const GamePtr borrowed(std::shared_ptr<const Game>{}, &game);
  auto bot = BotRegistry::instance().create(bot_spec, borrowed, seed);
  bot->cap_seconds(cap_seconds);
  const auto view = game.observation(state, player);
  ActionList legal;
  game.legal_actions(*view, legal);

  Hint hint;
  hint.bot = std::string(bot_spec);
  hint.player = player;
  const Action chosen = bot->choose(*view, player);
  hint.action = game.action_to_string(*view, chosen);
  hint.index = legal_index(legal, chosen);
  if (const auto* search = dynamic_cast<const IsmctsBot*>(bot.get())) {
    const SearchAnalysis& a = search->last_analysis();
    hint.searched = true;
    hint.iterations = a.iterations;
    hint.seconds = a.seconds;
    for (const Candidate& c : a.candidates) {
      if (static_cast<int>(hint.candidates.size()) >= top) break;
      hint.candidates.push_back(HintCandidate{game.action_to_string(*view, c.action),
                                              legal_index(legal, c.action), c.visits, c.visit_share,
                                              c.win_rate});
    }
  }
  return hint;
}

nlohmann::json hint_to_json(const Hint& hint) {
  nlohmann::json candidates = nlohmann::json::array();
  for (const HintCandidate& c : hint.candidates) {
    candidates.push_back({{"action", c.action},
                          {"index", c.index},
                          {"visits", c.visits},
                          {"visit_share", c.visit_share},
                          {"win_rate", c.win_rate}});
  }
  return {{"bot", hint.bot},
          {"player", hint.player},
          {"action", hint.action},
          {"index", hint.index},
          {"searched", hint.searched},
          {"candidates", candidates},
          {"iterations", hint.iterations},
          {"seconds", hint.seconds}};
}

std::string hint_to_text(const Hint& hint) {
  std::string out;
  if (hint.searched) {
    out = fmt::format("hint ({}, {} iterations, {:.2f} s): {}\n", hint.bot, hint.iterations,
                      hint.seconds, hint.action);
  } else {
    out = fmt::format("hint ({}): {}\n", hint.bot, hint.action);
  }
  std::size_t width = 0;
  for (const HintCandidate& c : hint.candidates) width = std::max(width, c.action.size());
  const HintCandidate* chosen = nullptr;
  const HintCandidate* best_rate = nullptr;
  for (const HintCandidate& c : hint.candidates) {
    if (c.action == hint.action) chosen = &c;
    if (c.visits > 0 && (!best_rate || c.win_rate > best_rate->win_rate)) best_rate = &c;
  }
  for (std::size_t i = 0; i < hint.candidates.size(); ++i) {
    const HintCandidate& c = hint.candidates[i];
    if (c.visits == 0) {
      out += fmt::format("  {}. {:<{}}  the only legal move\n", i + 1, c.action, width);
    } else {
      out += fmt::format("  {}. {:<{}}  {:>7} visits ({:3.0f}%)  wins {:3.0f}%{}\n", i + 1,
                         c.action, width, c.visits, 100 * c.visit_share, 100 * c.win_rate,
                         &c == chosen ? "  <- hint" : "");
    }
  }
  // The search picks the move it explored most, which is the robust choice; when another move
  // shows a higher win rate, say why the hint is not that move.
  if (chosen && best_rate && best_rate != chosen && best_rate->win_rate > chosen->win_rate) {
    if (chosen->visits <= best_rate->visits) {
      out += fmt::format("  Note: {} shows a higher win rate ({:.0f}% against {:.0f}%).\n",
                         best_rate->action, 100 * best_rate->win_rate, 100 * chosen->win_rate);
      return out;
    }
    out += fmt::format(
        "  Why not {}? Its win rate {:.0f}% rests on {} visits; {} was searched {} times, so its "
        "{:.0f}% is the surer estimate (the search plays the most visited move).\n",
        best_rate->action, 100 * best_rate->win_rate, best_rate->visits, chosen->action,
        chosen->visits, 100 * chosen->win_rate);
  }
  return out;
}

}  // namespace bivouac
