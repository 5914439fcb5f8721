#include "sim/card_impact.h"

#include <map>

namespace bivouac {

namespace {
std::string base_of(const std::string& key) {
  const auto at = key.find(" @ ");
  return at == std::string::npos ? key : key.substr(0, at);
}
}  // namespace

std::vector<CardImpact> card_impact(const std::vector<GameOutcome>& outcomes, int sides) {
  std::map<std::string, CardImpact> by_card;
  std::vector<std::map<std::string, const CardTally*>> per_side(static_cast<std::size_t>(sides));
  // First every key, so a key first seen late still counts the games before it.
  for (const GameOutcome& o : outcomes) {
    for (const CardTally& t : o.cards) {
      CardImpact& c = by_card[t.card];
      c.drawn += t.drawn;
      c.played += t.played;
    }
  }
  for (const GameOutcome& o : outcomes) {
    for (auto& m : per_side) m.clear();
    for (const CardTally& t : o.cards) {
      if (t.side >= 0 && t.side < sides) per_side[static_cast<std::size_t>(t.side)][t.card] = &t;
    }
    for (auto& [key, c] : by_card) {
      const std::string base = base_of(key);
      for (int s = 0; s < sides; ++s) {
        const auto& m = per_side[static_cast<std::size_t>(s)];
        const auto k = m.find(key);
        const auto b = m.find(base);
        const bool played = k != m.end() && k->second->played > 0;
        const bool held = b != m.end() && b->second->drawn > 0;
        const bool won = o.winning_side == s;
        if (played) {
          ++c.played_sides;
          c.played_wins += won;
        } else if (held) {
          ++c.held_sides;
          c.held_wins += won;
        }
      }
    }
  }
  std::vector<CardImpact> out;
  for (auto& [key, c] : by_card) {
    c.card = key;
    c.base_card = base_of(key);
    c.played_rate = wilson_interval(c.played_wins, c.played_sides);
    c.held_rate = wilson_interval(c.held_wins, c.held_sides);
    c.comparable = c.played_sides > 0 && c.held_sides > 0;
    if (c.comparable) {
      c.impact =
          independent_rate_difference(c.held_wins, c.held_sides, c.played_wins, c.played_sides);
      const bool covers_zero = c.impact.low <= 0 && c.impact.high >= 0;
      const bool narrow = c.impact.high - c.impact.low <= kNeverMattersWidth;
      c.never_matters = covers_zero && narrow;
      c.inconclusive = covers_zero && !narrow;
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace bivouac
