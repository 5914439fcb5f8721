#include "games/muskets/position.h"

#include <gtest/gtest.h>

#include "core/match.h"
#include "core/registry.h"
#include "games/muskets/card_ids.h"

namespace bivouac::muskets::testing {

std::shared_ptr<const MusketsGame> muskets(const std::string& options) {
  return std::dynamic_pointer_cast<const MusketsGame>(
      make_game(options.empty() ? "muskets" : "muskets:" + options));
}

int type(const MusketsGame& game, const char* name) {
  const int t = game.cards().find(name);
  if (t < 0) throw std::invalid_argument(std::string("no card ") + name);
  return t;
}

Counts counts(const MusketsGame& game, std::initializer_list<const char*> names) {
  Counts c{};
  for (const char* n : names) ++c[static_cast<std::size_t>(type(game, n))];
  return c;
}

MusketsState make(const MusketsGame& game, const Position& p) {
  MusketsState s;
  s.chance = Chance(99);
  Counts left{};
  for (int t = 0; t < game.cards().size(); ++t)
    left[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(game.cards()[t].copies);
  auto take = [&](const std::string& name) {
    const int t = game.cards().find(name);
    if (t < 0 || left[static_cast<std::size_t>(t)] == 0)
      throw std::invalid_argument("position uses too many " + name);
    --left[static_cast<std::size_t>(t)];
    return static_cast<std::size_t>(t);
  };
  for (int pl = 0; pl < 2; ++pl) {
    for (const auto& n : p.hands[pl]) ++s.hand[static_cast<std::size_t>(pl)][take(n)];
    for (const auto& n : p.lines[pl]) ++s.line[static_cast<std::size_t>(pl)][take(n)];
  }
  for (const auto& n : p.discard) ++s.discard[take(n)];
  std::vector<CardId> top;
  for (const auto& n : p.deck_top) top.push_back(static_cast<CardId>(take(n)));
  for (int t = 0; t < game.cards().size(); ++t) {
    for (int k = 0; k < left[static_cast<std::size_t>(t)]; ++k) {
      if (p.everything_else_discarded) {
        ++s.discard[static_cast<std::size_t>(t)];
      } else {
        s.deck.push_back(static_cast<CardId>(t));
      }
    }
  }
  for (auto it = top.rbegin(); it != top.rend(); ++it) s.deck.push_back(*it);
  s.active = static_cast<std::uint8_t>(p.active);
  s.step = p.step;
  s.morale = {static_cast<std::int16_t>(p.morale[0]), static_cast<std::int16_t>(p.morale[1])};
  ledger_from_counts(s, game.cards());  // the card ledger (card_ids.h) beside the counts
  game.check_invariants(s);
  return s;
}

std::vector<std::string> legal(const MusketsGame& game, const MusketsState& s) {
  return legal_action_texts(game, s);
}

void play(const MusketsGame& game, MusketsState& s, const std::string& text, EventLog* log) {
  const auto options = legal(game, s);
  if (std::find(options.begin(), options.end(), text) == options.end()) {
    std::string all;
    for (const auto& o : options) all += " [" + o + "]";
    ADD_FAILURE() << "\"" << text << "\" is not legal; legal:" << all;
    throw std::runtime_error("illegal test action");
  }
  game.apply_action(s, parse_action(game, s, text), log);
  game.check_invariants(s);
}

}  // namespace bivouac::muskets::testing
