#include "fixtures.h"

#include <algorithm>
#include <stdexcept>

#include "core/match.h"
#include "games/volley/bits.h"

namespace bivouac::volley::testing {

Table::Table(const std::string& spec) : game(make_game(spec)), v(volley_game(*game)) {}

VolleyState Table::empty() const {
  VolleyState s;
  s.chance = Chance(99);
  s.deck = v.cards().all();
  s.deck_size = static_cast<std::uint8_t>(v.cards().size());
  for (int c : cards_of(s.deck)) s.deck_order.push_back(static_cast<CardId>(c));
  s.troops = {static_cast<std::int16_t>(v.rules().troops), static_cast<std::int16_t>(v.rules().troops)};
  return s;
}

int Table::id(const char* name) const {
  const int c = v.cards().find(name);
  if (c < 0) throw std::invalid_argument(std::string("no card named ") + name);
  return c;
}

CardMask Table::mask(Names names) const {
  CardMask m = 0;
  for (const char* n : names) m |= bit(id(n));
  return m;
}

void Table::put(VolleyState& s, CardMask& zone, Names names) const {
  const CardMask m = mask(names);
  for (std::size_t p = 0; p < 2; ++p) {
    s.hand[p] &= ~m;
    s.hand_size[p] = static_cast<std::uint8_t>(count(s.hand[p]));
  }
  s.deck &= ~m;
  s.deck_order.clear();
  for (int c : cards_of(s.deck)) s.deck_order.push_back(static_cast<CardId>(c));
  s.discard &= ~m;
  s.meld &= ~m;
  zone |= m;
  for (std::size_t p = 0; p < 2; ++p) s.hand_size[p] = static_cast<std::uint8_t>(count(s.hand[p]));
  s.deck_size = static_cast<std::uint8_t>(count(s.deck));
}

void Table::give(VolleyState& s, int player, Names names) const {
  put(s, s.hand[static_cast<std::size_t>(player)], names);
}

std::vector<std::string> Table::legal(const VolleyState& s) const { return legal_action_texts(v, s); }

bool Table::is_legal(const VolleyState& s, const std::string& text) const {
  const auto l = legal(s);
  return std::find(l.begin(), l.end(), text) != l.end();
}

void Table::play(VolleyState& s, const std::string& text, EventLog* log) const {
  if (!is_legal(s, text)) {
    std::string all;
    for (const auto& t : legal(s)) all += " [" + t + "]";
    throw std::invalid_argument("not legal: " + text + "; legal:" + all);
  }
  v.apply_action(s, parse_action(v, s, text), log);
  v.check_invariants(s);
}

}  // namespace bivouac::volley::testing
